import { IMPORT_JOB_STATUSES } from '@salesdesk/sdk';
import { importsMessages as m } from '../messages/imports';
import type { PageProps } from '../pages/pageRegistry';
import { DataTable } from '../table/DataTable';
import { FilterSelect } from '../table/FilterSelect';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { importColumns } from './importColumns';
import { useImportsList } from './useImportsList';

const statusOptions = [
  { value: '', label: m.filters.all },
  ...IMPORT_JOB_STATUSES.map((s) => ({ value: s, label: m.statuses[s] ?? s })),
];

/**
 * Importy (`/pl/dashboard/imports`): the import cron jobs, their state and times (relative and
 * exact); the list asks again every few seconds while a job runs.
 */
export function ImportsPage(_: Partial<PageProps>) {
  const list = useImportsList();
  const running = list.rows.some((job) => job.current_job_status === 'running');
  return (
    <section className="flex flex-col gap-2">
      <h1 className="pb-2 text-2xl font-semibold">{m.title}</h1>
      {running ? (
        <p role="status" className="text-sm text-text-muted">
          {m.refreshing}
        </p>
      ) : null}
      <ListBase list={list} columns={importColumns}>
        <ListToolbar
          searchLabel={m.search}
          filters={<FilterSelect name="current_job_status" label={m.filters.status} options={statusOptions} />}
        />
        <DataTable<'importList'> label={m.title} emptyMessage={m.empty} />
        <Pagination />
      </ListBase>
    </section>
  );
}
