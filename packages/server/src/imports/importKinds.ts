import { formatMessage, type ImportKind, importMessages, isValidNip, nipDigits } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import {
  bankAccount,
  type CellParser,
  code,
  date,
  eanList,
  krs,
  money,
  nip,
  postalCode,
  quantity,
  taxRate,
  text,
} from './cellParsers';
import { invoicesKind } from './invoiceKindDef';
import { peopleKinds } from './peopleKinds';
import { type ApplyRun, recordPriceChanges, recordStockChanges, recordStockDeactivation } from './productChanges';
import { applyProductSearch, markProductSearch, prepareProductSearch } from './productSearchStage';

/** A staged value: what a cell parsed to (null: the cell was empty, the current value stays). */
export type StagedValue = string | number | null;

/**
 * One column of a kind: how its cell is read and how it meets the target table. SQL pieces are
 * over `s` (the run's staging table, one row per file row) and `t` (the target row).
 */
export interface FieldDef {
  /** The SPEC §3 key (the staging table's column). */
  readonly key: string;
  readonly parse: CellParser;
  /** The target's column it writes; absent for a key that only finds the row (stock's symbol). */
  readonly column?: string;
  /** The value it writes (default `s.<key>`); null leaves the current value. */
  readonly next?: string;
  /** The current value compared with `next` (default `t.<column>`). */
  readonly current?: string;
  /** What a new row gets when the cell is empty (SQL; default NULL). */
  readonly insertDefault?: string;
  /** A new row needs a value. */
  readonly requiredForNew?: boolean;
  /** Money (grosze): shown in złote in the report's changes. */
  readonly money?: boolean;
  /** Not a file column: a value every named row gets (a product named is active again). */
  readonly implied?: boolean;
  /** Identifies the row (the file's header must have it). */
  readonly key_?: boolean;
  /** Not compared on its own (another field compares it more fully). */
  readonly noCompare?: boolean;
  /** The name the report's changes give it (default `key`). */
  readonly shownAs?: string;
}

/** What the database-reading checks of one row found: problems, and values resolved for the stage. */
export interface RowCheck {
  readonly errors: { column: string | null; message: string }[];
  readonly extra: Record<string, StagedValue>;
}

