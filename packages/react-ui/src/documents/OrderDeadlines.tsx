import { formatDate, type OrderDetail, orderDeadlinesBodySchema, warsawDay } from '@salesdesk/sdk';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import { DatePicker } from '../controls/DatePicker';
import { useApiMutation } from '../data/useApiMutation';
import { EditableSection } from '../form/EditableSection';
import { FormActions } from '../form/FormActions';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { useContractForm } from '../form/useContractForm';
import { useSectionEdit } from '../form/useSectionEdit';
import { orderPageMessages } from '../messages/order';
import { Fact } from './DocumentSummary';
import { sameDocumentFields, useDocumentVersion } from './documentSections';

const m = orderPageMessages.deadlines;
const schema = orderDeadlinesBodySchema.omit({ version: true });

/**
 * The order's realization date and payment deadline: shown to everyone who sees it; its author
 * changes them while the order is a draft (`update-deadlines`, with the version the page holds).
 * Focus returns to "Zmień terminy" after saving or cancelling.
 */
export const OrderDeadlines = memo(
  function OrderDeadlines({ order, editable }: { order: OrderDetail; editable: boolean }) {
    const update = useApiMutation('orderUpdateDeadlines');
    const version = useDocumentVersion('order', order);
    const edit = useSectionEdit();
    const today = warsawDay();
    const values = () => ({ realization_date: order.realization_date, payment_deadline: order.payment_deadline });
    const { form, submit, formError, isSubmitting } = useContractForm({
      schema,
      defaultValues: values(),
      onSubmit: async (body) => {
        await update.mutateAsync({ params: { id: order.id }, body: { version: version(), ...body } });
        edit.close();
      },
    });
    return (
      <EditableSection
        id="order-deadlines"
        messages={m}
        editable={editable}
        edit={edit}
        onOpen={() => form.reset(values())}
        form={
          <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-lg border border-border p-4">
            <div className="grid gap-4 sm:grid-cols-2">
              {(['realization_date', 'payment_deadline'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field, fieldState }) => (
                    <DatePicker
                      label={name === 'realization_date' ? m.realization : m.payment}
                      value={field.value ?? null}
                      onChange={(value) => field.onChange(value ?? null)}
                      minValue={today}
                      autoFocus={name === 'realization_date'}
                      errorMessage={fieldState.error?.message}
                    />
                  )}
                />
              ))}
            </div>
            <FormErrorAlert message={formError} />
            <FormActions cancelLabel={m.cancel} saveLabel={m.save} isSubmitting={isSubmitting} onCancel={edit.close} />
          </form>
        }
      >
        <dl className="grid grid-cols-2 gap-3 text-sm sm:max-w-md">
          <Fact label={m.realization}>{formatDate(order.realization_date) || m.none}</Fact>
          <Fact label={m.payment}>{formatDate(order.payment_deadline) || m.none}</Fact>
        </dl>
      </EditableSection>
    );
  },
  sameDocumentFields('order', ['id', 'realization_date', 'payment_deadline']),
);
