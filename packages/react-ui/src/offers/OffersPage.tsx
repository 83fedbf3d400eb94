import { CIRCULATION_OFFER_STATUSES, OFFER_STATUSES, type OfferSummary, offerMessages } from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, Tab, TabList, Tabs } from 'react-aria-components';
import { ClientFilter } from '../clients/ClientFilter';
import { AppLink } from '../context/AppLink';
import { hrefOf } from '../context/routeSource';
import { useRoute, useSalesdesk, useUser } from '../context/SalesdeskProvider';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { fillMessage } from '../messages';
import { offersMessages as m } from '../messages/offers';
import { tableMessages } from '../messages/table';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { BulkActionsBar } from '../table/BulkActionsBar';
import { DataTable } from '../table/DataTable';
import { DateRangeFilter } from '../table/DateRangeFilter';
import { FilterSelect } from '../table/FilterSelect';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { useBulkSelection } from '../table/useBulkSelection';
import { offerColumns } from './offerColumns';
import { useOfferActions } from './useOfferActions';
import { type OFFER_TABS, type OfferTab, useOffersList } from './useOffersList';

type Pending = { kind: 'archive' | 'delete'; offer: OfferSummary } | { kind: 'archiveMany'; offers: OfferSummary[] };

const rowKey = (offer: OfferSummary) => offer.id;
const offerHref = (offer: OfferSummary) => pagePath('offer', { symbol: offer.id });
const statusOptions = (statuses: readonly (typeof OFFER_STATUSES)[number][]) => [
  { value: '', label: m.filters.allStatuses },
  ...statuses.map((status) => ({ value: status, label: offerMessages.statuses[status] })),
];

const primaryButton =
  'inline-flex h-11 items-center rounded-md bg-primary-700 px-4 font-medium whitespace-nowrap text-on-primary outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[focus-visible]:ring-offset-2 hover:bg-primary-800 focus-visible:ring-2 focus-visible:ring-focus';
const secondaryButton =
  'inline-flex h-10 items-center rounded-md border border-border-strong bg-surface px-3 text-sm font-medium whitespace-nowrap outline-none data-[disabled]:opacity-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:bg-surface-sunken';
const menuItem =
  'cursor-default rounded px-3 py-2 outline-none data-[focused]:bg-surface-sunken data-[danger]:text-danger';

/**
 * Oferty (`/pl/dashboard/offers`): the tabs W obiegu, Szkice, Do akceptacji (acceptors and
 * deputies, with a count) and Wszystkie (with the archive); filters by search, status, client,
 * author and creation date; per-row open, copy, archive and delete (drafts); bulk archive; and
 * the way into the offer wizard.
 */