/** One kind of import: its columns, its target and how the staged rows are written. */
export interface KindDef {
  readonly kind: ImportKind;
  readonly fields: readonly FieldDef[];
  /** Staged columns resolved by `check` (ids). */
  readonly extra: readonly string[];
  /** Staged columns the stage is indexed on (how `match` and `deactivate` find staged rows). */
  readonly stageIndex: readonly string[];
  /** The target table as `<table> t`. */
  readonly target: string;
  /** How a staged row finds its target row. */
  readonly match: string;
  /** The key as people read it (SQL over `s`). */
  readonly keyLabel: string;
  /** Key columns of a new target row and their values (SQL over `s`). */
  readonly insertKeys: readonly (readonly [string, string])[];
  /**
   * Per-row checks that read the database (references, what a new row needs), made once per run;
   * it may keep state across the run's rows (an EAN seen twice).
   */
  check(db: Db): (values: Record<string, StagedValue>, row: number) => RowCheck;
  /**
   * Writes done before the updates, in the same transaction, while the target still holds the old
   * values (the price and stock history, `product_changes`). Called per chunk of the apply, with
   * the chunk as `stage` and no `deactivateWhere` (see `beforeDeactivate`).
   */
  beforeApply?(db: Db, stage: string, run: ApplyRun): void;
  /**
   * Writes done before the deactivation of `full` (the last step of an apply, after every chunk;
   * `stage` is the whole stage): the history of what it deactivates.
   */
  beforeDeactivate?(db: Db, stage: string, run: ApplyRun): void;
  /**
   * The search rows of the target, kept by the kind itself during an apply instead of by the
   * target's triggers (products: docs/imports.md, "The search index during an apply"):
   * `prepare` computes them after the staging, before the write lock; `mark`, inside the apply
   * before the writes, notes which staged rows the triggers would meet (`changed`: SQL over `s`
   * and `t`); `write`, after the updates and inserts, writes them. The triggers stand aside on
   * the connection from the updates to `write` (`withSearchBulk`).
   */
  readonly search?: {
    prepare(db: Db, stage: string, turn: () => Promise<void>): Promise<void>;
    mark(db: Db, stage: string, changed: string): void;
    write(db: Db, stage: string): void;
  };
  /**
   * Writes done after the updates and inserts of each chunk of the apply (a product's further
   * EANs), with the chunk as `stage` and no `deactivateWhere`.
   */
  afterApply?(db: Db, stage: string, run: ApplyRun): void;
  /**
   * Writes that need every row of the file written (a client's payer named by a later row, the
   * sessions of the accounts `full` deactivates): once, in the apply's last step, after every
   * chunk and before `full`'s deactivation, with the whole stage.
   */
  afterAllChunks?(db: Db, stage: string, run: ApplyRun): void;
  /**
   * What tells two rows of one file apart when the key columns alone do not (a payment's own id,
   * else its invoice, date, amount and method); default the key columns' values.
   */
  rowKey?(values: Record<string, StagedValue>): string;
  /**
   * A reason to refuse the whole file that only the staged rows together show (a staff import
   * that would leave no administrator, a payer named nowhere), or null. Asked before anything is
   * written, for a dry run too; it refuses also with `accept_valid`.
   */
  refuse?(db: Db, stage: string, run: ApplyRun): string | null;
  /** `full`: what the file does not name (SQL over `t`, with the stage's name as `{stage}`) and how it is deactivated. */
  readonly deactivate?: { readonly where: string; readonly keyLabel: string; readonly set: string };
}

const msg = importMessages.row;
const requiredForNew = (column: string) => ({ column, message: formatMessage(msg.requiredForNew, { column }) });

/** The columns a new row must have but the staged row leaves empty. */
function missingForNew(fields: readonly FieldDef[], values: Record<string, StagedValue>): RowCheck['errors'] {
  return fields.filter((f) => f.requiredForNew && values[f.key] == null).map((f) => requiredForNew(f.key));
}

const priceFields = (required: boolean): FieldDef[] =>
  (['catalog_price', 'buy_price', 'recommended_price', 'minimal_price', 'market_price'] as const).map((key) => ({
    key,
    parse: money,
    column: key,
    money: true,
    requiredForNew: required && key !== 'market_price',
    insertDefault: key === 'market_price' ? '0' : undefined,
  }));

const symbolField: FieldDef = { key: 'symbol', parse: code(50), column: 'symbol', key_: true };

/** A product's EANs as the staged JSON list: the first in `products.ean`, the others in `product_eans`. */
const currentEans = `(SELECT json_group_array(e) FROM (
  SELECT t.ean AS e, -1 AS p WHERE t.ean IS NOT NULL
  UNION ALL SELECT ean, position FROM product_eans WHERE product_id = t.id ORDER BY p))`;

