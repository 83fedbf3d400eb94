/**
 * The orders of one offer share its approval (docs/offers.md, "Orders and approval"): every
 * change of an order made from an offer reads the offer's other orders, so they are found by
 * the offer (orders made from no offer stay out of the index).
 */
export const orderOffer = `
CREATE INDEX orders_offer ON orders(offer_id) WHERE offer_id IS NOT NULL;
`;
