import {
  type DocumentItem,
  formatMessage,
  MAX_DOCUMENT_LINES,
  marginPercent,
  massDiscounted,
  offerMessages,
  shownDiscount,
} from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { addLineDelta, type LineSums, noDelta, type SumsDelta } from './documentSums';
import { type DocKind, TABLES } from './documentTables';
import { computeLine } from './pricing';
import { cached, cachedRow } from './statementCache';

// The stored lines of offers and orders: append (with the line limit), read, save, remove and
// renumber, the mass discount, and the API shape of a line. Runs inside the caller's transaction.

/**
 * A stored line: the contract's line without the keys derived when it is read (discount, margin
 * at the minimal price, threshold), with the tax and cost kept per line, the typed discount in
 * basis points (null when a price was typed; the discount shown is derived then, sdk money.ts)
 * and `below_minimal` as 0/1.
 */
export type LineRow = Omit<
  DocumentItem,
  'discount_from_catalog' | 'margin_minimal' | 'margin_threshold' | 'below_minimal'
> & { discount_bp: number | null; tax: number; cost: number; below_minimal: number };

/** Stored columns of an offer or order line, besides its id, document and ordinal number. */
export const LINE_COLUMNS = [
  'product_id',
  'name',
  'short_name',
  'photo',
  'unit',
  'producer',
  'collective_packaging',
  'quantity',
  'catalog_price',
  'discount_bp',
  'client_price',
  'recommended_price',
  'minimal_price',
  'buy_price',
  'buy_price_orig',
  'market_price',
  'tax_rate',
  'total_row_excl_tax',
  'tax',
  'total_row_incl_tax',
  'cost',
  'margin_amount',
  'margin',
  'below_minimal',
] as const;

/**
 * Appends lines to a document, numbering them after the last one, and returns them as stored
 * (with their ids and ordinal numbers, so nobody has to read them back).
 */
export function insertLines(
  db: Db,
  kind: DocKind,
  docId: number,
  lines: readonly Omit<LineRow, 'id' | 'ordinal_no'>[],
  field = 'items',
): LineRow[] {
  const t = TABLES[kind];
  // Lines are numbered 1..n without gaps (removals renumber), so the last number is the count.
  let ordinal = cached(db, `SELECT COALESCE(MAX(ordinal_no), 0) FROM ${t.items} WHERE ${t.fk} = ?`)
    .pluck()
    .get(docId) as number;
  ensureLineLimit(kind, ordinal + lines.length, field);
  const insert = cached(
    db,
    `INSERT INTO ${t.items} (${t.fk}, ordinal_no, ${LINE_COLUMNS.join(', ')})
     VALUES (?, ?, ${LINE_COLUMNS.map((c) => `@${c}`).join(', ')})`,
  );
  return lines.map((line) => {
    ordinal += 1;
    return { ...line, id: Number(insert.run(docId, ordinal, line).lastInsertRowid), ordinal_no: ordinal };
  });
}

/**
 * 400 on `field` when a document would hold more than `MAX_DOCUMENT_LINES` lines: the one limit
 * of every way lines get into a document, since they all append through {@link insertLines}
 * (docs/offers.md, "Line limit").
 */
export function ensureLineLimit(kind: DocKind, count: number, field: string): void {
  if (count <= MAX_DOCUMENT_LINES) return;
  throw HttpError.validation({
    [field]: [
      formatMessage(offerMessages.errors.lineLimit, {
        kind: offerMessages.kinds[kind],
        max: MAX_DOCUMENT_LINES,
        count,
      }),
    ],
  });
}

/** Writes the changed prices/quantity of a line and its computed columns. */
export function saveLine(db: Db, kind: DocKind, line: LineRow): void {
  // Positional parameters: binding by name looks every key of the 32-column line up.
  cached(db, SAVE_LINE[kind]).run(
    line.quantity,
    line.discount_bp,
    line.client_price,
    line.total_row_excl_tax,
    line.tax,
    line.total_row_incl_tax,
    line.cost,
    line.margin_amount,
    line.margin,
    line.below_minimal,
    line.id,
  );
}

