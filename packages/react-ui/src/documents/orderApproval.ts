import { type ApprovalLevel, approvalRank, type OrderDetail } from '@salesdesk/sdk';

/**
 * Whether the approval an order carries (from its offer, or given by the approver who confirmed
 * it) covers the level its lines need now — then its author confirms it; otherwise an approver of
 * that level does (docs/offers.md, "Orders and approval"). The server's rule, read from the order.
 */
export function approvalCovers(order: Pick<OrderDetail, 'approval_level' | 'required_approval_level'>): boolean {
  const needed: ApprovalLevel = order.required_approval_level;
  return (
    needed === 'none' || (order.approval_level !== null && approvalRank(order.approval_level) >= approvalRank(needed))
  );
}
