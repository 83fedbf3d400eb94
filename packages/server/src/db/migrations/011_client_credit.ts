/**
 * Credit and blocked sales, KSeF numbers, invoices of orders.
 *
 * - `companies.overdue_tolerance_days`: days past an invoice's date of payment the selling
 *   company tolerates before a client is blocked for new orders (docs/decisions/reference.md).
 * - `invoices.ksef_number`: the national e-invoice system's number (35 characters with a CRC-8;
 *   checked where invoices come in), unique where present; null for invoices issued before KSeF.
 * - `invoices.order_id`: the order an invoice was issued for. An order with an invoice is
 *   invoiced; a confirmed one without is credit in use. No foreign key: invoices come from the
 *   ERP, and an order deleted here must not take an issued invoice with it.
 *
 * Databases seeded before this migration keep their invoices without KSeF numbers and orders
 * without invoices (the seed decides both from the seed day); a fresh seed has them.
 */
export const clientCredit = `
ALTER TABLE companies ADD COLUMN overdue_tolerance_days INTEGER NOT NULL DEFAULT 14
  CHECK (overdue_tolerance_days >= 0);
ALTER TABLE invoices ADD COLUMN ksef_number TEXT CHECK (ksef_number IS NULL OR length(ksef_number) = 35);
ALTER TABLE invoices ADD COLUMN order_id INTEGER;
CREATE UNIQUE INDEX invoices_ksef_number ON invoices(ksef_number) WHERE ksef_number IS NOT NULL;
CREATE INDEX invoices_order ON invoices(order_id) WHERE order_id IS NOT NULL;
-- A client's confirmed orders (credit in use) without walking all its orders.
CREATE INDEX orders_client_status ON orders(client_id, status);
`;
