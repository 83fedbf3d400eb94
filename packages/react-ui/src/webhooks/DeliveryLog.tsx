import { formatDateTime, type WebhookDelivery, webhookMessages } from '@salesdesk/sdk';
import { useState } from 'react';
import { Button } from '../controls/Button';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import { useApiQuery } from '../data/useApiQuery';
import { fillMessage } from '../messages';
import { webhookPageMessages as m } from '../messages/webhooks';
import { toasts } from '../toast/toastStore';

const PAGE = 20;
/** How often the log is read again while a delivery in it waits. */
const POLL_MS = 5000;
const STATUS_CLASS = {
  pending: 'border-border-strong text-text',
  delivered: 'border-primary-600 text-primary-800 dark:text-primary-200',
  failed: 'border-danger text-danger',
} as const;

/** What the receiver answered last: its status and the start of its body, or why nothing came. */
function LastAnswer({ delivery }: { delivery: WebhookDelivery }) {
  const last = delivery.attempts.at(-1);
  if (!last) return <span className="text-text-muted">—</span>;
  return (
    <span className="flex flex-col gap-0.5">
      <span>
        <span className="font-mono">{last.status_code ?? m.noAnswer}</span>
        {last.manual ? <span className="text-text-muted"> ({m.manual})</span> : null}
      </span>
      {last.error ? <span className="text-danger">{last.error}</span> : null}
      {last.response_excerpt ? (
        <span className="max-w-72 truncate font-mono text-xs text-text-muted" title={last.response_excerpt}>
          {last.response_excerpt}
        </span>
      ) : null}
    </span>
  );
}

/** The delivery log of one endpoint, newest first: time, event, state, the last answer; redeliver by hand. */
export function DeliveryLog({ endpointId, url, enabled }: { endpointId: number; url: string; enabled: boolean }) {
  const [limit, setLimit] = useState(PAGE);
  const log = useApiQuery(
    'webhookDeliveries',
    { params: { id: endpointId }, query: { limit } },
    { refetchInterval: (query) => (query.state.data?.items.some((d) => d.status === 'pending') ? POLL_MS : false) },
  );
  const redeliver = useApiMutation('webhookRedeliver');
  const [problem, setProblem] = useState<string | null>(null);
  if (log.isError) return <p role="alert">{m.logError}</p>;
  if (!log.data)
    return (
      <p aria-busy="true" className="text-sm text-text-muted">
        …
      </p>
    );
  if (log.data.items.length === 0) return <p className="text-sm text-text-muted">{m.logEmpty}</p>;
  return (
    <div className="flex flex-col gap-2">
      {problem ? (
        <p role="alert" className="rounded-md bg-danger-subtle p-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={fillMessage(m.logLabel, { url })}>
          <thead className="text-text-muted">
            <tr>
              <th scope="col" className="p-2 font-medium">
                {m.logColumns.time}
              </th>
              <th scope="col" className="p-2 font-medium">
                {m.logColumns.event}
              </th>
              <th scope="col" className="p-2 font-medium">
                {m.logColumns.status}
              </th>
              <th scope="col" className="p-2 font-medium">
                {m.logColumns.answer}
              </th>
              <th scope="col" className="p-2 font-medium">
                {m.logColumns.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {log.data.items.map((d) => (
              <tr key={d.id} className="border-t border-border align-top">
                <td className="p-2 whitespace-nowrap">
                  {formatDateTime(d.attempts.at(-1)?.attempted_at ?? d.created_at)}
                  <span className="block text-xs text-text-muted">
                    {fillMessage(m.attempts, { count: d.attempts.length })}
                  </span>
                </td>
                <td className="p-2">
                  <span className="font-mono">{d.event_type}</span>
                  <span className="block font-mono text-xs text-text-muted">{d.message_id}</span>
                </td>
                <td className="p-2">
                  <span
                    className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[d.status]}`}
                  >
                    {webhookMessages.deliveryStatuses[d.status]}
                  </span>
                  {d.next_attempt_at ? (
                    <span className="block text-xs text-text-muted">
                      {fillMessage(m.nextAttempt, { time: formatDateTime(d.next_attempt_at) })}
                    </span>
                  ) : null}
                </td>
                <td className="p-2">
                  <LastAnswer delivery={d} />
                </td>
                <td className="p-2">
                  <Button
                    size="md"
                    isDisabled={!enabled}
                    aria-label={fillMessage(m.redeliverLabel, { id: d.message_id })}
                    onPress={async () => {
                      setProblem(null);
                      try {
                        await redeliver.mutateAsync({ params: { id: endpointId, delivery_id: d.id } });
                        toasts.show({ type: 'success', title: m.redelivered });
                      } catch (error) {
                        setProblem(errorMessage(error));
                      }
                    }}
                  >
                    {m.redeliver}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {log.data.total > log.data.items.length ? (
        <Button size="md" className="w-fit" onPress={() => setLimit((l) => Math.min(100, l + PAGE))}>
          {m.more}
        </Button>
      ) : null}
    </div>
  );
}
