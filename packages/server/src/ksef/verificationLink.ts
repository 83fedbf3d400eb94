import { createHash } from 'node:crypto';

// The verification link of an invoice (KOD I), exactly as the Ministry's kody-qr.md describes:
// `https://<host>/invoice/{seller NIP}/{P_1 as DD-MM-YYYY}/{SHA-256 of the file, Base64URL}`.
// What a QR code on a printed invoice encodes, and what the invoice page shows.

/** The KSeF environments (`KSEF_ENV`). */
export const KSEF_ENVS = ['prd', 'demo', 'test'] as const;
/** A KSeF environment: production, pre-production (demo) or test. */
export type KsefEnv = (typeof KSEF_ENVS)[number];

/** The verification host of each environment (kody-qr.md, "Środowiska"). */
export const KSEF_QR_HOSTS: Readonly<Record<KsefEnv, string>> = {
  prd: 'https://qr.ksef.mf.gov.pl',
  demo: 'https://qr-demo.ksef.mf.gov.pl',
  test: 'https://qr-test.ksef.mf.gov.pl',
};

/** SHA-256 of the invoice file's bytes as Base64URL without padding (the link's last part). */
export function invoiceFileHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

/**
 * KOD I: the link to verify an invoice in KSeF. `issueDate` is `P_1` (`YYYY-MM-DD`), written
 * `DD-MM-YYYY`; `fileHash` from {@link invoiceFileHash}.
 */
export function ksefVerificationUrl(env: KsefEnv, sellerNip: string, issueDate: string, fileHash: string): string {
  const [year, month, day] = issueDate.split('-');
  return `${KSEF_QR_HOSTS[env]}/invoice/${sellerNip}/${day}-${month}-${year}/${fileHash}`;
}
