import { offerMessages } from '../messages/offers';
import { formatMessage } from '../messages/pl';

/** Units of measure sold only in whole numbers (SPEC §5, verbatim). */
export const WHOLE_UNITS = [
  'arkusz',
  'ark.',
  'ark',
  'sztuka',
  'szt.',
  'szt',
  'komplet',
  'kpl.',
  'kpl',
  'bl',
  'paleta',
  'para',
  'rolka',
  'zgr',
  'zgr.',
] as const;

/** Largest quantity accepted on a line (keeps `price × thousandths` inside safe integers). */
export const MAX_QUANTITY = 1_000_000;

const whole = new Set<string>(WHOLE_UNITS);

/** Whether `unit` takes only whole quantities (compared trimmed and lower-cased). */
export function isWholeUnit(unit: string): boolean {
  return whole.has(unit.trim().toLowerCase());
}

/**
 * Checks a quantity for a unit: positive, at most 3 decimals, whole for the units of SPEC §5.
 * Returns the Polish problem, or null when the quantity is fine.
 */
export function quantityProblem(quantity: number, unit: string): string | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return offerMessages.quantity.positive;
  if (quantity > MAX_QUANTITY) return offerMessages.quantity.tooLarge;
  if (isWholeUnit(unit) && !Number.isInteger(quantity)) {
    return formatMessage(offerMessages.quantity.whole, { unit: unit.trim() });
  }
  // 3 decimals: quantity × 1000 must be (within float noise) an integer.
  const scaled = quantity * 1000;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return offerMessages.quantity.decimals;
  return null;
}

/**
 * The one spelling each unit is shown in (documents' lines, their PDFs): catalogue data writes a
 * piece as `sztuka`, `szt` or `szt.` and one table showed all three. The short form with its dot
 * is the one Polish invoices print; a unit not listed here is shown as stored (trimmed).
 */
const DISPLAY_UNITS: Readonly<Record<string, string>> = {
  sztuka: 'szt.',
  sztuki: 'szt.',
  sztuk: 'szt.',
  szt: 'szt.',
  'szt.': 'szt.',
  komplet: 'kpl.',
  kpl: 'kpl.',
  'kpl.': 'kpl.',
  arkusz: 'ark.',
  ark: 'ark.',
  'ark.': 'ark.',
  zgrzewka: 'zgr.',
  zgr: 'zgr.',
  'zgr.': 'zgr.',
  opakowanie: 'op.',
  op: 'op.',
  'op.': 'op.',
};

/** `unit` in the one form the documents show it in (`sztuka`, `szt` → `szt.`); unknown units as stored. */
export function displayUnit(unit: string): string {
  const trimmed = unit.trim();
  return DISPLAY_UNITS[trimmed.toLocaleLowerCase('pl-PL')] ?? trimmed;
}
