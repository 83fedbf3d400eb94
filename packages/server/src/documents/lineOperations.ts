import { formatPercent, formatQuantity, offerMessages } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { changeDocument, type DocTarget } from './documentChange';
import { type DocRow, type LineWriteAnswer, lineChangeAnswer } from './documentKinds';
import {
  addHistory,
  addLineDelta,
  changedLine,
  checkQuantity,
  type DocKind,
  fmt,
  insertLines,
  type LineRow,
  type LinesChanged,
  lineById,
  lineFromProduct,
  massDiscount,
  NOTHING_CHANGED,
  noDelta,
  productById,
  removeLines,
  saveLine,
} from './documentStore';
import type { IdempotencyRequest } from './idempotency';

// The line writes of the document layer: one function per operation, the same for offers and
// orders, each writing its history entry and reporting what it did (`LinesChanged`), and one
// `writeLines` that runs any of them through the change wrapper. A new operation (a batch add,
// say) is one more function here; its route maps the call to it.

/** A line to add: a product and quantity, with an optional price or discount. */
export interface LineToAdd {
  product_id: number;
  quantity: number;
  client_price?: number | undefined;
  discount_from_catalog?: number | undefined;
}

/** A change of a line's quantity, price or discount (what is not given stays). */
export type LineChange = Parameters<typeof changedLine>[1];

/** What every line operation gets: the layer's context, the caller, the document's kind and id. */
export interface LineOp {
  ctx: ServerContext;
  user: AuthUser;
  kind: DocKind;
  docId: number;
}

const history = (op: LineOp, event: string, description: string) =>
  addHistory(op.ctx, op.kind, op.docId, op.user.id, event, description);

/**
 * Appends a line for a product (400 on `product_id` or `quantity` when the product is missing or
 * the quantity does not suit its unit, or when the document is full) and notes it in the history.
 */
export function addProductLine(op: LineOp, item: LineToAdd): LinesChanged {
  const product = productById(op.ctx.db, item.product_id, 'product_id', { forSale: true });
  checkQuantity(item.quantity, product.uom);
  const [line] = insertLines(
    op.ctx.db,
    op.kind,
    op.docId,
    [lineFromProduct(product, item.quantity, item)],
    'product_id',
  ) as [LineRow];
  history(op, 'item_added', fmt(offerMessages.history.itemAdded, { name: product.index_name }));
  return { changed: [line], removed: [], delta: addLineDelta(noDelta(), null, line) };
}

/**
 * Appends the lines of a pasted list in their order, all or none: every row is checked first
 * (a missing product or a quantity its unit refuses is a 400 on `lines.<i>.product_id` or
 * `lines.<i>.quantity`, every bad row named at once), then the document's line limit (400 on
 * `lines`), then the lines go in and the history notes them once.
 */
export function addProductLines(op: LineOp, items: readonly LineToAdd[]): LinesChanged {
  const fields: Record<string, string[]> = {};
  const rows: ReturnType<typeof lineFromProduct>[] = [];
  items.forEach((item, i) => {
    try {
      const product = productById(op.ctx.db, item.product_id, `lines.${i}.product_id`, { forSale: true });
      checkQuantity(item.quantity, product.uom, `lines.${i}.quantity`);
      rows.push(lineFromProduct(product, item.quantity, item));
    } catch (error) {
      if (!(error instanceof HttpError) || !error.fields) throw error;
      Object.assign(fields, error.fields);
    }
  });
  if (Object.keys(fields).length) throw HttpError.validation(fields);
  const lines = insertLines(op.ctx.db, op.kind, op.docId, rows, 'lines');
  history(op, 'items_added', fmt(offerMessages.history.itemsAdded, { count: lines.length }));
  const delta = noDelta();
  for (const line of lines) addLineDelta(delta, null, line);
  return { changed: lines, removed: [], delta };
}

/** Stores a changed line (400 on a quantity its unit refuses) and answers what it did to the sums. */
function saveChangedLine(op: LineOp, line: LineRow, change: LineChange): LinesChanged {
  const changed = changedLine(line, change);
  saveLine(op.ctx.db, op.kind, changed);
  return { changed: [changed], removed: [], delta: addLineDelta(noDelta(), line, changed) };
}

/** Changes quantity, price or discount of a line of the document (404 when it is not one). */
export function updateLine(op: LineOp, itemId: number, change: LineChange): LinesChanged {
  const line = lineById(op.ctx.db, op.kind, itemId, op.docId);
  const result = saveChangedLine(op, line, change);
  history(op, 'item_updated', fmt(offerMessages.history.itemUpdated, { name: line.name }));
  return result;
}

