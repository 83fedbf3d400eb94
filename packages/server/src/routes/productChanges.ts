import { catalogueMessages, formatMessage, type ProductChange, readsEveryWarehouse } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { AuthUser } from '../http/authenticate';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { runList, type SqlCondition } from '../http/sqlList';

interface ChangeRow {
  id: number;
  product_id: number;
  warehouse_code: string | null;
  field: ProductChange['field'];
  old_value: number | string | null;
  new_value: number | string | null;
  changed_at: string;
  import_file_id: number | null;
  file_name: string | null;
}

/**
 * Which stock history the caller sees: the stock they may read in `productInWarehouses` — the
 * warehouses of their company, or (an administrator) every warehouse. Prices have no warehouse
 * and are seen by everyone who sees the product's prices: every signed-in user, buy price
 * included, as `GET /api/products/prices` and the catalogue answer it (docs/imports.md).
 */
function stockScope(user: AuthUser): SqlCondition[] {
  if (readsEveryWarehouse(user.role)) return [];
  return [
    {
      sql: 'c.warehouse_code IS NULL OR c.warehouse_code IN (SELECT code FROM warehouses WHERE company_code = ?)',
      params: [user.companyCode],
    },
  ];
}

/** A warehouse asked for by `warehouse`: it must exist (400) and its stock be the caller's to read (403). */
function checkHistoryWarehouse(db: Db, user: AuthUser, code: string): void {
  const company = db.prepare('SELECT company_code FROM warehouses WHERE code = ?').pluck().get(code) as
    | string
    | undefined;
  if (company === undefined) {
    throw HttpError.validation({ warehouse: [formatMessage(catalogueMessages.warehouse.unknown, { code })] });
  }
  if (company !== user.companyCode && !readsEveryWarehouse(user.role)) {
    throw HttpError.forbidden(formatMessage(catalogueMessages.warehouse.forbidden, { code }));
  }
}

/** A stock figure comes back with the 3 decimals the API promises (REAL arithmetic leaves noise). */
function changeValue(value: number | string | null, field: ProductChange['field']): number | string | null {
  if (typeof value !== 'number' || field.endsWith('_price')) return value;
  return Math.round(value * 1000) / 1000;
}

/** A product's price and stock history (`product_changes`, written by the imports). */
export const productChangeHandlers: Handlers = {
  productChanges: ({ params, query, user, ctx }) => {
    if (!ctx.db.prepare('SELECT 1 FROM products WHERE id = ?').get(params.id)) {
      throw HttpError.notFound(formatMessage(catalogueMessages.product.notFound, { id: params.id }));
    }
    if (query.warehouse) checkHistoryWarehouse(ctx.db, user, query.warehouse);
    const filters: SqlCondition[] = [...stockScope(user)];
    if (query.field) filters.push({ sql: 'c.field = ?', params: [query.field] });
    if (query.warehouse) filters.push({ sql: 'c.warehouse_code = ?', params: [query.warehouse] });
    return runList(
      ctx.db,
      {
        from: 'product_changes c LEFT JOIN import_files f ON f.id = c.import_file_id',
        where: [{ sql: 'c.product_id = ?', params: [params.id] }],
        select: `c.id, c.product_id, c.warehouse_code, c.field, c.old_value, c.new_value, c.changed_at,
          c.import_file_id, f.file_name`,
        sortColumns: { changed_at: 'c.changed_at' },
        defaultSort: '-changed_at',
        tieBreaker: 'c.id',
        map: (row: ChangeRow): ProductChange => ({
          id: row.id,
          product_id: row.product_id,
          warehouse_code: row.warehouse_code,
          field: row.field,
          old_value: changeValue(row.old_value, row.field),
          new_value: changeValue(row.new_value, row.field),
          changed_at: row.changed_at,
          import_file_id: row.import_file_id,
          file_name: row.file_name,
        }),
      },
      query,
      filters,
    );
  },
};
