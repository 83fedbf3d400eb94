import { ORDER_STATUSES, type OrderSummary, offerMessages } from '@salesdesk/sdk';
import { useRef, useState } from 'react';
import { AppLink } from '../context/AppLink';
import { useSalesdesk } from '../context/salesdeskContext';
import { Button, buttonClass } from '../controls/Button';
import { ActionMenu } from '../controls/Menu';
import { RequestedConfirmDialog } from '../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../dialogs/useConfirmRequest';
import { DocumentListFilters } from '../documents/DocumentListFilters';
import { fillMessage } from '../messages';
import { ordersMessages as m } from '../messages/orders';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { BulkActionsBar } from '../table/BulkActionsBar';
import { DataTable } from '../table/DataTable';
import { ListBase } from '../table/ListContext';
import { ListToolbar } from '../table/ListToolbar';
import { Pagination } from '../table/Pagination';
import { useBulkSelection } from '../table/useBulkSelection';
import { orderColumns } from './orderColumns';
import { orderConfirmations } from './orderConfirmations';
import { useOrderActions } from './useOrderActions';
import { useOrdersList } from './useOrdersList';

/** Most orders one offer can be made of (the contract's limit). */
const MAX_ORDERS_PER_OFFER = 50;
const rowKey = (order: OrderSummary) => order.id;
const orderHref = (order: OrderSummary) => pagePath('order', { symbol: order.id });
const statuses = ORDER_STATUSES.map((status) => ({ value: status, label: offerMessages.orderStatuses[status] }));

/**
 * Zamówienia (`/pl/dashboard/orders`): filters, per-row open, copy, archive and delete
 * (unconfirmed) behind a confirmation, and with orders selected "Utwórz ofertę z zamówień",
 * which opens the new offer.
 */
export function OrdersPage(_: Partial<PageProps>) {
  const list = useOrdersList();
  const { navigate } = useSalesdesk();
  const actions = useOrderActions();
  const selection = useBulkSelection(list, rowKey);
  const listRegion = useRef<HTMLDivElement>(null);
  const { request, ask, close } = useConfirmRequest(listRegion);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className="flex flex-col gap-2">
      <header className="flex flex-wrap items-center gap-3 pb-2">
        <h1 className="mr-auto text-2xl font-semibold">{m.title}</h1>
        <AppLink href={pagePath('addOrder', { stepId: 1 })} className={buttonClass('primary')}>
          {m.create}
        </AppLink>
      </header>
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
                ask(orderConfirmations.createOffer(actions, orders));
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
            label={m.title}
            emptyMessage={m.empty}
            rowHref={orderHref}
            rowActions={(order) => (
              <ActionMenu
                label={fillMessage(m.actions.menu, { number: order.number })}
                actions={[
                  { id: 'open', label: m.actions.open },
                  { id: 'copy', label: m.actions.copy },
                  ...(order.archived ? [] : [{ id: 'archive' as const, label: m.actions.archive }]),
                  ...(order.status === 'draft'
                    ? [{ id: 'delete' as const, label: m.actions.delete, danger: true }]
                    : []),
                ]}
                onAction={(id) => {
                  if (id === 'open') navigate(orderHref(order));
                  else if (id === 'copy') void actions.copy(order);
                  else ask(orderConfirmations[id](actions, order));
                }}
              />
            )}
          />
          <Pagination />
        </ListBase>
      </div>
      <RequestedConfirmDialog request={request} onClose={close} />
    </section>
  );
}
