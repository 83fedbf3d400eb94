import type { ListPage } from '@salesdesk/sdk';
import type Database from 'better-sqlite3';
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
  /** Values of `?` placeholders inside `from` (e.g. a warehouse in a JOIN), bound before the conditions'. */
  fromParams?: unknown[];
  /**
   * A cheaper `FROM` for the total, with no placeholders: give it only when the joins of `from`
   * cannot change the count and no condition refers to the tables it leaves out.
   */
  countFrom?: string;
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
  /**
   * A cheaper `FROM` (no placeholders) for finding the page's keys with `pageKey`: give it only
   * when no condition or sort refers to the tables it leaves out (SQLite does not always drop an
   * unused LEFT JOIN).
   */
  keyFrom?: string;
  /**
   * The total when the caller already knows it (e.g. counted on a full-text index for a search
   * with no other filter); skips the COUNT query.
   */
  knownTotal?: number | undefined;
  /**
   * Count the total in the page-key query (`COUNT(*) OVER ()`, needs `pageKey`) instead of a
   * separate COUNT: give it when that query visits every matching row anyway (it sorts all the
   * hits of a search), so the rows are found once, not twice. A page past the end falls back to
   * the COUNT query.
   */
  countWithPage?: boolean;
  /**
   * A unique key of the rows of `from` under the `where` conditions (e.g. `p.id`). When set, the
   * page is found by key alone (a narrow sort, no wide rows through the sorter), then only the
   * page's rows are read in full: much faster for deep pages of large filtered lists.
   */
  pageKey?: string;
  /**
   * Orders a search by relevance when the caller asks for no sort: given every condition of the
   * list (the search's own included) and the page, answers the page's keys best first and the
   * total; the rows are then read by key (needs `pageKey`). Without it a search sorts by
   * `defaultSort` like any list.
   */
  ranked?: (conditions: SqlCondition[], page: { limit: number; offset: number }) => { keys: unknown[]; total: number };
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

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, cached per database (list SQL repeats; preparing costs as much as a small query). */
export function prepareCached(db: Db, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    // Keep the cache bounded: lists build SQL from a finite set of filters, but be safe.
    if (cache.size > 500) cache.clear();
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
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
  const fromParams = spec.fromParams ?? [];
  const count = (): number =>
    (spec.knownTotal !== undefined
      ? spec.knownTotal
      : spec.countFrom
        ? prepareCached(db, `SELECT COUNT(*) FROM ${spec.countFrom} ${where}`)
            .pluck()
            .get(...params)
        : prepareCached(db, `SELECT COUNT(*) FROM ${spec.from} ${where}`)
            .pluck()
            .get(...fromParams, ...params)) as number;
  const offset = (query.page - 1) * query.limit;
  let rows: Row[];
  let total: number;
  if (spec.ranked && spec.pageKey && query.search && !query.sort) {
    const ranked = spec.ranked(conditions, { limit: query.limit, offset });
    total = ranked.total;
    rows = ranked.keys.length ? readByKeys<Row>(db, spec, ranked.keys) : [];
  } else if (spec.pageKey) {
    const keyParams = [...(spec.keyFrom ? [] : fromParams), ...params, query.limit, offset];
    const keyFrom = `FROM ${spec.keyFrom ?? spec.from} ${where} ${order} LIMIT ? OFFSET ?`;
    let keys: unknown[];
    if (spec.countWithPage && spec.knownTotal === undefined) {
      const found = prepareCached(db, `SELECT ${spec.pageKey}, COUNT(*) OVER () ${keyFrom}`)
        .raw()
        .all(...keyParams) as [unknown, number][];
      keys = found.map(([key]) => key);
      total = found[0] ? found[0][1] : count();
    } else {
      total = count();
      keys = prepareCached(db, `SELECT ${spec.pageKey} ${keyFrom}`)
        .pluck()
        .all(...keyParams) as unknown[];
    }
    rows = keys.length ? readByKeys<Row>(db, spec, keys) : [];
  } else {
    total = count();
    rows = prepareCached(db, `SELECT ${spec.select} FROM ${spec.from} ${where} ${order} LIMIT ? OFFSET ?`)
      .pluck(false)
      .all(...fromParams, ...params, query.limit, offset) as Row[];
  }
  return { items: rows.map(spec.map), total, page: query.page, limit: query.limit };
}

/** Reads the full rows of a page found by key, in the order of `keys` (scoping conditions kept). */
function readByKeys<Row>(db: Db, spec: ListSpec<Row, unknown>, keys: unknown[]): Row[] {
  const scope = spec.where ?? [];
  const where = [...scope.map((c) => `(${c.sql})`), `${spec.pageKey} IN (${keys.map(() => '?').join(', ')})`];
  const fetched = prepareCached(
    db,
    `SELECT ${spec.pageKey} AS page_key__, ${spec.select} FROM ${spec.from} WHERE ${where.join(' AND ')}`,
  )
    .pluck(false)
    .all(...(spec.fromParams ?? []), ...scope.flatMap((c) => c.params), ...keys) as (Row & { page_key__: unknown })[];
  const byKey = new Map(fetched.map((row) => [row.page_key__, row]));
  const rows: Row[] = [];
  for (const key of keys) {
    const row = byKey.get(key);
    if (!row) continue;
    const { page_key__: _key, ...rest } = row;
    rows.push(rest as Row);
  }
  return rows;
}
