import { formatMessage, importMessages, isValidGtin13, isValidNip, nipDigits, parseMoney } from '@salesdesk/sdk';

/** A cell read: its value for the database (null: the cell is empty, keep what is there) or why it is wrong. */
export type CellResult = { ok: true; value: string | number | null } | { ok: false; message: string };

/** Reads one cell's text. Empty cells never reach a parser: they are `null` (keep the current value). */
export type CellParser = (text: string) => CellResult;

const ok = (value: string | number | null): CellResult => ({ ok: true, value });
const bad = (message: string): CellResult => ({ ok: false, message });
const msg = importMessages.row;

/** Free text of at most `max` characters. */
export const text =
  (max: number): CellParser =>
  (t) =>
    t.length > max ? bad(formatMessage(msg.tooLong, { max })) : ok(t);

/** A code (symbol, warehouse, company): letters, digits and `-_./`, at most `max` characters. */
export const code =
  (max: number): CellParser =>
  (t) =>
    t.length <= max && /^[\p{L}\p{N}._/-]+$/u.test(t) ? ok(t) : bad(formatMessage(msg.code, { value: t, max }));

/** A number as files write it: spaces as thousands separators, a decimal comma or point. */
function decimalParts(t: string): { negative: boolean; whole: string; fraction: string } | null {
  const m = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(t.replace(/[\s\u00a0\u202f]/g, ''));
  if (!m) return null;
  return { negative: m[1] === '-', whole: m[2] ?? '0', fraction: m[3] ?? '' };
}

/**
 * Money in złote (up to two decimals, `zł` or `PLN` allowed) → integer grosze, read by the sdk's
 * `parseMoney` (on the digits, so no binary fraction creeps in). More decimals are refused, not
 * rounded: a price list with 12,345 is wrong somewhere and rounding would hide it.
 */
export const money: CellParser = (t) => {
  const amount = t.replace(/\s*PLN$/i, '');
  const grosze = parseMoney(amount);
  if (grosze !== null) return grosze < 0 || Object.is(grosze, -0) ? bad(msg.negative) : ok(grosze);
  const parts = decimalParts(amount.replace(/\s*zł$/i, ''));
  return bad(formatMessage(parts && parts.fraction.length > 2 ? msg.moneyDecimals : msg.money, { value: t }));
};

/** A quantity, not negative, at most three decimals (metric units). */
export const quantity: CellParser = (t) => {
  const parts = decimalParts(t);
  if (!parts) return bad(formatMessage(msg.number, { value: t }));
  if (parts.fraction.length > 3) return bad(formatMessage(msg.quantityDecimals, { value: t }));
  if (parts.negative) return bad(msg.negative);
  return ok(Number(`${parts.whole}.${parts.fraction || '0'}`));
};

/** VAT rates in use in Poland, percent. */
export const TAX_RATES = [0, 5, 8, 23] as const;

/** A VAT rate in percent (`23`, `23%`, `23,0`). */
export const taxRate: CellParser = (t) => {
  const parts = decimalParts(t.replace(/%$/, ''));
  const rate = parts && !parts.negative && /^0*$/.test(parts.fraction) ? Number(parts.whole) : Number.NaN;
  return (TAX_RATES as readonly number[]).includes(rate)
    ? ok(rate)
    : bad(formatMessage(msg.taxRate, { value: t, allowed: TAX_RATES.map((r) => `${r}%`).join(', ') }));
};

/** One or more EANs (GTIN-13, check digit verified) separated by `|`, `,`, `;` or spaces → a JSON list, in order, without repeats. */
export const eanList: CellParser = (t) => {
  const codes = [...new Set(t.split(/[|,;\s]+/).filter(Boolean))];
  const wrong = codes.find((c) => !/^\d{13}$/.test(c) || !isValidGtin13(c));
  return wrong !== undefined ? bad(formatMessage(msg.gtin, { value: wrong })) : ok(JSON.stringify(codes));
};

/** A NIP with a valid check digit (dashes, spaces and a `PL` prefix allowed) → ten digits. */
export const nip: CellParser = (t) => {
  const digits = nipDigits(t.replace(/^PL/i, ''));
  return digits !== null && isValidNip(digits) ? ok(digits) : bad(formatMessage(msg.nip, { value: t }));
};

/** A KRS number: ten digits. */
export const krs: CellParser = (t) => {
  const digits = t.replace(/\s/g, '');
  return /^\d{10}$/.test(digits) ? ok(digits) : bad(formatMessage(msg.krs, { value: t }));
};

/** A Polish postal code, `00-000` (or five digits). */
export const postalCode: CellParser = (t) => {
  const m = /^(\d{2})-?(\d{3})$/.exec(t);
  return m ? ok(`${m[1]}-${m[2]}`) : bad(formatMessage(msg.postalCode, { value: t }));
};

/**
 * A Polish bank account (NRB: 26 digits, optionally `PL` and spaces) whose IBAN check (ISO 13616,
 * mod 97) holds → written as `CC BBBB BBBB …`, the way the seller's PDFs print it.
 */
export const bankAccount: CellParser = (t) => {
  const digits = t.replace(/[\s-]/g, '').replace(/^PL/i, '');
  if (!/^\d{26}$/.test(digits)) return bad(formatMessage(msg.bankAccount, { value: t }));
  // IBAN: the country code as digits (P = 25, L = 21) and the check digits move to the end.
  const rearranged = `${digits.slice(2)}2521${digits.slice(0, 2)}`;
  let remainder = 0;
  for (const d of rearranged) remainder = (remainder * 10 + Number(d)) % 97;
  if (remainder !== 1) return bad(formatMessage(msg.bankAccount, { value: t }));
  return ok(`${digits.slice(0, 2)} ${digits.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`);
};

/** A date as `YYYY-MM-DD` or `DD.MM.YYYY` (a time after it is ignored) → `YYYY-MM-DD`. */
export const date: CellParser = (t) => {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(t);
  const pl = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?: .*)?$/.exec(t);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : pl ? [pl[3], pl[2], pl[1]] : [];
  if (!y || !m || !d) return bad(formatMessage(msg.date, { value: t }));
  const value = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value)
    ? ok(value)
    : bad(formatMessage(msg.date, { value: t }));
};
