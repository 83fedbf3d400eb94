/**
 * Numbers of KSeF, the national e-invoice system (Krajowy System e-Faktur): 35 characters,
 * `NNNNNNNNNN-RRRRMMDD-XXXXXXXXXXXX-CC`: the seller's NIP, the day the system accepted the
 * invoice, twelve upper-case hexadecimal characters of the system's own, and a CRC-8 (polynomial
 * 0x07, initial value 0) of the first 32 characters as two upper-case hexadecimal digits.
 */

const KSEF_PATTERN = /^(\d{10})-(\d{4})(\d{2})(\d{2})-([0-9A-F]{12})-([0-9A-F]{2})$/;

/** CRC-8 (polynomial 0x07, initial value 0x00, no reflection, no final XOR) of the UTF-8 bytes of ASCII `text`. */
export function crc8(text: string): number {
  let crc = 0;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) & 0xff;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** The two check characters of the first 32 characters of a KSeF number. */
export function ksefChecksum(dataPart: string): string {
  return crc8(dataPart).toString(16).toUpperCase().padStart(2, '0');
}

/** Whether `value` is a well-formed KSeF number with a real calendar date and a right checksum. */
export function isValidKsefNumber(value: string): boolean {
  const match = KSEF_PATTERN.exec(value);
  if (!match) return false;
  const [, , year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return false;
  return ksefChecksum(value.slice(0, 32)) === value.slice(33);
}

/**
 * A KSeF number from its parts (the seller's NIP, the acceptance day `YYYY-MM-DD` and the
 * twelve-character technical part), with its checksum: what test data and fixtures use.
 */
export function ksefNumber(sellerNip: string, acceptedOn: string, technical: string): string {
  const data = `${sellerNip}-${acceptedOn.replaceAll('-', '')}-${technical.toUpperCase().padStart(12, '0').slice(-12)}`;
  return `${data}-${ksefChecksum(data)}`;
}

/**
 * The first day invoices are issued in KSeF (the obligation for large taxpayers, 1 February
 * 2026): invoices issued earlier carry no KSeF number.
 */
export const KSEF_START_DATE = '2026-02-01';
