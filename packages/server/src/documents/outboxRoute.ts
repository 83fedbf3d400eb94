import { messages } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';

/**
 * `GET /api/outbox/delivery` (`outboxDelivery`): whether e-mails leave the server.
 * `GET /api/outbox/:id/attachment` (`outboxAttachment`): the stored attachment (a PDF) of an
 * outbox e-mail, as a file answer. Only the sender may open it: anyone else gets the 404 of a
 * missing id, so an id tells nobody that a mail exists.
 */
export const outboxHandlers: Handlers = {
  // The app says where a user sends that nothing leaves the server without `SMTP_URL`.
  outboxDelivery: ({ ctx }) => ({ mode: ctx.mail.enabled ? 'smtp' : 'outbox_only' }),
  outboxAttachment: ({ ctx, user, params }) => {
    const row = ctx.db
      .prepare('SELECT attachment, attachment_name, attachment_type, sender_id FROM outbox WHERE id = ?')
      .get(params.id) as
      | {
          attachment: Buffer | null;
          attachment_name: string | null;
          attachment_type: string | null;
          sender_id: number | null;
        }
      | undefined;
    if (!row?.attachment || row.sender_id !== user.id) throw HttpError.notFound(messages.errors.notFound);
    return {
      blob: new Blob([new Uint8Array(row.attachment)]),
      name: row.attachment_name ?? 'zalacznik.pdf',
      content_type: row.attachment_type ?? 'application/octet-stream',
    };
  },
};
