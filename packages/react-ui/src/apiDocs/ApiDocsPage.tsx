import type { JsonSchemaNode } from '@salesdesk/sdk';
import { useDeferredValue, useMemo, useState } from 'react';
import { Disclosure, DisclosurePanel, Heading, Button as TriggerButton } from 'react-aria-components';
import { useSalesdesk } from '../context/salesdeskContext';
import { SearchField } from '../controls/SearchField';
import { errorMessage } from '../data/errorMessage';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { apiDocsMessages as m } from '../messages/apiDocs';
import type { PageProps } from '../pages/pageRegistry';
import { groupOperations } from './apiDocsModel';
import { InlineText } from './InlineText';
import { OperationView } from './OperationView';
import { SchemaBody, SchemaComponentsContext } from './SchemaView';

/**
 * Dokumentacja API (`/pl/dashboard/api`), for staff developers: the OpenAPI document the
 * server publishes, read through the sdk client like any call and shown with our own
 * components (no external renderer, nothing loaded from outside): the conventions, every
 * call grouped by area and filterable, each with its parameters, body and answers, and the
 * named schemas, whose references open in place.
 */
export function ApiDocsPage(_: Partial<PageProps>) {
  const doc = useApiQuery('openApiDocument', undefined, { staleTime: Number.POSITIVE_INFINITY });
  const { client } = useSalesdesk();
  const [search, setSearch] = useState('');
  const [schemasOpen, setSchemasOpen] = useState(false);
  const deferred = useDeferredValue(search);
  const groups = useMemo(() => (doc.data ? groupOperations(doc.data, deferred) : []), [doc.data, deferred]);
  const count = groups.reduce((n, g) => n + g.operations.length, 0);
  const href = new URL('/api/openapi.json', client.baseURL || globalThis.location?.origin || 'http://localhost').href;

  if (doc.error) {
    return (
      <div role="alert" className="flex flex-col gap-1">
        <p className="font-medium text-danger">{m.loadError}</p>
        <p className="text-sm text-text-muted">{errorMessage(doc.error)}</p>
      </div>
    );
  }
  if (!doc.data) {
    return (
      <p role="status" className="text-text-muted">
        {m.loading}
      </p>
    );
  }
  const { info, components } = doc.data;
  return (
    <SchemaComponentsContext.Provider value={components.schemas}>
      <section className="flex max-w-5xl flex-col gap-4">
        <header className="flex flex-col gap-2">
          <h1 className="text-2xl font-semibold">{m.title}</h1>
          <p className="text-text-muted">
            {m.intro} {fillMessage(m.version, { version: info.version })}.
          </p>
          <a href={href} download="openapi.json" className="w-fit text-primary-700 underline dark:text-primary-300">
            {m.download}
          </a>
        </header>
        {info.description ? <InlineText text={info.description} /> : null}
        <SearchField label={m.search} placeholder={m.searchPlaceholder} value={search} onChange={setSearch} />
        <p role="status" className="text-sm text-text-muted">
          {count ? fillMessage(m.count, { count }) : m.empty}
        </p>
        {groups.map((group) => (
          <section key={group.name} aria-labelledby={`api-${group.name}`} className="flex flex-col gap-2">
            <h2 id={`api-${group.name}`} className="text-lg font-semibold">
              {group.name}
              {group.description ? (
                <span className="ml-2 text-sm font-normal text-text-muted">{group.description}</span>
              ) : null}
            </h2>
            <div className="flex flex-col gap-1">
              {group.operations.map((entry) => (
                <OperationView key={entry.operation.operationId} entry={entry} doc={doc.data} />
              ))}
            </div>
          </section>
        ))}
        <Disclosure
          isExpanded={schemasOpen}
          onExpandedChange={setSchemasOpen}
          className="rounded-md border border-border bg-surface"
        >
          <Heading className="m-0 text-lg font-semibold">
            <TriggerButton
              slot="trigger"
              className="w-full rounded-md p-2 text-left outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
            >
              {m.schema.componentsTitle} ({Object.keys(components.schemas).length})
            </TriggerButton>
          </Heading>
          <DisclosurePanel>
            {schemasOpen ? (
              <ul className="flex flex-col gap-1 border-t border-border p-3">
                {Object.keys(components.schemas).map((name) => (
                  <li key={name}>
                    <SchemaBody schema={{ $ref: `#/components/schemas/${name}` } as JsonSchemaNode} />
                  </li>
                ))}
              </ul>
            ) : null}
          </DisclosurePanel>
        </Disclosure>
      </section>
    </SchemaComponentsContext.Provider>
  );
}
