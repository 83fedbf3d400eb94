import { type ClientDetail, formatNip } from '@salesdesk/sdk';
import { useSalesdesk } from '../context/SalesdeskProvider';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { clientMessages } from '../messages/clients';
import { clientHref } from './ClientLink';

const m = clientMessages.block;

/** Where the notice stands: the card, an offer (allowed) or an order (will not be confirmed). */
export type BlockedSalesContext = 'card' | 'offer' | 'order';

/** Props of {@link BlockedSalesNotice}. */
export interface BlockedSalesNoticeProps {
  client: Pick<ClientDetail, 'id' | 'name' | 'external_id' | 'nip' | 'sales_block'>;
  context: BlockedSalesContext;
  className?: string;
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
 * an order will not be confirmed) and whom to write to, as a `mailto:` with the client and the
 * reasons filled in. Nothing when the client is not blocked.
 */
export function BlockedSalesNotice({ client, context, className }: BlockedSalesNoticeProps) {
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
      <p className="mt-1">{fillMessage(m[context], { reasons })}</p>
      <p className="mt-1">
        {m.contact}{' '}
        <a
          href={blockedSalesMailto(brand.blockedSalesMailbox, client, origin)}
          className="font-medium text-primary-800 underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-focus dark:text-primary-300"
        >
          {brand.blockedSalesMailbox}
        </a>
        .
      </p>
    </section>
  );
}

/**
 * {@link BlockedSalesNotice} for a client known by id (a wizard, an order page): reads the client
 * and shows the notice once it is known to be blocked. The region is live, so choosing a blocked
 * client in a form is announced.
 */
export function ClientSalesBlockNotice({
  clientId,
  context,
  className,
}: {
  clientId: number | null | undefined;
  context: BlockedSalesContext;
  className?: string;
}) {
  const client = useApiQuery('clientById', { params: { id: clientId ?? 0 } }, { enabled: Boolean(clientId) });
  return (
    <div aria-live="polite" className={className}>
      {clientId && client.data ? <BlockedSalesNotice client={client.data} context={context} /> : null}
    </div>
  );
}
