import { z } from 'zod';
import type { JsonSchemaNode } from '../contract/apiDescription';

// TYPES

/** Which side of a schema: what a caller may send (`input`) or what the server answers (`output`). */
export type SchemaSide = 'input' | 'output';

/** Schemas to convert, each under the id it gets (a component name, or a temporary id). */
export type SchemaIds = Map<z.ZodType, string>;

/** Every converted schema by id, with `$ref`s between them already pointing at components. */
export interface ConvertedSchemas {
  /** Component schemas by their final name (`Offer`, `OfferInput`, ...). */
  components: Record<string, JsonSchemaNode>;
  /** A converted schema by id and side, its `$ref`s rewritten to the final component names. */
  schema(id: string, side: SchemaSide): JsonSchemaNode;
  /** The final component name of `id` on one side (`X` or `XInput`). */
  componentName(id: string, side: SchemaSide): string;
}

// NAMING

/** Where a component is referred to from. */
export const COMPONENT_PREFIX = '#/components/schemas/';
const INPUT_MARK = '\u0000in';

/**
 * The component name of an exported schema: `offerDetailSchema` → `OfferDetail`. Only
 * schemas a reader would look up by name are named: objects and unions of them. Scalars
 * (ids, dates, money) stay inline where they are used.
 */
export function componentNameOf(exportName: string, schema: z.ZodType): string | undefined {
  if (!isObjectLike(schema)) return undefined;
  const base = exportName.replace(/Schema$/, '');
  return base.charAt(0).toUpperCase() + base.slice(1);
}

type Def = { type?: string; options?: unknown[]; left?: unknown; right?: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod?: { def?: Def } })._zod?.def ?? {};

/** An object, or a union or intersection made only of objects. */
function isObjectLike(schema: unknown): boolean {
  const def = defOf(schema);
  if (def.type === 'object') return true;
  if (def.type === 'union') return (def.options ?? []).every(isObjectLike);
  if (def.type === 'intersection') return isObjectLike(def.left) && isObjectLike(def.right);
  return false;
}

/** The zod schemas among a module's exports, by component name (first export wins a name). */
export function namedSchemasOf(moduleExports: Record<string, unknown>): Map<z.ZodType, string> {
  const out = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  for (const [exportName, value] of Object.entries(moduleExports)) {
    if (!(value instanceof z.ZodType) || out.has(value)) continue;
    const name = componentNameOf(exportName, value);
    if (!name || taken.has(name)) continue;
    out.set(value, name);
    taken.add(name);
  }
  return out;
}

// CLEAN-UP

const SAFE_INT = Number.MAX_SAFE_INTEGER;

/**
 * Drops what says nothing to a reader or a validator beyond what is already there: the
 * `$schema`/`$id` of each converted schema, regexes behind a `format` (date, date-time, email),
 * and the safe-integer bounds zod adds to every integer.
 */
function compact(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(compact);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === '$schema' || k === '$id') continue;
    if (k === 'pattern' && 'format' in node) continue;
    if ((k === 'maximum' && v === SAFE_INT) || (k === 'minimum' && v === -SAFE_INT)) continue;
    out[k] = compact(v);
  }
  return out;
}

/** Calls `visit` on every `$ref` string of a JSON tree, replacing it with the result. */
export function mapRefs(node: unknown, visit: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => mapRefs(n, visit));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] = k === '$ref' && typeof v === 'string' ? visit(v) : mapRefs(v, visit);
  }
  return out;
}

/** The `$ref` targets (component names) a JSON tree refers to. */
export function refsIn(node: unknown, into = new Set<string>()): Set<string> {
  mapRefs(node, (ref) => {
    if (ref.startsWith(COMPONENT_PREFIX)) into.add(ref.slice(COMPONENT_PREFIX.length));
    return ref;
  });
  return into;
}

// CONVERSION

function convertSide(ids: SchemaIds, side: SchemaSide): Record<string, JsonSchemaNode> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of ids) registry.add(schema, { id });
  const mark = side === 'input' ? INPUT_MARK : '';
  const { schemas } = z.toJSONSchema(registry, {
    io: side,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `${COMPONENT_PREFIX}${id}${mark}`,
  });
  const out: Record<string, JsonSchemaNode> = {};
  for (const [id, schema] of Object.entries(schemas)) out[id] = compact(schema) as JsonSchemaNode;
  return out;
}

/**
 * Converts every schema of `ids` twice with zod 4's JSON Schema output (draft 2020-12): as
 * accepted (`input`: defaults make fields optional, coercions show their input) and as sent
 * (`output`). A schema that reads the same both ways is one component; one that differs (or
 * refers to one that differs) gets a second component, `<Name>Input`, used by request bodies
 * and parameters. Schemas refer to each other by `$ref`, never by repetition.
 */
export function convertSchemas(ids: SchemaIds): ConvertedSchemas {
  const output = convertSide(ids, 'output');
  const input = convertSide(ids, 'input');
  const plain = (node: unknown) => JSON.stringify(mapRefs(node, (ref) => ref.replace(INPUT_MARK, '')));

  // Ids whose two sides differ, then (to a fixpoint) every id whose input refers to one of them.
  const differs = new Set(Object.keys(ids.size ? input : {}).filter((id) => plain(input[id]) !== plain(output[id])));
  for (let grew = true; grew; ) {
    grew = false;
    for (const id of Object.keys(input)) {
      if (differs.has(id)) continue;
      if ([...refsIn(mapRefs(input[id], (r) => r.replace(INPUT_MARK, '')))].some((r) => differs.has(r))) {
        differs.add(id);
        grew = true;
      }
    }
  }

  const componentName = (id: string, side: SchemaSide) => (side === 'input' && differs.has(id) ? `${id}Input` : id);
  const resolveInput = (node: unknown) =>
    mapRefs(node, (ref) => {
      if (!ref.endsWith(INPUT_MARK)) return ref;
      const id = ref.slice(COMPONENT_PREFIX.length, -INPUT_MARK.length);
      return `${COMPONENT_PREFIX}${componentName(id, 'input')}`;
    }) as JsonSchemaNode;

  const components: Record<string, JsonSchemaNode> = {};
  for (const id of Object.keys(output)) {
    components[id] = output[id] as JsonSchemaNode;
    if (differs.has(id)) components[`${id}Input`] = resolveInput(input[id]);
  }
  return {
    components,
    componentName,
    schema(id, side) {
      const node = side === 'input' ? resolveInput(input[id]) : output[id];
      if (!node) throw new Error(`No schema converted under the id "${id}".`);
      return node;
    },
  };
}
