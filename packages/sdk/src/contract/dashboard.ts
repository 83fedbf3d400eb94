import { z } from 'zod';
import { dashboardContractMessages } from '../messages/dashboardContract';
import { defineEndpoint } from './endpoint';

const count = z.number().int().nonnegative();

/**
 * What waits for the caller, counted for the dashboard's tiles (`GET /api/dashboard-counts`). Each
 * count is the `total` of the list its tile opens, with that list's own filters, so the number on
 * the tile is the number of rows behind the link. A count of a role the caller does not hold is
 * `null` (no tile), never 0 (an empty tile of someone else's work).
 */
export const dashboardCountsSchema = z.object({
  /** The caller's offer drafts (the "Szkice" tab). */
  offer_drafts: count,
  /** The caller's offers an approver sent back for correction. */
  offers_to_correct: count,
  /** The caller's approved offers not yet sent to the client. */
  offers_approved: count,
  /** The caller's offers sent to the client and waiting for the answer. */
  offers_at_client: count,
  /** The caller's orders not confirmed yet (drafts, not archived). */
  order_drafts: count,
  /**
   * Offers waiting for the caller's approval, also as a deputy (the "Do akceptacji" tab); null
   * for a caller who approves nothing, neither in their own right nor through a substitution.
   */
  offers_to_approve: count.nullable(),
  /** Of `offers_to_approve`, those the caller reaches only through an active substitution. */
  offers_to_approve_as_deputy: count.nullable(),
  /** Other people's orders waiting for the caller's confirmation ("Do potwierdzenia"); null as above. */
  orders_to_confirm: count.nullable(),
  /** Administrators: file imports that failed or were refused in the last 7 days; null for others. */
  imports_failed: count.nullable(),
  /** Administrators: webhook endpoints switched off after failing, plus deliveries that failed for good; null for others. */
  webhooks_failing: count.nullable(),
});
/** The dashboard's counts. */
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;

/** The dashboard's call. */
export const dashboardEndpoints = {
  dashboardCounts: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard-counts',
    summary: dashboardContractMessages.summaries.dashboardCounts,
    auth: 'user',
    response: dashboardCountsSchema,
  }),
} as const;
