import { messages } from '@salesdesk/sdk';
import type { Hono } from 'hono';
import { authenticate } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';

/**
 * `GET /api/outbox/:id/attachment`: the stored attachment (a PDF) of an outbox e-mail. Not in
 * the contract table because the contract router answers JSON only; registered on hono directly,
 * with the same token check. Only the sender may open it.
 */
export function mountOutboxAttachment(app: Hono, ctx: ServerContext): void {
  app.get('/api/outbox/:id/attachment', (c) => {
    const user = authenticate(c, ctx);
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || id <= 0)
      throw HttpError.validation({ id: ['Identyfikator musi być liczbą całkowitą dodatnią.'] });
    const row = ctx.db
      .prepare('SELECT attachment, attachment_name, attachment_type, sender_id FROM outbox WHERE id = ?')
      .get(id) as
      | {
          attachment: Buffer | null;
          attachment_name: string | null;
          attachment_type: string | null;
          sender_id: number | null;
        }
      | undefined;
    if (!row?.attachment) throw HttpError.notFound(messages.errors.notFound);
    if (row.sender_id !== user.id) throw HttpError.forbidden();
    return c.body(new Uint8Array(row.attachment), 200, {
      'Content-Type': row.attachment_type ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${row.attachment_name ?? 'zalacznik'}"`,
    });
  });
}
