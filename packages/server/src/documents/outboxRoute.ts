import { idParams, messages, parseWithPolishErrors } from '@salesdesk/sdk';
import type { Hono } from 'hono';
import { authenticate } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';

/**
 * `GET /api/outbox/:id/attachment`: the stored attachment (a PDF) of an outbox e-mail. Not in
 * the contract table (it predates the table's file answers, `answers: 'file'`); registered on
 * hono directly, with the same token check. Only the sender may open it (404 for anyone else, as for a missing id).
 */
export function mountOutboxAttachment(app: Hono, ctx: ServerContext): void {
  app.get('/api/outbox/:id/attachment', (c) => {
    const user = authenticate(c, ctx);
    // The same id rule as the contract's paths, so `0x1` or `1.0` do not open attachment 1.
    const parsed = parseWithPolishErrors(idParams, c.req.param());
    if (!parsed.ok) throw HttpError.validation(parsed.fieldErrors);
    const { id } = parsed.data;
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
    // Someone else's mail answers as a missing one: an id tells nobody that a mail exists.
    if (!row?.attachment || row.sender_id !== user.id) throw HttpError.notFound(messages.errors.notFound);
    return c.body(new Uint8Array(row.attachment), 200, {
      'Content-Type': row.attachment_type ?? 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${row.attachment_name ?? 'zalacznik'}"`,
    });
  });
}
