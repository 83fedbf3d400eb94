import { type ClientDetail, formatNip } from '@salesdesk/sdk';
import { useSalesdesk } from '../context/salesdeskContext';
import { fillMessage } from '../messages';
import { clientMessages } from '../messages/clients';
import { clientHref } from './ClientLink';

const m = clientMessages.block;

/**
 * Where the notice stands: the card, an offer (allowed), a new order (not made) or an existing
 * order (not confirmed).
 */
export type BlockedSalesContext = 'card' | 'offer' | 'newOrder' | 'order';

/** Props of {@link BlockedSalesNotice}. */
export interface BlockedSalesNoticeProps {
  client: Pick<ClientDetail, 'id' | 'name' | 'external_id' | 'nip' | 'sales_block'>;
  context: BlockedSalesContext;
  /** The reader may release the block here (a new order — from the card too — or confirming another's): say so instead. */
  releasable?: boolean | undefined;
  className?: string;
}

/** The sentence of a context, or its release variant for a reader who may release the block. */
function sentence(context: BlockedSalesContext, releasable: boolean): string {
  if (context === 'newOrder') return releasable ? m.newOrderRelease : m.newOrder;
  if (context === 'order') return releasable ? m.orderRelease : m.order;
  if (context === 'card') return releasable ? m.cardRelease : m.card;
  return m[context];
}

/**
 * A `mailto:` to the blocked-sales mailbox with the client and the reasons filled in, so the
 * person writing only adds what they know. The card's address goes with it for the reader.
 */
export function blockedSalesMailto(
  mailbox: string,
  client: BlockedSalesNoticeProps['client'],
  origin: string | undefined,
): string {
  const reasons = client.sales_block.reasons.map((r) => r.message).join('; ');
  const subject = fillMessage(m.mailSubject, { name: client.name, number: client.external_id });
  const body = fillMessage(m.mailBody, {
    name: client.name,
    number: client.external_id,
    nip: formatNip(client.nip),
    reasons,
    link: `${origin ?? ''}${clientHref(client)}`,
  });
  return `mailto:${mailbox}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Says in words that a client is blocked for new orders and why (over the credit limit,
 * invoices overdue past the tolerance), what that means where it stands (offers stay allowed,
 * a new order is not made, an order is not confirmed — or that the reader may release it) and
 * whom to write to, as a `mailto:` with the client and the
 * reasons filled in. Nothing when the client is not blocked.
 */
export function BlockedSalesNotice({ client, context, releasable = false, className }: BlockedSalesNoticeProps) {
  const { brand } = useSalesdesk();
  if (!client.sales_block.blocked) return null;
  const reasons = client.sales_block.reasons.map((r) => r.message).join('; ');
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  return (
    <section
      aria-labelledby={`sales-block-${client.id}`}
      data-sales-block=""
      className={`rounded-lg border border-warning-500 border-l-4 bg-warning-50 p-3 text-sm text-text dark:bg-transparent ${className ?? ''}`}
    >
      <h2 id={`sales-block-${client.id}`} className="font-semibold text-warning-700 dark:text-warning-100">
        <span aria-hidden="true">⚠ </span>
        {m.title}
      </h2>
      <p className="mt-1">{fillMessage(sentence(context, releasable), { reasons })}</p>
      <p className="mt-1">
        {m.contact}{' '}
        <a
          href={blockedSalesMailto(brand.blockedSalesMailbox, client, origin)}
          className="font-medium text-primary-800 underline underline-offset-2 [overflow-wrap:anywhere] outline-none focus-visible:ring-2 focus-visible:ring-focus dark:text-primary-300"
        >
          {brand.blockedSalesMailbox}
        </a>
        .
      </p>
    </section>
  );
}
