/** The distributor's first GS1 company number; fixtures' `EAN_COMPANY_NUMBER`, copied so this migration never changes. */
const COMPANY_NUMBER = 7300;
/** Products per company number (five-digit product numbers); fixtures' `EANS_PER_COMPANY_NUMBER`. */
const PER_COMPANY_NUMBER = 100_000;

/** The first twelve digits of a seeded product's EAN, from its id (as `productEan` of the fixtures). */
const first12 = `printf('590%04d%05d', ${COMPANY_NUMBER} + (products.id - 1) / ${PER_COMPANY_NUMBER}, (products.id - 1) % ${PER_COMPANY_NUMBER})`;

/** GS1 weights 1, 3, 1, 3, … over the twelve digits of `b`. */
const weightedSum = Array.from(
  { length: 12 },
  (_, i) => `${i % 2 === 0 ? 1 : 3} * CAST(substr(b, ${i + 1}, 1) AS INTEGER)`,
).join(' + ');

/**
 * Fills the EANs of products the fixture seed wrote (symbol `IN-` + the zero-padded id), computed
 * in SQL exactly as the fixtures compute them, so a database seeded before products had EANs ends
 * up as a fresh seed would. Products made any other way keep NULL: their barcode is not known.
 */
export const fillSeededEans = `
UPDATE products SET ean = (
  SELECT b || ((10 - (${weightedSum}) % 10) % 10) FROM (SELECT ${first12} AS b)
)
WHERE ean IS NULL AND symbol = printf('IN-%07d', id);
`;

/**
 * Products get an EAN (GTIN-13), the barcode a scanner reads: thirteen digits or NULL for a
 * product without one. Unique where present (a partial index: NULLs are many and never looked
 * up), which also serves the exact-EAN lookup of the product searches. The CHECK keeps the
 * format; the check digit is verified where codes come in (the sdk's `isValidGtin13`), since a
 * CHECK would repeat the twelve-digit weighted sum above on every write of a product.
 */
export const productEan = `
ALTER TABLE products ADD COLUMN ean TEXT
  CHECK (ean IS NULL OR (length(ean) = 13 AND ean NOT GLOB '*[^0-9]*'));
CREATE UNIQUE INDEX products_ean ON products(ean) WHERE ean IS NOT NULL;
${fillSeededEans}`;
