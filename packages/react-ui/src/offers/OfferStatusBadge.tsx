import { type OfferStatus, offerMessages } from '@salesdesk/sdk';

/**
 * An offer status as a Polish label with its colour (the colour never stands alone: the words
 * carry the meaning).
 */
export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  return (
    <span
      data-status={status}
      className="inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap border-border text-text-muted data-[status=accepted]:border-primary-600 data-[status=accepted]:text-primary-800 data-[status=approved]:border-primary-600 data-[status=approved]:text-primary-800 data-[status=pending_approval]:border-warning-500 data-[status=pending_approval]:bg-warning-50 data-[status=pending_approval]:text-warning-700 data-[status=pending_correct]:border-danger data-[status=pending_correct]:text-danger data-[status=pending_approval_client]:border-info-600 data-[status=pending_approval_client]:text-info-700 data-[status=rejected]:border-danger data-[status=rejected]:text-danger dark:data-[status=accepted]:text-primary-200 dark:data-[status=approved]:text-primary-200 dark:data-[status=pending_approval]:bg-transparent dark:data-[status=pending_approval]:text-warning-100 dark:data-[status=pending_approval_client]:text-info-100"
    >
      {offerMessages.statuses[status]}
    </span>
  );
}
