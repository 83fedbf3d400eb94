import { type OfferStatus, offerMessages } from '@salesdesk/sdk';

/** Status of an order (`draft` or `confirmed`). */
type OrderStatus = keyof typeof offerMessages.orderStatuses;

/** Props of {@link StatusBadge}: an offer's or an order's status. */
export type StatusBadgeProps = { kind: 'offer'; status: OfferStatus } | { kind: 'order'; status: OrderStatus };

/** Tone of each status: the colour family its badge takes. */
const TONES: Record<string, 'neutral' | 'success' | 'warning' | 'danger' | 'info'> = {
  'offer:draft': 'neutral',
  'offer:pending_approval': 'warning',
  'offer:approved': 'success',
  'offer:pending_correct': 'danger',
  'offer:pending_approval_client': 'info',
  'offer:accepted': 'success',
  'offer:rejected': 'danger',
  'offer:expired': 'neutral',
  'order:draft': 'neutral',
  'order:confirmed': 'success',
};

/** The status labels of each kind of document. */
const STATUS_LABELS: Record<StatusBadgeProps['kind'], Readonly<Record<string, string>>> = {
  offer: offerMessages.statuses,
  order: offerMessages.orderStatuses,
};

/** The Polish label of a document's status (the status itself if it is one the labels lack). */
export function statusLabel(kind: StatusBadgeProps['kind'], status: string): string {
  return STATUS_LABELS[kind][status] ?? status;
}

/**
 * An offer or order status as a Polish label in its colour. The words carry the meaning, the
 * colour only helps scanning (WCAG: never colour alone); every pair meets AA contrast.
 */
export function StatusBadge(props: StatusBadgeProps) {
  const label = statusLabel(props.kind, props.status);
  return (
    <span
      data-status={props.status}
      data-tone={TONES[`${props.kind}:${props.status}`] ?? 'neutral'}
      className="inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap data-[tone=danger]:border-danger data-[tone=danger]:text-danger data-[tone=info]:border-info-600 data-[tone=info]:text-info-700 data-[tone=neutral]:border-border data-[tone=neutral]:text-text-muted data-[tone=success]:border-primary-600 data-[tone=success]:text-primary-800 data-[tone=warning]:border-warning-500 data-[tone=warning]:bg-warning-50 data-[tone=warning]:text-warning-700 dark:data-[tone=info]:text-info-100 dark:data-[tone=success]:text-primary-200 dark:data-[tone=warning]:bg-transparent dark:data-[tone=warning]:text-warning-100"
    >
      {label}
    </span>
  );
}
