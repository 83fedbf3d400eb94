import type { ReactNode } from 'react';
import type { Control, FieldValues, UseFormReturn } from 'react-hook-form';
import { AppLink } from '../../context/AppLink';
import { Button, buttonClass } from '../../controls/Button';
import { FormErrorAlert } from '../../form/FormErrorAlert';
import { FormTextField } from '../../form/FormTextField';
import { documentMessages } from '../../messages/document';
import { DeliveryFields, type WithDelivery } from '../DeliveryFields';

/** A step-one form: the delivery, the comment and the receiver the delivery's addresses come from. */
interface StepOneValues extends WithDelivery, FieldValues {
  comment?: string | undefined;
  receiver_id?: number | null | undefined;
}

/**
 * The lower half of both wizards' step 1: the delivery, the comment, the server's error, then
 * "Anuluj" (a link back to where the wizard was opened from) and "Dalej", which submits — unless
 * `nextDisabled` (the server would refuse it, e.g. a blocked client), with `aside` saying what
 * can be done instead.
 */
export function StepOneFooter<T extends StepOneValues>({
  form,
  labels,
  cancelHref,
  formError,
  isSubmitting,
  nextDisabled = false,
  aside,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  labels: { comment: string; cancel: string; next: string };
  cancelHref: string;
  formError: string | null;
  isSubmitting: boolean;
  nextDisabled?: boolean;
  aside?: ReactNode;
}) {
  // react-hook-form's Control and UseFormReturn are invariant in their values: a kind's form, read
  // through the fields every step 1 has (T extends them).
  const f = form as unknown as UseFormReturn<StepOneValues, unknown, unknown>;
  return (
    <>
      <fieldset className="flex flex-col gap-4 rounded-lg border border-border p-4">
        <legend className="px-1 font-semibold">{documentMessages.delivery.title}</legend>
        <DeliveryFields form={f} receiverId={f.watch('receiver_id')} />
      </fieldset>
      <FormTextField control={f.control as Control<StepOneValues>} name="comment" label={labels.comment} />
      <FormErrorAlert message={formError} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {aside}
        <AppLink href={cancelHref} className={buttonClass('secondary')}>
          {labels.cancel}
        </AppLink>
        <Button type="submit" variant="primary" isPending={isSubmitting} isDisabled={nextDisabled}>
          {labels.next}
        </Button>
      </div>
    </>
  );
}
