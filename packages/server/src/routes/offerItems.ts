import { formatMessage, offerMessages } from '@salesdesk/sdk';
import { pagedLines } from '../documents/documentLayer';
import {
  addProductLine,
  changeNothing,
  changeQuantity,
  removeLine,
  updateLine,
  writeLines,
} from '../documents/lineOperations';
import { queueProductGroup } from '../documents/productGroupJob';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { documentLineWrites } from './documentRoutes';

const lineWrites = documentLineWrites('offer');

/**
 * Offer-item calls (SPEC §7): add, change, quantity, remove one or many, mass discount, paged
 * lines. The writes are the document layer's line operations; calls that name only a line give
 * the layer the line, whose offer it finds inside the write's transaction (404 when there is no
 * such line, after a repeated idempotency key has been answered).
 */
export const offerItemHandlers: Handlers = {
  offerItemAdd: ({ ctx, user, params, body, idempotency }) => {
    if (body.product_group !== undefined) {
      const group = body.product_group;
      const exists = ctx.db.prepare('SELECT 1 FROM products WHERE product_group = ? LIMIT 1').get(group);
      if (!exists)
        throw HttpError.validation({ product_group: [formatMessage(offerMessages.errors.groupNotFound, { group })] });
      // Only checks here (rights, editable, version); the lines come in the background job,
      // queued once the check committed (not again for a repeated idempotency key).
      return writeLines(ctx, user, 'offer', params.id, body.version, changeNothing, {
        lines: false,
        idempotency,
        extend: (change) => ({ ...change, queued_product_group: group }),
        afterCommit: (offerId) => queueProductGroup(ctx, user, offerId, group, body.discount_from_catalog),
      });
    }
    return writeLines(
      ctx,
      user,
      'offer',
      params.id,
      body.version,
      (op) =>
        // The schema guarantees both when no product group is given.
        addProductLine(op, {
          product_id: body.product_id ?? 0,
          quantity: body.quantity ?? 0,
          client_price: body.client_price,
          discount_from_catalog: body.discount_from_catalog,
        }),
      { idempotency, extend: (change) => ({ ...change, queued_product_group: null }) },
    );
  },

  offerAddLines: lineWrites.addLines,

  offerItemUpdate: ({ ctx, user, params, body, idempotency }) =>
    writeLines(ctx, user, 'offer', { line: params.id }, body.version, (op) => updateLine(op, params.id, body), {
      idempotency,
    }),

  offerItemQuantity: ({ ctx, user, params, body, idempotency }) =>
    writeLines(
      ctx,
      user,
      'offer',
      { line: params.id },
      body.version,
      (op) => changeQuantity(op, params.id, body.quantity),
      { idempotency },
    ),

  offerItemRemove: ({ ctx, user, params, body, idempotency }) =>
    writeLines(ctx, user, 'offer', { line: params.id }, body.version, (op) => removeLine(op, params.id), {
      idempotency,
    }),

  offerItemsRemove: lineWrites.removeChosen,

  offerMassDiscount: lineWrites.massDiscount,

  offerAddedProducts: ({ ctx, user, params, query }) => pagedLines(ctx, user, 'offer', params.offerId, query),
};
