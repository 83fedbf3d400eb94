import { formatDateTime, formatRelativeTime, type ImportJob } from '@salesdesk/sdk';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';
import type { ColumnDef, ColumnList } from '../../table/columns';
import { JobProgress } from './JobProgress';
import { jobName, scheduleText } from './jobWords';

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

const kindText = (job: ImportJob) => {
  if (!job.kind) return m.noKind;
  const settings = [job.full ? m.jobs.full : null, job.accept_valid ? m.jobs.acceptValid : null].filter(Boolean);
  return `${m.kindShort[job.kind] ?? job.kind}${settings.length ? ` (${settings.join(', ')})` : ''}`;
};
const runsText = (job: ImportJob) =>
  job.runs
    .slice(0, 3)
    .map((run) => `${formatDateTime(run.started_at)}: ${m.runStatuses[run.status] ?? run.status}, ${run.records}`)
    .join('; ');

/** Columns of the import jobs (SPEC §3, with the kind, the inbox and the last runs). */
export const importColumns: ColumnList<ImportJob> = [
  {
    key: 'cron_job_code',
    header: c.cron_job_code,
    isRowHeader: true,
    wide: true,
    // The kind's Polish name; the code (`clients`) is for the CLI and the server's logs.
    text: (job) => jobName(job),
    cell: (job) => <span className="font-medium">{jobName(job)}</span>,
  },
  {
    key: 'kind',
    header: c.kind,
    card: 'meta',
    text: (job) => `${kindText(job)}${job.kind ? `, ${job.inbox ?? m.jobs.noInbox}` : ''}`,
    cell: (job) => (
      <span className="flex flex-col leading-tight">
        <span>{kindText(job)}</span>
        {job.kind ? (
          job.inbox ? (
            <code className="text-xs break-all text-text-muted" title={c.inbox}>
              {job.inbox}
            </code>
          ) : (
            <span className="text-xs text-text-muted">{m.jobs.noInbox}</span>
          )
        ) : null}
      </span>
    ),
  },
  {
    key: 'frequency',
    header: c.frequency,
    card: 'meta',
    text: (job) => `${scheduleText(job.frequency)} (${job.frequency})`,
    // In words first; the expression an administrator edits stays beside it.
    cell: (job) => (
      <span className="flex flex-col leading-tight">
        <span>{scheduleText(job.frequency)}</span>
        <code className="text-xs text-text-muted" title={m.jobs.cron}>
          {job.frequency}
        </code>
      </span>
    ),
  },
  {
    key: 'current_job_status',
    header: c.current_job_status,
    card: 'badge',
    text: statusText,
    nowrap: true,
    cell: (job) => (
      <span className="flex flex-col gap-1">
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
        {job.current_job_status === 'running' ? <JobProgress job={job} /> : null}
      </span>
    ),
  },
  timeColumn('last_run_start', c.last_run_start),
  timeColumn('last_run_completed', c.last_run_completed),
  { ...timeColumn('next_run', c.next_run), card: 'meta' },
  {
    key: 'runs',
    header: m.jobs.lastRuns,
    text: runsText,
    cell: (job) =>
      job.runs.length ? (
        <ul className="text-xs">
          {job.runs.slice(0, 2).map((run) => (
            <li
              key={run.id}
              title={run.message}
              className={`whitespace-nowrap ${run.status === 'failed' ? 'text-danger' : ''}`}
            >
              {formatDateTime(run.started_at)}: {m.runStatuses[run.status] ?? run.status}, {run.records}
            </li>
          ))}
        </ul>
      ) : (
        m.never
      ),
  },
];
