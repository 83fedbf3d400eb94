import { useEffect, useRef } from 'react';
import { Button } from '../../controls/Button';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';
import { ImportReportView } from '../run/ImportReportView';
import { RunProgress } from '../run/RunProgress';
import { UploadForm } from './UploadForm';
import { canApply, useImportUpload } from './useImportUpload';

const r = m.report;

/**
 * "Wyślij plik": the choice, the dry run's progress, its report, then "Zastosuj" (explained when
 * rejected rows hold it back) and, after it, the outcome. Focus moves to the report's heading
 * when a run finishes.
 */
export function UploadPanel() {
  const upload = useImportUpload();
  const { run, choice } = upload;
  // The button pressed is disabled while the run goes: focus waits on the progress meanwhile.
  const progress = useRef<HTMLDivElement>(null);
  const active = upload.active;
  useEffect(() => {
    if (active) progress.current?.focus();
  }, [active]);
  const finished = run && !upload.active ? run : null;
  const appliable = finished ? canApply(finished, choice.acceptValid) : false;
  const blocked = finished?.dry_run && finished.rejected > 0 && !choice.acceptValid;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="import-upload" className="flex flex-col gap-2">
        <h2 id="import-upload" className="text-lg font-semibold">
          {m.upload.heading}
        </h2>
        <p className="max-w-3xl text-sm text-text-muted">{m.upload.intro}</p>
        <UploadForm upload={upload} disabled={upload.active || upload.applying} />
      </section>
      {run && upload.active ? (
        <div ref={progress} tabIndex={-1} className="outline-none">
          <RunProgress run={run} />
        </div>
      ) : null}
      {finished ? (
        <ImportReportView run={finished} focusHeading>
          <div className="flex flex-col gap-2">
            {blocked ? (
              <p id="import-apply-blocked" className="max-w-3xl text-sm text-danger">
                {r.applyBlocked}
              </p>
            ) : null}
            {finished.dry_run && finished.report && finished.report.deactivated > 0 && choice.full ? (
              <p className="text-sm">{fillMessage(r.applyFull, { count: finished.report.deactivated })}</p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              {finished.dry_run && (finished.status === 'done' || finished.rejected > 0) ? (
                <Button
                  variant="primary"
                  isDisabled={!appliable}
                  isPending={upload.applying}
                  aria-describedby={blocked ? 'import-apply-blocked' : undefined}
                  onPress={() => void upload.applyRun()}
                >
                  {r.apply}
                </Button>
              ) : null}
              <Button onPress={upload.reset}>{m.upload.another}</Button>
            </div>
          </div>
        </ImportReportView>
      ) : null}
    </div>
  );
}
