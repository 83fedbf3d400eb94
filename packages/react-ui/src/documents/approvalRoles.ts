import { APPROVAL_LEVELS, type ApprovalLevel, approvalRank, offerMessages } from '@salesdesk/sdk';

/**
 * Who may give an approval of `level`: the approvers of that level and the higher ones, by role
 * name, in rank order ("Dyrektor Oddziału, Dyrektor Regionu, Zarząd"); empty for `none`. The
 * server's rule (docs/offers.md, "Approval"): a higher level may approve for a lower one.
 */
export function approverRoles(level: ApprovalLevel): string {
  if (level === 'none') return '';
  return APPROVAL_LEVELS.filter((l) => l !== 'none' && approvalRank(l) >= approvalRank(level))
    .map((l) => offerMessages.approvalLevels[l])
    .join(', ');
}
