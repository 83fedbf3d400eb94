import {
  ADMIN_ROLE,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPercent,
  isOfferEditable,
  type OfferDetail,
  offerMessages,
} from '@salesdesk/sdk';
import { type ReactNode, useRef } from 'react';
import { ClientLink } from '../clients/ClientLink';
import { useUser } from '../context/SalesdeskProvider';
import { StatusBadge } from '../controls/StatusBadge';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { offerPageMessages as m } from '../messages/offer';
import type { PageProps } from '../pages/pageRegistry';
import { OfferActions } from './OfferActions';
import { OfferComments } from './OfferComments';
import { type LinesVariant, OfferLineEditor, OfferLines } from './OfferLineEditor';
import { OfferLoadState } from './OfferLoadState';
import { OfferAttachments, OfferTerms } from './OfferTerms';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function OfferHistory({ offerId }: { offerId: number }) {
  const history = useApiQuery('offerHistory', { params: { id: offerId }, query: { limit: 20 } });
  if (!history.data?.items.length) return null;
  return (
    <section aria-labelledby="offer-history" className="flex flex-col gap-2">
      <h2 id="offer-history" className="text-lg font-semibold">
        {m.history.title}
      </h2>
      <ol className="flex flex-col gap-1 text-sm">
        {history.data.items.map((h) => (
          <li key={`${h.created_at}|${h.event}|${h.description}`} className="border-t border-border py-1">
            <span className="text-text-muted">{formatDateTime(h.created_at)}</span> · {h.user.fullname}
            {h.on_behalf_of ? ` (${fillMessage(m.history.onBehalf, { name: h.on_behalf_of.fullname })})` : ''} ·{' '}
            {h.description}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The author reads the lines; anyone else the approval variant for where the offer stands. */
function linesVariant(offer: OfferDetail, userId: number | undefined): LinesVariant {
  if (offer.creator_id === userId) return 'lines';
  if (offer.approval) return 'accepted';
  if (offer.status === 'pending_approval' && offer.required_approval_level !== 'none')
    return offer.required_approval_level;
  return offer.required_approval_level === 'none' ? 'lines' : 'toAccept';
}

/**
 * Oferta (`/pl/dashboard/offers/{id}`): the facts, status and approval (with "w zastępstwie" where a
 * deputy approved), the totals, the actions this user may take now, the lines (the user's
 * columns, searchable, paged), comments and history.
 */
export function OfferPage({ location }: Partial<PageProps>) {
  const id = Number(location?.params.symbol);
  const offer = useApiQuery('offerById', { params: { id } });
  const user = useUser();
  const region = useRef<HTMLElement>(null);
  if (!offer.data) return <OfferLoadState offer={offer} />;
  const o = offer.data;
  const editable =
    isOfferEditable(o.status, o.archived) && (o.creator_id === user?.user_id || user?.role === ADMIN_ROLE);
  return (
    <article ref={region} tabIndex={-1} className="flex flex-col gap-6 outline-none">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="mr-auto text-2xl font-semibold">{fillMessage(m.title, { number: o.number })}</h1>
        <StatusBadge kind="offer" status={o.status} />
      </header>
      <OfferActions offer={o} returnFocus={region} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <dl
          aria-label={m.facts.label}
          className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-surface p-4 sm:grid-cols-3"
        >
          <Fact label={m.facts.client}>
            <ClientLink client={{ id: o.client_id, name: o.customer_fullname }} />
          </Fact>
          <Fact label={m.facts.receiver}>
            <ClientLink client={{ id: o.receiver_id ?? o.client_id, name: o.receiver_fullname }} />
          </Fact>
          <Fact label={m.facts.validUntil}>{formatDate(o.valid_until) || '—'}</Fact>
          <Fact label={m.facts.creator}>{o.creator_fullname}</Fact>
          <Fact label={m.facts.acceptor}>{o.acceptor_fullname ?? '—'}</Fact>
          <Fact label={m.facts.created}>{formatDateTime(o.created_at)}</Fact>
          <div className="col-span-full">
            <dt className="text-xs text-text-muted">{m.approval.label}</dt>
            <dd className="text-sm">
              {o.approval
                ? `${fillMessage(m.approval.given, {
                    name: o.approval.approved_by.fullname,
                    level: offerMessages.approvalLevels[o.approval.level],
                    at: formatDateTime(o.approval.approved_at),
                  })}${o.approval.on_behalf_of ? ` ${fillMessage(m.approval.onBehalf, { name: o.approval.on_behalf_of.fullname })}` : ''}`
                : o.required_approval_level === 'none'
                  ? m.approval.none
                  : fillMessage(m.approval.needed, { level: offerMessages.approvalLevels[o.required_approval_level] })}
            </dd>
          </div>
        </dl>
        <dl
          aria-label={m.totals.label}
          className="grid grid-cols-2 gap-3 rounded-lg border border-border bg-surface p-4"
        >
          <Fact label={m.totals.net}>{formatMoney(o.grand_total_excl_tax)}</Fact>
          <Fact label={m.totals.tax}>{formatMoney(o.grand_total_tax)}</Fact>
          <Fact label={m.totals.gross}>{formatMoney(o.grand_total_incl_tax)}</Fact>
          <Fact label={m.totals.margin}>
            {formatPercent(o.margin)} ({formatMoney(o.margin_amount)})
          </Fact>
        </dl>
      </div>
      {editable ? (
        <OfferLineEditor offer={o} />
      ) : (
        <OfferLines offerId={o.id} variant={linesVariant(o, user?.user_id)} />
      )}
      <OfferTerms offer={o} editable={editable} />
      <OfferAttachments offer={o} editable={editable} />
      <OfferComments offer={o} />
      <OfferHistory offerId={o.id} />
    </article>
  );
}