/** The UPDATE text of {@link saveLine} by kind, made once. */
const SAVE_LINE = Object.fromEntries(
  (Object.keys(TABLES) as DocKind[]).map((kind) => [
    kind,
    `UPDATE ${TABLES[kind].items} SET quantity = ?, discount_bp = ?, client_price = ?, total_row_excl_tax = ?, tax = ?,
      total_row_incl_tax = ?, cost = ?, margin_amount = ?, margin = ?, below_minimal = ? WHERE id = ?`,
  ]),
) as Record<DocKind, string>;

const LINE_SELECT = `id, ordinal_no, ${LINE_COLUMNS.join(', ')}`;

/**
 * Lines of a document in order. Rows are read as arrays and turned into objects of one fixed
 * shape here: for a 500-line offer this is about twice as fast as letting the driver build each
 * row object, and every write of an offer answers with its lines (bench/offers.bench.ts).
 */
export function linesOf(db: Db, kind: DocKind, docId: number): LineRow[] {
  const t = TABLES[kind];
  const rows = cached(db, `SELECT ${LINE_SELECT} FROM ${t.items} WHERE ${t.fk} = ? ORDER BY ordinal_no`)
    .raw(true)
    .all(docId) as unknown[][];
  return rows.map((r) => ({
    id: r[0] as number,
    ordinal_no: r[1] as number,
    product_id: r[2] as number,
    name: r[3] as string,
    short_name: r[4] as string,
    photo: r[5] as string | null,
    unit: r[6] as string,
    producer: r[7] as string,
    collective_packaging: r[8] as number | null,
    quantity: r[9] as number,
    catalog_price: r[10] as number,
    discount_bp: r[11] as number | null,
    client_price: r[12] as number,
    recommended_price: r[13] as number,
    minimal_price: r[14] as number,
    buy_price: r[15] as number,
    buy_price_orig: r[16] as number,
    market_price: r[17] as number,
    tax_rate: r[18] as number,
    total_row_excl_tax: r[19] as number,
    tax: r[20] as number,
    total_row_incl_tax: r[21] as number,
    cost: r[22] as number,
    margin_amount: r[23] as number,
    margin: r[24] as number,
    below_minimal: r[25] as number,
  }));
}

/** One line of a document, or 404. */
export function lineById(db: Db, kind: DocKind, lineId: number, docId?: number): LineRow & { doc_id: number } {
  const t = TABLES[kind];
  const row = cachedRow(db, `SELECT *, ${t.fk} AS doc_id FROM ${t.items} WHERE id = ?`).get(lineId) as
    | (LineRow & { doc_id: number })
    | undefined;
  if (!row || (docId !== undefined && row.doc_id !== docId))
    throw HttpError.notFound(offerMessages.errors.itemNotFound);
  return row;
}

/**
 * Renumbers lines 1..n after removals, keeping their order. One statement, writing only the
 * lines whose number changes: a statement per line cost a removal from a 500-line offer 500
 * updates even when the last line went.
 */
export function renumber(db: Db, kind: DocKind, docId: number): void {
  const t = TABLES[kind];
  cached(
    db,
    `UPDATE ${t.items} SET ordinal_no = r.n
     FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY ordinal_no, id) AS n FROM ${t.items} WHERE ${t.fk} = ?) AS r
     WHERE ${t.items}.id = r.id AND ${t.items}.ordinal_no <> r.n`,
  ).run(docId);
}

/**
 * Deletes lines of a document and renumbers the rest. All or nothing: an id that is not a line
 * of this document is a 400 (the caller's transaction rolls the deletions back). Returns what
 * the removed lines contributed to the sums, one entry per line.
 */
