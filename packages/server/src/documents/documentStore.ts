import {
  type ApprovalThreshold,
  DEFAULT_APPROVAL_THRESHOLD,
  type DocumentItem,
  formatMessage,
  lineTotals,
  MAX_DOCUMENT_LINES,
  marginPercent,
  massDiscounted,
  offerMessages,
  type PriceChange,
  quantityProblem,
  shownDiscount,
  type TypedPrice,
  totalsOfSums,
  typedPrice,
} from '@salesdesk/sdk';
import type Database from 'better-sqlite3';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';

// Storage shared by offers and orders: lines, totals and the version check. Everything here
// runs inside the caller's transaction; totals are sums of the stored (rounded) lines, summed in
// SQL or moved by the lines a write changed.

/** Which document a function works on. */
export type DocKind = 'offer' | 'order';

/** Table names of each kind (constants, never user input). */
export const TABLES = {
  offer: { doc: 'offers', items: 'offer_items', fk: 'offer_id', history: 'offer_history' },
  order: { doc: 'orders', items: 'order_items', fk: 'order_id', history: 'order_history' },
} as const;

/** The 409 message of a stale `version`, by kind. */
export const STALE_VERSION = {
  offer: offerMessages.errors.staleVersion,
  order: offerMessages.errors.staleOrderVersion,
} as const;

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

/** The catalogue columns a line is built from (products table of the catalogue area). */
export interface ProductRow {
  id: number;
  index_name: string;
  index_short_name: string | null;
  uom: string;
  catalog_price: number;
  buy_price: number;
  recommended_price: number;
  minimal_price: number;
  market_price: number | null;
  tax_rate: number;
  manufacturer: string | null;
  image: string | null;
  collective_packaging: number | null;
  product_group: string | null;
}

/** The approval threshold of this server (`config.approvalThreshold` when configured). */
export function approvalThreshold(ctx: ServerContext): ApprovalThreshold {
  return (ctx.config as { approvalThreshold?: ApprovalThreshold }).approvalThreshold ?? DEFAULT_APPROVAL_THRESHOLD;
}

/** The last timestamp made by {@link nowIso}: a change asks for it more than once in the same millisecond. */
let lastIso = { ms: Number.NaN, iso: '' };

/** ISO timestamp of the server clock. */
export function nowIso(ctx: ServerContext): string {
  const ms = ctx.now();
  if (ms !== lastIso.ms) lastIso = { ms, iso: new Date(ms).toISOString() };
  return lastIso.iso;
}

/**
 * Reads a product or answers 400 on the given field. `forSale`: a new line is being added, so a
 * product no longer sold (`is_active = 0`, docs/imports.md) is refused too; documents that hold
 * it already keep it.
 */
export function productById(db: Db, id: number, field = 'product_id', options: { forSale?: boolean } = {}): ProductRow {
  const row = cached(
    db,
    `SELECT id, index_name, index_short_name, uom, catalog_price, buy_price, recommended_price, minimal_price,
        market_price, tax_rate, manufacturer, image, collective_packaging, product_group, is_active FROM products WHERE id = ?`,
  ).get(id) as (ProductRow & { is_active: number }) | undefined;
  if (!row) throw HttpError.validation({ [field]: [offerMessages.errors.productNotFound] });
  if (options.forSale && row.is_active !== 1) {
    throw HttpError.validation({ [field]: [fmt(offerMessages.errors.productWithdrawn, { name: row.index_name })] });
  }
  const { is_active: _active, ...product } = row;
  return product;
}

/** Throws 400 on `field` when the quantity does not suit the unit (whole units of SPEC §5). */
export function checkQuantity(quantity: number, unit: string, field = 'quantity'): void {
  const problem = quantityProblem(quantity, unit);
  if (problem) throw HttpError.validation({ [field]: [problem] });
}

/**
 * The price of a line from an explicit price, a discount, or the product's recommended price
 * (the sdk's `typedPrice`, with the recommended price as a price nobody typed a discount for).
 */
export function priceFor(catalogPrice: number, fallback: number, change: PriceChange): TypedPrice {
  return typedPrice(catalogPrice, { client_price: fallback, discount_bp: null }, change);
}

/** The columns of a line computed from its quantity and prices. */
type ComputedColumns = Pick<
  LineRow,
  'total_row_excl_tax' | 'tax' | 'total_row_incl_tax' | 'cost' | 'margin_amount' | 'margin' | 'below_minimal'
>;

/**
 * Sets the computed columns of `line` in place and returns it: keys the line has keep their
 * place, the others come last in this order (what a literal spreading the line would give).
 */
