import { type OrderDetail, orderUpdateBodySchema } from '@salesdesk/sdk';
import { memo } from 'react';
import { z } from 'zod';
import { useApiMutation } from '../data/useApiMutation';
import { EditableSection } from '../form/EditableSection';
import { FormActions } from '../form/FormActions';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { useSectionEdit } from '../form/useSectionEdit';
import { orderPageMessages } from '../messages/order';
import { sameDocumentFields, useDocumentVersion } from './documentSections';

const m = orderPageMessages.remarks;
const schema = z.object({ comment: orderUpdateBodySchema.shape.comment });

/**
 * The remarks printed under the order: the brand's line ("Uwagi do zamówienia:") and the order's
 * own comment, which its author changes while it is a draft (`update`, with the version the page
 * holds). Focus returns to "Zmień uwagi" afterwards.
 */
export const OrderRemarks = memo(
  function OrderRemarks({ order, editable }: { order: OrderDetail; editable: boolean }) {
    const update = useApiMutation('orderUpdate');
    const version = useDocumentVersion('order', order);
    const edit = useSectionEdit();
    const { form, submit, formError, isSubmitting } = useContractForm({
      schema,
      defaultValues: { comment: order.comment ?? '' },
      onSubmit: async ({ comment }) => {
        await update.mutateAsync({ params: { id: order.id }, body: { version: version(), comment: comment || null } });
        edit.close();
      },
    });
    return (
      <EditableSection
        id="order-remarks"
        messages={m}
        editable={editable}
        edit={edit}
        onOpen={() => form.reset({ comment: order.comment ?? '' })}
        intro={<p className="text-sm font-medium">{order.footer}</p>}
        form={
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <FormTextField control={form.control} name="comment" label={m.comment} autoFocus />
            <FormErrorAlert message={formError} />
            <FormActions cancelLabel={m.cancel} saveLabel={m.save} isSubmitting={isSubmitting} onCancel={edit.close} />
          </form>
        }
      >
        <p className="text-sm whitespace-pre-wrap">{order.comment || m.empty}</p>
      </EditableSection>
    );
  },
  sameDocumentFields('order', ['id', 'footer', 'comment']),
);
