import { describe, expect, it } from 'vitest';
import { withinOffer } from './offerCover';

const line = (product_id: number, quantity: number, client_price = 1000) => ({ product_id, quantity, client_price });
const offer = [line(1, 10, 1000), line(2, 2.5, 500)];

describe('withinOffer', () => {
  it('takes the offer’s products up to its quantities at its prices or above', () => {
    expect(withinOffer(offer, offer, [])).toBe(true);
    expect(withinOffer([line(1, 4, 1200)], offer, [])).toBe(true);
    expect(withinOffer([], offer, [])).toBe(true);
  });

  it('refuses a product the offer does not have, or one priced below it', () => {
    expect(withinOffer([line(3, 1)], offer, [])).toBe(false);
    expect(withinOffer([line(1, 1, 999)], offer, [])).toBe(false);
  });

  it('counts what the offer’s other orders hold, and the order’s own lines of one product together', () => {
    expect(withinOffer([line(1, 6)], offer, [line(1, 4)])).toBe(true);
    expect(withinOffer([line(1, 7)], offer, [line(1, 4)])).toBe(false);
    expect(withinOffer([line(1, 6), line(1, 5)], offer, [])).toBe(false);
    // Decimal quantities add up exactly: 0,1 + 0,2 of 0,3.
    expect(withinOffer([line(2, 0.2, 500)], [line(2, 0.3, 500)], [line(2, 0.1)])).toBe(true);
  });

  it('a product offered on two lines: their quantities together, the lower price', () => {
    const twice = [line(1, 5, 1000), line(1, 5, 900)];
    expect(withinOffer([line(1, 10, 900)], twice, [])).toBe(true);
    expect(withinOffer([line(1, 10, 899)], twice, [])).toBe(false);
  });
});
