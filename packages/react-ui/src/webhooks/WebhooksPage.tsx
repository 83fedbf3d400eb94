import { useRef, useState } from 'react';
import { useApiQuery } from '../data/useApiQuery';
import { RequestedConfirmDialog } from '../dialogs/RequestedConfirmDialog';
import { useConfirmRequest } from '../dialogs/useConfirmRequest';
import { ManagedListHeader, ManagedListRegion } from '../layout/ManagedList';
import { webhookPageMessages as m } from '../messages/webhooks';
import type { PageProps } from '../pages/pageRegistry';
import { SecretNotice } from './SecretNotice';
import { WebhookCard } from './WebhookCard';
import { WebhookForm } from './WebhookForm';

/** How often the page reads again while deliveries wait. */
const POLL_MS = 5000;

/**
 * Webhooki (`/pl/dashboard/webhooks`, administrators): register an endpoint (its secret shown
 * once), and for each one disable or enable it, send a test event, rotate its secret, delete it,
 * and read its delivery log with a redelivery by hand. docs/webhooks.md.
 */
export function WebhooksPage(_: Partial<PageProps>) {
  // While deliveries wait, the counts move on their own: read again every few seconds.
  const list = useApiQuery(
    'webhookList',
    {},
    {
      refetchInterval: (query) => (query.state.data?.items.some((e) => e.pending > 0) ? POLL_MS : false),
    },
  );
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const region = useRef<HTMLDivElement>(null);
  const { request, ask, close } = useConfirmRequest(region);
  const showSecret = (url: string, value: string) => setSecret({ url, secret: value });
  return (
    <div className="flex flex-col gap-4">
      <ManagedListHeader title={m.title} intro={m.intro} />
      <section aria-label={m.create} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4">
        {secret ? (
          <SecretNotice url={secret.url} secret={secret.secret} onDone={() => setSecret(null)} />
        ) : (
          <WebhookForm onCreated={showSecret} />
        )}
      </section>
      <ManagedListRegion query={list} loadError={m.loadError} empty={m.empty} regionRef={region}>
        {(items) => (
          <ul aria-label={m.listLabel} className="flex flex-col gap-3">
            {items.map((endpoint) => (
              <WebhookCard key={endpoint.id} endpoint={endpoint} ask={ask} onSecret={showSecret} />
            ))}
          </ul>
        )}
      </ManagedListRegion>
      <RequestedConfirmDialog request={request} onClose={close} />
    </div>
  );
}
