/**
 * The discount a salesperson typed for a line, kept exactly: integer basis points (hundredths of
 * a percent, 500 = 5 %), NULL when a price was typed instead (or the line took the recommended
 * price). Before, only the price was stored and the discount was derived from it, so a typed
 * 5 % came back as 5,01 % on a cheap product and a copy, priced again from that derived
 * discount, drifted by a grosz (sdk domain/money.ts; docs/offers.md, "Money"). Lines stored
 * before keep NULL: what was typed for them is not known, and their derived discount is what
 * they showed.
 */
export const lineDiscount = `
ALTER TABLE offer_items ADD COLUMN discount_bp INTEGER CHECK (discount_bp IS NULL OR discount_bp BETWEEN 0 AND 10000);
ALTER TABLE order_items ADD COLUMN discount_bp INTEGER CHECK (discount_bp IS NULL OR discount_bp BETWEEN 0 AND 10000);
`;
