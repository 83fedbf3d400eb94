import { type OrderDetail, orderUpdateBodySchema } from '@salesdesk/sdk';
import { memo } from 'react';
import { z } from 'zod';
import { Button } from '../controls/Button';
import { useApiMutation } from '../data/useApiMutation';
import { sameDocumentFields, useDocumentVersion } from '../document/documentSections';
import { FormActions } from '../form/FormActions';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { useSectionEdit } from '../form/useSectionEdit';
import { orderPageMessages } from '../messages/order';

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
    const { editing, opener, open, close } = useSectionEdit();
    const { form, submit, formError, isSubmitting } = useContractForm({
      schema,
      defaultValues: { comment: order.comment ?? '' },
      onSubmit: async ({ comment }) => {
        await update.mutateAsync({ params: { id: order.id }, body: { version: version(), comment: comment || null } });
        close();
      },
    });
    return (
      <section aria-labelledby="order-remarks" className="flex flex-col gap-2">
        <div ref={opener} className="flex flex-wrap items-center gap-2">
          <h2 id="order-remarks" className="mr-auto text-lg font-semibold">
            {m.title}
          </h2>
          {editable && !editing ? (
            <Button
              size="md"
              onPress={() => {
                form.reset({ comment: order.comment ?? '' });
                open();
              }}
            >
              {m.edit}
            </Button>
          ) : null}
        </div>
        <p className="text-sm font-medium">{order.footer}</p>
        {editing ? (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <FormTextField control={form.control} name="comment" label={m.comment} autoFocus />
            <FormErrorAlert message={formError} />
            <FormActions cancelLabel={m.cancel} saveLabel={m.save} isSubmitting={isSubmitting} onCancel={close} />
          </form>
        ) : (
          <p className="text-sm whitespace-pre-wrap">{order.comment || m.empty}</p>
        )}
      </section>
    );
  },
  sameDocumentFields('order', ['id', 'footer', 'comment']),
);
