import { formatMessage, isOfferEditable, offerMessages } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { changeDocument } from './documentChange';
import { holdOffer, releaseOffer } from './documentHolds';
import { pushNotifications, storeNotifications } from './documentNotifications';
import { addHistory, insertLines, lineFromProduct, type ProductRow } from './documentStore';

/** Jobs still running, so tests (and shutdown) can wait for them. */
const running = new Set<Promise<void>>();

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

/** The job found the offer out of edition, or the group would overfill it: nothing was added. */
class GroupNotAdded extends Error {
  constructor(
    readonly number: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/**
 * Adds every product of a price group to an offer in the background (a large group must not
 * hold the request), then notifies the user (`offer_add_product_group`, SPEC §8). The lines go in
 * through the layer's change wrapper in one transaction; the offer's version moves on like for
 * any other change, without a version check (the request's version was checked when the job was
 * queued). The offer is held until the job ends (`documentHolds.ts`), and the job checks again
 * inside its transaction that the offer is still editable and that the group fits under the line
 * limit: if not, it adds nothing and tells the user why (`offer_add_product_group_failed`).
 */
export function queueProductGroup(
  ctx: ServerContext,
  user: AuthUser,
  offerId: number,
  group: string,
  discount: number | undefined,
): void {
  holdOffer(offerId);
  const job = new Promise<void>((resolve) => {
    ctx.runLater(() => {
      try {
        let number = '';
        changeDocument(ctx, user, 'offer', offerId, undefined, {
          lines: true,
          // Its own editable check: the reason goes into the failure notification.
          evenIfReadOnly: true,
          check: (offer) => {
            number = offer.number;
            const reason = notEditableReason(offer);
            if (reason) throw new GroupNotAdded(offer.number, reason);
          },
          change: (offer) => {
            const products = ctx.db
              .prepare(
                `SELECT id, index_name, index_short_name, uom, catalog_price, buy_price, recommended_price, minimal_price,
                  market_price, tax_rate, manufacturer, image, collective_packaging, product_group
                 FROM products WHERE product_group = ? ORDER BY id`,
              )
              .all(group) as ProductRow[];
            try {
              // Whole units get at least 1; a group is added with quantity 1 of each product.
              insertLines(
                ctx.db,
                'offer',
                offer.id,
                products.map((p) => lineFromProduct(p, 1, { discount_from_catalog: discount })),
                'product_group',
              );
            } catch (error) {
              const reason = error instanceof HttpError ? error.fields?.product_group?.[0] : undefined;
              if (reason) throw new GroupNotAdded(offer.number, reason);
              throw error;
            }
            addHistory(
              ctx,
              'offer',
              offer.id,
              user.id,
              'group_added',
              formatMessage(offerMessages.history.groupAdded, { group, count: products.length }),
            );
            return null;
          },
          answer: () => null,
        });
        pushNotifications(
          ctx,
          storeNotifications(ctx, [user.id], 'offer_add_product_group', {
            group_name: group,
            number,
            offer_id: String(offerId),
          }),
        );
      } catch (error) {
        if (error instanceof GroupNotAdded) {
          pushNotifications(
            ctx,
            storeNotifications(ctx, [user.id], 'offer_add_product_group_failed', {
              group_name: group,
              number: error.number,
              offer_id: String(offerId),
              reason: error.reason,
            }),
          );
        } else ctx.log.error(`adding price group ${group} to offer ${offerId} failed`, error);
      }
      releaseOffer(offerId);
      resolve();
    });
  });
  running.add(job);
  void job.finally(() => running.delete(job));
}
