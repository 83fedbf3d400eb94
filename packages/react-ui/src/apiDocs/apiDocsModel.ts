import type { JsonSchemaNode, OpenApiDocument, OpenApiOperation } from '@salesdesk/sdk';
import { apiDocsMessages as m } from '../messages/apiDocs';

// TYPES

/** One operation with where it lives. */
export interface DocOperation {
  method: string;
  path: string;
  operation: OpenApiOperation;
}

/** The operations of one tag, in the document's order. */
export interface DocGroup {
  name: string;
  description?: string;
  operations: DocOperation[];
}

// GROUPING

/**
 * The document's operations grouped by their first tag, groups in the order of the
 * document's `tags`, those matching `search` only (path, name, summary; case- and
 * diacritic-insensitive), empty groups left out.
 */
export function groupOperations(doc: OpenApiDocument, search = ''): DocGroup[] {
  const needle = fold(search.trim());
  const groups = new Map<string, DocGroup>();
  for (const tag of doc.tags ?? [])
    groups.set(tag.name, { name: tag.name, description: tag.description, operations: [] });
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const text = fold(`${method} ${path} ${operation.operationId} ${operation.summary ?? ''}`);
      if (needle && !needle.split(/\s+/).every((word) => text.includes(word))) continue;
      const name = operation.tags?.[0] ?? m.untagged;
      const group = groups.get(name) ?? { name, operations: [] };
      group.operations.push({ method: method.toUpperCase(), path, operation });
      groups.set(name, group);
    }
  }
  return [...groups.values()].filter((g) => g.operations.length > 0);
}

const fold = (text: string) =>
  text
    .toLocaleLowerCase('pl-PL')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');

// SCHEMAS

const COMPONENT = '#/components/schemas/';

/** The component name a `$ref` points at, or undefined for any other schema. */
export function refName(schema: JsonSchemaNode | undefined): string | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' && ref.startsWith(COMPONENT) ? ref.slice(COMPONENT.length) : undefined;
}

/** The schema of a response or body's JSON content. */
export function jsonContentSchema(part: { content?: Record<string, { schema: JsonSchemaNode }> } | undefined) {
  return part?.content?.['application/json']?.schema;
}

const list = (value: unknown): JsonSchemaNode[] => (Array.isArray(value) ? (value as JsonSchemaNode[]) : []);

/** The alternatives of a union (`anyOf`/`oneOf`), without the `null` branch. */
export function alternatives(schema: JsonSchemaNode): JsonSchemaNode[] {
  return [...list(schema.anyOf), ...list(schema.oneOf)].filter((s) => s.type !== 'null');
}

/** Whether a schema allows `null` (`type: [x, 'null']` or a `null` branch). */
export function isNullable(schema: JsonSchemaNode): boolean {
  const type = schema.type;
  if (Array.isArray(type) && type.includes('null')) return true;
  return [...list(schema.anyOf), ...list(schema.oneOf)].some((s) => s.type === 'null');
}

/** A short Polish description of a schema's type: "liczba całkowita ≥ 1", "data (RRRR-MM-DD)". */
export function typeLabel(schema: JsonSchemaNode): string {
  const name = refName(schema);
  if (name) return name;
  const options = alternatives(schema);
  if (options.length > 1) return options.map(typeLabel).join(` ${m.types.or} `);
  if (options.length === 1 && !schema.type) return typeLabel(options[0] as JsonSchemaNode);
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t && t !== 'null');
  const type = String(types[0] ?? '');
  if (type === 'array') {
    const items = schema.items as JsonSchemaNode | undefined;
    return `${m.types.array}${items ? ` ${typeLabel(items)}` : ''}`;
  }
  const format = typeof schema.format === 'string' ? m.formats[schema.format as keyof typeof m.formats] : undefined;
  const base = format ?? m.types[type as keyof typeof m.types] ?? (type || m.types.any);
  return [base, ...bounds(schema)].join(' ');
}

function bounds(schema: JsonSchemaNode): string[] {
  const out: string[] = [];
  const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
  const min = num('minimum');
  const exclusiveMin = num('exclusiveMinimum');
  const max = num('maximum');
  if (min !== undefined) out.push(`≥ ${min}`);
  if (exclusiveMin !== undefined) out.push(`> ${exclusiveMin}`);
  if (max !== undefined) out.push(`≤ ${max}`);
  const maxLength = num('maxLength');
  if (maxLength !== undefined) out.push(`(${m.types.maxLength} ${maxLength})`);
  return out;
}
