import { knownUnitSpellings, unitKind } from './unitConversion';

/**
 * Quantities as people write them in material lists: Polish decimal comma (`3,5`), thousands
 * grouped with spaces (`1 250`), a unit after the number with or without a space (`12 szt`,
 * `12szt.`, `3,5 mb`), at the end of a line after a dash or an `x` ("– 12 szt", "x 5") or at
 * its start ("12 szt. Zawór kulowy").
 */

/** A number: thousands grouped by (no-break) spaces, or plain digits; a comma or point before decimals. */
const NUMBER = String.raw`(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d+)?`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The unit spellings, longest first so `mb` wins over `m` and `szt.` over `szt`. */
const UNIT = `(?:${knownUnitSpellings()
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|')})`;

/** Reads a number written the Polish way or not (`1 250,5`, `1250.5`, `3,5`); null for anything else. */
export function parsePastedNumber(text: string): number | null {
  const compact = text.trim().replace(/[ \u00a0\u202f]/g, '');
  if (!/^\d+(?:[.,]\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** A quantity with the unit written after it. */
export interface PastedQuantity {
  quantity: number;
  unit: string | null;
}

const QUANTITY_CELL = new RegExp(`^(${NUMBER})\\s*(${UNIT})?\\s*$`, 'iu');

/** A cell holding a quantity and maybe its unit (`12`, `12 szt`, `3,5 mb`, `1 250`); null otherwise. */
export function parseQuantityCell(cell: string): PastedQuantity | null {
  const match = QUANTITY_CELL.exec(cell.trim());
  if (!match) return null;
  const quantity = parsePastedNumber(match[1] as string);
  return quantity === null ? null : { quantity, unit: match[2] ? (match[2] as string) : null };
}

/** A plain number (no grouping: "Kolano 20 100 szt" is size 20 and 100 pieces, not 20 100). */
const PLAIN_NUMBER = String.raw`\d+(?:[.,]\d+)?`;
/** What separates a quantity from the text: a dash, a colon, an equals sign, a comma that is no decimal comma, an `x`. */
const SEPARATOR = String.raw`(?:[–—:;=]|\s-|,(?!\d)|\s[x×])`;
/** Text, a separator, the quantity and maybe its unit, at the end of a line ("… – 250 m", "… x 5"). */
const AFTER_SEPARATOR = new RegExp(`^(.*\\S)\\s*${SEPARATOR}\\s*(${NUMBER})\\s*(${UNIT})?\\.?\\s*$`, 'iu');
/** Text, then a number with its unit at the end of a line ("… 12 szt.", "… 100 m"). */
const WITH_UNIT = new RegExp(`^(.*\\S)\\s+(${PLAIN_NUMBER})\\s*(${UNIT})\\.?\\s*$`, 'iu');
/** A single code and a bare number ("IN-0000123 5", "5907300000004 10"). */
const CODE_AND_NUMBER = new RegExp(`^(\\S+)\\s+(${NUMBER})\\s*$`, 'u');
/** A quantity and a unit (or an `x`) at the start of a line, before the name. */
const LEADING = new RegExp(`^(${NUMBER})\\s*(?:(${UNIT})\\.?|[x×])\\s+(.*\\p{L}.*)$`, 'iu');
/** A length before an `x` ("50 mm x 50 m"): with a length after it too, the two are a size, not a quantity. */
const DIMENSION_BEFORE_X = /\d\s*(?:mm|cm|m)$/iu;
/** Numbering and bullets of a list: "1.", "2)", "(3)", "-", "•". */
const LIST_MARKER = /^\s*(?:[-*•·–—]\s+|\d{1,3}[.)]\s+|\(\d{1,3}\)\s+)/u;

/** A free-text line split into what identifies the product and the quantity. */
export interface SplitLine {
  text: string;
  quantity: number | null;
  unit: string | null;
}

/** Whether a single word looks like a product code: letters, digits and `-._/`, with a digit. */
export function looksLikeCode(text: string): boolean {
  return /^[\p{L}\d][\p{L}\d._/-]{2,}$/u.test(text) && /\d/.test(text);
}

function clean(text: string): string {
  return text.replace(/[\s–—:;,=-]+$/u, '').trim();
}

/**
 * Splits a line of an e-mail or a note ("Zawór kulowy 1/2 mosiężny – 12 szt", "YDY 3x2,5
 * 450/750 – 250 m", "IN-0000123 5", "12 szt. Kolano PP-R 20") into the product's text and the
 * quantity with its unit. A number at the end counts as the quantity when a separator (a dash,
 * a colon, `x`) or a unit stands with it, or when what is left is a single code; otherwise it
 * is part of the name ("Kolano PP-R 90° 20" is a size). "50 mm x 50 m" is a size too.
 */
export function splitQuantity(line: string): SplitLine {
  const text = line.replace(LIST_MARKER, '').trim();
  const separated = AFTER_SEPARATOR.exec(text);
  if (separated) {
    const [whole = '', rest = '', number = '', unit] = separated;
    const byX = /\s[x×]\s*\d/iu.test(whole.slice(rest.length));
    const quantity = parsePastedNumber(number);
    const dimension = byX && DIMENSION_BEFORE_X.test(rest) && unit !== undefined && unitKind(unit) === 'm';
    if (quantity !== null && !dimension && clean(rest)) {
      return { text: clean(rest), quantity, unit: unit ?? null };
    }
  }
  const withUnit = WITH_UNIT.exec(text);
  if (withUnit && !/[/x×]$/iu.test(withUnit[1] as string)) {
    const quantity = parsePastedNumber(withUnit[2] as string);
    if (quantity !== null) return { text: clean(withUnit[1] as string), quantity, unit: withUnit[3] ?? null };
  }
  const codeAndNumber = CODE_AND_NUMBER.exec(text);
  if (codeAndNumber && looksLikeCode(codeAndNumber[1] as string)) {
    const quantity = parsePastedNumber(codeAndNumber[2] as string);
    if (quantity !== null) return { text: codeAndNumber[1] as string, quantity, unit: null };
  }
  const leading = LEADING.exec(text);
  if (leading) {
    const quantity = parsePastedNumber(leading[1] as string);
    if (quantity !== null) return { text: (leading[3] as string).trim(), quantity, unit: leading[2] ?? null };
  }
  return { text, quantity: null, unit: null };
}

/** Whether a unit spelling is one {@link splitQuantity} and {@link parseQuantityCell} know. */
export function isKnownUnit(unit: string): boolean {
  return unitKind(unit) !== null;
}
