import type { ImportJob } from '@salesdesk/sdk';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';
import { RunProgress } from '../run/RunProgress';
import { isRunActive, useImportRun } from '../run/useImportRun';
import { jobName } from './jobWords';

/** A running job's file run, followed by its id: the progress bar while it reads. */
export function JobProgress({ job }: { job: ImportJob }) {
  const { run } = useImportRun(job.running_run_id);
  if (!run || !isRunActive(run)) return null;
  return (
    <div className="min-w-40">
      <RunProgress run={run} label={fillMessage(m.jobs.progress, { name: jobName(job) })} />
    </div>
  );
}
