import type { OfferItem } from '../contract/documentSchemas';
import { type OfferDetail, type OfferLineChange, offerDetailSchema, offerLineChangeSchema } from '../contract/offers';

// Sample offer and line-write answers for the tests of applyDocumentLineChange and patchCachedDocument.

/** An offer line of product 100+id at 10,00 zł. */
export function line(id: number, ordinal: number, quantity = 1): OfferItem {
  return {
    id,
    ordinal_no: ordinal,
    product_id: 100 + id,
    photo: null,
    name: `Produkt ${id}`,
    short_name: `P${id}`,
    quantity,
    unit: 'szt.',
    catalog_price: 1000,
    discount_from_catalog: 0,
    client_price: 1000,
    recommended_price: 1000,
    minimal_price: 800,
    margin_minimal: 20,
    margin_threshold: 15,
    buy_price: 640,
    buy_price_orig: 640,
    market_price: 1000,
    collective_packaging: null,
    producer: 'Producent',
    tax_rate: 23,
    total_row_excl_tax: 1000 * quantity,
    total_row_incl_tax: 1230 * quantity,
    margin_amount: 360 * quantity,
    margin: 36,
    below_minimal: false,
    offer_price: 1000,
  };
}

/** An approved offer at version 4 with lines 1, 2, 3 and a comment. */
export const detail: OfferDetail = offerDetailSchema.parse({
  id: 7,
  created_at: '2026-01-05T10:00:00.000Z',
  updated_at: '2026-01-05T10:00:00.000Z',
  valid_until: null,
  number: 'OF/2026/000007',
  customer_fullname: 'Klient',
  receiver_fullname: 'Klient',
  status: 'approved',
  grand_total_excl_tax: 3000,
  grand_total_incl_tax: 3690,
  margin: 36,
  creator_fullname: 'Jan Nowak',
  acceptor_fullname: 'Anna Kowalska',
  comment: null,
  template: null,
  client_id: 3,
  receiver_id: null,
  archived: false,
  required_approval_level: 'none',
  version: 4,
  grand_total_tax: 690,
  margin_amount: 1080,
  footer: ['Warunek'],
  delivery: null,
  items: [line(1, 1), line(2, 2), line(3, 3)],
  comments: [
    { id: 1, created_at: '2026-01-05T10:00:00.000Z', author: { id: 2, fullname: 'Jan Nowak' }, text: 'Uwaga' },
  ],
  attachments: [],
  approval: {
    level: 'branch_manager',
    approved_by: { id: 5, fullname: 'Anna Kowalska' },
    on_behalf_of: null,
    approved_at: '2026-01-05T10:00:00.000Z',
  },
  available_actions: ['send_to_client'],
  copied_from_id: null,
  creator_id: 2,
});

/** The header after a line change: next version, back to draft, approval voided, new totals. */
export function changeOf(items: OfferItem[], removed: number[]): OfferLineChange {
  const { items: _items, comments: _comments, attachments: _attachments, ...header } = detail;
  return offerLineChangeSchema.parse({
    offer: {
      ...header,
      version: 5,
      status: 'draft',
      approval: null,
      acceptor_fullname: null,
      grand_total_excl_tax: 4000,
      available_actions: ['submit'],
    },
    items,
    removed_item_ids: removed,
  });
}
