import { formatMessage, offerMessages } from '@salesdesk/sdk';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import {
  approvalThreshold,
  changedLine,
  checkQuantity,
  insertLines,
  lineById,
  lineFromProduct,
  lineOut,
  massDiscount,
  productById,
  removeLines,
  saveLine,
} from '../offers/documentStore';
import { type LinesChanged, mutateOfferLines } from '../offers/offerMutation';
import { addHistory, loadOffer } from '../offers/offerStore';
import { queueProductGroup } from '../offers/productGroupJob';

const NOTHING_CHANGED: LinesChanged = { changed: [], removed: [] };

/** Offer-item calls (SPEC §7): add, change, quantity, remove one or many, mass discount, paged lines. */
export const offerItemHandlers: Handlers = {
  offerItemAdd: ({ ctx, user, params, body }) => {
    if (body.product_group !== undefined) {
      const group = body.product_group;
      const exists = ctx.db.prepare('SELECT 1 FROM products WHERE product_group = ? LIMIT 1').get(group);
      if (!exists)
        throw HttpError.validation({ product_group: [formatMessage(offerMessages.errors.groupNotFound, { group })] });
      // Only checks here (rights, editable, version); the lines come in the background job.
      const change = mutateOfferLines(ctx, user, params.id, body.version, () => NOTHING_CHANGED, {});
      queueProductGroup(ctx, user, params.id, group, body.discount_from_catalog);
      return { ...change, queued_product_group: group };
    }
    const change = mutateOfferLines(ctx, user, params.id, body.version, (o) => {
      // The schema guarantees both when no product group is given.
      const quantity = body.quantity ?? 0;
      const product = productById(ctx.db, body.product_id ?? 0);
      checkQuantity(quantity, product.uom);
      const [id] = insertLines(ctx.db, 'offer', o.id, [lineFromProduct(product, quantity, body)]);
      addHistory(
        ctx,
        o.id,
        user.id,
        'item_added',
        formatMessage(offerMessages.history.itemAdded, { name: product.index_name }),
      );
      // Read back: the ordinal number is given on insert.
      return { changed: [lineById(ctx.db, 'offer', id ?? 0)], removed: [] };
    });
    return { ...change, queued_product_group: null };
  },

  offerItemUpdate: ({ ctx, user, params, body }) => {
    const line = lineById(ctx.db, 'offer', params.id);
    return mutateOfferLines(ctx, user, line.doc_id, body.version, (o) => {
      const changed = changedLine(line, body);
      saveLine(ctx.db, 'offer', changed);
      addHistory(
        ctx,
        o.id,
        user.id,
        'item_updated',
        formatMessage(offerMessages.history.itemUpdated, { name: line.name }),
      );
      return { changed: [changed], removed: [] };
    });
  },

  offerItemQuantity: ({ ctx, user, params, body }) => {
    const line = lineById(ctx.db, 'offer', params.id);
    return mutateOfferLines(ctx, user, line.doc_id, body.version, (o) => {
      const changed = changedLine(line, { quantity: body.quantity });
      saveLine(ctx.db, 'offer', changed);
      addHistory(
        ctx,
        o.id,
        user.id,
        'quantity',
        formatMessage(offerMessages.history.quantityChanged, { name: line.name, quantity: body.quantity }),
      );
      return { changed: [changed], removed: [] };
    });
  },

  offerItemRemove: ({ ctx, user, params, body }) => {
    const line = lineById(ctx.db, 'offer', params.id);
    return mutateOfferLines(ctx, user, line.doc_id, body.version, (o) => {
      removeLines(ctx.db, 'offer', o.id, [line.id]);
      addHistory(
        ctx,
        o.id,
        user.id,
        'item_removed',
        formatMessage(offerMessages.history.itemRemoved, { name: line.name }),
      );
      return { changed: [], removed: [line.id] };
    });
  },

  offerItemsRemove: ({ ctx, user, params, body }) =>
    mutateOfferLines(ctx, user, params.id, body.version, (o) => {
      // All or nothing: an id of another offer makes the whole call fail (the transaction rolls back).
      const removed = removeLines(ctx.db, 'offer', o.id, body.item_ids);
      addHistory(
        ctx,
        o.id,
        user.id,
        'items_removed',
        formatMessage(offerMessages.history.itemsRemoved, { count: removed }),
      );
      return { changed: [], removed: body.item_ids };
    }),

  offerMassDiscount: ({ ctx, user, params, body }) =>
    mutateOfferLines(ctx, user, params.id, body.version, (o) => {
      const changed = massDiscount(ctx.db, 'offer', o.id, body.percent, body.item_ids);
      addHistory(
        ctx,
        o.id,
        user.id,
        'mass_discount',
        formatMessage(offerMessages.history.massDiscount, { percent: body.percent, count: changed.length }),
      );
      return { changed, removed: [] };
    }),

  offerAddedProducts: ({ ctx, user, params, query }) => {
    loadOffer(ctx.db, user, params.offerId, ctx);
    const threshold = approvalThreshold(ctx).margin_threshold;
    const search = query.search ? `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    // Qualified once: the count reads offer_items alone, the page joins the stock.
    const where = `i.offer_id = ?${search ? " AND (i.name LIKE ? ESCAPE '\\' OR i.short_name LIKE ? ESCAPE '\\')" : ''}`;
    const args = search ? [params.offerId, search, search] : [params.offerId];
    const total = ctx.db
      .prepare(`SELECT COUNT(*) FROM offer_items i WHERE ${where}`)
      .pluck()
      .get(...args) as number;
    // What is really free to sell (stock minus reservations) in the caller's default warehouse.
    const warehouse = user.defaultWarehouse;
    const rows = ctx.db
      .prepare(
        `SELECT i.*, w.available_stock AS stock_free FROM offer_items i
           LEFT JOIN warehouse_stock w ON w.product_id = i.product_id AND w.warehouse_code = ?
          WHERE ${where} ORDER BY i.ordinal_no LIMIT ? OFFSET ?`,
      )
      .all(warehouse ?? '', ...args, query.limit, (query.page - 1) * query.limit) as (Parameters<typeof lineOut>[0] & {
      stock_free: number | null;
    })[];
    return {
      items: rows.map((l) => ({
        ...lineOut(l, threshold),
        offer_price: l.client_price,
        available_stock: warehouse ? (l.stock_free ?? 0) : null,
        stock_warehouse: warehouse,
      })),
      total,
      page: query.page,
      limit: query.limit,
    };
  },
};
