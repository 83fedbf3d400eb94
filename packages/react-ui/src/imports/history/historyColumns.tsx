import { formatDateTime, formatNumber, type ImportFileRun } from '@salesdesk/sdk';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';
import type { ColumnList } from '../../table/columns';

const h = m.history;
/** A run of the history list (the list leaves the report out). */
export type HistoryRun = Omit<ImportFileRun, 'report'>;

const optionsText = (run: HistoryRun) =>
  [
    run.dry_run ? h.dryRun : h.applied,
    run.full ? m.jobs.full : null,
    run.accept_valid ? m.upload.acceptValid.toLowerCase() : null,
    run.sheet ? `${m.upload.sheet}: ${run.sheet}` : null,
  ]
    .filter(Boolean)
    .join(', ');

const countsValues = (run: HistoryRun) => ({
  created: formatNumber(run.created),
  updated: formatNumber(run.updated),
  unchanged: formatNumber(run.unchanged),
  deactivated: formatNumber(run.deactivated),
  rejected: formatNumber(run.rejected),
});

const whoText = (run: HistoryRun) => run.username ?? (run.job_id ? `${h.byJob} #${run.job_id}` : m.never);

/** Columns of the history of file imports. */
export const historyColumns: ColumnList<HistoryRun> = [
  {
    key: 'created_at',
    header: h.columns.created_at,
    nowrap: true,
    text: (run) => formatDateTime(run.created_at),
    cell: (run) => <time dateTime={run.created_at}>{formatDateTime(run.created_at)}</time>,
    card: 'meta',
  },
  {
    key: 'file_name',
    header: h.columns.file_name,
    isRowHeader: true,
    wide: true,
    text: (run) => run.file_name,
    cell: (run) => (
      <span className="flex flex-col leading-tight">
        <span className="font-medium break-all">{run.file_name}</span>
        <span className="text-xs text-text-muted" title={run.file_sha256}>
          {m.report.sha} <code>{run.file_sha256.slice(0, 12)}…</code>
        </span>
      </span>
    ),
  },
  { key: 'username', header: h.columns.username, text: whoText, cell: whoText, card: 'subtitle' },
  {
    key: 'kind',
    header: h.columns.kind,
    text: (run) => m.kindShort[run.kind] ?? run.kind,
    cell: (run) => m.kindShort[run.kind] ?? run.kind,
  },
  { key: 'options', header: h.columns.options, text: optionsText, cell: optionsText },
  {
    key: 'counts',
    header: h.columns.counts,
    text: (run) => fillMessage(h.countsLabel, countsValues(run)),
    cell: (run) => (
      <span className={`text-xs ${run.rejected > 0 ? 'text-danger' : ''}`}>
        {fillMessage(h.countsLabel, countsValues(run))}
      </span>
    ),
  },
  {
    key: 'status',
    header: h.columns.status,
    nowrap: true,
    card: 'badge',
    text: (run) => m.fileStatuses[run.status] ?? run.status,
    cell: (run) => (
      <span className={run.status === 'refused' || run.status === 'failed' ? 'font-medium text-danger' : undefined}>
        {m.fileStatuses[run.status] ?? run.status}
      </span>
    ),
  },
];
