import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@salesdesk/sdk';

// Signatures of the Standard Webhooks specification (https://www.standardwebhooks.com/):
// HMAC-SHA256 over `${webhook-id}.${webhook-timestamp}.${body}` with the secret's bytes (the
// base64 after `whsec_`), sent as `v1,<base64>`; several space-separated while a rotated secret
// is still honoured.

/** A new signing secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The first characters of a secret, to tell secrets apart on the page. */
export function secretHint(secret: string): string {
  return `${secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4)}…`;
}

/** `v1,<base64 HMAC-SHA256>` of one delivery attempt. */
export function signature(secret: string, msgId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${msgId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The `webhook-signature` header: the current secret's, then a rotated-out one's while it is honoured. */
export function signatureHeader(
  secrets: readonly string[],
  msgId: string,
  timestampSeconds: number,
  body: string,
): string {
  return secrets.map((s) => signature(s, msgId, timestampSeconds, body)).join(' ');
}