function setComputedColumns<L extends Omit<LineRow, 'id' | 'ordinal_no' | keyof ComputedColumns>>(
  line: L,
): L & ComputedColumns {
  const t = lineTotals(line);
  const out = line as L & ComputedColumns;
  out.total_row_excl_tax = t.total_row_excl_tax;
  out.tax = t.tax;
  out.total_row_incl_tax = t.total_row_incl_tax;
  out.cost = t.cost;
  out.margin_amount = t.margin_amount;
  out.margin = t.margin;
  out.below_minimal = line.client_price < line.minimal_price ? 1 : 0;
  return out;
}

/** Fills the computed columns of a line from its quantity and prices (a new object). */
export function computeLine<L extends Omit<LineRow, 'id' | 'ordinal_no' | keyof ComputedColumns>>(
  line: L,
): L & ComputedColumns {
  return setComputedColumns({ ...line });
}

/** A new line (without id and ordinal) for a product. */
export function lineFromProduct(
  product: ProductRow,
  quantity: number,
  change: PriceChange = {},
): Omit<LineRow, 'id' | 'ordinal_no'> {
  const price = priceFor(product.catalog_price, product.recommended_price, change);
  return computeLine({
    product_id: product.id,
    name: product.index_name,
    short_name: product.index_short_name ?? product.index_name,
    photo: product.image,
    unit: product.uom,
    producer: product.manufacturer ?? '',
    collective_packaging: product.collective_packaging,
    quantity,
    catalog_price: product.catalog_price,
    discount_bp: price.discount_bp,
    client_price: price.client_price,
    recommended_price: product.recommended_price,
    minimal_price: product.minimal_price,
    buy_price: product.buy_price,
    buy_price_orig: product.buy_price,
    market_price: product.market_price ?? product.catalog_price,
    tax_rate: product.tax_rate,
  });
}

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

/** A statement prepared by {@link cached}, bound with positional or named parameters. */
export type CachedStatement = Database.Statement<unknown[]>;

const statements = new WeakMap<Db, Map<string, CachedStatement>>();

/**
 * A prepared statement, compiled once per database: every offer write runs a dozen statements
 * and compiling them again on each call was a measurable part of its time (bench/offers.bench.ts).
 * Callers that use `pluck`/`raw` must set it on every call (those modes stick to the statement).
 */
export function cached(db: Db, sql: string): CachedStatement {
  let byDb = statements.get(db);
  if (!byDb) {
    byDb = new Map();
    statements.set(db, byDb);
  }
  let statement = byDb.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    byDb.set(sql, statement);
  }
  return statement;
}

/** A one-row read of {@link cachedRow}. */
export interface RowReader {
  /** The row as an object (keys in column order, as better-sqlite3 gives them), or undefined. */
  get(...params: unknown[]): unknown;
}

const rowReaders = new WeakMap<Db, Map<string, RowReader>>();

/**
 * A one-row read whose row is built by a function compiled for its columns: better-sqlite3's
 * own row objects of the wide document and line rows cost about 4 µs more each (their
 * properties are set one by one, so V8 keeps them slow), and a line write reads three of them.
 * The same keys in the same order with the same values as `cached(db, sql).get(...)`; the builder
 * is made again when the number of columns changes (a `SELECT *` after a migration).
 */
