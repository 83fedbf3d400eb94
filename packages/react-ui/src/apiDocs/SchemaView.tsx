import type { JsonSchemaNode } from '@salesdesk/sdk';
import { createContext, useContext, useState } from 'react';
import { Button } from 'react-aria-components';
import { fillMessage } from '../messages';
import { apiDocsMessages as m } from '../messages/apiDocs';
import { alternatives, isNullable, refName, typeLabel } from './apiDocsModel';

/** The document's component schemas, for `$ref`s to open in place. */
export const SchemaComponentsContext = createContext<Record<string, JsonSchemaNode>>({});

/** Whether a schema has structure worth opening (fields, items of structure, alternatives of structure). */
function hasStructure(schema: JsonSchemaNode | undefined): boolean {
  if (!schema) return false;
  if (refName(schema) || schema.properties) return true;
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') return true;
  if (schema.items) return hasStructure(schema.items as JsonSchemaNode);
  return alternatives(schema).some(hasStructure);
}

/**
 * A component referred to by `$ref`: its name as a toggle that opens its schema in place
 * (a name already open above is shown without a toggle, so a cycle cannot recurse).
 */
function RefSchema({ name, open: startOpen, seen }: { name: string; open: boolean; seen: readonly string[] }) {
  const components = useContext(SchemaComponentsContext);
  const [open, setOpen] = useState(startOpen);
  const target = components[name];
  if (!target || seen.includes(name)) return <code className="font-mono text-sm">{name}</code>;
  return (
    <div className="flex flex-col gap-1">
      <Button
        aria-expanded={open}
        aria-label={fillMessage(open ? m.schema.hide : m.schema.show, { name })}
        onPress={() => setOpen(!open)}
        className="inline-flex w-fit items-center gap-1 rounded font-mono text-sm text-primary-700 underline outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus dark:text-primary-300"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {name}
      </Button>
      {open ? (
        <div className="border-l-2 border-border pl-3">
          {target.description ? <p className="text-sm text-text-muted">{String(target.description)}</p> : null}
          <SchemaBody schema={target} seen={[...seen, name]} />
        </div>
      ) : null}
    </div>
  );
}

/** The fields of an object schema, each with its type, flags and nested structure. */
function Fields({ schema, seen }: { schema: JsonSchemaNode; seen: readonly string[] }) {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchemaNode>);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  if (properties.length === 0) return <p className="text-sm text-text-muted">{m.schema.noFields}</p>;
  return (
    <ul className="flex flex-col gap-1.5">
      {properties.map(([key, property]) => (
        <li key={key} className="flex flex-col gap-0.5 text-sm">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <code className="font-mono font-semibold">{key}</code>
            <span className="text-text-muted">{typeLabel(property)}</span>
            {required.has(key) ? <span className="text-xs font-medium text-text">{m.schema.requiredField}</span> : null}
            {isNullable(property) ? <span className="text-xs text-text-muted">{m.schema.nullable}</span> : null}
            {property.default !== undefined ? (
              <span className="text-xs text-text-muted">
                {fillMessage(m.schema.default, { value: JSON.stringify(property.default) })}
              </span>
            ) : null}
          </div>
          <Details schema={property} />
          {hasStructure(property) ? (
            <div className="pl-4">
              <SchemaBody schema={property} seen={seen} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Description and allowed values of a field. */
function Details({ schema }: { schema: JsonSchemaNode }) {
  const values = (schema.enum ?? alternatives(schema).flatMap((s) => (s.enum as unknown[]) ?? [])) as unknown[];
  return (
    <>
      {schema.description ? <p className="text-text-muted">{String(schema.description)}</p> : null}
      {values.length ? (
        <p className="text-text-muted">
          {m.schema.values}{' '}
          {values.map((v, i) => (
            <span key={String(v)}>
              {i > 0 ? ', ' : ''}
              <code className="font-mono text-text">{String(v)}</code>
            </span>
          ))}
        </p>
      ) : null}
    </>
  );
}

/** The structure of a schema: fields, list items, alternatives, a map's values, or a reference. */
export function SchemaBody({
  schema,
  seen = [],
  open = false,
}: {
  schema: JsonSchemaNode;
  seen?: readonly string[];
  open?: boolean;
}) {
  const name = refName(schema);
  if (name) return <RefSchema name={name} open={open} seen={seen} />;
  if (schema.properties) return <Fields schema={schema} seen={seen} />;
  if (schema.items) {
    const items = schema.items as JsonSchemaNode;
    return hasStructure(items) ? <SchemaBody schema={items} seen={seen} open={open} /> : null;
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const values = schema.additionalProperties as JsonSchemaNode;
    return <p className="text-sm text-text-muted">{fillMessage(m.schema.anyKey, { type: typeLabel(values) })}</p>;
  }
  const options = alternatives(schema).filter(hasStructure);
  if (options.length === 0) return null;
  if (options.length === 1) return <SchemaBody schema={options[0] as JsonSchemaNode} seen={seen} open={open} />;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span className="text-text-muted">{m.schema.oneOf}</span>
      <ul className="flex flex-col gap-1 pl-4">
        {options.map((option, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the alternatives of a schema keep their order.
          <li key={i}>
            <SchemaBody schema={option} seen={seen} />
          </li>
        ))}
      </ul>
    </div>
  );
}
