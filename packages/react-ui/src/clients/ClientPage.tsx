import { AppLink } from '../context/AppLink';
import { useRoute } from '../context/salesdeskContext';
import { buttonClass } from '../controls/Button';
import { DetailLoadState } from '../layout/DetailParts';
import { fillMessage } from '../messages';
import { clientMessages } from '../messages/clients';
import { type PageProps, pagePath } from '../pages/pageRegistry';
import { BlockedSalesNotice } from './BlockedSalesNotice';
import { ClientContacts } from './ClientContacts';
import { ClientCredit, ClientData, NipText } from './ClientFacts';
import { ClientTabs } from './ClientTabs';
import { useClientCard } from './useClientCard';

const m = clientMessages.card;

/**
 * Karta klienta (`/pl/dashboard/clients/{id}-{nazwa}`): who the client is (number, NIP checked,
 * address), its terms and credit (limit, in use, overdue) and, when it is blocked for new orders,
 * why and whom to write to; its contact people with phones and mails as links; its active offers,
 * orders, invoices and settlements in tabs; and the way into the offer and order wizards with this
 * client filled in.
 */
export function ClientPage(_: Partial<PageProps>) {
  const { id, tab, client } = useClientCard(useRoute());
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
  const withClient = { 'client-id': c.id };
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
          <AppLink href={pagePath('addOffer', { stepId: 1 }, withClient)} className={buttonClass('secondary')}>
            {m.prepareOffer}
          </AppLink>
          <AppLink href={pagePath('addOrder', { stepId: 1 }, withClient)} className={buttonClass('primary')}>
            {m.createOrder}
          </AppLink>
        </div>
      </header>
      <BlockedSalesNotice client={c} context="card" />
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
