import { PRICE_CHANGE_FIELDS } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { SystemMail } from '../mail/mailQueue';

/** What the history of one applied run is written with. */
export interface ApplyRun {
  /** The run's record in `import_files` the history rows point at; null for a run without one. */
  readonly importFileId: number | null;
  /** `full`: the target rows (`t`) the run deactivates, as SQL with the stage's name filled in; else null. */
  readonly deactivateWhere: string | null;
  /** How a system e-mail the apply writes is sent (the run's `ImportOptions.mail`); absent: only stored. */
  readonly mail?: SystemMail | undefined;
}

/** One history field of a target row: its name, the value before (SQL over `t`) and after (over `s` and `t`). */
interface ChangeSql {
  readonly field: string;
  readonly old: string;
  readonly next: string;
  /** When the field changed (default: `next` is a value and differs from `old`). */
  readonly when?: string;
}

/**
 * Writes one `product_changes` row per field whose value differs, for the staged rows that meet
 * an existing target row: one INSERT … SELECT of UNION ALLs (a scan of the stage per field),
 * never a row at a time in JS, so a 200,000-row file costs a few set-wise passes. Must run
 * before the update it records (it reads the old values from the target).
 */
function insertChanges(
  db: Db,
  run: ApplyRun,
  from: string,
  productId: string,
  warehouse: string,
  fields: readonly ChangeSql[],
): void {
  const at = db
    .prepare(
      "SELECT coalesce((SELECT started_at FROM import_files WHERE id = ?), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
    )
    .pluck()
    .get(run.importFileId) as string;
  const selects = fields.map(
    (f) =>
      `SELECT ${productId} AS product_id, ${warehouse} AS warehouse_code, '${f.field}' AS field, ${f.old} AS old_value, ${f.next} AS new_value
       ${from} AND ${f.when ?? `(${f.next}) IS NOT NULL AND (${f.next}) IS NOT (${f.old})`}`,
  );
  db.prepare(
    `INSERT INTO product_changes (product_id, warehouse_code, field, old_value, new_value, changed_at, import_file_id)
     SELECT product_id, warehouse_code, field, old_value, new_value, @at, @run FROM (${selects.join('\nUNION ALL\n')})`,
  ).run({ at, run: run.importFileId });
}

/**
 * The price history of a products or prices run: each of the five prices an existing product
 * gets a new value of (an empty cell keeps the price, so it is no change). A new product's first
 * prices are not a change: its history starts from them.
 */
export function recordPriceChanges(db: Db, stage: string, run: ApplyRun): void {
  insertChanges(
    db,
    run,
    `FROM ${stage} s JOIN products t ON t.symbol = s.symbol WHERE s.ok = 1`,
    't.id',
    'NULL',
    PRICE_CHANGE_FIELDS.map((f) => ({ field: f, old: `t.${f}`, next: `s.${f}` })),
  );
}

/**
 * The stock history of a stock run, per warehouse: physical stock, available stock (what the
 * update's `reserved` leaves: `reservedNext`, SQL over `s`), on its way, its date and the last
 * receipt's date, for existing stock rows; and for `full`, the rows the run zeroes. A new stock
 * row's first figures are not a change.
 */
export function recordStockChanges(db: Db, stage: string, run: ApplyRun, reservedNext: string): void {
  const stockNext = 'coalesce(s.stock_quantity, t.stock_quantity)';
  insertChanges(
    db,
    run,
    `FROM ${stage} s JOIN warehouse_stock t ON t.warehouse_code = s.source_code AND t.product_id = s.product_id WHERE s.ok = 1`,
    't.product_id',
    't.warehouse_code',
    [
      { field: 'stock_quantity', old: 't.stock_quantity', next: 's.stock_quantity' },
      // The generated column's own expression over the values the update writes.
      { field: 'available_stock', old: 't.available_stock', next: `max(${stockNext} - ${reservedNext}, 0)` },
      { field: 'incoming', old: 't.incoming', next: 's.incoming' },
      { field: 'forward_to', old: 't.forward_to', next: 's.forward_to' },
      { field: 'warehouse_date', old: 't.warehouse_date', next: 's.warehouse_date' },
    ],
  );
  recordStockDeactivation(db, stage, run);
}

/**
 * The stock history of what a `full` stock run zeroes (the stock rows of the file's warehouses it
 * does not name), written before the zeroing; nothing without `run.deactivateWhere`.
 */
export function recordStockDeactivation(db: Db, _stage: string, run: ApplyRun): void {
  if (!run.deactivateWhere) return;
  // What `full` does to a stock row the file does not name: no stock, nothing on its way.
  insertChanges(db, run, `FROM warehouse_stock t WHERE ${run.deactivateWhere}`, 't.product_id', 't.warehouse_code', [
    { field: 'stock_quantity', old: 't.stock_quantity', next: '0' },
    { field: 'available_stock', old: 't.available_stock', next: '0' },
    { field: 'incoming', old: 't.incoming', next: '0' },
    // A staged NULL means "keep"; here the date is cleared, so the change is stated by hand.
    { field: 'forward_to', old: 't.forward_to', next: 'NULL', when: 't.forward_to IS NOT NULL' },
  ]);
}
