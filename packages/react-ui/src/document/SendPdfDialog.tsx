import { type DocumentDetail, type DocumentKind, sendPdfBodySchema } from '@salesdesk/sdk';
import { useEffect } from 'react';
import { Button } from '../controls/Button';
import { Modal } from '../controls/Modal';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { tableMessages } from '../messages/table';
import { pagePath } from '../pages/pageRegistry';
import { toasts } from '../toast/toastStore';

const m = documentMessages.sendPdf;
const SEND_PDF = { offer: 'offerSendPdf', order: 'orderSendPdf' } as const;

/**
 * Sends the document's PDF by e-mail: the recipient (the client's address by default) and an
 * optional message, checked by the contract's schema before sending; the toast leads to the
 * documents list, where the sent PDF can be opened and downloaded again.
 */
export function SendPdfDialog({
  kind,
  document,
  isOpen,
  onClose,
}: {
  kind: DocumentKind;
  document: Pick<DocumentDetail, 'id' | 'number' | 'client_id'>;
  isOpen: boolean;
  onClose(): void;
}) {
  const send = useApiMutation(SEND_PDF[kind]);
  const texts = documentMessages.kinds[kind];
  const client = useApiQuery('clientById', { params: { id: document.client_id } }, { enabled: isOpen });
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: sendPdfBodySchema,
    defaultValues: { recipient: '', message: '' },
    onSubmit: async ({ recipient, message }) => {
      await send.mutateAsync({ params: { id: document.id }, body: { recipient, ...(message ? { message } : {}) } });
      toasts.show({
        type: 'success',
        title: fillMessage(texts.sent, { number: document.number, recipient }),
        action: { label: m.toDocuments, href: pagePath('documents', {}) },
      });
      form.reset();
      onClose();
    },
  });
  // The client's e-mail is the usual recipient; whatever the person typed wins.
  useEffect(() => {
    const email = client.data?.email;
    if (email && !form.getValues('recipient')) form.setValue('recipient', email);
  }, [client.data, form]);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => !open && !isSubmitting && onClose()}
      isDismissable={!isSubmitting}
      title={fillMessage(texts.sendPdfTitle, { number: document.number })}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormTextField control={form.control} name="recipient" label={m.recipient} type="email" isRequired autoFocus />
        <FormTextField control={form.control} name="message" label={m.message} />
        <FormErrorAlert message={formError} />
        <div className="flex justify-end gap-2">
          <Button isDisabled={isSubmitting} onPress={onClose}>
            {tableMessages.cancel}
          </Button>
          <Button type="submit" variant="primary" isPending={isSubmitting}>
            {m.send}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
