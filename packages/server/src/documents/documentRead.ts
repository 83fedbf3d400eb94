import type { Db } from '../db/database';
import type { AuthUser } from '../http/authenticate';
import { HttpError } from '../http/httpError';
import type { ServerContext } from '../serverContext';
import { approvalThreshold, type DocKind, type DocSums, type LineRow, linesOf, TABLES } from './documentStore';
import { seesDocument } from './offerAccess';
import { cachedRow } from './statementCache';

// The shared read side of a document kind: its row with the creator's name (and whatever else
// the kind joins), the list's sort columns, the list summary and the header, and the load with
// its 404/403. One definition per kind (offerStore.ts, orderStore.ts) drives it; the summary and
// the header keep each kind's keys in the order its answers have always had.

/** The stored columns every document has (the kind's own come on top). */
export interface DocumentColumns extends DocSums {
  id: number;
  number: string;
  client_id: number;
  receiver_id: number | null;
  customer_fullname: string;
  receiver_fullname: string;
  archived: number;
  comment: string | null;
  delivery: string | null;
  creator_id: number;
  company_code: string;
  created_at: string;
  updated_at: string;
  version: number;
  approval_level: string | null;
  approved_by: number | null;
  approved_on_behalf_of: number | null;
  approved_at: string | null;
}

/** A document row as the reads give it: with its creator's name joined in. */
export interface DocumentRowBase extends DocumentColumns {
  creator_fullname: string;
}

/**
 * A key of an answer: a column of the row under its own name, or a key whose value a function
 * gives (from the row, the server and the caller).
 */
export type Field<R> = string | readonly [key: string, value: (row: R, ctx: ServerContext, user: AuthUser) => unknown];

/** What a kind's definition says about reading it. */
export interface ReadDefinition<R extends DocumentRowBase> {
  kind: DocKind;
  /** Joins after the creator's (alias `o` for the document). */
  joins?: string;
  /** Select expressions after the creator's name. */
  select?: string;
  /** The date beside the creation date in the list (`valid_until`, `realization_date`). */
  secondDate: string;
  /** Sort keys of its own, API key → SQL expression. */
  ownSort?: Record<string, string>;
  /** Summary keys after `creator_fullname`, after `receiver_id` and after `archived`. */
  summary: { afterCreator?: Field<R>[]; afterReceiver?: Field<R>[]; afterArchived?: Field<R>[] };
  /** Header keys after the summary's and the totals'. */
  header: Field<R>[];
  notFound: string;
  forbidden: string;
  /** Who else may read it besides `seesDocument` (an approver of an offer); needs the server. */
  alsoSees?: (db: Db, user: AuthUser, row: R, ctx: ServerContext) => boolean;
}

/** The read side of one kind, made by {@link documentRead}. */
export interface DocumentRead<R extends DocumentRowBase, S, H> {
  /** FROM clause of its lists and reads. */
  from: string;
  /** SELECT clause matching `from`. */
  select: string;
  /** SQL sort expressions of its lists. */
  sortColumns: Record<string, string>;
  /** The API shape of a list row. */
  summary: (row: R) => S;
  /** The row as stored now (with the joined names), or undefined. */
  row: (db: Db, id: number) => R | undefined;
  /** The row (404) that `user` may see (403); without `ctx`, only by `seesDocument`. */
  load: (db: Db, user: AuthUser, id: number, ctx?: ServerContext) => R;
  /** The document without its lines: the header a line write answers with (one read of its row). */
  header: (ctx: ServerContext, user: AuthUser, id: number) => H;
}

const SUMS_IN_SUMMARY = ['grand_total_excl_tax', 'grand_total_incl_tax', 'margin'];
const archived: Field<DocumentRowBase> = ['archived', (row) => row.archived === 1];

/**
 * A function building an answer of `fields` as one object literal: a literal with every key
 * keeps V8's fast properties, where a spread summary with keys added after it cost most of a
 * header's time. Keys are written as JSON string literals: nothing of them is evaluated.
 */
