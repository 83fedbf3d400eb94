import {
  CIRCULATION_OFFER_STATUSES,
  OFFER_STATUSES,
  type OfferStatus,
  type OfferSummary,
  offerMessages,
} from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { AppLink } from '../../context/AppLink';
import { hrefOf } from '../../context/routeSource';
import { useRoute, useSalesdesk } from '../../context/salesdeskContext';
import { Button, buttonClass } from '../../controls/Button';
import { ActionMenu } from '../../controls/Menu';
import { Tabs } from '../../controls/Tabs';
import { RequestedConfirmDialog } from '../../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../../dialogs/useConfirmRequest';
import { fillMessage } from '../../messages';
import { offersMessages as m } from '../../messages/offers';
import { tableMessages } from '../../messages/table';
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
import { offerColumns } from './offerColumns';
import { type OfferListEndpoint, type OfferTab, useOffersList } from './useOffersList';

const rowKey = (offer: OfferSummary) => offer.id;
const statusOptions = (statuses: readonly OfferStatus[]) =>
  statuses.map((status) => ({ value: status, label: offerMessages.statuses[status] }));
/** The statuses each tab can hold (drafts and to-approve hold one each: no status filter). */
const TAB_STATUSES: Partial<Record<OfferTab, readonly OfferStatus[]>> = {
  circulation: CIRCULATION_OFFER_STATUSES,
  all: OFFER_STATUSES,
};
const offerHref = (offer: OfferSummary) => pagePath('offer', { symbol: offer.id });

/**
 * Oferty (`/pl/dashboard/offers`): the tabs W obiegu, Szkice, Do akceptacji (acceptors and
 * deputies, with a count) and Wszystkie (with the archive); filters; per-row open, copy,
 * archive and delete (drafts) behind a confirmation; bulk archive; the way into the wizard.
 */
export function OffersPage(_: Partial<PageProps>) {
  const { tab, list, toApproveCount, showsToApprove } = useOffersList();
  const { navigate } = useSalesdesk();
  const location = useRoute();
  const actions = useDocumentActions('offer');
  const confirm = documentConfirmations('offer', actions);
  const selection = useBulkSelection(list, rowKey);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const listRegion = useRef<HTMLDivElement>(null);
  const tabs: OfferTab[] = showsToApprove
    ? ['circulation', 'drafts', 'toApprove', 'all']
    : ['circulation', 'drafts', 'all'];

  const { request, ask, close } = useConfirmRequest(listRegion);

  const listView = (
    // After a row leaves the list its menu is gone: focus comes back here, never to the page body.
    <div ref={listRegion} tabIndex={-1} className="outline-none">
      <ListBase list={list} columns={offerColumns} selection={selection}>
        <ListToolbar
          searchLabel={m.search}
          filters={
            <DocumentListFilters
              {...(TAB_STATUSES[tab] ? { statuses: statusOptions(TAB_STATUSES[tab]) } : {})}
              archive={tab === 'all'}
              creator={tab !== 'drafts'}
            />
          }
        />
        <BulkActionsBar>
          <Button
            size="md"
            onPress={async () => {
              const offers = await selection.resolve((done, total) => setProgress({ done, total }));
              setProgress(null);
              ask(confirm.archiveMany(offers), () => selection.clear());
            }}
          >
            {progress ? fillMessage(tableMessages.collecting, progress) : m.actions.archiveSelected}
          </Button>
        </BulkActionsBar>
        <DataTable<OfferListEndpoint>
          label={m.tabs[tab]}
          emptyMessage={m.empty[tab]}
          rowHref={offerHref}
          rowActions={(offer) => (
            <ActionMenu
              label={fillMessage(m.actions.menu, { number: offer.number })}
              actions={[
                { id: 'open', label: m.actions.open },
                { id: 'copy', label: m.actions.copy },
                ...(offer.archived ? [] : [{ id: 'archive' as const, label: m.actions.archive }]),
                ...(offer.status === 'draft' ? [{ id: 'delete' as const, label: m.actions.delete, danger: true }] : []),
              ]}
              onAction={(id) => {
                if (id === 'open') navigate(offerHref(offer));
                else if (id === 'copy') void actions.copy(offer);
                else ask(confirm[id](offer));
              }}
            />
          )}
        />
        <Pagination />
      </ListBase>
    </div>
  );

  return (
    <section className="flex flex-col gap-2">
      <header className="flex flex-wrap items-center gap-3 pb-2">
        <h1 className="mr-auto text-2xl font-semibold">{m.title}</h1>
        <AppLink href={pagePath('addOffer', { stepId: 1 })} className={buttonClass('primary')}>
          {m.prepare}
        </AppLink>
      </header>
      <Tabs
        label={m.tabsLabel}
        items={tabs.map((id) => ({
          id,
          label: m.tabs[id],
          ...(id === 'toApprove' && toApproveCount
            ? { count: toApproveCount, countLabel: fillMessage(m.toApproveCount, { count: toApproveCount }) }
            : {}),
        }))}
        selected={tab}
        onSelect={(id) => navigate(hrefOf(location.path, id === 'circulation' ? {} : { tab: id }))}
      >
        {listView}
      </Tabs>
      <RequestedConfirmDialog request={request} onClose={close} />
    </section>
  );
}
