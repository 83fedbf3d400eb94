import { ADMIN_ROLE, formatDate, formatDateTime, type OrderDetail, offerMessages } from '@salesdesk/sdk';
import { useRef } from 'react';
import { AppLink } from '../context/AppLink';
import { useUser } from '../context/salesdeskContext';
import { StatusBadge } from '../controls/StatusBadge';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { orderPageMessages as m } from '../messages/order';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { ClientNotices, useReleasesSalesBlock } from './ClientNotices';
import { DeliverySection } from './DeliverySection';
import { DocumentBody } from './DocumentBody';
import { DocumentHistory } from './DocumentHistory';
import type { LinesVariant } from './DocumentLineEditor';
import { DocumentLoadState } from './DocumentLoadState';
import { Fact, PartyFacts } from './DocumentSummary';
import { DocumentToolbar } from './DocumentToolbar';
import { OrderConfirm, OrderStateNote } from './OrderConfirm';
import { OrderDeadlines } from './OrderDeadlines';
import { OrderRemarks } from './OrderRemarks';
import { approvalCovers } from './orderApproval';

const d = documentMessages;

/** The author reads the lines; anyone else the approval variant when the lines wait for one. */
function linesVariant(order: OrderDetail, author: boolean): LinesVariant {
  if (author) return 'lines';
  if (order.required_approval_level === 'none') return 'lines';
  return approvalCovers(order) ? 'accepted' : order.required_approval_level;
}

/** A link to the offer the order was made from, by its number (read when known to the reader). */
function SourceOffer({ offerId }: { offerId: number }) {
  const offer = useApiQuery('offerById', { params: { id: offerId } }, { staleTime: 60_000, retry: false });
  return (
    <AppLink href={pagePath('offer', { symbol: offerId })} className="text-primary-700 underline dark:text-primary-300">
      {offer.data?.number ?? `#${offerId}`}
    </AppLink>
  );
}

/**
 * The approval of the order's lines, in one sentence: who approved them and when (on the offer,
 * or at the confirmation), else what a draft still needs. A confirmed order never asks for one.
 */
function approvalText(order: OrderDetail): string {
  const given = order.approval;
  if (given) {
    const text = fillMessage(m.approval.given, {
      name: given.approved_by.fullname,
      level: offerMessages.approvalLevels[given.level],
      at: formatDateTime(given.approved_at),
    });
    return given.on_behalf_of
      ? `${text} ${fillMessage(m.approval.onBehalf, { name: given.on_behalf_of.fullname })}`
      : text;
  }
  if (order.status === 'confirmed') return m.approval.confirmedWithout;
  const level = offerMessages.approvalLevels[order.required_approval_level];
  if (order.required_approval_level === 'none') return m.approval.none;
  return fillMessage(approvalCovers(order) ? m.approval.covered : m.approval.needed, { level });
}

/**
 * Zamówienie (`/pl/dashboard/orders/{id}`): status, client, receiver, author and dates; the
 * actions (confirm — or who may confirm it — PDF, copy, archive, delete a draft); the totals and
 * margin; the lines (the editor for its author while a draft, read-only once confirmed); the
 * deadlines, delivery, remarks and history.
 */
export function OrderPage({ location }: Partial<PageProps>) {
  const id = Number(location?.params.symbol);
  const order = useApiQuery('orderById', { params: { id } });
  const user = useUser();
  const region = useRef<HTMLElement>(null);
  // A releaser of a blocked client's block confirms the seller's order (not their own).
  const releases = useReleasesSalesBlock(order.data);
  if (!order.data) return <DocumentLoadState kind="order" query={order} />;
  const o = order.data;
  const author = o.creator_id === user?.user_id;
  const owner = author || user?.role === ADMIN_ROLE;
  const editable = owner && o.status === 'draft' && !o.archived;
  return (
    <article ref={region} tabIndex={-1} className="flex flex-col gap-6 outline-none">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold">{fillMessage(d.kinds.order.title, { number: o.number })}</h1>
        <StatusBadge kind="order" status={o.status} />
      </header>
      <DocumentToolbar
        kind="order"
        document={o}
        owner={owner}
        archivable={!o.archived}
        deletable={o.status === 'draft'}
        returnFocus={region}
      >
        <OrderConfirm order={o} owner={owner || releases} author={author} />
      </DocumentToolbar>
      <OrderStateNote order={o} author={author} />
      <ClientNotices kind="order" clientId={o.client_id} document={o} />
      <DocumentBody
        kind="order"
        document={o}
        editable={editable}
        factsLabel={m.facts.label}
        variant={linesVariant(o, author)}
        facts={
          <>
            <PartyFacts document={o} />
            <Fact label={d.facts.creator}>{o.creator_fullname}</Fact>
            <Fact label={d.facts.created}>{formatDateTime(o.created_at)}</Fact>
            <Fact label={m.facts.realizationDate}>{formatDate(o.realization_date) || '—'}</Fact>
            <Fact label={m.facts.paymentDeadline}>{formatDate(o.payment_deadline) || '—'}</Fact>
            <Fact label={m.facts.confirmedAt}>{o.confirmed_at ? formatDateTime(o.confirmed_at) : '—'}</Fact>
            <Fact label={m.facts.offer}>{o.offer_id ? <SourceOffer offerId={o.offer_id} /> : '—'}</Fact>
            <Fact label={m.facts.warehouse}>{o.warehouse_code ?? '—'}</Fact>
            <Fact label={m.facts.approval} wide>
              <span className="text-sm font-normal">{approvalText(o)}</span>
            </Fact>
          </>
        }
      />
      <OrderDeadlines order={o} editable={editable} />
      <DeliverySection kind="order" document={o} editable={editable} receiverId={o.receiver_id ?? o.client_id} />
      <OrderRemarks order={o} editable={editable} />
      <DocumentHistory kind="order" documentId={o.id} />
    </article>
  );
}