export function cachedRow(db: Db, sql: string): RowReader {
  let byDb = rowReaders.get(db);
  if (!byDb) {
    byDb = new Map();
    rowReaders.set(db, byDb);
  }
  let reader = byDb.get(sql);
  if (!reader) {
    const statement = db.prepare(sql).raw(true);
    let build: (values: unknown[]) => unknown = () => undefined;
    let width = -1;
    reader = {
      get(...params) {
        const values = statement.get(...params) as unknown[] | undefined;
        if (!values) return undefined;
        if (values.length !== width) {
          const names = statement.columns().map((c) => c.name);
          // Keys are column names written as JSON string literals: nothing of them is evaluated.
          build = new Function(
            'v',
            `return {${names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')}};`,
          ) as typeof build;
          width = values.length;
        }
        return build(values);
      },
    };
    byDb.set(sql, reader);
  }
  return reader;
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

/** What a line contributes to its document's sums. */
export type LineSums = Pick<LineRow, 'total_row_excl_tax' | 'tax' | 'cost' | 'below_minimal'>;

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

/** Sums of the stored lines of a document. */
export interface DocSums {
  grand_total_excl_tax: number;
  grand_total_tax: number;
  grand_total_incl_tax: number;
  cost: number;
  margin_amount: number;
  margin: number;
  line_count: number;
  below_minimal_count: number;
}

/** The sums a document row carries (what a change of lines moves). */
export type StoredSums = Pick<
  DocSums,
  'grand_total_excl_tax' | 'grand_total_tax' | 'cost' | 'line_count' | 'below_minimal_count'
>;

/** How a write of lines moves a document's sums: added minus removed, per column. */
export interface SumsDelta {
  net: number;
  tax: number;
  cost: number;
  lines: number;
  below: number;
}

/**
 * What a line operation did: the lines it added or changed as stored (in the order the answer
 * lists them), the ids it removed, and how it moved the document's sums (null: sum the lines
 * again).
 */
export interface LinesChanged {
  changed: readonly LineRow[];
  removed: readonly number[];
  delta: SumsDelta | null;
}

/** A line operation that changed nothing (the checks of a product group queued for later). */
export const NOTHING_CHANGED: LinesChanged = { changed: [], removed: [], delta: null };

/** A delta that moves nothing (start of a sum of deltas). */
export function noDelta(): SumsDelta {
  return { net: 0, tax: 0, cost: 0, lines: 0, below: 0 };
}

/**
 * Adds to `delta` what replacing `before` by `after` does to the sums (null: no line on that
 * side, so an added line has no `before` and a removed one no `after`). Returns `delta`.
 */
export function addLineDelta(delta: SumsDelta, before: LineSums | null, after: LineSums | null): SumsDelta {
  if (before) {
    delta.net -= before.total_row_excl_tax;
    delta.tax -= before.tax;
    delta.cost -= before.cost;
    delta.lines -= 1;
    delta.below -= before.below_minimal;
  }
  if (after) {
    delta.net += after.total_row_excl_tax;
    delta.tax += after.tax;
    delta.cost += after.cost;
    delta.lines += 1;
    delta.below += after.below_minimal;
  }
  return delta;
}

/** The full sums from the sums of net, tax and cost (integers) and the counts. */
function sumsOf(net: number, tax: number, cost: number, lines: number, below: number): DocSums {
  // Written out rather than spread: a spread object with keys added after it is slower to make
  // and to read, and every line write makes one.
  const t = totalsOfSums(net, tax, cost);
  return {
    grand_total_excl_tax: t.grand_total_excl_tax,
    grand_total_tax: t.grand_total_tax,
    grand_total_incl_tax: t.grand_total_incl_tax,
    cost: t.cost,
    margin_amount: t.margin_amount,
    margin: t.margin,
    line_count: lines,
    below_minimal_count: below,
  };
}

/** The sums of a document's stored lines, computed in SQL (no rows loaded). */
export function sumLines(db: Db, kind: DocKind, docId: number): DocSums {
  const t = TABLES[kind];
  const s = cached(
    db,
    `SELECT COALESCE(SUM(total_row_excl_tax), 0) AS net, COALESCE(SUM(tax), 0) AS tax, COALESCE(SUM(cost), 0) AS cost,
        COUNT(*) AS n, COALESCE(SUM(below_minimal), 0) AS below FROM ${t.items} WHERE ${t.fk} = ?`,
  ).get(docId) as { net: number; tax: number; cost: number; n: number; below: number };
  return sumsOf(s.net, s.tax, s.cost, s.n, s.below);
}

/**
 * The sums after a write of lines, from the sums the document carried before it and the write's
 * delta: the stored sums are sums of integers (grosze, counts), so moving them by the changed
 * lines gives exactly what summing all lines again gives, without reading the other lines.
 */
export function sumsAfter(before: StoredSums, delta: SumsDelta): DocSums {
  return sumsOf(
    before.grand_total_excl_tax + delta.net,
    before.grand_total_tax + delta.tax,
    before.cost + delta.cost,
    before.line_count + delta.lines,
    before.below_minimal_count + delta.below,
  );
}

/** Stores the sums of a document (and, given, an offer's required approval level) in one statement. */
export function storeSums(db: Db, kind: DocKind, docId: number, sums: DocSums, requiredLevel?: string): void {
  // Positional parameters from the sums' fields and a statement text made once per kind: the
  // spread parameter object and the text built on every call were three quarters of its 7.6 µs (now 1.9).
  const args = [
    sums.grand_total_excl_tax,
    sums.grand_total_tax,
    sums.grand_total_incl_tax,
    sums.cost,
    sums.margin_amount,
    sums.margin,
    sums.line_count,
    sums.below_minimal_count,
  ];
  if (requiredLevel === undefined) cached(db, STORE_SUMS[kind].plain).run(...args, docId);
  else cached(db, STORE_SUMS[kind].withLevel).run(...args, requiredLevel, docId);
}

/** The UPDATE texts of {@link storeSums} by kind: without and with the required approval level. */
const STORE_SUMS = Object.fromEntries(
  (Object.keys(TABLES) as DocKind[]).map((kind) => {
    const sql = (level: string) =>
      `UPDATE ${TABLES[kind].doc} SET grand_total_excl_tax = ?, grand_total_tax = ?, grand_total_incl_tax = ?,
        cost = ?, margin_amount = ?, margin = ?, line_count = ?, below_minimal_count = ?${level} WHERE id = ?`;
    return [kind, { plain: sql(''), withLevel: sql(', required_approval_level = ?') }];
  }),
) as Record<DocKind, { plain: string; withLevel: string }>;

/** Recomputes and stores the totals of a document from its lines (in SQL: no rows loaded). */
export function recomputeTotals(db: Db, kind: DocKind, docId: number): DocSums {
  const sums = sumLines(db, kind, docId);
  storeSums(db, kind, docId, sums);
  return sums;
}

/**
 * The sums of a document after a write of its lines: moved by `delta` from the sums `doc`
 * carried when the transaction loaded it, or summed from all lines when there is no delta.
 * Nothing is stored.
 */
export function sumsAfterWrite(
  db: Db,
  kind: DocKind,
  doc: StoredSums & { id: number },
  delta: SumsDelta | null,
): DocSums {
  return delta ? sumsAfter(doc, delta) : sumLines(db, kind, doc.id);
}

/**
 * Moves a document to its next version if it is still at `version` (optimistic concurrency):
 * a stale version throws 409 and, as the caller runs in a transaction, nothing is written.
 */
export function bumpVersion(
  db: Db,
  kind: DocKind,
  docId: number,
  version: number | undefined,
  updatedAt: string,
): void {
  const t = TABLES[kind];
  const sql =
    version === undefined
      ? `UPDATE ${t.doc} SET version = version + 1, updated_at = ? WHERE id = ?`
      : `UPDATE ${t.doc} SET version = version + 1, updated_at = ? WHERE id = ? AND version = ?`;
  const args = version === undefined ? [updatedAt, docId] : [updatedAt, docId, version];
  if (cached(db, sql).run(...args).changes !== 1) throw HttpError.staleVersion(STALE_VERSION[kind]);
}

/**
 * Appends an entry to the document's history (who, on whose behalf, what): offers and orders
 * keep the same history (`offer_history`, `order_history`).
 */
export function addHistory(
  ctx: ServerContext,
  kind: DocKind,
  docId: number,
  userId: number,
  event: string,
  description: string,
  onBehalfOf: number | null = null,
): void {
  const t = TABLES[kind];
  cached(
    ctx.db,
    `INSERT INTO ${t.history} (${t.fk}, user_id, on_behalf_of, created_at, event, description) VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(docId, userId, onBehalfOf, nowIso(ctx), event, description);
}

/** A user as `{ id, fullname }` (null for null; an empty name when the user row is gone). */
export function person(db: Db, id: number | null): { id: number; fullname: string } | null {
  if (id === null) return null;
  const row = cached(db, `SELECT id, firstname || ' ' || lastname AS fullname FROM users WHERE id = ?`).get(id) as
    | { id: number; fullname: string }
    | undefined;
  return row ?? { id, fullname: '' };
}

/** The document a line belongs to (404 when there is no such line), for calls that name only the line. */
export function documentOfLine(ctx: ServerContext, kind: DocKind, itemId: number): number {
  const t = TABLES[kind];
  const docId = cached(ctx.db, `SELECT ${t.fk} FROM ${t.items} WHERE id = ?`).pluck().get(itemId) as number | undefined;
  if (docId === undefined) throw HttpError.notFound(offerMessages.errors.itemNotFound);
  return docId;
}

/** Display name of a client, or 400 on the field when it does not exist. */
export function clientName(db: Db, clientId: number, field: string): string {
  const name = db.prepare('SELECT name FROM clients WHERE id = ?').pluck().get(clientId) as string | undefined;
  if (name === undefined) throw HttpError.validation({ [field]: [offerMessages.errors.clientNotFound] });
  return name;
}

/**
 * Applies a change of quantity/price/discount to a line and recomputes it (validating the
 * quantity): a typed price drops the line's typed discount, a typed discount sets the price from
 * the line's catalogue price, a change of quantity alone keeps both.
 */
export function changedLine(line: LineRow, change: PriceChange & { quantity?: number | undefined }): LineRow {
  const quantity = change.quantity ?? line.quantity;
  checkQuantity(quantity, line.unit);
  const price = typedPrice(line.catalog_price, line, change);
  // One copy, its computed columns set in place: computeLine would copy the copy again (about
  // 5 µs a line write).
  return setComputedColumns({
    ...line,
    quantity,
    discount_bp: price.discount_bp,
    client_price: price.client_price,
  });
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

/** Document number `PREFIX/YYYY/000123` from the id. */
export function documentNumber(prefix: 'OF' | 'ZAM', id: number, createdAt: string): string {
  return `${prefix}/${createdAt.slice(0, 4)}/${String(id).padStart(6, '0')}`;
}

/** Formats a message of the offers module. */
export const fmt = formatMessage;
