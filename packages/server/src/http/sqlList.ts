import type { ListPage } from '@salesdesk/sdk';
import type { Db } from '../db/database';

/** A WHERE fragment with its bound parameters. */
export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** How a list call maps onto SQL. */
export interface ListSpec<Row, Item> {
  /** `FROM ... JOIN ...` of the query. */
  from: string;
  /** Columns selected (`SELECT <select>`). */
  select: string;
  /** API sort key → SQL expression (an indexed column where the list is large). */
  sortColumns: Record<string, string>;
  /** Sort used when the caller gives none, e.g. `-created_at`; ties are broken by `tieBreaker`. */
  defaultSort: string;
  /** A unique expression appended to every ORDER BY so paging is stable (e.g. `p.id`). */
  tieBreaker: string;
  /** Builds the condition for `search`, or null when the list has no search. */
  search?: (term: string) => SqlCondition;
  /** Conditions always applied (scoping by user, warehouse...). */
  where?: SqlCondition[];
  /** Maps a row to the response item. */
  map: (row: Row) => Item;
}

/** The list-convention query after parsing: page, limit, sort, search. */
export interface ListParams {
  page: number;
  limit: number;
  sort?: string | undefined;
  search?: string | undefined;
}

/** Escapes `%`, `_` and `\` for a LIKE pattern used with `ESCAPE '\'`. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Runs a list call in SQL: filters, sorting, paging and the total are all computed by SQLite
 * (never in JS over all rows). `filters` are extra conditions from per-column filters.
 */
export function runList<Row, Item>(
  db: Db,
  spec: ListSpec<Row, Item>,
  query: ListParams,
  filters: SqlCondition[] = [],
): ListPage<Item> {
  const conditions = [...(spec.where ?? []), ...filters];
  if (query.search && spec.search) conditions.push(spec.search(query.search));
  const where = conditions.length ? `WHERE ${conditions.map((c) => `(${c.sql})`).join(' AND ')}` : '';
  const params = conditions.flatMap((c) => c.params);
  const sort = query.sort ?? spec.defaultSort;
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const column = spec.sortColumns[key];
  // The contract's enum already refused unknown keys; this guards a spec/contract mismatch.
  if (!column) throw new Error(`No SQL column for sort key "${key}"`);
  const order = `ORDER BY ${column} ${desc ? 'DESC' : 'ASC'}, ${spec.tieBreaker} ${desc ? 'DESC' : 'ASC'}`;
  const total = db
    .prepare(`SELECT COUNT(*) FROM ${spec.from} ${where}`)
    .pluck()
    .get(...params) as number;
  const rows = db
    .prepare(`SELECT ${spec.select} FROM ${spec.from} ${where} ${order} LIMIT ? OFFSET ?`)
    .all(...params, query.limit, (query.page - 1) * query.limit) as Row[];
  return { items: rows.map(spec.map), total, page: query.page, limit: query.limit };
}
