import {
  OFFER_STATUSES,
  type OfferSummary,
  type OutboxEntry,
  offerMessages,
  SENT_DOCUMENT_KINDS,
} from '@salesdesk/sdk';
import { hrefOf } from '../../context/routeSource';
import { useRoute, useSalesdesk } from '../../context/salesdeskContext';
import { Tabs } from '../../controls/Tabs';
import { useListController } from '../../data/useListController';
import { documentMessages as m } from '../../messages/documents';
import { type PageProps, pagePath } from '../../pages/pageRegistry';
import { DataTable } from '../../table/DataTable';
import { FilterSelect } from '../../table/FilterSelect';
import { ListBase } from '../../table/ListContext';
import { ListToolbar } from '../../table/ListToolbar';
import { Pagination } from '../../table/Pagination';
import { DocumentListFilters } from './DocumentListFilters';
import { offerColumns } from './documentListColumns';
import { documentColumns } from './outboxColumns';

/** The tabs of the documents page: the documents themselves (SPEC §3's offer columns) and the PDFs sent. */
export type DocumentsTab = 'documents' | 'sent';

const kinds = [
  { value: '', label: m.allKinds },
  ...SENT_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: m.kinds[kind] })),
];
const statuses = OFFER_STATUSES.map((status) => ({ value: status, label: offerMessages.statuses[status] }));

/** A sent document opens its offer or order. */
function sentHref(entry: OutboxEntry): string | undefined {
  if (!entry.document_id) return undefined;
  // The page of each kind is named as the kind; an entry without a kind predates orders' PDFs.
  return pagePath(entry.document_kind ?? 'offer', { symbol: entry.document_id });
}
const offerHref = (offer: OfferSummary) => pagePath('offer', { symbol: offer.id });

/** Every offer the user may see, archive included, with SPEC §3's columns of the documents list. */
function DocumentsList() {
  const list = useListController({ endpoint: 'offerList', tableId: 'documents', defaults: { sort: '-updated_at' } });
  return (
    <ListBase list={list} columns={offerColumns}>
      <ListToolbar searchLabel={m.searchDocuments} filters={<DocumentListFilters statuses={statuses} archive />} />
      <DataTable<'offerList'> label={m.tabs.documents} emptyMessage={m.emptyDocuments} rowHref={offerHref} />
      <Pagination />
    </ListBase>
  );
}

/** The offers and orders the user sent as PDF (the outbox), newest first, each downloadable again. */
function SentList() {
  const list = useListController({
    endpoint: 'outboxList',
    tableId: 'sentDocuments',
    defaults: { sort: '-created_at' },
  });
  return (
    <ListBase list={list} columns={documentColumns}>
      <ListToolbar searchLabel={m.search} filters={<FilterSelect name="kind" label={m.kind} options={kinds} />} />
      <DataTable<'outboxList'> label={m.tabs.sent} emptyMessage={m.empty} rowHref={sentHref} />
      <Pagination />
    </ListBase>
  );
}

/**
 * Dokumenty (`/pl/dashboard/documents`): SPEC §3 gives the documents list the offer columns,
 * so the first tab lists the offers (archive included) with them; "Wysłane PDF"
 * (`?tab=sent`) lists what the user sent as PDF, to open or download again.
 */
export function DocumentsPage(_: Partial<PageProps>) {
  const location = useRoute();
  const { navigate } = useSalesdesk();
  const tab: DocumentsTab = location.search.tab === 'sent' ? 'sent' : 'documents';
  return (
    <section className="flex flex-col gap-2">
      <header className="pb-2">
        <h1 className="text-2xl font-semibold">{m.title}</h1>
        <p className="text-sm text-text-muted">{m.intro}</p>
      </header>
      <Tabs
        label={m.tabsLabel}
        items={(['documents', 'sent'] as const).map((id) => ({ id, label: m.tabs[id] }))}
        selected={tab}
        onSelect={(id) => navigate(hrefOf(location.path, id === 'documents' ? {} : { tab: id }))}
      >
        {tab === 'sent' ? <SentList /> : <DocumentsList />}
      </Tabs>
    </section>
  );
}
