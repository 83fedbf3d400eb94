/**
 * GTIN-13 (EAN-13) codes: the barcode on a product's packaging. Twelve digits (GS1 prefix,
 * company prefix, product number) and a check digit computed by the GS1 modulo-10 rule.
 */

/**
 * The GS1 check digit of the first twelve digits of a GTIN-13: digits weighted 1, 3, 1, 3, …
 * from the left, the check digit tops the sum up to a multiple of ten.
 *
 * @throws RangeError when `first12` is not exactly twelve digits.
 */
export function gtin13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`A GTIN-13 check digit needs 12 digits, got "${first12}".`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Whether `code` is exactly thirteen digits with a correct check digit (no spaces or dashes). */
export function isValidGtin13(code: string): boolean {
  return /^\d{13}$/.test(code) && gtin13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * The GTIN-13 form of a typed or scanned code of 8–14 digits, or null when the term is not one
 * or its check digit is wrong. GS1 aligns the shorter GTINs to the right: an EAN-8 or a UPC-A
 * (12 digits) is padded with leading zeros, a GTIN-14 with indicator digit 0 loses that zero;
 * padding with zeros keeps the check digit valid, so a code valid in its own length stays valid.
 * A GTIN-14 with another indicator names a carton, not the unit a product row stands for.
 */
export function gtin13FromCode(term: string): string | null {
  const code = term.trim();
  if (!/^\d{8,14}$/.test(code)) return null;
  let gtin13: string;
  if (code.length === 14) {
    if (code[0] !== '0') return null;
    gtin13 = code.slice(1);
  } else gtin13 = code.padStart(13, '0');
  return isValidGtin13(gtin13) ? gtin13 : null;
}
