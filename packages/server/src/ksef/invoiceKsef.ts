import { type InvoiceCorrection, ksefMessages, referenceMessages, type VatRateSum } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';
import { type KsefEnv, ksefVerificationUrl } from './verificationLink';

// What the invoice answer adds for invoices imported from KSeF: the verification link, computed
// on each answer from what the import kept (so a change of KSEF_ENV applies at once), the VAT
// summary as the file states it and the corrections; and the original file.

/** The KSeF parts of an invoice's answer. */
export interface InvoiceKsef {
  readonly verificationUrl: string | null;
  /** Per rate, highest first, corrections added; null when the invoice has no imported sums (seeded). */
  readonly vatSummary: VatRateSum[] | null;
  readonly corrections: InvoiceCorrection[];
}

/** The KSeF parts of invoice `id` (see {@link InvoiceKsef}). */
export function invoiceKsefDetail(db: Db, env: KsefEnv, id: number): InvoiceKsef {
  const file = db
    .prepare(
      'SELECT i.seller_nip, i.date_of_issue, x.sha256 FROM invoices i JOIN invoice_xml x ON x.invoice_id = i.id WHERE i.id = ?',
    )
    .get(id) as { seller_nip: string | null; date_of_issue: string; sha256: string } | undefined;
  const sums = db
    .prepare(
      `SELECT tax_rate, sum(net_value) AS net_value, sum(tax_value) AS tax_value FROM invoice_vat_sums
       WHERE invoice_id = ? GROUP BY tax_rate ORDER BY tax_rate DESC`,
    )
    .all(id) as { tax_rate: number; net_value: number; tax_value: number }[];
  const corrections = db
    .prepare(
      `SELECT id, number, ksef_number, date_of_issue, reason, net_value, gross_value, seller_nip, length(xml) AS size, source_sha256
       FROM invoice_corrections WHERE invoice_id = ? ORDER BY date_of_issue, id`,
    )
    .all(id) as (Omit<InvoiceCorrection, 'ksef_verification_url'> & {
    seller_nip: string;
    size: number;
    source_sha256: string;
  })[];
  return {
    verificationUrl:
      file?.seller_nip != null ? ksefVerificationUrl(env, file.seller_nip, file.date_of_issue, file.sha256) : null,
    vatSummary: sums.length ? sums.map((s) => ({ ...s, gross_value: s.net_value + s.tax_value })) : null,
    // A correction's source hash is its file's SHA-256 (Base64URL) when it came as FA(3).
    corrections: corrections.map(({ seller_nip, size, source_sha256, ...c }) => ({
      ...c,
      ksef_verification_url: size ? ksefVerificationUrl(env, seller_nip, c.date_of_issue, source_sha256) : null,
    })),
  };
}

/** The invoice's FA(3) file as it was imported; 404 for an invoice without one (or none at all). */
export function invoiceXmlFile(db: Db, id: number): { blob: Blob; name: string; content_type: string } {
  const exists = db.prepare('SELECT 1 FROM invoices WHERE id = ?').get(id);
  if (!exists) throw HttpError.notFound(referenceMessages.invoiceNotFound);
  const row = db.prepare('SELECT file_name, xml FROM invoice_xml WHERE invoice_id = ?').get(id) as
    | { file_name: string; xml: Buffer }
    | undefined;
  if (!row) throw HttpError.notFound(ksefMessages.xmlNotFound);
  const type = 'application/xml';
  return { blob: new Blob([new Uint8Array(row.xml)], { type }), name: row.file_name, content_type: type };
}
