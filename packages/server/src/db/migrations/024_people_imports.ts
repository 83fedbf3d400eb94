/**
 * What the imports of clients and payments bring beyond the demo data's columns
 * (docs/imports.md, "clients", "payments"):
 *
 * - `clients.sales_blocked` and `clients.sales_block_reason`: a block of sales the ERP set on the
 *   client, with its reason as the ERP wrote it. It blocks new orders like the credit rules do
 *   (`salesBlockReasons`, reason `erp`).
 * - `clients.salesperson_id`: the staff member responsible for the client (a user; the account
 *   is only ever deactivated, never deleted, so no cascade is needed).
 * - `payments.external_id`: the ERP's own id of a payment, when its file gives one: a payment
 *   imported twice is found by it (unique where present), else by invoice, date, amount and
 *   method (`payments_identity`).
 */
export const peopleImports = `
ALTER TABLE clients ADD COLUMN sales_blocked INTEGER NOT NULL DEFAULT 0 CHECK (sales_blocked IN (0, 1));
ALTER TABLE clients ADD COLUMN sales_block_reason TEXT NOT NULL DEFAULT '';
ALTER TABLE clients ADD COLUMN salesperson_id INTEGER REFERENCES users(id);
CREATE INDEX clients_salesperson ON clients(salesperson_id) WHERE salesperson_id IS NOT NULL;
ALTER TABLE payments ADD COLUMN external_id TEXT;
CREATE UNIQUE INDEX payments_external_id ON payments(external_id) WHERE external_id IS NOT NULL;
CREATE INDEX payments_identity ON payments(invoice_id, payment_date, amount, method);
`;
