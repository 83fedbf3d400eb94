import { ApiError, polishErrorMap, substitutionCreateBodySchema } from '@salesdesk/sdk';
import { useState } from 'react';
import { Button } from '../controls/Button';
import { DatePicker } from '../controls/DatePicker';
import { Modal } from '../controls/Modal';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { fillMessage } from '../messages';
import { substitutionsMessages as m } from '../messages/substitutions';
import { tableMessages } from '../messages/table';
import { toasts } from '../toast/toastStore';
import { UserPicker } from './UserPicker';

type Field = 'absent_user_id' | 'deputy_user_id' | 'date_from' | 'date_to';
type Errors = Partial<Record<Field, string>>;

/** Props of {@link SubstitutionForm}. */
export interface SubstitutionFormProps {
  isOpen: boolean;
  onClose(): void;
  /** `YYYY-MM-DD` of today: the default start. */
  today: string;
}

/**
 * Names a deputy for an absent user for a period (both days inclusive). The contract's own
 * schema checks the form before anything is sent (an end before the start, the same person
 * twice); the server's refusals (an overlapping period, a level above one's own) land on their
 * fields or above the buttons. Nothing typed is lost on a refusal.
 */
export function SubstitutionForm({ isOpen, onClose, today }: SubstitutionFormProps) {
  const [absent, setAbsent] = useState<number | null>(null);
  const [deputy, setDeputy] = useState<number | null>(null);
  const [from, setFrom] = useState<string | null>(today);
  const [to, setTo] = useState<string | null>(today);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useApiMutation('substitutionCreate');

  function reset() {
    setAbsent(null);
    setDeputy(null);
    setFrom(today);
    setTo(today);
    setErrors({});
    setProblem(null);
  }

  async function save() {
    const missing: Errors = {};
    if (absent === null) missing.absent_user_id = m.form.required;
    if (deputy === null) missing.deputy_user_id = m.form.required;
    if (!from) missing.date_from = m.form.dateRequired;
    if (!to) missing.date_to = m.form.dateRequired;
    const parsed = substitutionCreateBodySchema.safeParse(
      {
        absent_user_id: absent,
        deputy_user_id: deputy,
        date_from: from,
        date_to: to,
      },
      { error: polishErrorMap },
    );
    if (Object.keys(missing).length || !parsed.success) {
      const found: Errors = { ...missing };
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      const created = await create.mutateAsync({ body: parsed.data });
      toasts.show({
        type: 'success',
        title: fillMessage(m.done.created, { deputy: created.deputy_name, absent: created.name }),
      });
      reset();
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const onFields: Errors = {};
      for (const [key, messages] of Object.entries(fields)) onFields[key as Field] = messages[0];
      setErrors(onFields);
      if (!Object.keys(onFields).length) setProblem(errorMessage(error));
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !create.isPending) onClose();
      }}
      isDismissable={!create.isPending}
      title={m.form.title}
      size="lg"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className="text-sm text-text-muted">{m.form.hint}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <UserPicker
            autoFocus
            label={m.form.absent}
            value={absent}
            onChange={setAbsent}
            errorMessage={errors.absent_user_id}
          />
          <UserPicker label={m.form.deputy} value={deputy} onChange={setDeputy} errorMessage={errors.deputy_user_id} />
          <DatePicker
            label={m.form.from}
            isRequired
            value={from}
            onChange={setFrom}
            minValue={today}
            errorMessage={errors.date_from}
          />
          <DatePicker
            label={m.form.to}
            isRequired
            value={to}
            onChange={setTo}
            minValue={from ?? today}
            errorMessage={errors.date_to}
          />
        </div>
        {problem ? (
          <p role="alert" className="rounded-md bg-danger-subtle p-2 text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button isDisabled={create.isPending} onPress={onClose}>
            {tableMessages.cancel}
          </Button>
          <Button type="submit" variant="primary" isDisabled={create.isPending}>
            {create.isPending ? tableMessages.working : m.form.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
