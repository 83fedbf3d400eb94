import { describe, expect, it } from 'vitest';
import {
  applyDiscount,
  basisPoints,
  discountFromCatalog,
  divRoundHalfUp,
  documentTotals,
  lineAmount,
  lineTotals,
  marginPercent,
  massDiscounted,
  priceAtDiscount,
  repricedAt,
  shownDiscount,
  taxOf,
  typedPrice,
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

  it('keeps a typed discount exactly: the price follows from it, the discount is never derived back', () => {
    // 5 % of 3,39 zł is 3,2205 → 3,22 zł, which derived back reads 5,01 %.
    const line = typedPrice(339, { client_price: 300, discount_bp: null }, { discount_from_catalog: 5 });
    expect(line).toEqual({ client_price: 322, discount_bp: 500 });
    expect(discountFromCatalog(339, 322)).toBe(5.01);
    expect(shownDiscount(339, line)).toBe(5);
    expect(shownDiscount(201, typedPrice(201, line, { discount_from_catalog: 2.5 }))).toBe(2.5);
    expect(shownDiscount(233, typedPrice(233, line, { discount_from_catalog: 12.5 }))).toBe(12.5);
    expect(basisPoints(12.45)).toBe(1245);
    expect(priceAtDiscount(233, 1250)).toBe(204);
  });

  it('keeps a typed price as typed, its discount derived with two decimals', () => {
    const line = typedPrice(70_135, { client_price: 1, discount_bp: 500 }, { client_price: 70_130 });
    expect(line).toEqual({ client_price: 70_130, discount_bp: null });
    expect(shownDiscount(70_135, line)).toBe(0.01);
    // Neither a price nor a discount: the line stays what it was.
    expect(typedPrice(70_135, line, {})).toBe(line);
  });

  it('prices a copy as typed: a discount on the new catalogue price, a price as it was', () => {
    const discounted = { client_price: 322, discount_bp: 500 };
    const typed = { client_price: 70_130, discount_bp: null };
    expect(repricedAt(339, discounted)).toEqual(discounted);
    expect(repricedAt(70_135, typed)).toEqual(typed);
    expect(repricedAt(400, discounted)).toEqual({ client_price: 380, discount_bp: 500 });
    expect(repricedAt(80_000, typed)).toEqual(typed);
  });

  it('takes a mass discount off the current price and keeps a discount only when it gives that price exactly', () => {
    // At the catalogue price (typed 0 %, or a price equal to it): exactly the percent.
    expect(massDiscounted(339, { client_price: 339, discount_bp: 0 }, 5)).toEqual({
      client_price: 322,
      discount_bp: 500,
    });
    expect(massDiscounted(339, { client_price: 339, discount_bp: null }, 5)).toEqual({
      client_price: 322,
      discount_bp: 500,
    });
    // 10 % then 5 %: 14,5 % of 10,00 zł is 8,55 zł, the same as 9,00 zł less 5 %.
    expect(massDiscounted(1_000, { client_price: 900, discount_bp: 1_000 }, 5)).toEqual({
      client_price: 855,
      discount_bp: 1_450,
    });
    // 5 % then 2,5 %: 7,375 % is not a whole basis point, the price counts as typed.
    expect(massDiscounted(1_000, { client_price: 950, discount_bp: 500 }, 2.5)).toEqual({
      client_price: 926,
      discount_bp: null,
    });
    // 5 % then 5 % of 3,39 zł: 3,22 → 3,06 zł, but 9,75 % of 3,39 zł is 3,06 too — kept.
    expect(massDiscounted(339, { client_price: 322, discount_bp: 500 }, 5)).toEqual({
      client_price: 306,
      discount_bp: 975,
    });
    // 5 % then 10 % of 1,07 zł: 1,02 → 0,92 zł, but 14,5 % of 1,07 zł is 0,91 zł: the price counts as typed.
    expect(massDiscounted(107, { client_price: 102, discount_bp: 500 }, 10)).toEqual({
      client_price: 92,
      discount_bp: null,
    });
    // A typed price not at the catalogue price stays a price.
    expect(massDiscounted(70_135, { client_price: 70_130, discount_bp: null }, 5)).toEqual({
      client_price: 66_624,
      discount_bp: null,
    });
  });
});
