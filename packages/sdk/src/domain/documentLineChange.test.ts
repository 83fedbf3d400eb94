import { describe, expect, it } from 'vitest';
import { type OfferLineChange, offerDetailSchema } from '../contract/offers';
import { applyOfferLineChange } from './documentLineChange';
import { changeOf, detail, line } from './documentLineChange.testkit';

describe('applyOfferLineChange', () => {
  it('replaces a changed line where it stands and takes the header from the answer', () => {
    const next = applyOfferLineChange(detail, changeOf([line(2, 2, 5)], []));
    expect(next.items.map((l) => [l.id, l.ordinal_no, l.quantity])).toEqual([
      [1, 1, 1],
      [2, 2, 5],
      [3, 3, 1],
    ]);
    expect(next).toMatchObject({
      version: 5,
      status: 'draft',
      approval: null,
      acceptor_fullname: null,
      grand_total_excl_tax: 4000,
      available_actions: ['submit'],
    });
    expect(next.comments).toBe(detail.comments);
    expect(next.attachments).toBe(detail.attachments);
    // Lines that did not change are the same objects (cheap re-render of a 500-line table).
    expect(next.items[0]).toBe(detail.items[0]);
  });

  it('appends new lines at the end, in the answer’s order', () => {
    const next = applyOfferLineChange(detail, changeOf([line(9, 4), line(8, 5)], []));
    expect(next.items.map((l) => l.id)).toEqual([1, 2, 3, 9, 8]);
  });

  it('drops removed lines and numbers the rest 1..n again, as the server does', () => {
    const next = applyOfferLineChange(detail, changeOf([], [1]));
    expect(next.items.map((l) => [l.id, l.ordinal_no])).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });

  it('replaces and removes in one answer', () => {
    const next = applyOfferLineChange(detail, changeOf([line(3, 3, 2)], [2]));
    expect(next.items.map((l) => [l.id, l.ordinal_no, l.quantity])).toEqual([
      [1, 1, 1],
      [3, 2, 2],
    ]);
  });

  it('does not change the offer it is given, and the result parses as an offer', () => {
    const before = structuredClone(detail);
    const next = applyOfferLineChange(detail, changeOf([line(2, 2, 5), line(9, 4)], [1]));
    expect(detail).toEqual(before);
    expect(offerDetailSchema.parse(next)).toEqual(next);
  });

  it('keeps no field of the add answer that is not part of an offer', () => {
    const next = applyOfferLineChange(detail, { ...changeOf([], []), queued_product_group: 'Rury' } as OfferLineChange);
    expect(next).not.toHaveProperty('queued_product_group');
    expect(next).not.toHaveProperty('removed_item_ids');
  });
});
