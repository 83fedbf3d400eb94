import {
  CIRCULATION_OFFER_STATUSES,
  OFFER_STATUSES,
  type OfferStatus,
  type OfferSummary,
  offerMessages,
} from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { Button, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { AppLink } from '../context/AppLink';
import { hrefOf } from '../context/routeSource';
import { useRoute, useSalesdesk } from '../context/SalesdeskProvider';
import { RequestedConfirmDialog } from '../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../dialogs/useConfirmRequest';
import { DocumentListFilters } from '../documents/DocumentListFilters';
import { fillMessage } from '../messages';
import { offersMessages as m } from '../messages/offers';
import { tableMessages } from '../messages/table';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { BulkActionsBar } from '../table/BulkActionsBar';
import { DataTable } from '../table/DataTable';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { RowActionsMenu } from '../table/RowActionsMenu';
import { useBulkSelection } from '../table/useBulkSelection';
import { offerColumns } from './offerColumns';
import { offerConfirmations } from './offerConfirmations';
import { useOfferActions } from './useOfferActions';
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

const primaryButton =
  'inline-flex h-11 items-center rounded-md bg-primary-700 px-4 font-medium whitespace-nowrap text-on-primary outline-none hover:bg-primary-800 focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2';
const secondaryButton =
  'inline-flex h-10 items-center rounded-md border border-border-strong bg-surface px-3 text-sm font-medium whitespace-nowrap outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken';
const tabClass =
  '-mb-px flex items-center gap-2 border-b-2 border-transparent px-4 py-2 font-medium whitespace-nowrap text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:text-text data-[selected]:border-primary-700 data-[selected]:text-text';

/**
 * Oferty (`/pl/dashboard/offers`): the tabs W obiegu, Szkice, Do akceptacji (acceptors and
 * deputies, with a count) and Wszystkie (with the archive); filters; per-row open, copy,
 * archive and delete (drafts) behind a confirmation; bulk archive; the way into the wizard.
 */
export function OffersPage(_: Partial<PageProps>) {
  const { tab, list, toApproveCount, showsToApprove } = useOffersList();
  const { navigate } = useSalesdesk();
  const location = useRoute();
  const actions = useOfferActions();
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
            className={secondaryButton}
            onPress={async () => {
              const offers = await selection.resolve((done, total) => setProgress({ done, total }));
              setProgress(null);
              ask(offerConfirmations.archiveMany(actions, offers), () => selection.clear());
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
            <RowActionsMenu
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
                else ask(offerConfirmations[id](actions, offer));
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
        <AppLink href={pagePath('addOffer', { stepId: 1 })} className={primaryButton}>
          {m.prepare}
        </AppLink>
      </header>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => navigate(hrefOf(location.path, key === 'circulation' ? {} : { tab: String(key) }))}
      >
        <TabList aria-label={m.tabsLabel} className="mb-3 flex gap-1 overflow-x-auto border-b border-border">
          {tabs.map((id) => (
            <Tab key={id} id={id} className={tabClass}>
              {m.tabs[id]}
              {id === 'toApprove' && toApproveCount ? (
                <>
                  <span
                    aria-hidden="true"
                    className="rounded-full bg-primary-700 px-2 text-xs font-semibold text-on-primary"
                  >
                    {toApproveCount}
                  </span>
                  <span className="sr-only">{fillMessage(m.toApproveCount, { count: toApproveCount })}</span>
                </>
              ) : null}
            </Tab>
          ))}
        </TabList>
        {tabs.map((id) => (
          <TabPanel key={id} id={id} className="outline-none">
            {id === tab ? listView : null}
          </TabPanel>
        ))}
      </Tabs>
      <RequestedConfirmDialog request={request} onClose={close} />
    </section>
  );
}
