import { ATTACHMENT_TYPES, formatMessage, offerMessages } from '@salesdesk/sdk';
import { fileTypeFromBuffer } from 'file-type';
import { HttpError } from '../http/httpError';
import type { AttachmentExtension } from './attachmentName';

/** An allowed attachment type (its content type). */
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;

const isAllowed = (mime: string): mime is AttachmentType => Object.hasOwn(ATTACHMENT_TYPES, mime);

/**
 * Whether the bytes are markup (HTML, SVG, XML): their first non-blank character, after a
 * byte-order mark, is `<`. Browsers run script in such files, so they are never taken, whatever
 * the declared type.
 */
function isMarkup(bytes: Uint8Array): boolean {
  let head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  head = head.replace(/^(\xEF\xBB\xBF|\xFE\xFF|\xFF\xFE)/, '').replace(/\0/g, '');
  return /^\s*</.test(head);
}

/** 400 on `content_base64`, the reason also as the answer's message (the upload has no form field to show it on). */
export const refuseContent = (message: string) => HttpError.validation({ content_base64: [message] }, message);
const refuse = refuseContent;

/**
 * The type the bytes really are (magic bytes, `file-type`), which must be the declared one:
 * markup → 400 "SVG and HTML are not allowed"; an unknown content → 400; a content of another
 * type (an executable declared as XLSX, a plain ZIP as DOCX) → 400 naming both.
 */
export async function checkedAttachmentType(bytes: Uint8Array, declared: AttachmentType): Promise<AttachmentType> {
  if (isMarkup(bytes)) throw refuse(offerMessages.errors.attachmentMarkup);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) throw refuse(offerMessages.errors.attachmentUnknownContent);
  if (detected.mime !== declared) {
    throw refuse(
      formatMessage(offerMessages.errors.attachmentContentMismatch, {
        detected: isAllowed(detected.mime) ? ATTACHMENT_TYPES[detected.mime].toUpperCase() : detected.ext,
        declared: ATTACHMENT_TYPES[declared].toUpperCase(),
      }),
    );
  }
  return declared;
}

/**
 * The type a stored attachment is served as: its stored type when the bytes are of it (every
 * attachment checked on upload), else `application/octet-stream` (one stored before the check),
 * so a browser never renders what it is handed.
 */
export async function servedAttachmentType(bytes: Uint8Array, stored: string): Promise<string> {
  if (!isAllowed(stored) || isMarkup(bytes)) return 'application/octet-stream';
  const detected = await fileTypeFromBuffer(bytes);
  return detected?.mime === stored ? stored : 'application/octet-stream';
}

/** The extension of an allowed type. */
export const extensionOf = (type: AttachmentType): AttachmentExtension => ATTACHMENT_TYPES[type];
