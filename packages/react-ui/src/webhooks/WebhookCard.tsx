import { formatDateTime, formatNumber, type WebhookEndpoint, webhookMessages } from '@salesdesk/sdk';
import { useId, useState } from 'react';
import { Button } from '../controls/Button';
import { errorMessage } from '../data/errorMessage';
import { useApiMutation } from '../data/useApiMutation';
import type { ConfirmRequest } from '../dialogs/RequestedConfirmDialog';
import { fillMessage } from '../messages';
import { webhookPageMessages as m } from '../messages/webhooks';
import { toasts } from '../toast/toastStore';
import { DeliveryLog } from './DeliveryLog';

/** Props of {@link WebhookCard}. */
export interface WebhookCardProps {
  endpoint: WebhookEndpoint;
  /** Asks for a confirmation (rotate, delete) in the page's one dialog. */
  ask(request: ConfirmRequest): void;
  /** A new secret to show once (after a rotation). */
  onSecret(url: string, secret: string): void;
}

/** One endpoint: what it receives, its state, its actions, and its delivery log on demand. */
export function WebhookCard({ endpoint: e, ask, onSecret }: WebhookCardProps) {
  const update = useApiMutation('webhookUpdate');
  const test = useApiMutation('webhookTest');
  const retry = useApiMutation('webhookRetry');
  const rotate = useApiMutation('webhookRotateSecret');
  const remove = useApiMutation('webhookDelete');
  const [problem, setProblem] = useState<string | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const logId = useId();
  const url = e.url;
  async function run<T>(work: () => Promise<T>, done: string | ((answer: T) => string)) {
    setProblem(null);
    try {
      const answer = await work();
      toasts.show({ type: 'success', title: typeof done === 'string' ? done : done(answer) });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }
  const state = e.enabled ? m.enabled : webhookMessages.disabledReasons[e.disabled_reason ?? 'manual'];
  return (
    <li className="flex flex-col gap-3 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-all font-mono font-semibold">{url}</span>
            <span
              className={`inline-flex rounded-full border px-2 py-0.5 text-xs font-medium ${
                e.enabled ? 'border-primary-600 text-primary-800 dark:text-primary-200' : 'border-danger text-danger'
              }`}
            >
              {state}
            </span>
          </p>
          {e.description ? <p className="text-sm">{e.description}</p> : null}
          <p className="flex flex-wrap gap-1 text-xs">
            {e.events.map((event) => (
              <span key={event} className="rounded bg-surface-sunken px-1.5 py-0.5">
                {m.eventLabels[event]}
              </span>
            ))}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-text-muted">
            <dt>{m.secret}</dt>
            <dd className="font-mono">{e.secret_hint}</dd>
            <dt>{m.pending}</dt>
            <dd>{e.pending}</dd>
            {e.failing_since ? (
              <>
                <dt>{m.failingSince}</dt>
                <dd className="text-danger">{formatDateTime(e.failing_since)}</dd>
              </>
            ) : null}
            <dt>{m.created}</dt>
            <dd>{formatDateTime(e.created_at)}</dd>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="md"
            aria-label={fillMessage(e.enabled ? m.disableLabel : m.enableLabel, { url })}
            onPress={() =>
              run(
                () => update.mutateAsync({ params: { id: e.id }, body: { enabled: !e.enabled } }),
                e.enabled ? m.disabledToast : m.enabledToast,
              )
            }
          >
            {e.enabled ? m.disable : m.enable}
          </Button>
          <Button
            size="md"
            isDisabled={!e.enabled}
            aria-label={fillMessage(m.testLabel, { url })}
            onPress={() => run(() => test.mutateAsync({ params: { id: e.id } }), m.testSent)}
          >
            {m.test}
          </Button>
          {/* Stays enabled with nothing pending (a toast says so): a button disabled under the focus would drop it. */}
          <Button
            size="md"
            isDisabled={!e.enabled}
            aria-label={fillMessage(m.retryNowLabel, { url })}
            onPress={() =>
              run(
                () => retry.mutateAsync({ params: { id: e.id } }),
                ({ queued }) =>
                  queued === 0 ? m.retryNowNone : fillMessage(m.retryNowQueued, { count: formatNumber(queued, 0) }),
              )
            }
          >
            {m.retryNow}
          </Button>
          <Button
            size="md"
            aria-label={fillMessage(m.rotateLabel, { url })}
            onPress={() =>
              ask({
                title: fillMessage(m.rotateTitle, { url }),
                body: m.rotateBody,
                confirmLabel: m.rotate,
                run: async () => {
                  setProblem(null);
                  try {
                    const answer = await rotate.mutateAsync({ params: { id: e.id } });
                    onSecret(url, answer.secret);
                  } catch (error) {
                    setProblem(errorMessage(error));
                  }
                },
              })
            }
          >
            {m.rotate}
          </Button>
          <Button
            size="md"
            aria-label={fillMessage(m.removeLabel, { url })}
            onPress={() =>
              ask({
                title: fillMessage(m.removeTitle, { url }),
                body: m.removeBody,
                confirmLabel: m.remove,
                destructive: true,
                run: () => run(() => remove.mutateAsync({ params: { id: e.id } }), m.removed),
              })
            }
          >
            {m.remove}
          </Button>
          <Button
            size="md"
            aria-expanded={logOpen}
            aria-controls={logId}
            aria-label={fillMessage(logOpen ? m.hideLogLabel : m.showLogLabel, { url })}
            onPress={() => setLogOpen((open) => !open)}
          >
            {logOpen ? m.hideLog : m.showLog}
          </Button>
        </div>
      </div>
      {problem ? (
        <p role="alert" className="rounded-md bg-danger-subtle p-2 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div id={logId}>{logOpen ? <DeliveryLog endpointId={e.id} url={url} enabled={e.enabled} /> : null}</div>
    </li>
  );
}
