import { formatMessage, offerMessages } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import type { ServerContext } from '../serverContext';
import { insertLines, lineFromProduct, nowIso, type ProductRow } from './documentStore';
import { reevaluate } from './offerMutation';
import { addHistory, loadOffer } from './offerStore';

/** Jobs still running, so tests (and shutdown) can wait for them. */
const running = new Set<Promise<void>>();

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
  metadata: { group_name: string; number: string; offer_id: string },
): void {
  const pairs = Object.entries(metadata).map(([key, value]) => ({ key, value }));
  ctx.db
    .prepare('INSERT INTO notifications (user_id, type, metadata, created_at, read_at) VALUES (?, ?, ?, ?, NULL)')
    .run(userId, 'offer_add_product_group', JSON.stringify(pairs), nowIso(ctx));
  const count = ctx.db
    .prepare('SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL')
    .pluck()
    .get(userId) as number;
  ctx.live.pushToUser(userId, { notification: { count, type: 'offer_add_product_group', metadata: pairs } });
}

/**
 * Adds every product of a price group to an offer in the background (a large group must not
 * hold the request), then notifies the user. The lines go in with one transaction; the offer's
 * version moves on like for any other change.
 */
export function queueProductGroup(
  ctx: ServerContext,
  user: AuthUser,
  offerId: number,
  group: string,
  discount: number | undefined,
): void {
  const job = new Promise<void>((resolve) => {
    setImmediate(() => {
      try {
        const number = ctx.db.transaction(() => {
          const offer = loadOffer(ctx.db, user, offerId, ctx);
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
        notify(ctx, user.id, { group_name: group, number, offer_id: String(offerId) });
      } catch (error) {
        ctx.log.error(`adding price group ${group} to offer ${offerId} failed`, error);
      }
      resolve();
    });
  });
  running.add(job);
  void job.finally(() => running.delete(job));
}