export function removeLines(db: Db, kind: DocKind, docId: number, ids: readonly number[]): LineSums[] {
  const t = TABLES[kind];
  const placeholders = ids.map(() => '?').join(', ');
  const removed = db
    .prepare(
      `DELETE FROM ${t.items} WHERE ${t.fk} = ? AND id IN (${placeholders})
       RETURNING ordinal_no, total_row_excl_tax, tax, cost, below_minimal`,
    )
    .all(docId, ...ids) as (LineSums & { ordinal_no: number })[];
  if (removed.length !== ids.length) throw HttpError.validation({ item_ids: [offerMessages.errors.itemNotFound] });
  // One line gone: the lines after it move up by one (an indexed range, nothing when it was the
  // last), instead of numbering the whole document again.
  const single = removed.length === 1 ? removed[0] : undefined;
  if (single)
    cached(db, `UPDATE ${t.items} SET ordinal_no = ordinal_no - 1 WHERE ${t.fk} = ? AND ordinal_no > ?`).run(
      docId,
      single.ordinal_no,
    );
  else renumber(db, kind, docId);
  return removed;
}

/** The document a line belongs to (404 when there is no such line), for calls that name only the line. */
export function documentOfLine(ctx: ServerContext, kind: DocKind, itemId: number): number {
  const t = TABLES[kind];
  const docId = cached(ctx.db, `SELECT ${t.fk} FROM ${t.items} WHERE id = ?`).pluck().get(itemId) as number | undefined;
  if (docId === undefined) throw HttpError.notFound(offerMessages.errors.itemNotFound);
  return docId;
}

/**
 * Discounts the given lines (all when `ids` is absent) by `percent` from their current price,
 * with the discount each then shows decided by the sdk's `massDiscounted`. Returns the changed lines as stored and how they move the document's sums.
 */
export function massDiscount(
  db: Db,
  kind: DocKind,
  docId: number,
  percent: number,
  ids?: readonly number[],
): { changed: LineRow[]; delta: SumsDelta } {
  const lines = linesOf(db, kind, docId);
  const wanted = ids ? new Set(ids) : null;
  if (wanted) {
    const present = new Set(lines.map((l) => l.id));
    const missing = [...wanted].filter((id) => !present.has(id));
    if (missing.length) throw HttpError.validation({ item_ids: [offerMessages.errors.itemNotFound] });
  }
  const changed: LineRow[] = [];
  const delta = noDelta();
  for (const line of lines) {
    if (wanted && !wanted.has(line.id)) continue;
    const price = massDiscounted(line.catalog_price, line, percent);
    const next = computeLine({ ...line, discount_bp: price.discount_bp, client_price: price.client_price });
    saveLine(db, kind, next);
    changed.push(next);
    addLineDelta(delta, line, next);
  }
  return { changed, delta };
}

/** The API shape of a line. */
export function lineOut(line: LineRow, marginThreshold: number) {
  return {
    id: line.id,
    ordinal_no: line.ordinal_no,
    product_id: line.product_id,
    photo: line.photo,
    name: line.name,
    short_name: line.short_name,
    quantity: line.quantity,
    unit: line.unit,
    catalog_price: line.catalog_price,
    discount_from_catalog: shownDiscount(line.catalog_price, line),
    client_price: line.client_price,
    recommended_price: line.recommended_price,
    minimal_price: line.minimal_price,
    margin_minimal: marginPercent(line.minimal_price, line.buy_price),
    margin_threshold: marginThreshold,
    buy_price: line.buy_price,
    buy_price_orig: line.buy_price_orig,
    market_price: line.market_price,
    collective_packaging: line.collective_packaging,
    producer: line.producer,
    tax_rate: line.tax_rate,
    total_row_excl_tax: line.total_row_excl_tax,
    total_row_incl_tax: line.total_row_incl_tax,
    margin_amount: line.margin_amount,
    margin: line.margin,
    below_minimal: line.below_minimal === 1,
  };
}
