import { catalogueMessages, formatMessage, readsEveryWarehouse } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { SqlCondition } from '../http/sqlList';

/** Highest code point: the upper bound of a prefix range (`x >= term AND x < term + MAX`). */
const MAX_CHAR = '\u{10FFFF}';

/**
 * Checks warehouse codes asked for by the caller: a code that does not exist is a 400 on
 * `field`, an existing warehouse the caller may not see is a 403 (both in Polish). An
 * administrator sees every warehouse that exists (`everyWarehouseStock`); everyone else their
 * available ones.
 */
export function checkWarehouses(db: Db, user: AuthUser, codes: readonly string[], field = 'warehouse'): void {
  const exists = db.prepare('SELECT 1 FROM warehouses WHERE code = ?').pluck();
  const unknown = codes.filter((code) => !exists.get(code));
  if (unknown.length) {
    throw HttpError.validation({
      [field]: unknown.map((code) => formatMessage(catalogueMessages.warehouse.unknown, { code })),
    });
  }
  if (readsEveryWarehouse(user.role)) return;
  const denied = codes.find((code) => !user.availableWarehouses.includes(code));
  if (denied) throw HttpError.forbidden(formatMessage(catalogueMessages.warehouse.forbidden, { code: denied }));
}

/**
 * The warehouse a stock column refers to: the one asked for (checked), else the caller's
 * default warehouse when it is among the available ones, else the first available one; an
 * administrator with none of their own gets the first warehouse there is (by code).
 */
export function resolveWarehouse(db: Db, user: AuthUser, requested: string | undefined): string {
  if (requested) {
    checkWarehouses(db, user, [requested]);
    return requested;
  }
  if (user.defaultWarehouse && user.availableWarehouses.includes(user.defaultWarehouse)) return user.defaultWarehouse;
  const first =
    user.availableWarehouses[0] ??
    (readsEveryWarehouse(user.role)
      ? (db.prepare('SELECT code FROM warehouses ORDER BY code LIMIT 1').pluck().get() as string | undefined)
      : undefined);
  if (!first) throw HttpError.forbidden(catalogueMessages.warehouse.none);
  return first;
}

/** `?, ?, ?` for a list of bound values. */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/** A prefix-range condition on an indexed column (uses the column's collation). */
export function prefixCondition(column: string, term: string): SqlCondition {
  return { sql: `${column} >= ? AND ${column} < ?`, params: [term, term + MAX_CHAR] };
}

/** An equality condition on a column, when the filter is given. */
export function equals(column: string, value: unknown): SqlCondition[] {
  return value === undefined ? [] : [{ sql: `${column} = ?`, params: [value] }];
}

/** Rounds a stock figure to the 3 decimals the API promises (REAL arithmetic leaves noise). */
export function qty(value: number | null | undefined): number {
  return Math.round((value ?? 0) * 1000) / 1000;
}
