import { type ClientDetail, canOverrideSalesBlock } from '@salesdesk/sdk';
import { AppLink } from '../context/AppLink';
import { useRoute, useSalesdesk, useUser } from '../context/salesdeskContext';
import { buttonClass } from '../controls/Button';
import { DetailLoadState } from '../layout/DetailParts';
import { fillMessage } from '../messages';
import { clientMessages } from '../messages/clients';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { BlockedSalesNotice, blockedSalesMailto } from './BlockedSalesNotice';
import { ClientContacts } from './ClientContacts';
import { ClientCredit, ClientData, NipText } from './ClientFacts';
import { ClientTabs } from './ClientTabs';
import { useClientCard } from './useClientCard';

const m = clientMessages.card;

/**
 * The card's actions: an offer and an order for a client that may buy; for a blocked one, the
 * offer (still allowed) first and, instead of an order the wizard would refuse, the way to the
 * settlements mailbox that lifts the block — or, for a reader who may release it, the order
 * "mimo blokady".
 */
function CardActions({ client }: { client: ClientDetail }) {
  const user = useUser();
  const { brand } = useSalesdesk();
  const withClient = { 'client-id': client.id };
  const offer = pagePath('addOffer', { stepId: 1 }, withClient);
  const order = pagePath('addOrder', { stepId: 1 }, withClient);
  if (!client.sales_block.blocked) {
    return (
      <>
        <AppLink href={offer} className={buttonClass('secondary')}>
          {m.prepareOffer}
        </AppLink>
        <AppLink href={order} className={buttonClass('primary')}>
          {m.createOrder}
        </AppLink>
      </>
    );
  }
  const origin = typeof window === 'undefined' ? undefined : window.location.origin;
  return (
    <>
      <AppLink href={offer} className={buttonClass('primary')}>
        {m.prepareOffer}
      </AppLink>
      {canOverrideSalesBlock(user?.role) ? (
        <AppLink href={order} className={buttonClass('secondary')}>
          {m.createOrderAnyway}
        </AppLink>
      ) : (
        <a href={blockedSalesMailto(brand.blockedSalesMailbox, client, origin)} className={buttonClass('secondary')}>
          {m.writeToSettlements}
        </a>
      )}
    </>
  );
}

/**
 * Karta klienta (`/pl/dashboard/clients/{id}-{nazwa}`): who the client is (number, NIP checked,
 * address), its terms and credit (limit, in use, overdue) and, when it is blocked for new orders,
 * why and whom to write to; its contact people with phones and mails as links; its active offers,
 * orders, invoices and settlements in tabs; and the way into the offer and order wizards with this
 * client filled in — for a blocked client the offer and the settlements mailbox, no order
 * ({@link CardActions}).
 */
export function ClientPage(_: Partial<PageProps>) {
  const { id, tab, client } = useClientCard(useRoute());
  const user = useUser();
  if (!client.data) {
    return (
      <DetailLoadState
        error={client.error}
        messages={m}
        backHref={pagePath('clients', {})}
        onRetry={() => void client.refetch()}
      />
    );
  }
  const c = client.data;
  return (
    <article className="flex flex-col gap-5">
      <header className="flex flex-wrap items-start gap-3">
        <div className="mr-auto flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold break-words">{c.name}</h1>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-text-muted">
            <span>{fillMessage(m.number, { number: c.external_id })}</span>
            <span>
              {m.nip} <NipText nip={c.nip} />
            </span>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CardActions client={c} />
        </div>
      </header>
      <BlockedSalesNotice client={c} context="card" releasable={canOverrideSalesBlock(user?.role)} />
      <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
        <ClientData client={c} />
        <ClientCredit client={c} />
        <div className="lg:col-span-2 xl:col-span-1">
          <ClientContacts clientId={id} />
        </div>
      </div>
      <ClientTabs clientId={id} tab={tab} />
    </article>
  );
}
