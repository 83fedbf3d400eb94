import type { ImportFileRun } from '@salesdesk/sdk';
import { type ReactNode, useEffect, useRef } from 'react';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';
import { RejectsDownload } from './RejectsDownload';
import { ReportCounts } from './ReportCounts';
import { ChangesTable, RejectedTable } from './ReportTables';

function headingOf(run: ImportFileRun): string {
  const r = m.report;
  const template =
    run.status === 'refused'
      ? r.refusedHeading
      : run.status === 'failed'
        ? r.failedHeading
        : run.report?.applied
          ? r.appliedHeading
          : r.dryHeading;
  return fillMessage(template, { file: run.file_name });
}

/**
 * A finished run's report: its outcome in one sentence, the counts, the warnings, the first
 * changes old → new, the keys created and deactivated, the rejected rows with the download of
 * them. `focusHeading` moves focus to its heading when it appears (a run that just finished).
 */
export function ImportReportView({
  run,
  focusHeading = false,
  headingLevel = 2,
  children,
}: {
  run: ImportFileRun;
  focusHeading?: boolean;
  headingLevel?: 2 | 3;
  /** Actions under the report (apply). */
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const report = run.report;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const sub = headingLevel === 2 ? 'h3' : 'h4';
  const Sub = sub;
  return (
    <section aria-labelledby={`import-report-${run.id}`} className="flex flex-col gap-3" data-run={run.id}>
      <Heading
        id={`import-report-${run.id}`}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        {headingOf(run)}
      </Heading>
      <p className={run.status === 'done' ? 'text-text' : 'font-medium text-danger'}>{run.message}</p>
      {report ? (
        <>
          <ReportCounts report={report} />
          {report.warnings.length ? (
            <div>
              <Sub className="font-medium">{m.report.warnings}</Sub>
              <ul className="list-disc pl-6 text-sm">
                {report.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {report.created_keys.length ? (
            <p className="text-sm">{fillMessage(m.report.createdKeys, { keys: report.created_keys.join(', ') })}</p>
          ) : null}
          {report.deactivated_keys.length ? (
            <p className="text-sm">
              {fillMessage(m.report.deactivatedKeys, { keys: report.deactivated_keys.join(', ') })}
            </p>
          ) : null}
          {report.changes.length ? (
            <div className="flex flex-col gap-1">
              <Sub className="font-medium">{m.report.changes}</Sub>
              <ChangesTable kind={run.kind} changes={report.changes} />
            </div>
          ) : null}
          {report.errors.length ? (
            <div className="flex flex-col gap-2">
              <Sub className="font-medium">{m.report.rejectedRows}</Sub>
              <RejectedTable errors={report.errors} />
            </div>
          ) : null}
        </>
      ) : null}
      <RejectsDownload run={run} />
      {children}
    </section>
  );
}
