import { formatNumber, type ImportReport } from '@salesdesk/sdk';
import { importsMessages as m } from '../../messages/imports';

const COUNTS = ['created', 'updated', 'unchanged', 'deactivated', 'rejected'] as const;

/** The five counts of a report, as a definition list (a row of figures, wrapping on a phone). */
export function ReportCounts({ report }: { report: ImportReport }) {
  return (
    <section aria-label={m.report.counts}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {COUNTS.map((key) => (
          <div
            key={key}
            data-count={key}
            className={`flex flex-col rounded-md border px-3 py-2 ${
              key === 'rejected' && report.rejected > 0 ? 'border-danger' : 'border-border'
            }`}
          >
            <dt className="text-sm text-text-muted">{m.report[key]}</dt>
            <dd
              className={`text-xl font-semibold tabular-nums ${key === 'rejected' && report.rejected > 0 ? 'text-danger' : ''}`}
            >
              {formatNumber(report[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
