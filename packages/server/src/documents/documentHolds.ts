import { offerMessages } from '@salesdesk/sdk';
import { HttpError } from '../http/httpError';

// Documents held by a background job (a price group being added to an offer): while held, a
// document's status cannot move and it cannot be archived, deleted, copied, sent or turned into
// an order, or the job would add its lines to a document that moved on without them. Line edits
// go on (they are versioned like any change). In memory: a job lives in this process only, so a
// restart drops the job and its hold together.

/** Offer id → number of jobs holding it. */
const held = new Map<number, number>();

/** 409 while a product-group job is queued or running for the offer. */
export function ensureNoProductGroupJob(offerId: number): void {
  if (held.has(offerId)) throw HttpError.conflict(offerMessages.errors.productGroupRunning);
}

/** Holds the offer for one more job. */
export function holdOffer(offerId: number): void {
  held.set(offerId, (held.get(offerId) ?? 0) + 1);
}

/** Releases one job's hold of the offer. */
export function releaseOffer(offerId: number): void {
  const left = (held.get(offerId) ?? 1) - 1;
  if (left > 0) held.set(offerId, left);
  else held.delete(offerId);
}
