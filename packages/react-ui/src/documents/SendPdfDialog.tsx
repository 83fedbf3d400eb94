import { type DocumentDetail, type DocumentKind, mailMessages, sendPdfBodySchema } from '@salesdesk/sdk';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../controls/Button';
import { Checkbox } from '../controls/Checkbox';
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
 * documents list, where the sent PDF can be opened and downloaded again. The document's comment
 * is internal: it goes on the PDF only when the person ticks the box (shown only when there is
 * a comment). A server that sends no e-mail (no `SMTP_URL`, the demo) is said so before sending,
 * and the toast says the PDF was only kept.
 */
export function SendPdfDialog({
  kind,
  document,
  isOpen,
  onClose,
}: {
  kind: DocumentKind;
  document: Pick<DocumentDetail, 'id' | 'number' | 'client_id'> & { comment?: string | null | undefined };
  isOpen: boolean;
  onClose(): void;
}) {
  const send = useApiMutation(SEND_PDF[kind]);
  const comment = document.comment?.trim();
  const texts = documentMessages.kinds[kind];
  const client = useApiQuery('clientById', { params: { id: document.client_id } }, { enabled: isOpen });
  const delivery = useApiQuery('outboxDelivery', {}, { enabled: isOpen });
  const outboxOnly = delivery.data?.mode === 'outbox_only';
  const { form, submit, formError, isSubmitting } = useContractForm({
    schema: sendPdfBodySchema,
    defaultValues: { recipient: '', message: '', include_comment: false },
    onSubmit: async ({ recipient, message, include_comment }) => {
      await send.mutateAsync({
        params: { id: document.id },
        body: { recipient, ...(message ? { message } : {}), ...(include_comment ? { include_comment } : {}) },
      });
      toasts.show({
        type: 'success',
        title: fillMessage(outboxOnly ? texts.keptOnly : texts.sent, { number: document.number, recipient }),
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
        {outboxOnly ? (
          <p
            role="note"
            className="rounded-md border border-warning-500 bg-warning-50 p-3 text-sm text-warning-700 dark:bg-transparent dark:text-warning-100"
          >
            {mailMessages.deliveryOff}
          </p>
        ) : null}
        <FormTextField control={form.control} name="recipient" label={m.recipient} type="email" isRequired autoFocus />
        <FormTextField control={form.control} name="message" label={m.message} />
        {comment ? (
          <Controller
            control={form.control}
            name="include_comment"
            render={({ field }) => (
              <div className="flex flex-col gap-1">
                <Checkbox isSelected={field.value === true} onChange={field.onChange} name={field.name}>
                  {m.includeComment}
                </Checkbox>
                <p className="ms-7 line-clamp-2 text-sm text-text-muted">
                  {fillMessage(m.includeCommentHint, { comment })}
                </p>
              </div>
            )}
          />
        ) : null}
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
