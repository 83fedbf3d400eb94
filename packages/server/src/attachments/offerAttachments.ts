import {
  formatMessage,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_DOCUMENT,
  MAX_ATTACHMENTS_TOTAL_BYTES,
  offerMessages,
} from '@salesdesk/sdk';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import {
  type AttachmentType,
  checkedAttachmentType,
  extensionOf,
  refuseContent,
  servedAttachmentType,
} from './attachmentContent';
import { cleanAttachmentName } from './attachmentName';

/** An upload that passed its checks: the bytes, their checked type and the cleaned display name. */
export interface CheckedUpload {
  content: Buffer;
  contentType: AttachmentType;
  name: string;
}

/**
 * Checks an upload before anything is written: decoded size (400), content against the
 * declared type (400, `attachmentContent.ts`), and the display name cleaned
 * (`attachmentName.ts`).
 */
export async function checkedUpload(body: {
  name: string;
  content_type: AttachmentType;
  content_base64: string;
}): Promise<CheckedUpload> {
  const content = Buffer.from(body.content_base64, 'base64');
  if (content.length === 0) throw refuseContent(offerMessages.errors.attachmentContent);
  if (content.length > MAX_ATTACHMENT_BYTES) throw refuseContent(offerMessages.errors.attachmentTooLarge);
  const contentType = await checkedAttachmentType(content, body.content_type);
  return { content, contentType, name: cleanAttachmentName(body.name, extensionOf(contentType)) };
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString('pl-PL', { maximumFractionDigits: 1 });

/**
 * Stores a checked upload on an offer, inside the change's transaction: at most
 * {@link MAX_ATTACHMENTS_PER_DOCUMENT} files and {@link MAX_ATTACHMENTS_TOTAL_BYTES} in all
 * per document (409 with the reason; nothing written).
 */
export function storeOfferAttachment(ctx: ServerContext, offerId: number, userId: number, file: CheckedUpload): void {
  const { count, total } = ctx.db
    .prepare('SELECT COUNT(*) AS count, COALESCE(SUM(size), 0) AS total FROM offer_attachments WHERE offer_id = ?')
    .get(offerId) as { count: number; total: number };
  if (count >= MAX_ATTACHMENTS_PER_DOCUMENT) {
    throw HttpError.conflict(
      formatMessage(offerMessages.errors.attachmentCount, { count, max: MAX_ATTACHMENTS_PER_DOCUMENT }),
    );
  }
  if (total + file.content.length > MAX_ATTACHMENTS_TOTAL_BYTES) {
    throw HttpError.conflict(
      formatMessage(offerMessages.errors.attachmentTotal, {
        total: megabytes(total + file.content.length),
        max: megabytes(MAX_ATTACHMENTS_TOTAL_BYTES),
      }),
    );
  }
  ctx.db
    .prepare(
      'INSERT INTO offer_attachments (offer_id, user_id, created_at, name, content_type, size, content) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      offerId,
      userId,
      new Date(ctx.now()).toISOString(),
      file.name,
      file.contentType,
      file.content.length,
      file.content,
    );
}

/**
 * One attachment of an offer as a file answer (`offerAttachmentDownload`): the bytes, the
 * cleaned name and the type the bytes were checked to be (404 when the offer has no such
 * attachment). The caller has checked that the user may read the offer.
 */
export async function offerAttachmentFile(ctx: ServerContext, offerId: number, attachmentId: number) {
  const row = ctx.db
    .prepare('SELECT name, content_type, content FROM offer_attachments WHERE id = ? AND offer_id = ?')
    .get(attachmentId, offerId) as { name: string; content_type: string; content: Buffer } | undefined;
  if (!row) throw HttpError.notFound(offerMessages.errors.attachmentNotFound);
  const served = await servedAttachmentType(row.content, row.content_type);
  const extension = extensionOf((served === 'application/octet-stream' ? row.content_type : served) as AttachmentType);
  return {
    blob: new Blob([new Uint8Array(row.content)]),
    name: cleanAttachmentName(row.name, extension ?? 'pdf'),
    content_type: served,
  };
}
