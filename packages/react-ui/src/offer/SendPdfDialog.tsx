import { type OfferDetail, sendPdfBodySchema } from '@salesdesk/sdk';
import { useEffect } from 'react';
import { Button } from '../controls/Button';
import { Modal } from '../controls/Modal';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { FormErrorAlert } from '../form/FormErrorAlert';
import { FormTextField } from '../form/FormTextField';
import { useContractForm } from '../form/useContractForm';
import { fillMessage } from '../messages';
import { offerPageMessages } from '../messages/offer';
import { tableMessages } from '../messages/table';
import { pagePath } from '../pages/pageRegistry';
import { toasts } from '../toast/toastStore';

const m = offerPageMessages.sendPdf;

/**
 * Sends the offer's PDF by e-mail: the recipient (the client's address by default) and an
 * optional message, checked by the contract's schema before sending; the toast leads to the
 * documents list, where the sent PDF can be opened and downloaded again.
 */
export function SendPdfDialog({ offer, isOpen, onClose }: { offer: OfferDetail; isOpen: boolean; onClose(): void }) {
  const send = useApiMutation('offerSendPdf');
  const client = useApiQuery('clientById', { params: { id: offer.client_id } }, { enabled: isOpen });
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: sendPdfBodySchema,
    defaultValues: { recipient: '', message: '' },
    onSubmit: async ({ recipient, message }) => {
      await send.mutateAsync({ params: { id: offer.id }, body: { recipient, ...(message ? { message } : {}) } });
      toasts.show({
        type: 'success',
        title: fillMessage(m.sent, { number: offer.number, recipient }),
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
      title={fillMessage(m.title, { number: offer.number })}
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
