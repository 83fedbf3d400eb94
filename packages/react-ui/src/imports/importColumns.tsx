import { formatDateTime, formatRelativeTime, type ImportJob } from '@salesdesk/sdk';
import { fillMessage } from '../messages';
import { importsMessages as m } from '../messages/imports';
import type { ColumnDef, ColumnList } from '../table/columns';

const c = m.columns;

/** A time shown relative ("5 min temu", "za 10 min") with the exact date-time beside it. */
function timeColumn(key: 'last_run_start' | 'last_run_completed' | 'next_run', header: string): ColumnDef<ImportJob> {
  const text = (job: ImportJob) => {
    const at = job[key];
    return at ? `${formatRelativeTime(at, Date.now())} (${formatDateTime(at)})` : m.never;
  };
  return {
    key,
    header,
    text,
    nowrap: true,
    cell: (job) => {
      const at = job[key];
      if (!at) return m.never;
      return (
        <time dateTime={at} className="flex flex-col leading-tight">
          <span>{formatRelativeTime(at, Date.now())}</span>
          <span className="text-xs text-text-muted">{formatDateTime(at)}</span>
        </time>
      );
    },
  };
}

const statusText = (job: ImportJob) => m.statuses[job.current_job_status] ?? job.current_job_status;
const lastRunText = (job: ImportJob) => {
  const run = job.runs[0];
  return run
    ? fillMessage(m.lastRun, {
        status: m.runStatuses[run.status] ?? run.status,
        records: run.records,
        message: run.message,
      })
    : '';
};

/** Columns of the imports list (SPEC §3). */
export const importColumns: ColumnList<ImportJob> = [
  {
    key: 'cron_job_code',
    header: c.cron_job_code,
    isRowHeader: true,
    wide: true,
    text: (job) => job.cron_job_code,
    cell: (job) => (
      <span className="flex flex-col leading-tight">
        <span className="font-medium">{job.cron_job_code}</span>
        <span className="text-xs text-text-muted">{job.name}</span>
      </span>
    ),
  },
  { key: 'frequency', header: c.frequency, text: (job) => job.frequency, cell: (job) => <code>{job.frequency}</code> },
  {
    key: 'current_job_status',
    header: c.current_job_status,
    text: statusText,
    nowrap: true,
    cell: (job) => (
      <span
        title={lastRunText(job)}
        className={
          job.current_job_status === 'failed'
            ? 'font-medium text-danger'
            : job.current_job_status === 'running'
              ? 'font-medium'
              : undefined
        }
      >
        {statusText(job)}
      </span>
    ),
  },
  timeColumn('last_run_start', c.last_run_start),
  timeColumn('last_run_completed', c.last_run_completed),
  timeColumn('next_run', c.next_run),
];
