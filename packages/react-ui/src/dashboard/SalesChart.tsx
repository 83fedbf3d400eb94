import { formatMoney, formatPercent, type SalesStats } from '@salesdesk/sdk';
import { fillMessage } from '../messages';
import { dashboardMessages } from '../messages/dashboard';

const t = dashboardMessages.stats;
const monthShort = new Intl.DateTimeFormat('pl-PL', { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('pl-PL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
// Axis labels only: the exact amounts are in the table and in each bar's title.
const compactMoney = new Intl.NumberFormat('pl-PL', {
  style: 'currency',
  currency: 'PLN',
  notation: 'compact',
  maximumFractionDigits: 1,
});

const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`);

/** Props of {@link SalesChart}. */
export interface SalesChartProps {
  /** The months to draw, oldest first. */
  months: SalesStats['months'];
}

/** Width of one month in the drawing's own units; the bars share it with a gap either side. */
const SLOT = 10;
const BAR = 3.6;

/**
 * Net sales per month with the margin amount beside it, as plain SVG bars on one scale (the
 * margin is a part of the sales, so the two compare at a glance). The drawing stretches to its
 * box; the texts (scale, months, legend) are HTML, so they stay readable at 390 px. Screen
 * readers skip it: the table of the same months is their version.
 */
export function SalesChart({ months }: SalesChartProps) {
  const max = Math.max(1, ...months.map((m) => Math.max(m.net_value, m.margin_amount)));
  const height = (value: number) => (Math.max(0, value) / max) * 100;
  const width = months.length * SLOT;
  return (
    <figure aria-hidden="true" className="m-0" data-testid="sales-chart">
      <div className="flex items-start gap-2 pt-1">
        {/* The scale beside the drawing's own height, each label centred on its line. */}
        <div className="relative h-36 w-14 shrink-0 text-right text-[11px] leading-none text-text-muted tabular-nums">
          <span className="absolute top-0 right-0 -translate-y-1/2">{compactMoney.format(max / 100)}</span>
          <span className="absolute top-1/2 right-0 -translate-y-1/2">{compactMoney.format(max / 200)}</span>
          <span className="absolute right-0 bottom-0 translate-y-1/2">0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${width} 100`}
            preserveAspectRatio="none"
            className="block h-36 w-full overflow-visible"
            focusable="false"
            aria-hidden="true"
          >
            {[0, 50, 100].map((y) => (
              <line
                key={y}
                x1={0}
                x2={width}
                y1={y}
                y2={y}
                className="stroke-border"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {months.map((m, i) => {
              const net = height(m.net_value);
              const margin = height(m.margin_amount);
              const x = i * SLOT + (SLOT - 2 * BAR) / 2;
              return (
                <g key={m.month} data-month={m.month}>
                  <title>
                    {fillMessage(t.barTitle, {
                      month: monthLong.format(monthDate(m.month)),
                      net: formatMoney(m.net_value),
                      margin: formatMoney(m.margin_amount),
                      percent: formatPercent(m.margin),
                    })}
                  </title>
                  <rect x={x} y={100 - net} width={BAR} height={net} className="fill-primary-600" data-series="net" />
                  <rect
                    x={x + BAR}
                    y={100 - margin}
                    width={BAR}
                    height={margin}
                    className="fill-info-500"
                    data-series="margin"
                  />
                </g>
              );
            })}
          </svg>
          <div
            className="mt-1 grid text-center text-[11px] leading-tight text-text-muted"
            style={{ gridTemplateColumns: `repeat(${months.length}, minmax(0, 1fr))` }}
          >
            {months.map((m) => (
              <span key={m.month}>{monthShort.format(monthDate(m.month)).replace('.', '')}</span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-text-muted">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-primary-600" />
          {t.legendNet}
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-info-500" />
          {t.legendMargin}
        </span>
      </figcaption>
    </figure>
  );
}
