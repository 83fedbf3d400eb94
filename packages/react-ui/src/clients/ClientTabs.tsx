import type { ClientInvoice, OfferSummary, OrderSummary, Settlement } from '@salesdesk/sdk';
import { hrefOf } from '../context/routeSource';
import { useRoute, useSalesdesk } from '../context/salesdeskContext';
import { Tabs } from '../controls/Tabs';
import type { ListEndpointName, ListRow } from '../data/listQuery';
import { type ListControllerOptions, useListController } from '../data/useListController';
import { clientOfferColumns, clientOrderColumns } from '../documents/list/documentListColumns';
import { clientInvoiceColumns } from '../invoices/clientInvoiceColumns';
import { clientMessages } from '../messages/clients';
import { pagePath } from '../pages/pageRegistry';
import { clientSettlementColumns } from '../settlements/settlementColumns';
import type { ColumnList } from '../table/columns';
import { DataTable } from '../table/DataTable';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { CLIENT_TABS, type ClientTab } from './useClientCard';

const m = clientMessages.card;

/** One tab's list: the call, its own saved layout, the columns and where a row leads. */
function TabList<N extends ListEndpointName>({
  tab,
  options,
  columns,
  rowHref,
}: {
  tab: ClientTab;
  options: ListControllerOptions<N>;
  columns: ColumnList<ListRow<N>>;
  rowHref: (row: ListRow<N>) => string;
}) {
  // The card's lists keep their state in the URL only: a bare card of another client must not
  // come back on the page and search last used on this one.
  const list = useListController<N>({ ...options, remember: false });
  return (
    <ListBase list={list} columns={columns}>
      <ListToolbar searchLabel={m.search[tab]} />
      <DataTable<N> label={m.tabs[tab]} emptyMessage={m.empty[tab]} rowHref={rowHref} />
      <Pagination />
    </ListBase>
  );
}

const offerHref = (offer: OfferSummary) => pagePath('offer', { symbol: offer.id });
const orderHref = (order: OrderSummary) => pagePath('order', { symbol: order.id });
const invoiceHref = (invoice: ClientInvoice | Settlement) =>
  pagePath('invoice', { invoiceId: 'invoice_id' in invoice ? invoice.invoice_id : invoice.id });

function TabContent({ tab, clientId }: { tab: ClientTab; clientId: number }) {
  switch (tab) {
    case 'offers':
      return (
        <TabList<'clientActiveOfferList'>
          tab={tab}
          options={{
            endpoint: 'clientActiveOfferList',
            tableId: 'clientActiveOffers',
            params: { clientId },
            defaults: { sort: '-updated_at' },
          }}
          columns={clientOfferColumns}
          rowHref={offerHref}
        />
      );
    case 'orders':
      return (
        <TabList<'clientOrderList'>
          tab={tab}
          options={{
            endpoint: 'clientOrderList',
            tableId: 'clientOrders',
            params: { clientId },
            defaults: { sort: '-updated_at' },
          }}
          columns={clientOrderColumns}
          rowHref={orderHref}
        />
      );
    case 'invoices':
      return (
        <TabList<'clientInvoiceList'>
          tab={tab}
          options={{
            endpoint: 'clientInvoiceList',
            tableId: 'clientInvoices',
            params: { clientId },
            defaults: { sort: '-date-of-issue' },
          }}
          columns={clientInvoiceColumns}
          rowHref={invoiceHref}
        />
      );
    case 'settlements':
      return (
        <TabList<'settlementList'>
          tab={tab}
          options={{
            endpoint: 'settlementList',
            tableId: 'clientSettlements',
            fixed: { client_id: clientId },
            defaults: { sort: '-payment_date' },
          }}
          columns={clientSettlementColumns}
          rowHref={invoiceHref}
        />
      );
  }
}

/**
 * The client's documents in tabs (active offers, orders, invoices, settlements), each a data
 * table with its own saved columns and its page, sort and search in the URL; the tab is `?tab=`.
 */
export function ClientTabs({ clientId, tab }: { clientId: number; tab: ClientTab }) {
  const { navigate } = useSalesdesk();
  const location = useRoute();
  return (
    <Tabs
      label={m.tabsLabel}
      items={CLIENT_TABS.map((id) => ({ id, label: m.tabs[id] }))}
      selected={tab}
      onSelect={(id) => navigate(hrefOf(location.path, id === 'offers' ? {} : { tab: id }))}
    >
      <TabContent key={tab} tab={tab} clientId={clientId} />
    </Tabs>
  );
}
