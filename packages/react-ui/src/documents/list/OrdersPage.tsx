import { ORDER_STATUSES, type OrderSummary, offerMessages } from '@salesdesk/sdk';
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
import { ordersMessages as m } from '../../messages/orders';
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
import { orderColumns } from './orderColumns';
import { useCreateOfferFromOrders } from './useCreateOfferFromOrders';
import { useOrdersList } from './useOrdersList';

/** Most orders one offer can be made of (the contract's limit). */
const MAX_ORDERS_PER_OFFER = 50;
const rowKey = (order: OrderSummary) => order.id;
const orderHref = (order: OrderSummary) => pagePath('order', { symbol: order.id });
const statuses = ORDER_STATUSES.map((status) => ({ value: status, label: offerMessages.orderStatuses[status] }));

/**
 * Zamówienia (`/pl/dashboard/orders`): filters, a row opens its order, per-row copy, archive and
 * delete (unconfirmed) behind a confirmation, and with orders selected "Utwórz ofertę z zamówień",
 * which opens the new offer. Approvers (and deputies with something waiting) get the tabs
 * "Wszystkie" and "Do potwierdzenia" (the orders whose lines need their approval, with a count).
 */
export function OrdersPage(_: Partial<PageProps>) {
  const { tab, list, toConfirmCount, showsToConfirm } = useOrdersList();
  const { navigate } = useSalesdesk();
  const location = useRoute();
  const actions = useDocumentActions('order');
  const confirm = documentConfirmations('order', actions);
  const createOffer = useCreateOfferFromOrders();
  const selection = useBulkSelection(list, rowKey);
  const listRegion = useRef<HTMLDivElement>(null);
  const { request, ask, close } = useConfirmRequest(listRegion);
  const [problem, setProblem] = useState<string | null>(null);
  const listView = (
    <div ref={listRegion} tabIndex={-1} className="outline-none">
      <ListBase list={list} columns={orderColumns} selection={selection}>
        <ListToolbar searchLabel={m.search} filters={<DocumentListFilters statuses={statuses} archive />} />
        <BulkActionsBar>
          <Button
            size="md"
            onPress={async () => {
              const orders = await selection.resolve();
              if (orders.length > MAX_ORDERS_PER_OFFER) {
                setProblem(fillMessage(m.actions.tooMany, { max: MAX_ORDERS_PER_OFFER }));
                return;
              }
              setProblem(null);
              ask({
                title: fillMessage(m.confirm.createOfferTitle, { count: orders.length }),
                body: m.confirm.createOfferBody,
                confirmLabel: m.confirm.createOffer,
                run: () => createOffer(orders),
              });
            }}
          >
            {m.actions.createOffer}
          </Button>
          {problem ? (
            <span role="alert" className="text-sm text-danger">
              {problem}
            </span>
          ) : null}
        </BulkActionsBar>
        <DataTable<'orderList'>
          label={tab === 'toConfirm' ? m.tabs.toConfirm : m.title}
          emptyMessage={tab === 'toConfirm' ? m.emptyToConfirm : m.empty}
          rowHref={orderHref}
          rowActions={(order) => (
            <ActionMenu
              label={fillMessage(m.actions.menu, { number: order.number })}
              actions={[
                { id: 'open', label: m.actions.open },
                { id: 'copy', label: m.actions.copy },
                ...(order.archived ? [] : [{ id: 'archive' as const, label: m.actions.archive }]),
                ...(order.status === 'draft' ? [{ id: 'delete' as const, label: m.actions.delete, danger: true }] : []),
              ]}
              onAction={(id) => {
                if (id === 'open') navigate(orderHref(order));
                else if (id === 'copy') void actions.copy(order);
                else ask(confirm[id](order));
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
        <AppLink href={pagePath('addOrder', { stepId: 1 })} className={buttonClass('primary')}>
          {m.create}
        </AppLink>
      </header>
      {showsToConfirm ? (
        <Tabs
          label={m.tabsLabel}
          items={(['all', 'toConfirm'] as const).map((id) => ({
            id,
            label: m.tabs[id],
            ...(id === 'toConfirm' && toConfirmCount
              ? { count: toConfirmCount, countLabel: fillMessage(m.toConfirmCount, { count: toConfirmCount }) }
              : {}),
          }))}
          selected={tab}
          onSelect={(id) => navigate(hrefOf(location.path, id === 'all' ? {} : { tab: id }))}
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
