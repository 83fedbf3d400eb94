import type { FileAnswer } from '@salesdesk/sdk';
import { apiAnswerHeaders, wholeAnswer } from './securityHeaders';

/**
 * `Content-Disposition: attachment` for a (cleaned) name: an ASCII `filename` for old clients
 * (other characters as `_`) and the exact name as RFC 5987 `filename*` in UTF-8.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The HTTP answer of a call that `answers: 'file'`: the bytes, their type, always as a download
 * (`attachment`), never rendered in place, made whole with the API's headers
 * (`apiAnswerHeaders`): `nosniff`, so the browser keeps to the type given, and `no-store`.
 */
export function fileResponse(file: FileAnswer): Response {
  const headers = apiAnswerHeaders(file.content_type);
  headers['Content-Length'] = String(file.blob.size);
  headers['Content-Disposition'] = attachmentDisposition(file.name);
  return wholeAnswer(new Response(file.blob, { headers }));
}
