import { totalsOfSums } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { LineRow } from './documentLines';
import { type DocKind, TABLES } from './documentTables';
import { cached } from './statementCache';

// A document's totals: sums of its stored (rounded) lines, summed in SQL or moved by the lines a
// write changed, and stored on the document row.

/** What a line contributes to its document's sums. */
export type LineSums = Pick<LineRow, 'total_row_excl_tax' | 'tax' | 'cost' | 'below_minimal'>;

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
