import {
  DEFAULT_APPROVAL_THRESHOLD,
  type DocumentItem,
  documentTotals,
  isBelowMinimal,
  type LineDraft,
  requiredApprovalLevel,
} from '@salesdesk/sdk';
import { describe, expect, it } from 'vitest';
import { predictApproval, savedLineSums, withDraft } from './predictionSums';

/** A deterministic stream of numbers (so a failure can be replayed). */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

function lines(next: (n: number) => number, count: number): DocumentItem[] {
  return Array.from({ length: count }, (_, i) => {
    const catalog = 100 + next(50_000);
    const buy = Math.round(catalog * (0.5 + next(50) / 100));
    const client = Math.round(catalog * (0.6 + next(45) / 100));
    return {
      id: i + 1,
      quantity: 1 + next(40) + (next(2) ? 0.5 : 0),
      catalog_price: catalog,
      client_price: client,
      buy_price: buy,
      minimal_price: Math.round(buy * 1.05),
      tax_rate: next(3) ? 23 : 8,
    } as DocumentItem;
  });
}

/** The prediction as it was computed before: every line, drafts applied, summed again. */
function fullRecompute(items: DocumentItem[], drafts: Record<string, LineDraft>) {
  const all = items.map((l) => (drafts[String(l.id)] ? withDraft(l, drafts[String(l.id)] as LineDraft) : l));
  return {
    level: requiredApprovalLevel(all, DEFAULT_APPROVAL_THRESHOLD),
    margin: documentTotals(all).margin,
    below: all.filter(isBelowMinimal).length,
    count: all.length,
  };
}

describe('approval prediction from saved sums moved by the drafts', () => {
  it('equals summing every line again, for drafted quantities and discounts', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed);
      const items = lines(next, 1 + next(300));
      const drafts: Record<string, LineDraft> = {};
      for (let d = next(6); d > 0; d--) {
        const id = 1 + next(items.length);
        drafts[String(id)] = next(2)
          ? { quantity: 1 + next(500) }
          : { discount_from_catalog: next(6000) / 100, ...(next(2) ? { quantity: 2 } : {}) };
      }
      const saved = savedLineSums(items);
      expect(predictApproval(saved, drafts, DEFAULT_APPROVAL_THRESHOLD)).toEqual(fullRecompute(items, drafts));
    }
  });

  it('moves the level when a drafted discount takes the margin down, and back without the draft', () => {
    const items = [
      {
        id: 1,
        quantity: 10,
        catalog_price: 10_000,
        client_price: 10_000,
        buy_price: 7_000,
        minimal_price: 7_500,
        tax_rate: 23,
      },
    ] as DocumentItem[];
    const saved = savedLineSums(items);
    expect(predictApproval(saved, {}, DEFAULT_APPROVAL_THRESHOLD).level).toBe('none');
    const cut = predictApproval(saved, { '1': { discount_from_catalog: 20 } }, DEFAULT_APPROVAL_THRESHOLD);
    expect(cut.margin).toBe(12.5);
    expect(cut.level).toBe('branch_manager');
    expect(cut.below).toBe(0);
    expect(predictApproval(saved, { '1': { discount_from_catalog: 28 } }, DEFAULT_APPROVAL_THRESHOLD)).toMatchObject({
      // 7,200 against a cost of 7,000: 2.78 % margin, 12.22 points short (board), and below the minimal 7,500.
      level: 'board',
      below: 1,
    });
  });

  it('ignores drafts of lines no longer in the document', () => {
    const items = lines(random(7), 5);
    const saved = savedLineSums(items);
    expect(predictApproval(saved, { '999': { quantity: 1000 } }, DEFAULT_APPROVAL_THRESHOLD)).toEqual(
      fullRecompute(items, {}),
    );
  });
});
