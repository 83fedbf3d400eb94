import { formatMessage, mailMessages, type OutboxEntry } from '@salesdesk/sdk';

const TONES = { stored: 'neutral', queued: 'warning', sent: 'success', failed: 'danger' } as const;

/** The delivery text of a sent e-mail: its status, and for a failed one the SMTP server's answer. */
export function deliveryText(entry: OutboxEntry): string {
  const label = mailMessages.statuses[entry.delivery_status];
  return entry.delivery_status === 'failed' && entry.delivery_error ? `${label}: ${entry.delivery_error}` : label;
}

/**
 * How a sent e-mail fares, as its sender sees it on the documents page: the status as a label
 * in its colour (the words carry the meaning), its explanation as the title, and under a
 * failed one the SMTP server's answer, which usually says what to fix (a mistyped address).
 */
export function DeliveryStatus({ entry }: { entry: OutboxEntry }) {
  const status = entry.delivery_status;
  const hint = formatMessage(mailMessages.statusHints[status], { error: entry.delivery_error ?? '' });
  return (
    <span className="flex flex-col gap-0.5" title={hint}>
      <span
        data-delivery={status}
        data-tone={TONES[status]}
        className="inline-flex w-fit items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap data-[tone=danger]:border-danger data-[tone=danger]:text-danger data-[tone=neutral]:border-border data-[tone=neutral]:text-text-muted data-[tone=success]:border-primary-600 data-[tone=success]:text-primary-800 data-[tone=warning]:border-warning-500 data-[tone=warning]:bg-warning-50 data-[tone=warning]:text-warning-700 dark:data-[tone=success]:text-primary-200 dark:data-[tone=warning]:bg-transparent dark:data-[tone=warning]:text-warning-100"
      >
        {mailMessages.statuses[status]}
      </span>
      {status === 'failed' && entry.delivery_error ? (
        <span className="text-xs text-danger">{entry.delivery_error}</span>
      ) : null}
    </span>
  );
}
