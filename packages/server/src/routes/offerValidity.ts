import { formatMessage, offerMessages, warsawDay } from '@salesdesk/sdk';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';

/** Days a copied offer is valid when its source's day has passed (the wizard's default). */
const COPY_VALIDITY_DAYS = 30;

/**
 * 400 on `valid_until` when an offer would be created with, or changed to, a day before today
 * (Warsaw). `current` is the offer's stored day: sending it back unchanged is no change, so an
 * old draft still takes its other edits.
 */
export function ensureValidUntilNotPast(
  ctx: ServerContext,
  validUntil: string | null | undefined,
  current?: string | null,
): void {
  if (!validUntil || validUntil === current) return;
  const today = warsawDay(ctx.now());
  if (validUntil < today) {
    throw HttpError.validation({ valid_until: [formatMessage(offerMessages.errors.validUntilPast, { today })] });
  }
}

/** The validity of a copy: the source's day while it has not passed, else today + 30 days. */
export function copiedValidUntil(ctx: ServerContext, source: string | null): string | null {
  const today = warsawDay(ctx.now());
  if (source === null || source >= today) return source;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + COPY_VALIDITY_DAYS)).toISOString().slice(0, 10);
}
