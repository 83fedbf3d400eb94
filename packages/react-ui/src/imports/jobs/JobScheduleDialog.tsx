import { ApiError, describeCron, type ImportJob, importSupportsFull } from '@salesdesk/sdk';
import { useEffect, useId, useState } from 'react';
import { Checkbox } from '../../controls/Checkbox';
import { Modal } from '../../controls/Modal';
import { TextField } from '../../controls/TextField';
import { errorMessage } from '../../data/errorMessage';
import { useApiMutation } from '../../data/useApiMutation';
import { FormActions } from '../../form/FormActions';
import { FormErrorAlert } from '../../form/FormErrorAlert';
import { fillMessage } from '../../messages';
import { importsMessages as m } from '../../messages/imports';
import { toasts } from '../../toast/toastStore';
import { jobName } from './jobWords';

const j = m.jobs;

/**
 * The schedule of a job (`importJobUpdate`): its cron expression with the format explained and
 * the server's error under it, the full toggle (kinds with something to deactivate), whether
 * its runs accept the valid rows of a file with rejected ones, and enabled. Nothing typed is lost
 * on a refusal.
 */
export function JobScheduleDialog({ job, onClose }: { job: ImportJob | null; onClose(): void }) {
  const [frequency, setFrequency] = useState('');
  const [full, setFull] = useState(false);
  const [acceptValid, setAcceptValid] = useState(false);
  const [enabled, setEnabled] = useState(true);
  const [problems, setProblems] = useState<{
    frequency?: string;
    full?: string;
    accept_valid?: string;
    form?: string;
  }>({});
  const save = useApiMutation('importJobUpdate');
  const acceptValidHintId = useId();
  useEffect(() => {
    if (!job) return;
    setFrequency(job.frequency);
    setFull(job.full);
    setAcceptValid(job.accept_valid);
    setEnabled(job.current_job_status !== 'disabled');
    setProblems({});
  }, [job]);
  if (!job) return null;
  const fullApplies = job.kind !== null && importSupportsFull(job.kind);
  async function submit() {
    if (!job) return;
    setProblems({});
    try {
      await save.mutateAsync({
        params: { id: job.id },
        body: {
          frequency,
          enabled,
          ...(fullApplies ? { full } : {}),
          ...(job.kind ? { accept_valid: acceptValid } : {}),
        },
      });
      toasts.show({ type: 'success', title: fillMessage(j.saved, { name: jobName(job) }) });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const shown = {
        frequency: fields.frequency?.[0],
        full: fields.full?.[0],
        accept_valid: fields.accept_valid?.[0],
      };
      setProblems(shown.frequency || shown.full || shown.accept_valid ? shown : { form: errorMessage(error) });
    }
  }
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={fillMessage(j.dialogTitle, { name: jobName(job) })}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={j.cron}
          description={j.cronHint}
          value={frequency}
          onChange={setFrequency}
          errorMessage={problems.frequency}
          autoFocus
          spellCheck="false"
        />
        {/* What the expression typed means, said as it changes (the field stays the expression). */}
        <p aria-live="polite" className="-mt-2 text-sm text-text-muted">
          {describeCron(frequency)
            ? fillMessage(j.cronWords, { words: describeCron(frequency) ?? '' })
            : frequency.trim()
              ? j.cronUnread
              : ''}
        </p>
        {fullApplies ? (
          <div className="flex flex-col gap-0.5">
            <Checkbox isSelected={full} onChange={setFull}>
              {j.fullToggle}
            </Checkbox>
            {problems.full ? <span className="text-sm text-danger">{problems.full}</span> : null}
          </div>
        ) : null}
        {job.kind ? (
          <div className="flex flex-col gap-0.5">
            <Checkbox isSelected={acceptValid} onChange={setAcceptValid} aria-describedby={acceptValidHintId}>
              {j.acceptValidToggle}
            </Checkbox>
            <span id={acceptValidHintId} className="text-sm text-text-muted">
              {j.acceptValidHint}
            </span>
            {problems.accept_valid ? <span className="text-sm text-danger">{problems.accept_valid}</span> : null}
          </div>
        ) : null}
        <Checkbox isSelected={enabled} onChange={setEnabled}>
          {j.enabled}
        </Checkbox>
        <FormErrorAlert message={problems.form ?? null} />
        <FormActions cancelLabel={j.cancel} saveLabel={j.save} isSubmitting={save.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
