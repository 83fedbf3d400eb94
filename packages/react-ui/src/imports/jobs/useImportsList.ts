import type { ImportJob } from '@salesdesk/sdk';
import { useListController } from '../../data/useListController';

/** How often the list asks again: every 5 s while a job runs, every minute otherwise (next runs come due). */
export function importsRefreshInterval(jobs: readonly ImportJob[]): number {
  return jobs.some((job) => job.current_job_status === 'running') ? 5_000 : 60_000;
}

/** The import jobs: search by code or name, filter by state; refreshes on its own. */
export function useImportsList() {
  return useListController({
    endpoint: 'importList',
    tableId: 'imports',
    defaults: { sort: 'cron_job_code' },
    refreshEvery: importsRefreshInterval,
  });
}