const products: KindDef = {
  kind: 'products',
  fields: [
    symbolField,
    { key: 'index_name', parse: text(500), column: 'index_name', requiredForNew: true },
    { key: 'index_short_name', parse: text(200), column: 'index_short_name', insertDefault: "''" },
    { key: 'uom', parse: text(20), column: 'uom', requiredForNew: true },
    {
      key: 'ean',
      parse: eanList,
      column: 'ean',
      next: "(s.ean ->> '$[0]')",
      noCompare: true,
    },
    // The whole list (first and further EANs) compared, so a change of a further EAN is seen.
    { key: 'ean_list', parse: eanList, next: 's.ean', current: currentEans, implied: true, shownAs: 'ean' },
    ...priceFields(true),
    { key: 'tax_rate', parse: taxRate, column: 'tax_rate', requiredForNew: true },
    { key: 'manufacturer', parse: text(200), column: 'manufacturer', insertDefault: "''" },
    { key: 'catalog_number', parse: text(100), column: 'catalog_number', insertDefault: "''" },
    { key: 'description', parse: text(4000), column: 'description', insertDefault: "''" },
    { key: 'image', parse: text(1000), column: 'image' },
    { key: 'product_group', parse: text(100), column: 'product_group' },
    { key: 'collective_packaging', parse: quantity, column: 'collective_packaging' },
    {
      key: 'supplier',
      parse: text(200),
      column: 'supplier_id',
      next: 's.supplier_id',
      current: 't.supplier_id',
    },
    { key: 'is_active', parse: text(1), column: 'is_active', next: '1', implied: true },
  ],
  extra: ['supplier_id'],
  stageIndex: ['symbol'],
  target: 'products t',
  match: 't.symbol = s.symbol',
  keyLabel: 's.symbol',
  insertKeys: [['symbol', 's.symbol']],
  check(db) {
    const productId = db.prepare('SELECT id FROM products WHERE symbol = ?').pluck();
    const eanOwner = db
      .prepare(
        `SELECT coalesce(symbol, '#' || id) FROM products WHERE ean = @ean
         UNION ALL SELECT coalesce(p.symbol, '#' || p.id) FROM product_eans e JOIN products p ON p.id = e.product_id WHERE e.ean = @ean
         LIMIT 1`,
      )
      .pluck();
    const supplierByNip = db.prepare('SELECT id FROM suppliers WHERE nip = ?').pluck();
    const supplierByName = db.prepare('SELECT id FROM suppliers WHERE name = ? LIMIT 2').pluck();
    const suppliers = new Map<string, RowCheck['errors'][number] | number>();
    const eansSeen = new Map<string, number>();
    return (values, row) => {
      const errors: RowCheck['errors'] = [];
      const extra: Record<string, StagedValue> = { supplier_id: null };
      if (productId.get(values.symbol) === undefined) errors.push(...missingForNew(this.fields, values));
      if (typeof values.ean === 'string') {
        for (const ean of JSON.parse(values.ean) as string[]) {
          const first = eansSeen.get(ean);
          if (first !== undefined) {
            errors.push({ column: 'ean', message: formatMessage(msg.eanRepeated, { ean, row: first }) });
            continue;
          }
          eansSeen.set(ean, row);
          const owner = eanOwner.get({ ean }) as string | undefined;
          if (owner !== undefined && owner !== values.symbol) {
            errors.push({ column: 'ean', message: formatMessage(msg.eanTaken, { ean, symbol: owner }) });
          }
        }
      }
      if (typeof values.supplier === 'string') {
        const name = values.supplier;
        let found = suppliers.get(name.toLowerCase());
        if (found === undefined) {
          const digits = nipDigits(name);
          const ids = (digits && isValidNip(digits) ? supplierByNip.all(digits) : supplierByName.all(name)) as number[];
          found =
            ids.length === 1
              ? (ids[0] as number)
              : {
                  column: 'supplier',
                  message: formatMessage(ids.length ? msg.ambiguousSupplier : msg.unknownSupplier, { value: name }),
                };
          suppliers.set(name.toLowerCase(), found);
        }
        if (typeof found === 'number') extra.supplier_id = found;
        else errors.push(found);
      }
      return { errors, extra };
    };
  },
  beforeApply: recordPriceChanges,
  search: { prepare: prepareProductSearch, mark: markProductSearch, write: applyProductSearch },
  afterApply(db, stage) {
    db.exec(`
      DELETE FROM product_eans WHERE product_id IN (
        SELECT t.id FROM ${stage} s JOIN products t ON t.symbol = s.symbol WHERE s.ok = 1 AND s.ean IS NOT NULL);
      INSERT INTO product_eans (ean, product_id, position)
        SELECT j.value, t.id, j.key FROM ${stage} s JOIN products t ON t.symbol = s.symbol, json_each(s.ean) j
        WHERE s.ok = 1 AND s.ean IS NOT NULL AND j.key > 0;`);
  },
  deactivate: {
    where:
      't.is_active = 1 AND t.symbol IS NOT NULL AND NOT EXISTS (SELECT 1 FROM {stage} s WHERE s.symbol = t.symbol)',
    keyLabel: 't.symbol',
    set: 'is_active = 0',
  },
};

