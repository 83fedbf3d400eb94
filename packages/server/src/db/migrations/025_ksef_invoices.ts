/**
 * Invoices imported from KSeF FA(3) files and from ERPs (docs/imports.md, "invoices").
 *
 * - `invoices.company_code`, `invoices.seller_nip`: the distributor's company that issued it (the
 *   seller of an FA(3) file must be one of the companies, by NIP). Null on invoices seeded before.
 * - `invoices.source_sha256`: what the import last wrote (the FA(3) file's SHA-256, or a hash of a
 *   CSV invoice's values): the same invoice imported again is recognised and changes nothing.
 * - `invoice_xml`: the FA(3) file exactly as it came (its bytes are what KSeF's verification link
 *   hashes), with that hash as Base64URL, for the verification link and the download.
 * - `invoice_corrections`: corrections (`KOR`) of an invoice, each with its file; their sums are
 *   differences that adjust the corrected invoice's totals.
 * - `invoice_vat_sums`: net and tax per VAT rate as the file states them (`P_13_x`, `P_14_x`),
 *   of the invoice and of each correction (`correction_id`): the invoice's summary is their sum.
 *   Invoices without rows (seeded) keep the summary computed from their lines.
 */
export const ksefInvoices = `
ALTER TABLE invoices ADD COLUMN company_code TEXT;
ALTER TABLE invoices ADD COLUMN seller_nip TEXT;
ALTER TABLE invoices ADD COLUMN source_sha256 TEXT;

CREATE TABLE invoice_xml (
  invoice_id INTEGER PRIMARY KEY REFERENCES invoices(id) ON DELETE CASCADE,
  file_name TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  xml BLOB NOT NULL
);

CREATE TABLE invoice_corrections (
  id INTEGER PRIMARY KEY,
  invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  ksef_number TEXT CHECK (ksef_number IS NULL OR length(ksef_number) = 35),
  date_of_issue TEXT NOT NULL,
  reason TEXT NOT NULL DEFAULT '',
  net_value INTEGER NOT NULL,
  gross_value INTEGER NOT NULL,
  seller_nip TEXT NOT NULL,
  lines TEXT NOT NULL,
  source_sha256 TEXT NOT NULL,
  file_name TEXT NOT NULL,
  xml BLOB NOT NULL
);
CREATE UNIQUE INDEX invoice_corrections_ksef ON invoice_corrections(ksef_number) WHERE ksef_number IS NOT NULL;
CREATE INDEX invoice_corrections_invoice ON invoice_corrections(invoice_id, date_of_issue);

CREATE TABLE invoice_vat_sums (
  invoice_id INTEGER NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  correction_id INTEGER REFERENCES invoice_corrections(id) ON DELETE CASCADE,
  tax_rate INTEGER NOT NULL,
  rate_code TEXT NOT NULL,
  net_value INTEGER NOT NULL,
  tax_value INTEGER NOT NULL
);
CREATE INDEX invoice_vat_sums_invoice ON invoice_vat_sums(invoice_id, correction_id);
`;
