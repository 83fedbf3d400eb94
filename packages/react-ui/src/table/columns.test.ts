import { describe, expect, it } from 'vitest';
import { clientOfferColumns, clientOrderColumns, offerColumns } from '../documents/list/documentListColumns';
import { withCardSubtitle } from './columns';

const subtitles = (columns: readonly { key: string; card?: string }[]) =>
  columns.filter((c) => c.card === 'subtitle').map((c) => c.key);

describe('withCardSubtitle', () => {
  it('moves the phone card’s subtitle to the given column and leaves the other slots', () => {
    expect(subtitles(offerColumns)).toEqual(['customer_fullname']);
    const moved = withCardSubtitle(offerColumns, 'receiver_fullname');
    expect(subtitles(moved)).toEqual(['receiver_fullname']);
    expect(moved.filter((c) => c.card && c.card !== 'subtitle')).toEqual(
      offerColumns.filter((c) => c.card && c.card !== 'subtitle'),
    );
  });

  it('names the receiver on the client card’s offer and order cards (the client is the card’s own)', () => {
    expect(subtitles(clientOfferColumns)).toEqual(['receiver_fullname']);
    expect(subtitles(clientOrderColumns)).toEqual(['receiver_fullname']);
  });
});