const prices: KindDef = {
  kind: 'prices',
  fields: [symbolField, ...priceFields(false)],
  extra: [],
  stageIndex: ['symbol'],
  target: 'products t',
  match: 't.symbol = s.symbol',
  keyLabel: 's.symbol',
  insertKeys: [['symbol', 's.symbol']],
  check(db) {
    const productId = db.prepare('SELECT id FROM products WHERE symbol = ?').pluck();
    return (values) => ({
      errors:
        productId.get(values.symbol) === undefined
          ? [{ column: 'symbol', message: formatMessage(msg.unknownProduct, { symbol: String(values.symbol) }) }]
          : [],
      extra: {},
    });
  },
  beforeApply: recordPriceChanges,
};

/**
 * Salesdesk's own reservations of a stock row (orders confirmed here, `stock_reservations`),
 * added on top of the ERP's so a stock import never gives back what a confirmed order holds.
 */
const salesdeskReserved =
  '(SELECT coalesce(sum(r.quantity), 0) FROM stock_reservations r WHERE r.warehouse_code = s.source_code AND r.product_id = s.product_id)';

/** The `reserved` a stock row gets: the ERP's plus salesdesk's own (see {@link salesdeskReserved}). */
const reservedNext = `(coalesce(s.reserved, 0) + ${salesdeskReserved})`;

const stock: KindDef = {
  kind: 'stock',
  fields: [
    { key: 'symbol', parse: code(50), key_: true },
    { key: 'source_code', parse: code(20), column: 'warehouse_code', key_: true },
    { key: 'stock_quantity', parse: quantity, column: 'stock_quantity', requiredForNew: true },
    {
      key: 'reserved',
      parse: quantity,
      column: 'reserved',
      next: reservedNext,
    },
    { key: 'warehouse_date', parse: date, column: 'warehouse_date' },
    { key: 'incoming', parse: quantity, column: 'incoming', insertDefault: '0' },
    { key: 'forward_to', parse: date, column: 'forward_to' },
  ],
  extra: ['product_id'],
  stageIndex: ['source_code', 'product_id'],
  target: 'warehouse_stock t',
  match: 't.warehouse_code = s.source_code AND t.product_id = s.product_id',
  keyLabel: "s.symbol || ' / ' || s.source_code",
  insertKeys: [
    ['warehouse_code', 's.source_code'],
    ['product_id', 's.product_id'],
  ],
  check(db) {
    const productId = db.prepare('SELECT id FROM products WHERE symbol = ?').pluck();
    const warehouse = db.prepare('SELECT 1 FROM warehouses WHERE code = ?').pluck();
    const row = db.prepare('SELECT 1 FROM warehouse_stock WHERE warehouse_code = ? AND product_id = ?').pluck();
    return (values) => {
      const errors: RowCheck['errors'] = [];
      const id = productId.get(values.symbol) as number | undefined;
      if (id === undefined) {
        errors.push({
          column: 'symbol',
          message: formatMessage(msg.unknownProduct, { symbol: String(values.symbol) }),
        });
      }
      if (warehouse.get(values.source_code) === undefined) {
        errors.push({
          column: 'source_code',
          message: formatMessage(msg.unknownWarehouse, { code: String(values.source_code) }),
        });
      }
      if (!errors.length && row.get(values.source_code, id) === undefined) {
        errors.push(...missingForNew(this.fields, values));
      }
      return { errors, extra: { product_id: id ?? null } };
    };
  },
  beforeApply(db, stage, run) {
    recordStockChanges(db, stage, run, reservedNext);
  },
  beforeDeactivate: recordStockDeactivation,
  deactivate: {
    where: `t.warehouse_code IN (SELECT DISTINCT source_code FROM {stage} WHERE source_code IS NOT NULL)
      AND (t.stock_quantity <> 0 OR t.incoming <> 0)
      AND NOT EXISTS (SELECT 1 FROM {stage} s WHERE s.source_code = t.warehouse_code AND s.product_id = t.product_id)`,
    keyLabel: "(SELECT symbol FROM products WHERE id = t.product_id) || ' / ' || t.warehouse_code",
    set: 'stock_quantity = 0, incoming = 0, forward_to = NULL',
  },
};

