import { type Delivery, type DocumentKind, deliverySchema, formatDate } from '@salesdesk/sdk';
import { memo } from 'react';
import { z } from 'zod';
import { useApiMutation } from '../data/useApiMutation';
import { EditableSection } from '../form/EditableSection';
import { FormActions } from '../form/FormActions';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { useContractForm } from '../form/useContractForm';
import { useSectionEdit } from '../form/useSectionEdit';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { DeliveryFields, deliveryFormValue } from './DeliveryFields';
import { useDocumentVersion } from './documentSections';

const m = documentMessages.delivery;
const UPDATE_DELIVERY = { offer: 'offerUpdateDelivery', order: 'orderUpdateDelivery' } as const;
const schema = z.object({ delivery: deliverySchema.nullable() });

/** The delivery in one line: method, address, date, contact, notes ("Do uzgodnienia." when none). */
export function deliveryText(delivery: Delivery | null): string {
  if (!delivery) return m.none;
  const address = [delivery.address, [delivery.postal_code, delivery.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const contact = [delivery.contact_person, delivery.contact_phone].filter(Boolean).join(', ');
  return [
    m.methods[delivery.method],
    delivery.method === 'pickup' ? null : address || null,
    delivery.date ? fillMessage(m.summaryDate, { date: formatDate(delivery.date) }) : null,
    contact ? fillMessage(m.summaryContact, { contact }) : null,
    delivery.notes || null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A document's delivery (method, address, date, contact, notes): shown to everyone who sees the
 * document; its author edits it while the document may change (`update-delivery`, carrying the
 * version the page holds; a delivery never voids an approval). Enter in a field saves; focus goes
 * back to "Zmień dostawę" after saving or cancelling.
 */
export const DeliverySection = memo(function DeliverySection({
  kind,
  document,
  editable,
  receiverId,
}: {
  kind: DocumentKind;
  document: { id: number; version: number; delivery: Delivery | null };
  editable: boolean;
  receiverId: number | null;
}) {
  const update = useApiMutation(UPDATE_DELIVERY[kind]);
  const version = useDocumentVersion(kind, document);
  const edit = useSectionEdit();
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema,
    defaultValues: { delivery: deliveryFormValue(document.delivery) },
    onSubmit: async ({ delivery }) => {
      if (!delivery) {
        form.setError('delivery', { type: 'required', message: m.chooseMethod });
        return;
      }
      await update.mutateAsync({ params: { id: document.id }, body: { version: version(), delivery } });
      edit.close();
    },
  });
  const deliveryError = form.formState.errors.delivery?.message;
  return (
    <EditableSection
      id={`${kind}-delivery`}
      messages={m}
      editable={editable}
      edit={edit}
      onOpen={() => form.reset({ delivery: deliveryFormValue(document.delivery) })}
      form={
        <form noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <DeliveryFields form={form} receiverId={receiverId} />
          <FormErrorAlert message={typeof deliveryError === 'string' ? deliveryError : formError} />
          <FormActions cancelLabel={m.cancel} saveLabel={m.save} isSubmitting={isSubmitting} onCancel={edit.close} />
        </form>
      }
    >
      <p className="text-sm">{deliveryText(document.delivery)}</p>
    </EditableSection>
  );
});
