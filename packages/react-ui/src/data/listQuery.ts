import {
  type EndpointName,
  type Endpoints,
  endpoints,
  type InputOf,
  type OutputOf,
  type QueryEndpointName,
} from '@salesdesk/sdk';
import type { z } from 'zod';

/** Reads whose answer is a page of the list convention (`{ items, total, page, limit }`). */
export type ListEndpointName = {
  [N in QueryEndpointName]: OutputOf<N> extends { items: readonly unknown[]; total: number } ? N : never;
}[QueryEndpointName];

/** A row of list `N`. */
export type ListRow<N extends ListEndpointName> = OutputOf<N>['items'][number];

/** The parsed query of list `N` (page, limit, sort, search and its filters). */
export type ListQuery<N extends ListEndpointName> = z.output<NonNullable<Endpoints[N]['query']>>;

/** Keys of the query of list `N`. */
export type ListQueryKey<N extends ListEndpointName> = Extract<keyof ListQuery<N>, string>;

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * The input of a call of list `name`: its path parameters (a client's list) and a query. The
 * one place a list's input is put together, for the list controller, "all matching" and the export.
 */
export function listInput<N extends ListEndpointName>(
  _name: N,
  params: unknown,
  query: Readonly<Record<string, unknown>>,
): InputOf<N> {
  // InputOf<N> of a generic N is a conditional type TypeScript cannot build an object for; every
  // list's input is `{ params?, query }`, which is what this spells.
  return { ...(params ? { params } : {}), query } as unknown as InputOf<N>;
}

function querySchema(name: EndpointName): ObjectSchema {
  const schema = endpoints[name].query;
  if (!schema || !('shape' in schema)) throw new TypeError(`${name} has no list query schema`);
  // Checked above to be an object schema; the endpoint table types each query schema on its own.
  return schema as unknown as ObjectSchema;
}

/** The query keys list `name` accepts (from its own zod schema). */
export function listQueryKeys(name: ListEndpointName): string[] {
  return Object.keys(querySchema(name).shape);
}

/**
 * Parses a URL query with the endpoint's own schema. Keys the endpoint does not know are left
 * out; a value the schema refuses (a stale sort field, `page=abc`, a bad date) is dropped and
 * falls back to the page's default (or none), so an old or hand-edited link never crashes the
 * page nor reaches the server as a 400. `given` lists the keys that came from the URL and
 * survived.
 */
export function parseListQuery<N extends ListEndpointName>(
  name: N,
  search: Readonly<Record<string, string>>,
  defaults: Readonly<Record<string, string>> = {},
): { query: ListQuery<N>; given: Set<string> } {
  const schema = querySchema(name);
  const candidate: Record<string, string> = {};
  const given = new Set<string>();
  for (const key of Object.keys(schema.shape)) {
    const value = search[key];
    if (value !== undefined && value !== '') {
      candidate[key] = value;
      given.add(key);
    } else if (defaults[key] !== undefined) candidate[key] = defaults[key];
  }
  for (let attempt = 0; attempt <= Object.keys(candidate).length; attempt++) {
    const result = schema.safeParse(candidate);
    if (result.success) return { query: result.data as ListQuery<N>, given };
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    // An issue without a key (should not happen with object schemas): start from the defaults.
    if (bad.has('')) break;
    for (const key of bad) {
      // A refused URL value falls back to the page's default, a refused default to none.
      if (given.delete(key) && defaults[key] !== undefined) candidate[key] = defaults[key];
      else delete candidate[key];
    }
  }
  return { query: schema.parse({}) as ListQuery<N>, given: new Set() };
}

/** The fields list `name` can be sorted by (the `sort` enum of its query schema, without `-`). */
export function sortableFields(name: ListEndpointName): string[] {
  const sort = querySchema(name).shape.sort as z.ZodType | undefined;
  // zod is a type import here (no zod in this module's bundle): the default's inner enum, read by shape.
  const options = (sort as unknown as { unwrap?: () => { options?: readonly string[] } } | undefined)?.unwrap?.()
    .options;
  return (options ?? []).filter((value) => !value.startsWith('-'));
}
