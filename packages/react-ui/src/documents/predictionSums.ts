import {
  type ApprovalLevel,
  type ApprovalThreshold,
  applyDiscount,
  approvalLevelFor,
  type DocumentItem,
  isBelowMinimal,
  type LineDraft,
  lineTotals,
  totalsOfSums,
} from '@salesdesk/sdk';

// The live approval prediction of the line editor, split so that a keystroke costs the lines it
// touches, not the document: the saved lines are summed once per answer of the server
// (`savedLineSums`), and each change of the unsaved values moves those sums by the lines it
// changes (`predictApproval`). Sums of rounded line values move exactly, so the result is the
// same as summing every line again (documentTotals, requiredApprovalLevel), which at 2,000 lines
// was most of the time from a quantity's Enter to the totals painted.

/** The saved lines summed once: net, tax and cost (grosze), lines below their minimal price, and the lines by id. */
export interface SavedLineSums {
  net: number;
  tax: number;
  cost: number;
  below: number;
  count: number;
  byId: ReadonlyMap<number, DocumentItem>;
}

/** What {@link predictApproval} answers: the level, the margin it comes from and why. */
export interface ApprovalPredictionResult {
  level: ApprovalLevel;
  margin: number;
  below: number;
  count: number;
}

/** Sums the saved lines (one pass; redo when the lines change). */
export function savedLineSums(items: readonly DocumentItem[]): SavedLineSums {
  let net = 0;
  let tax = 0;
  let cost = 0;
  let below = 0;
  const byId = new Map<number, DocumentItem>();
  for (const line of items) {
    const t = lineTotals(line);
    net += t.total_row_excl_tax;
    tax += t.tax;
    cost += t.cost;
    if (isBelowMinimal(line)) below += 1;
    byId.set(line.id, line);
  }
  return { net, tax, cost, below, count: items.length, byId };
}

/** A saved line with its unsaved values (quantity typed, discount typed) applied. */
export function withDraft(line: DocumentItem, draft: LineDraft): DocumentItem {
  return {
    ...line,
    quantity: draft.quantity ?? line.quantity,
    client_price:
      draft.discount_from_catalog === undefined
        ? line.client_price
        : applyDiscount(line.catalog_price, draft.discount_from_catalog),
  };
}

/**
 * The approval level the document would need with its unsaved values, from the saved sums moved
 * by each drafted line (its saved totals out, its drafted totals in). Drafts of lines that are no
 * longer in the document count for nothing.
 */
export function predictApproval(
  saved: SavedLineSums,
  drafts: Readonly<Record<string, LineDraft>>,
  limits: ApprovalThreshold,
): ApprovalPredictionResult {
  let { net, tax, cost, below } = saved;
  for (const [id, draft] of Object.entries(drafts)) {
    const line = saved.byId.get(Number(id));
    if (!line) continue;
    const before = lineTotals(line);
    const changed = withDraft(line, draft);
    const after = lineTotals(changed);
    net += after.total_row_excl_tax - before.total_row_excl_tax;
    tax += after.tax - before.tax;
    cost += after.cost - before.cost;
    below += Number(isBelowMinimal(changed)) - Number(isBelowMinimal(line));
  }
  const margin = totalsOfSums(net, tax, cost).margin;
  return {
    level: approvalLevelFor({ lineCount: saved.count, margin, anyBelowMinimal: below > 0 }, limits),
    margin,
    below,
    count: saved.count,
  };
}
