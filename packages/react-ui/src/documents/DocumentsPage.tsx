import { type OutboxEntry, SENT_DOCUMENT_KINDS } from '@salesdesk/sdk';
import { useListController } from '../data/useListController';
import { documentMessages as m } from '../messages/documents';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { DataTable } from '../table/DataTable';
import { FilterSelect } from '../table/FilterSelect';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { documentColumns } from './documentColumns';

const kinds = [
  { value: '', label: m.allKinds },
  ...SENT_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: m.kinds[kind] })),
];

/** A sent document opens its offer or order. */
function documentHref(entry: OutboxEntry): string | undefined {
  if (!entry.document_id) return undefined;
  return entry.document_kind === 'order'
    ? pagePath('order', { symbol: entry.document_id })
    : pagePath('offer', { symbol: entry.document_id });
}

/**
 * Dokumenty (`/pl/dashboard/documents`): the offers and orders the user sent as PDF (the
 * outbox), newest first, each opening its document and downloadable again.
 */
export function DocumentsPage(_: Partial<PageProps>) {
  const list = useListController({ endpoint: 'outboxList', tableId: 'documents', defaults: { sort: '-created_at' } });
  return (
    <section className="flex flex-col gap-2">
      <header className="pb-2">
        <h1 className="text-2xl font-semibold">{m.title}</h1>
        <p className="text-sm text-text-muted">{m.intro}</p>
      </header>
      <ListBase list={list} columns={documentColumns}>
        <ListToolbar searchLabel={m.search} filters={<FilterSelect name="kind" label={m.kind} options={kinds} />} />
        <DataTable<'outboxList'> label={m.title} emptyMessage={m.empty} rowHref={documentHref} />
        <Pagination />
      </ListBase>
    </section>
  );
}
