import type { DocumentKind, OfferSummary, OrderSummary } from '@salesdesk/sdk';
import { useRef } from 'react';
import { AppLink } from '../../context/AppLink';
import { hrefOf } from '../../context/routeSource';
import { useRoute, useSalesdesk } from '../../context/salesdeskContext';
import { buttonClass } from '../../controls/Button';
import { ActionMenu } from '../../controls/Menu';
import { Tabs } from '../../controls/Tabs';
import { RequestedConfirmDialog } from '../../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../../dialogs/useConfirmRequest';
import { fillMessage } from '../../messages';
import { type PageProps, pagePath } from '../../pages/pageRegistry';
import { BulkActionsBar } from '../../table/BulkActionsBar';
import { DataTable } from '../../table/DataTable';
import { ListBase } from '../../table/ListContext';
import { ListToolbar } from '../../table/ListToolbar';
import { Pagination } from '../../table/Pagination';
import { useBulkSelection } from '../../table/useBulkSelection';
import { documentConfirmations } from '../documentConfirmations';
import { useDocumentActions } from '../useDocumentActions';
import { DocumentListFilters } from './DocumentListFilters';
import { DOCUMENT_LISTS, type DocumentListEndpoint } from './documentLists';
import { useDocumentList } from './useDocumentList';

/** A row of any document list. */
type DocumentRow = OfferSummary | OrderSummary;
const rowKey = (row: { id: number }) => row.id;

/**
 * A document list page (`/pl/dashboard/offers`, `/pl/dashboard/orders`), drawn from its kind's
 * row of {@link DOCUMENT_LISTS}: the tabs (the waiting one, with a count, for acceptors and
 * deputies with something waiting), filters, a row opens its document, per-row open, copy,
 * archive and delete (drafts) behind a confirmation, the kind's action on the selected rows, and
 * the way into the wizard.
 */
export function DocumentListPage({ kind }: { kind: DocumentKind }) {
  const definition = DOCUMENT_LISTS[kind];
  const { messages: m, BulkAction } = definition;
  const { tab, list, waitingCount, showsWaiting } = useDocumentList(kind);
  const { navigate } = useSalesdesk();
  const location = useRoute();
  const actions = useDocumentActions(kind);
  const confirm = documentConfirmations(kind, actions);
  const selection = useBulkSelection(list, rowKey);
  const listRegion = useRef<HTMLDivElement>(null);
  const { request, ask, close } = useConfirmRequest(listRegion);
  const tabs = definition.tabs.filter((t) => t.id !== definition.waiting.tab || showsWaiting);
  const href = (row: { id: number }) => pagePath(definition.pages.document, { symbol: row.id });

  const listView = (
    // After a row leaves the list its menu is gone: focus comes back here, never to the page body.
    <div ref={listRegion} tabIndex={-1} className="outline-none">
      <ListBase list={list} columns={definition.columns} selection={selection}>
        <ListToolbar searchLabel={m.search} filters={<DocumentListFilters {...tab.filters} />} />
        <BulkActionsBar>
          <BulkAction selection={selection} ask={ask} confirm={confirm} />
        </BulkActionsBar>
        <DataTable<DocumentListEndpoint>
          label={tab.tableLabel ?? tab.label}
          emptyMessage={tab.empty}
          rowHref={href}
          rowActions={(listRow) => {
            const row = listRow as DocumentRow;
            return (
              <ActionMenu
                label={fillMessage(m.actions.menu, { number: row.number })}
                actions={[
                  { id: 'open', label: m.actions.open },
                  { id: 'copy', label: m.actions.copy },
                  ...(row.archived ? [] : [{ id: 'archive' as const, label: m.actions.archive }]),
                  ...(row.status === 'draft' ? [{ id: 'delete' as const, label: m.actions.delete, danger: true }] : []),
                ]}
                onAction={(id) => {
                  if (id === 'open') navigate(href(row));
                  else if (id === 'copy') void actions.copy(row);
                  else ask(confirm[id](row));
                }}
              />
            );
          }}
        />
        <Pagination />
      </ListBase>
    </div>
  );

  return (
    <section className="flex flex-col gap-2">
      <header className="flex flex-wrap items-center gap-3 pb-2">
        <h1 className="mr-auto text-2xl font-semibold">{m.title}</h1>
        <AppLink href={pagePath(definition.pages.add, { stepId: 1 })} className={buttonClass('primary')}>
          {m.create}
        </AppLink>
      </header>
      {tabs.length > 1 ? (
        <Tabs
          label={m.tabsLabel}
          items={tabs.map((t) => ({
            id: t.id,
            label: t.label,
            ...(t.id === definition.waiting.tab && waitingCount
              ? { count: waitingCount, countLabel: fillMessage(m.waitingCount, { count: waitingCount }) }
              : {}),
          }))}
          selected={tab.id}
          onSelect={(id) => navigate(hrefOf(location.path, id === definition.tabs[0].id ? {} : { tab: id }))}
        >
          {listView}
        </Tabs>
      ) : (
        listView
      )}
      <RequestedConfirmDialog request={request} onClose={close} />
    </section>
  );
}

/** Oferty (`/pl/dashboard/offers`): W obiegu, Szkice, Do akceptacji and Wszystkie (with the archive). */
export function OffersPage(_: Partial<PageProps>) {
  return <DocumentListPage kind="offer" />;
}

/** Zamówienia (`/pl/dashboard/orders`): Wszystkie and, for approvers, Do potwierdzenia. */
export function OrdersPage(_: Partial<PageProps>) {
  return <DocumentListPage kind="order" />;
}