export function OffersPage(_: Partial<PageProps>) {
  const { tab, list, toApproveCount, showsToApprove } = useOffersList();
  const { navigate } = useSalesdesk();
  const location = useRoute();
  const user = useUser();
  const actions = useOfferActions();
  const selection = useBulkSelection(list, rowKey);
  const [pending, setPending] = useState<Pending | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const listRegion = useRef<HTMLDivElement>(null);

  // After a row leaves the list its menu is gone: keep focus in the list, never on the page body.
  const refocus = () => requestAnimationFrame(() => listRegion.current?.focus());

  const tabs: OfferTab[] = showsToApprove
    ? ['circulation', 'drafts', 'toApprove', 'all']
    : ['circulation', 'drafts', 'all'];
  const filters = (
    <>
      {tab === 'circulation' ? (
        <FilterSelect name="status" label={m.filters.status} options={statusOptions(CIRCULATION_OFFER_STATUSES)} />
      ) : null}
      {tab === 'all' ? (
        <>
          <FilterSelect name="status" label={m.filters.status} options={statusOptions(OFFER_STATUSES)} />
          <FilterSelect
            name="archived"
            label={m.filters.archived}
            options={[
              { value: '', label: m.filters.notArchived },
              { value: 'true', label: m.filters.onlyArchived },
            ]}
          />
        </>
      ) : null}
      <ClientFilter label={m.filters.client} placeholder={m.filters.clientPlaceholder} />
      {tab !== 'drafts' && user ? (
        <FilterSelect
          name="creator_id"
          label={m.filters.creator}
          options={[
            { value: '', label: m.filters.anyCreator },
            { value: String(user.user_id), label: m.filters.mine },
          ]}
        />
      ) : null}
      <DateRangeFilter label={m.filters.created} from="created_from" to="created_to" />
    </>
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
            <Tab
              key={id}
              id={id}
              className="-mb-px flex items-center gap-2 border-b-2 border-transparent px-4 py-2 font-medium whitespace-nowrap text-text-muted outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus data-[hovered]:text-text data-[selected]:border-primary-700 data-[selected]:text-text"
            >
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
      </Tabs>
      <div ref={listRegion} tabIndex={-1} className="outline-none">
        <ListBase list={list} columns={offerColumns} selection={selection}>
          <ListToolbar searchLabel={m.search} filters={filters} />
          <BulkActionsBar>
            <Button
              className={secondaryButton}
              onPress={async () => {
                const offers = await selection.resolve((done, total) => setProgress({ done, total }));
                setProgress(null);
                setPending({ kind: 'archiveMany', offers });
              }}
            >
              {progress ? fillMessage(tableMessages.collecting, progress) : m.actions.archiveSelected}
            </Button>
          </BulkActionsBar>
          <DataTable<(typeof OFFER_TABS)[OfferTab]['endpoint']>
            label={m.tabs[tab]}
            emptyMessage={m.empty[tab]}
            rowHref={offerHref}
            rowActions={(offer) => (
              <MenuTrigger>
                <Button aria-label={fillMessage(m.actions.menu, { number: offer.number })} className={secondaryButton}>
                  ⋯
                </Button>
                <Popover
                  placement="bottom end"
                  className="min-w-44 rounded-md border border-border bg-surface-raised shadow-lg"
                >
                  <Menu
                    className="p-1 outline-none"
                    onAction={(key) => {
                      if (key === 'open') navigate(offerHref(offer));
                      else if (key === 'copy') void actions.copy(offer);
                      else if (key === 'archive') setPending({ kind: 'archive', offer });
                      else if (key === 'delete') setPending({ kind: 'delete', offer });
                    }}
                  >
                    <MenuItem id="open" className={menuItem}>
                      {m.actions.open}
                    </MenuItem>
                    <MenuItem id="copy" className={menuItem}>
                      {m.actions.copy}
                    </MenuItem>
                    {offer.archived ? null : (
                      <MenuItem id="archive" className={menuItem}>
                        {m.actions.archive}
                      </MenuItem>
                    )}
                    {offer.status === 'draft' ? (
                      <MenuItem id="delete" className={menuItem} data-danger>
                        {m.actions.delete}
                      </MenuItem>
                    ) : null}
                  </Menu>
                </Popover>
              </MenuTrigger>
            )}
          />
          <Pagination />
        </ListBase>
      </div>
      <ConfirmDialog
        isOpen={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={
          pending?.kind === 'archiveMany'
            ? fillMessage(m.confirm.archiveManyTitle, { count: pending.offers.length })
            : pending?.kind === 'delete'
              ? fillMessage(m.confirm.deleteTitle, { number: pending.offer.number })
              : fillMessage(m.confirm.archiveTitle, { number: pending?.offer.number ?? '' })
        }
        confirmLabel={pending?.kind === 'delete' ? m.confirm.delete : m.confirm.archive}
        cancelLabel={m.confirm.cancel}
        workingLabel={m.confirm.working}
        destructive={pending?.kind === 'delete'}
        onConfirm={async () => {
          if (!pending) return;
          if (pending.kind === 'archiveMany') {
            await actions.archiveMany(pending.offers);
            selection.clear();
          } else if (pending.kind === 'delete') await actions.remove(pending.offer);
          else await actions.archive(pending.offer);
          refocus();
        }}
      >
        {pending?.kind === 'delete'
          ? m.confirm.deleteBody
          : pending?.kind === 'archiveMany'
            ? m.confirm.archiveManyBody
            : m.confirm.archiveBody}
      </ConfirmDialog>
    </section>
  );
}
