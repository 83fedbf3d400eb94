import { canAccess, IMPORT_JOB_STATUSES, type ImportJob, pageAccess } from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { useUser } from '../../context/salesdeskContext';
import { ActionMenu } from '../../controls/Menu';
import { errorMessage } from '../../data/errorMessage';
import { useApiMutation } from '../../data/useApiMutation';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';
import { DataTable } from '../../table/DataTable';
import { FilterSelect } from '../../table/FilterSelect';
import { ListBase } from '../../table/ListContext';
import { ListToolbar } from '../../table/ListToolbar';
import { Pagination } from '../../table/Pagination';
import { toasts } from '../../toast/toastStore';
import { JobScheduleDialog } from './JobScheduleDialog';
import { importColumns } from './jobColumns';
import { jobName } from './jobWords';
import { useImportsList } from './useImportsList';

const statusOptions = [
  { value: '', label: m.filters.all },
  ...IMPORT_JOB_STATUSES.map((s) => ({ value: s, label: m.statuses[s] ?? s })),
];

/** Why "Uruchom teraz" is not offered for `job`, or undefined. */
function runRefusal(job: ImportJob): string | undefined {
  if (!job.kind) return m.jobs.runNowNoKind;
  if (!job.inbox) return m.jobs.runNowNoInbox;
  if (job.current_job_status === 'running') return m.jobs.runNowRunning;
  return undefined;
}

/**
 * "Zadania": the scheduled import jobs with their kind, inbox, schedule, state (a running one
 * with its progress) and last runs; an administrator changes a schedule in a dialog or runs a
 * job now. Focus goes back to the job's menu when the dialog closes.
 */
export function JobsPanel() {
  const list = useImportsList();
  const user = useUser();
  const admin = canAccess(user?.role, pageAccess.importFiles);
  const region = useRef<HTMLDivElement>(null);
  const [editing, setEditing] = useState<ImportJob | null>(null);
  const runNow = useApiMutation('importJobRun');
  const running = list.rows.some((job) => job.current_job_status === 'running');
  const menuLabel = (job: ImportJob) => fillMessage(m.jobs.actions, { name: jobName(job) });

  async function start(job: ImportJob) {
    try {
      await runNow.mutateAsync({ params: { id: job.id } });
      toasts.show({ type: 'info', title: fillMessage(m.jobs.started, { name: jobName(job) }) });
    } catch (error) {
      toasts.show({ type: 'error', title: errorMessage(error) });
    }
  }

  return (
    <div ref={region} className="flex flex-col gap-2">
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
        <DataTable<'importList'>
          label={m.title}
          emptyMessage={m.empty}
          {...(admin
            ? {
                rowActions: (job: ImportJob) => (
                  <ActionMenu
                    label={menuLabel(job)}
                    actions={[
                      { id: 'schedule', label: m.jobs.schedule },
                      { id: 'run', label: m.jobs.runNow, disabledReason: runRefusal(job) },
                    ]}
                    onAction={(id) => (id === 'schedule' ? setEditing(job) : void start(job))}
                  />
                ),
              }
            : {})}
        />
        <Pagination />
      </ListBase>
      <JobScheduleDialog
        job={editing}
        onClose={() => {
          const label = editing ? menuLabel(editing) : '';
          setEditing(null);
          requestAnimationFrame(() =>
            region.current
              ?.querySelector<HTMLElement>(`button[aria-label="${label.replace(/"/g, String.raw`\"`)}"]`)
              ?.focus(),
          );
        }}
      />
    </div>
  );
}
