import type { OpenApiDocument, OpenApiParameter, OpenApiResponse } from '@salesdesk/sdk';
import { useState } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { apiDocsMessages as m } from '../messages/apiDocs';
import { type DocOperation, jsonContentSchema, typeLabel } from './apiDocsModel';
import { SchemaBody } from './SchemaView';

/** Colour of each method (words carry the meaning; the colour helps scanning). */
const METHOD_TONE: Record<string, string> = {
  GET: 'border-info-600 text-info-700 dark:text-info-100',
  POST: 'border-primary-600 text-primary-800 dark:text-primary-200',
  PUT: 'border-warning-500 bg-warning-50 text-warning-700 dark:bg-transparent dark:text-warning-100',
  DELETE: 'border-danger text-danger',
};

/** An HTTP method as a badge. */
export function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`inline-flex w-16 shrink-0 justify-center rounded border px-1.5 py-0.5 font-mono text-xs font-semibold ${METHOD_TONE[method] ?? 'border-border text-text-muted'}`}
    >
      {method}
    </span>
  );
}

function Parameters({ parameters }: { parameters: OpenApiParameter[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{m.operation.parameters}</caption>
      <thead className="text-text-muted">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {m.operation.name}
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            {m.operation.where}
          </th>
          <th scope="col" className="py-1 font-medium">
            {m.operation.type}
          </th>
        </tr>
      </thead>
      <tbody>
        {parameters.map((p) => (
          <tr key={`${p.in}:${p.name}`} className="border-t border-border align-top">
            <th scope="row" className="py-1 pr-3 font-normal">
              <code className="font-mono font-semibold">{p.name}</code>
              <span className="block text-xs text-text-muted">
                {p.required ? m.operation.required : m.operation.optional}
              </span>
            </th>
            <td className="py-1 pr-3 text-text-muted">{m.operation.in[p.in]}</td>
            <td className="py-1">
              {typeLabel(p.schema)}
              {Array.isArray(p.schema.enum) ? (
                <span className="block text-xs text-text-muted">{(p.schema.enum as unknown[]).join(', ')}</span>
              ) : null}
              {p.description ? <span className="block text-xs text-text-muted">{p.description}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Responses({ responses, doc }: { responses: Record<string, OpenApiResponse>; doc: OpenApiDocument }) {
  return (
    <ul className="flex flex-col gap-2">
      {Object.entries(responses).map(([status, declared]) => {
        const shared = declared.$ref?.replace('#/components/responses/', '');
        const response = (shared ? doc.components.responses?.[shared] : declared) ?? declared;
        const schema = jsonContentSchema(response);
        return (
          <li key={status} className="flex flex-col gap-1 text-sm">
            <div className="flex flex-wrap items-baseline gap-2">
              <code className="font-mono font-semibold">{status === 'default' ? '4xx/5xx' : status}</code>
              <span className="text-text-muted">{response.description}</span>
            </div>
            {schema && status.startsWith('2') ? (
              <div className="pl-4">
                <SchemaBody schema={schema} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One call: method, path and summary as a disclosure whose panel shows who may call it, its
 * parameters, its request body and its answers (success schema opened in place).
 */
export function OperationView({ entry, doc }: { entry: DocOperation; doc: OpenApiDocument }) {
  const { operation, method, path } = entry;
  const body = jsonContentSchema(operation.requestBody);
  // The description starts with the summary (shown on the trigger): the rest says who may call.
  const summary = operation.summary ?? '';
  const description = (operation.description ?? '').replace(summary, '').trim();
  // The panel is built only once opened: a closed call costs one row, not its whole schema.
  const [expanded, setExpanded] = useState(false);
  return (
    <Disclosure
      id={operation.operationId}
      isExpanded={expanded}
      onExpandedChange={setExpanded}
      className="rounded-md border border-border bg-surface"
    >
      <Heading className="m-0 text-base font-normal">
        <Button
          slot="trigger"
          className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-md p-2 text-left outline-none data-[hovered]:bg-surface-sunken data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
        >
          <MethodBadge method={method} />
          <code className="font-mono text-sm font-semibold break-all">{path}</code>
          <span className="w-full text-sm text-text-muted md:w-auto md:min-w-0 md:flex-1">{operation.summary}</span>
        </Button>
      </Heading>
      <DisclosurePanel>
        {expanded ? (
          <div className="flex flex-col gap-3 border-t border-border p-3">
            <p className="text-sm">
              <code className="font-mono">{operation.operationId}</code>
              {description ? <span className="text-text-muted"> · {description}</span> : null}
            </p>
            {operation.parameters?.length ? (
              <section className="flex flex-col gap-1">
                <h4 className="text-sm font-semibold">{m.operation.parameters}</h4>
                <Parameters parameters={operation.parameters} />
              </section>
            ) : null}
            {body ? (
              <section className="flex flex-col gap-1">
                <h4 className="text-sm font-semibold">{m.operation.body}</h4>
                <SchemaBody schema={body} open />
              </section>
            ) : null}
            <section className="flex flex-col gap-1">
              <h4 className="text-sm font-semibold">{m.operation.responses}</h4>
              <Responses responses={operation.responses} doc={doc} />
            </section>
          </div>
        ) : null}
      </DisclosurePanel>
    </Disclosure>
  );
}
