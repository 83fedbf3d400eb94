import { formatMessage, isOfferEditable, offerMessages } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { notifyOfferChanged, offerPushState } from './documentPush';
import { insertLines, lineFromProduct, nowIso, type ProductRow } from './documentStore';
import { reevaluate } from './offerMutation';
import { addHistory, loadOffer } from './offerStore';

/** Jobs still running, so tests (and shutdown) can wait for them. */
const running = new Set<Promise<void>>();

/**
 * Offers with a product-group job queued or running (offer id → number of jobs). While an offer
 * is held its status cannot move, it cannot be archived, deleted, copied, sent or turned into an
 * order: the job would otherwise add its lines to an offer that was accepted (or approved) without
 * them. In memory: a job lives in this process only, so a restart drops the job and its hold
 * together.
 */
const held = new Map<number, number>();

/** 409 while a product-group job is queued or running for the offer. */
export function ensureNoProductGroupJob(offerId: number): void {
  if (held.has(offerId)) throw HttpError.conflict(offerMessages.errors.productGroupRunning);
}

function hold(offerId: number): void {
  held.set(offerId, (held.get(offerId) ?? 0) + 1);
}

function release(offerId: number): void {
  const left = (held.get(offerId) ?? 1) - 1;
  if (left > 0) held.set(offerId, left);
  else held.delete(offerId);
}

/** Why a job finds the offer no longer editable, in Polish, or null when it may add its lines. */
function notEditableReason(offer: { status: Parameters<typeof isOfferEditable>[0]; archived: number | boolean }) {
  if (offer.archived) return offerMessages.errors.groupNotAddedArchived;
  if (!isOfferEditable(offer.status, false))
    return formatMessage(offerMessages.errors.groupNotAddedReadOnly, { status: offerMessages.statuses[offer.status] });
  return null;
}

/** Resolves when every queued product-group job has finished. */
export async function productGroupJobsIdle(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}

/**
 * Stores the `offer_add_product_group` notification (SPEC §8: metadata as key/value pairs
 * group_name, number, offer_id) in the notifications table of the reference-data area and pushes
 * the new unread count, with the notification itself, to the user's live sockets.
 */
function notify(
  ctx: ServerContext,
  userId: number,
  type: 'offer_add_product_group' | 'offer_add_product_group_failed',
  metadata: { group_name: string; number: string; offer_id: string; reason?: string },
): void {
  const pairs = Object.entries(metadata).map(([key, value]) => ({ key, value }));
  ctx.db
    .prepare('INSERT INTO notifications (user_id, type, metadata, created_at, read_at) VALUES (?, ?, ?, ?, NULL)')
    .run(userId, type, JSON.stringify(pairs), nowIso(ctx));
  const count = ctx.db
    .prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL')
    .pluck()
    .get(userId) as number;
  ctx.live.pushToUser(userId, { notification: { count, type, metadata: pairs } });
}

/** The job found the offer out of edition: nothing was added. */
class OfferNotEditable extends Error {
  constructor(
    readonly number: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * Adds every product of a price group to an offer in the background (a large group must not
 * hold the request), then notifies the user. The lines go in with one transaction; the offer's
 * version moves on like for any other change. The offer is held until the job ends (see
 * {@link ensureNoProductGroupJob}), and the job checks again inside its transaction that the
 * offer is still editable: if not, it adds nothing and tells the user why.
 */
export function queueProductGroup(
  ctx: ServerContext,
  user: AuthUser,
  offerId: number,
  group: string,
  discount: number | undefined,
): void {
  hold(offerId);
  const job = new Promise<void>((resolve) => {
    ctx.runLater(() => {
      try {
        const before = offerPushState(ctx.db, offerId);
        const number = ctx.db.transaction(() => {
          const offer = loadOffer(ctx.db, user, offerId, ctx);
          const reason = notEditableReason(offer);
          if (reason) throw new OfferNotEditable(offer.number, reason);
          const products = ctx.db
            .prepare(
              `SELECT id, index_name, index_short_name, uom, catalog_price, buy_price, recommended_price, minimal_price,
                market_price, tax_rate, manufacturer, image, collective_packaging, product_group
               FROM products WHERE product_group = ? ORDER BY id`,
            )
            .all(group) as ProductRow[];
          // Whole units get at least 1; a group is added with quantity 1 of each product.
          insertLines(
            ctx.db,
            'offer',
            offerId,
            products.map((p) => lineFromProduct(p, 1, { discount_from_catalog: discount })),
          );
          ctx.db
            .prepare('UPDATE offers SET version = version + 1, updated_at = ? WHERE id = ?')
            .run(nowIso(ctx), offerId);
          reevaluate(ctx, user, offer);
          addHistory(
            ctx,
            offerId,
            user.id,
            'group_added',
            formatMessage(offerMessages.history.groupAdded, { group, count: products.length }),
          );
          return offer.number;
        })();
        notifyOfferChanged(ctx, user.id, before, 'content');
        notify(ctx, user.id, 'offer_add_product_group', { group_name: group, number, offer_id: String(offerId) });
      } catch (error) {
        if (error instanceof OfferNotEditable) {
          notify(ctx, user.id, 'offer_add_product_group_failed', {
            group_name: group,
            number: error.number,
            offer_id: String(offerId),
            reason: error.reason,
          });
        } else ctx.log.error(`adding price group ${group} to offer ${offerId} failed`, error);
      }
      release(offerId);
      resolve();
    });
  });
  running.add(job);
  void job.finally(() => running.delete(job));
}
