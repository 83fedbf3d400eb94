import { formatMoney, formatNumber, formatPercent } from '@salesdesk/sdk';
import { useState } from 'react';
import { Button } from '../controls/Button';
import { useApiQuery } from '../data/useApiQuery';
import { dashboardMessages } from '../messages/dashboard';
import { SalesChart } from './SalesChart';

const t = dashboardMessages.stats;
const monthName = new Intl.DateTimeFormat('pl-PL', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * The caller's sales of the last 12 months (`/api/sales-stats`): totals, then the 12 months drawn
 * ({@link SalesChart}: net sales with the margin beside it, oldest to newest). The table of the
 * same months, newest first, is always there for screen readers (visually hidden under the
 * chart); "Pokaż tabelę" shows it instead of the chart, the button keeping the focus.
 */
export function SalesStatsPanel() {
  const stats = useApiQuery('salesStats', { query: { months: 12 } });
  const [asTable, setAsTable] = useState(false);
  const months = stats.data?.months.slice(-12) ?? [];
  const recent = [...months].reverse();
  return (
    <section aria-labelledby="sales-stats" className="rounded-lg border border-border bg-surface p-4">
      <div className="mb-3 flex flex-wrap items-start gap-2">
        <div className="mr-auto">
          <h2 id="sales-stats" className="text-lg font-semibold">
            {t.title}
          </h2>
          <p className="text-sm text-text-muted">{t.period}</p>
        </div>
        {recent.length ? (
          <Button size="sm" variant="ghost" onPress={() => setAsTable((shown) => !shown)}>
            {asTable ? t.showChart : t.showTable}
          </Button>
        ) : null}
      </div>
      {stats.error ? (
        <p role="alert" className="text-sm text-danger">
          {t.loadError}
        </p>
      ) : !stats.data ? (
        <div className="h-24 animate-pulse rounded bg-surface-sunken" aria-hidden="true" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              [t.net, formatMoney(stats.data.totals.net_value)],
              [t.marginAmount, formatMoney(stats.data.totals.margin_amount)],
              [t.margin, formatPercent(stats.data.totals.margin)],
              [t.orders, formatNumber(stats.data.totals.orders_count)],
            ].map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-text-muted">{label}</dt>
                <dd className="text-base font-semibold tabular-nums sm:text-lg">{value}</dd>
              </div>
            ))}
          </dl>
          {recent.length ? (
            <>
              {asTable ? null : (
                <div className="mt-4">
                  <SalesChart months={months} />
                </div>
              )}
              <table className={asTable ? 'mt-4 w-full text-sm' : 'sr-only'} aria-label={t.monthsLabel}>
                <thead>
                  <tr className="text-left text-text-muted">
                    <th className="py-1 font-medium">{t.month}</th>
                    <th className="py-1 text-right font-medium">{t.net}</th>
                    <th className="py-1 text-right font-medium">{t.margin}</th>
                  </tr>
                </thead>
                <tbody>
                  {recent.map((month) => (
                    <tr key={month.month} className="border-t border-border">
                      <td className="py-0.5">{monthName.format(new Date(`${month.month}-01T00:00:00Z`))}</td>
                      <td className="py-0.5 text-right tabular-nums">{formatMoney(month.net_value)}</td>
                      <td className="py-0.5 text-right tabular-nums">{formatPercent(month.margin)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : (
            <p className="mt-3 text-sm text-text-muted">{t.empty}</p>
          )}
        </>
      )}
    </section>
  );
}