/** Changes only the quantity of a line of the document (404 when it is not one). */
export function changeQuantity(op: LineOp, itemId: number, quantity: number): LinesChanged {
  const line = lineById(op.ctx.db, op.kind, itemId, op.docId);
  const result = saveChangedLine(op, line, { quantity });
  history(
    op,
    'quantity',
    fmt(offerMessages.history.quantityChanged, { name: line.name, quantity: formatQuantity(quantity, line.unit) }),
  );
  return result;
}

/** Removes one line of the document (404 when it is not one); the lines after it move up. */
export function removeLine(op: LineOp, itemId: number): LinesChanged {
  const line = lineById(op.ctx.db, op.kind, itemId, op.docId);
  removeLines(op.ctx.db, op.kind, op.docId, [itemId]);
  history(op, 'item_removed', fmt(offerMessages.history.itemRemoved, { name: line.name }));
  return { changed: [], removed: [itemId], delta: addLineDelta(noDelta(), line, null) };
}

/**
 * Removes the given lines of the document and renumbers the rest. All or nothing: an id that is
 * not one of its lines is a 400 on `item_ids` and the transaction rolls back.
 */
export function removeChosenLines(op: LineOp, itemIds: readonly number[]): LinesChanged {
  const removed = removeLines(op.ctx.db, op.kind, op.docId, itemIds);
  history(op, 'items_removed', fmt(offerMessages.history.itemsRemoved, { count: removed.length }));
  const delta = noDelta();
  for (const line of removed) addLineDelta(delta, line, null);
  return { changed: [], removed: [...itemIds], delta };
}

/** Discounts the chosen lines (all when `itemIds` is absent) by `percent` of their current price. */
export function discountLines(op: LineOp, percent: number, itemIds?: readonly number[]): LinesChanged {
  const { changed, delta } = massDiscount(op.ctx.db, op.kind, op.docId, percent, itemIds);
  history(
    op,
    'mass_discount',
    fmt(offerMessages.history.massDiscount, { percent: formatPercent(percent), count: changed.length }),
  );
  return { changed, removed: [], delta };
}

/** Checks only (a price group queued for the background job): nothing changes now. */
export function changeNothing(): LinesChanged {
  return NOTHING_CHANGED;
}

/** Options of {@link writeLines}. */
export interface WriteLinesOptions<K extends DocKind, A> {
  /** The operation changes lines (default): totals, required level and approval are re-evaluated. */
  lines?: boolean;
  /** The line write's `Idempotency-Key` (the router's `idempotency`). */
  idempotency?: IdempotencyRequest | undefined;
  /** Adds to the kind's answer (inside the transaction, so a repeated key answers the same). */
  extend?: (answer: LineWriteAnswer<K>) => A;
  /** Runs once committed, only when the write was applied now. */
  afterCommit?: (docId: number) => void;
}

/**
 * One versioned write of a document's lines by its owner, the same for both kinds: the change
 * wrapper (idempotency key, load 404/403, owner 403, editable 409, version 409 with nothing
 * written, one transaction that rolls back on any error) runs `operation` (one of the line
 * operations above) on the document, then moves the totals by the operation's delta and
 * re-evaluates approval. The answer is the line change of both kinds (`lineChangeAnswer`: the
 * header under the kind's key, the changed lines, the removed ids), extended by `options.extend`.
 */
export function writeLines<K extends DocKind, A = LineWriteAnswer<K>>(
  ctx: ServerContext,
  user: AuthUser,
  kind: K,
  target: DocTarget,
  version: number | undefined,
  operation: (op: LineOp, doc: DocRow[K]) => LinesChanged,
  options: WriteLinesOptions<K, A> = {},
): A {
  let result = NOTHING_CHANGED;
  return changeDocument<K, A>(ctx, user, kind, target, version, {
    lines: options.lines ?? true,
    change: (doc) => {
      result = operation({ ctx, user, kind, docId: doc.id }, doc);
      return result.delta;
    },
    answer: (id) => {
      const base = lineChangeAnswer(ctx, user, kind, id, result);
      return options.extend ? options.extend(base) : (base as unknown as A);
    },
    idempotency: options.idempotency,
    ...(options.afterCommit ? { afterCommit: options.afterCommit } : {}),
  });
}
