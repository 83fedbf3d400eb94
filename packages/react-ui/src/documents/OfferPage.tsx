import {
  ADMIN_ROLE,
  formatDate,
  formatDateTime,
  isOfferEditable,
  type OfferDetail,
  offerMessages,
} from '@salesdesk/sdk';
import { useRef } from 'react';
import { useUser } from '../context/salesdeskContext';
import { StatusBadge } from '../controls/StatusBadge';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { documentMessages } from '../messages/document';
import { offerPageMessages as m } from '../messages/offer';
import type { PageProps } from '../pages/pageRegistry';
import { approverRoles } from './approvalRoles';
import { DeliverySection } from './DeliverySection';
import { DocumentBody } from './DocumentBody';
import { DocumentHistory } from './DocumentHistory';
import type { LinesVariant } from './DocumentLineEditor';
import { DocumentLoadState } from './DocumentLoadState';
import { Fact, PartyFacts } from './DocumentSummary';
import { OfferActions } from './OfferActions';
import { OfferComments } from './OfferComments';
import { OfferAttachments, OfferTerms } from './OfferTerms';

const d = documentMessages;

/** The author reads the lines; anyone else the approval variant for where the offer stands. */
function linesVariant(offer: OfferDetail, userId: number | undefined): LinesVariant {
  if (offer.creator_id === userId) return 'lines';
  if (offer.approval) return 'accepted';
  if (offer.status === 'pending_approval' && offer.required_approval_level !== 'none')
    return offer.required_approval_level;
  return offer.required_approval_level === 'none' ? 'lines' : 'toAccept';
}

/**
 * "Akceptujący": who accepted; while the offer waits, who may accept it (its level and the higher
 * ones) instead of a bare dash.
 */
function acceptorText(o: OfferDetail): string {
  if (o.acceptor_fullname) return o.acceptor_fullname;
  if (o.status === 'pending_approval' && o.required_approval_level !== 'none')
    return fillMessage(m.facts.acceptorPending, { roles: approverRoles(o.required_approval_level) });
  return '—';
}

/** The approval in one sentence: given (by whom, for whom), needed (which level), or none. */
function approvalText(o: OfferDetail): string {
  if (o.approval) {
    const given = fillMessage(m.approval.given, {
      name: o.approval.approved_by.fullname,
      level: offerMessages.approvalLevels[o.approval.level],
      at: formatDateTime(o.approval.approved_at),
    });
    return o.approval.on_behalf_of
      ? `${given} ${fillMessage(m.approval.onBehalf, { name: o.approval.on_behalf_of.fullname })}`
      : given;
  }
  return o.required_approval_level === 'none'
    ? m.approval.none
    : fillMessage(m.approval.needed, { level: offerMessages.approvalLevels[o.required_approval_level] });
}

/**
 * Oferta (`/pl/dashboard/offers/{id}`): the facts, status and approval (with "w zastępstwie" where
 * a deputy approved), the totals, the actions this user may take now (status actions, an order
 * from an accepted offer, PDF, copy, archive, delete), the lines (the editor for its author while
 * it may change), delivery, terms, attachments, comments and history.
 */
export function OfferPage({ location }: Partial<PageProps>) {
  const id = Number(location?.params.symbol);
  const offer = useApiQuery('offerById', { params: { id } });
  const user = useUser();
  const region = useRef<HTMLElement>(null);
  if (!offer.data) return <DocumentLoadState kind="offer" query={offer} />;
  const o = offer.data;
  const editable =
    isOfferEditable(o.status, o.archived) && (o.creator_id === user?.user_id || user?.role === ADMIN_ROLE);
  return (
    <article ref={region} tabIndex={-1} className="flex flex-col gap-6 outline-none">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold">{fillMessage(d.kinds.offer.title, { number: o.number })}</h1>
        <StatusBadge kind="offer" status={o.status} />
      </header>
      <OfferActions offer={o} returnFocus={region} />
      <DocumentBody
        kind="offer"
        document={o}
        editable={editable}
        factsLabel={m.facts.label}
        variant={linesVariant(o, user?.user_id)}
        facts={
          <>
            <PartyFacts document={o} />
            <Fact label={m.facts.validUntil}>{formatDate(o.valid_until) || '—'}</Fact>
            <Fact label={d.facts.creator}>{o.creator_fullname}</Fact>
            <Fact label={m.facts.acceptor}>{acceptorText(o)}</Fact>
            <Fact label={d.facts.created}>{formatDateTime(o.created_at)}</Fact>
            <Fact label={m.approval.label} wide>
              <span className="text-sm font-normal">{approvalText(o)}</span>
            </Fact>
          </>
        }
      />
      <DeliverySection kind="offer" document={o} editable={editable} receiverId={o.receiver_id ?? o.client_id} />
      <OfferTerms offer={o} editable={editable} />
      <OfferAttachments offer={o} editable={editable} />
      <OfferComments offer={o} />
      <DocumentHistory kind="offer" documentId={o.id} />
    </article>
  );
}