const warehouses: KindDef = {
  kind: 'warehouses',
  fields: [
    { key: 'source_code', parse: code(20), column: 'code', key_: true },
    { key: 'source_name', parse: text(200), column: 'name', requiredForNew: true },
    { key: 'company', parse: code(20), column: 'company_code', requiredForNew: true },
    { key: 'organizational_unit_name', parse: text(200), column: 'organizational_unit', insertDefault: "''" },
  ],
  extra: [],
  stageIndex: ['source_code'],
  target: 'warehouses t',
  match: 't.code = s.source_code',
  keyLabel: 's.source_code',
  insertKeys: [['code', 's.source_code']],
  check(db) {
    const exists = db.prepare('SELECT 1 FROM warehouses WHERE code = ?').pluck();
    const company = db.prepare('SELECT 1 FROM companies WHERE code = ?').pluck();
    return (values) => {
      const errors: RowCheck['errors'] = [];
      if (exists.get(values.source_code) === undefined) errors.push(...missingForNew(this.fields, values));
      if (values.company != null && company.get(values.company) === undefined) {
        errors.push({
          column: 'company',
          message: formatMessage(msg.unknownCompany, { code: String(values.company) }),
        });
      }
      return { errors, extra: {} };
    };
  },
};

const companyText = (key: string, max: number): FieldDef => ({
  key,
  parse: text(max),
  column: key,
  insertDefault: "''",
});

const companies: KindDef = {
  kind: 'companies',
  fields: [
    { key: 'code', parse: code(20), column: 'code', key_: true },
    { key: 'name', parse: text(300), column: 'name', requiredForNew: true },
    { key: 'nip', parse: nip, column: 'nip', insertDefault: "''" },
    { key: 'krs', parse: krs, column: 'krs', insertDefault: "''" },
    companyText('registry_court', 300),
    { key: 'share_capital', parse: money, column: 'share_capital', money: true },
    companyText('street', 200),
    { key: 'postal_code', parse: postalCode, column: 'postal_code', insertDefault: "''" },
    companyText('city', 100),
    { key: 'bank_account', parse: bankAccount, column: 'bank_account', insertDefault: "''" },
    companyText('phone', 50),
    companyText('email', 200),
    companyText('www', 200),
  ],
  extra: [],
  stageIndex: ['code'],
  target: 'companies t',
  match: 't.code = s.code',
  keyLabel: 's.code',
  insertKeys: [['code', 's.code']],
  check(db) {
    const exists = db.prepare('SELECT 1 FROM companies WHERE code = ?').pluck();
    return (values) => ({
      errors: exists.get(values.code) === undefined ? missingForNew(this.fields, values) : [],
      extra: {},
    });
  },
};

/** Every kind of import by name. */
export const importKinds: Readonly<Record<ImportKind, KindDef>> = {
  companies,
  warehouses,
  products,
  prices,
  stock,
  ...peopleKinds,
  invoices: invoicesKind,
};

/** The file columns of a kind (what a header may name), keys first. */
export function fileFields(kind: KindDef): FieldDef[] {
  return kind.fields.filter((f) => !f.implied);
}