function compileShape<R>(fields: readonly Field<R>[]) {
  const fns: ((row: R, ctx: ServerContext, user: AuthUser) => unknown)[] = [];
  const parts = fields.map((f) => {
    if (typeof f === 'string') return `${JSON.stringify(f)}: r[${JSON.stringify(f)}]`;
    fns.push(f[1]);
    return `${JSON.stringify(f[0])}: f[${fns.length - 1}](r, c, u)`;
  });
  const build = new Function('r', 'c', 'u', 'f', `return {${parts.join(', ')}};`) as (
    r: R,
    c: ServerContext | undefined,
    u: AuthUser | undefined,
    f: typeof fns,
  ) => unknown;
  return (row: R, ctx?: ServerContext, user?: AuthUser) => build(row, ctx, user, fns);
}

/** The read side of a kind from its definition. */
export function documentRead<R extends DocumentRowBase, S, H>(def: ReadDefinition<R>): DocumentRead<R, S, H> {
  const from = `${TABLES[def.kind].doc} o JOIN users cu ON cu.id = o.creator_id${def.joins ?? ''}`;
  const select = `o.*, cu.firstname || ' ' || cu.lastname AS creator_fullname${def.select ?? ''}`;
  const sortColumns: Record<string, string> = {};
  for (const key of ['created_at', 'updated_at', def.secondDate, 'number', 'customer_fullname', 'receiver_fullname']) {
    sortColumns[key] = `o.${key}`;
  }
  for (const key of ['status', ...SUMS_IN_SUMMARY]) sortColumns[key] = `o.${key}`;
  sortColumns.creator_fullname = "cu.lastname || ' ' || cu.firstname";
  Object.assign(sortColumns, def.ownSort);
  const s = def.summary;
  const summaryFields: Field<R>[] = [
    'id',
    'created_at',
    'updated_at',
    def.secondDate,
    'number',
    'customer_fullname',
    'receiver_fullname',
    'status',
    ...SUMS_IN_SUMMARY,
    'creator_fullname',
    ...(s.afterCreator ?? []),
    'client_id',
    'receiver_id',
    ...(s.afterReceiver ?? []),
    archived as Field<R>,
    ...(s.afterArchived ?? []),
    'version',
  ];
  const summary = compileShape(summaryFields);
  const header = compileShape([...summaryFields, 'grand_total_tax', 'margin_amount', ...def.header]);
  const byId = `SELECT ${select} FROM ${from} WHERE o.id = ?`;
  const row = (db: Db, id: number) => cachedRow(db, byId).get(id) as R | undefined;
  return {
    from,
    select,
    sortColumns,
    summary: (r) => summary(r) as S,
    row,
    load: (db, user, id, ctx) => {
      const r = row(db, id);
      if (!r) throw HttpError.notFound(def.notFound);
      if (seesDocument(user, r)) return r;
      if (ctx && def.alsoSees?.(db, user, r, ctx)) return r;
      throw HttpError.forbidden(def.forbidden);
    },
    header: (ctx, user, id) => header(row(ctx.db, id) as R, ctx, user) as H,
  };
}

/** The delivery data of a header (stored as JSON; null when none was given). */
export const deliveryField: Field<DocumentRowBase> = [
  'delivery',
  (row) => (row.delivery ? JSON.parse(row.delivery) : null),
];

/** A header with all the document's lines after it, in the kind's line shape: its full answer. */
export function withLines<H extends object, L>(
  ctx: ServerContext,
  kind: DocKind,
  id: number,
  header: H,
  lineOut: (line: LineRow, marginThreshold: number) => L,
): H & { items: L[] } {
  const threshold = approvalThreshold(ctx).margin_threshold;
  return { ...header, items: linesOf(ctx.db, kind, id).map((l) => lineOut(l, threshold)) };
}
