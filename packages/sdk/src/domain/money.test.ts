import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  discountFromCatalog,
  divRoundHalfUp,
  documentTotals,
  lineAmount,
  lineTotals,
  marginPercent,
  taxOf,
} from './money';

describe('money', () => {
  it('rounds half-up in integer division', () => {
    expect(divRoundHalfUp(5, 10)).toBe(1);
    expect(divRoundHalfUp(4, 10)).toBe(0);
    expect(divRoundHalfUp(15, 10)).toBe(2);
    expect(divRoundHalfUp(-15, 10)).toBe(-2);
  });

  it('multiplies price by a 3-decimal quantity without float drift', () => {
    expect(lineAmount(1999, 3)).toBe(5997);
    // 0.1 × 3 is 0.30000000000000004 in floats; here it is exactly 30 grosze for 100 gr/unit.
    expect(lineAmount(100, 0.3)).toBe(30);
    // 12,35 zł × 1,005 = 12,41175 → 12,41 zł.
    expect(lineAmount(1235, 1.005)).toBe(1241);
    // 0,5 grosza rounds up: 1 gr × 0.5.
    expect(lineAmount(1, 0.5)).toBe(1);
  });

  it('computes tax per line, half-up', () => {
    expect(taxOf(1000, 23)).toBe(230);
    expect(taxOf(250, 23)).toBe(58); // 57.5 → 58
    expect(taxOf(999, 8)).toBe(80); // 79.92 → 80
    expect(taxOf(999, 0)).toBe(0);
  });

  it('totals a line', () => {
    expect(lineTotals({ quantity: 2, client_price: 10_000, buy_price: 8_000, tax_rate: 23 })).toEqual({
      total_row_excl_tax: 20_000,
      tax: 4_600,
      total_row_incl_tax: 24_600,
      cost: 16_000,
      margin_amount: 4_000,
      margin: 20,
    });
  });

  it('sums rounded lines and taxes each line separately', () => {
    const lines = [
      { quantity: 1, client_price: 250, buy_price: 200, tax_rate: 23 },
      { quantity: 1, client_price: 250, buy_price: 200, tax_rate: 23 },
    ];
    const t = documentTotals(lines);
    // Per line 57.5 → 58, twice: 116 (a tax on the sum would be 115).
    expect(t.grand_total_tax).toBe(116);
    expect(t.grand_total_excl_tax).toBe(500);
    expect(t.grand_total_incl_tax).toBe(616);
    expect(t.margin_amount).toBe(100);
    expect(t.margin).toBe(20);
  });

  it('gives an empty document zero totals and zero margin', () => {
    expect(documentTotals([])).toEqual({
      grand_total_excl_tax: 0,
      grand_total_tax: 0,
      grand_total_incl_tax: 0,
      cost: 0,
      margin_amount: 0,
      margin: 0,
    });
  });

  it('computes margin percent with two decimals and negative margins', () => {
    expect(marginPercent(300, 200)).toBe(33.33);
    expect(marginPercent(300, 100)).toBe(66.67);
    expect(marginPercent(100, 150)).toBe(-50);
  });

  it('applies discounts half-up and never below zero', () => {
    expect(applyDiscount(10_000, 10)).toBe(9_000);
    expect(applyDiscount(999, 12.5)).toBe(874); // 874.125
    expect(applyDiscount(1_000, 100)).toBe(0);
    expect(applyDiscount(1_000, 150)).toBe(0);
    expect(discountFromCatalog(10_000, 8_750)).toBe(12.5);
    expect(discountFromCatalog(0, 100)).toBe(0);
  });
});
