import { formatMessage, offerMessages } from '@salesdesk/sdk';
import {
  addProductLine,
  changeQuantity,
  discountLines,
  documentOfLine,
  NOTHING_CHANGED,
  removeChosenLines,
  removeLine,
  updateLine,
  writeLines,
} from '../documents/documentLayer';
import { approvalThreshold, lineOut } from '../documents/documentStore';
import { loadOffer } from '../documents/offerStore';
import { queueProductGroup } from '../documents/productGroupJob';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';

/**
 * Offer-item calls (SPEC §7): add, change, quantity, remove one or many, mass discount, paged
 * lines. The writes are the document layer's line operations; calls that name only a line find
 * its offer first (404 when there is no such line).
 */
export const offerItemHandlers: Handlers = {
  offerItemAdd: ({ ctx, user, params, body }) => {
    if (body.product_group !== undefined) {
      const group = body.product_group;
      const exists = ctx.db.prepare('SELECT 1 FROM products WHERE product_group = ? LIMIT 1').get(group);
      if (!exists)
        throw HttpError.validation({ product_group: [formatMessage(offerMessages.errors.groupNotFound, { group })] });
      // Only checks here (rights, editable, version); the lines come in the background job.
      const change = writeLines(ctx, user, 'offer', params.id, body.version, () => NOTHING_CHANGED, { lines: false });
      queueProductGroup(ctx, user, params.id, group, body.discount_from_catalog);
      return { ...change, queued_product_group: group };
    }
    const change = writeLines(ctx, user, 'offer', params.id, body.version, (o) =>
      // The schema guarantees both when no product group is given.
      addProductLine(ctx, user, 'offer', o.id, {
        product_id: body.product_id ?? 0,
        quantity: body.quantity ?? 0,
        client_price: body.client_price,
        discount_from_catalog: body.discount_from_catalog,
      }),
    );
    return { ...change, queued_product_group: null };
  },

  offerItemUpdate: ({ ctx, user, params, body }) =>
    writeLines(ctx, user, 'offer', documentOfLine(ctx, 'offer', params.id), body.version, (o) =>
      updateLine(ctx, user, 'offer', o.id, params.id, body),
    ),

  offerItemQuantity: ({ ctx, user, params, body }) =>
    writeLines(ctx, user, 'offer', documentOfLine(ctx, 'offer', params.id), body.version, (o) =>
      changeQuantity(ctx, user, 'offer', o.id, params.id, body.quantity),
    ),

  offerItemRemove: ({ ctx, user, params, body }) =>
    writeLines(ctx, user, 'offer', documentOfLine(ctx, 'offer', params.id), body.version, (o) =>
      removeLine(ctx, user, 'offer', o.id, params.id),
    ),

  offerItemsRemove: ({ ctx, user, params, body }) =>
    writeLines(ctx, user, 'offer', params.id, body.version, (o) =>
      removeChosenLines(ctx, user, 'offer', o.id, body.item_ids),
    ),

  offerMassDiscount: ({ ctx, user, params, body }) =>
    writeLines(ctx, user, 'offer', params.id, body.version, (o) =>
      discountLines(ctx, user, 'offer', o.id, body.percent, body.item_ids),
    ),

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
