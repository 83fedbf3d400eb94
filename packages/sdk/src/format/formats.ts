import { isWholeUnit } from '../domain/units';

// One module of pl-PL formatters for the UI, the CLI and the PDFs. Intl formatters are built
// once (creating them is the expensive part; a list formats thousands of cells). Money never
// goes through a float: it is composed from integer grosze as text.

/** The no-break space Polish typography puts between digit groups and before units. */
export const NBSP = '\u00a0';

const TIME_ZONE = 'Europe/Warsaw';

const decimals = new Map<string, Intl.NumberFormat>();
function decimalFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let format = decimals.get(key);
  if (!format) {
    // Grouped from four digits on (1 234), not CLDR's five: amounts in a column line up.
    format = new Intl.NumberFormat('pl-PL', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: 'always',
    });
    decimals.set(key, format);
  }
  return format;
}

const dateTimes = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('pl-PL', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    });
    dateTimes.set(timeZone, format);
  }
  return format;
}

const relative = new Intl.RelativeTimeFormat('pl-PL', { numeric: 'auto', style: 'short' });

/** Digits of a non-negative integer with a no-break space every three from the right. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * Money in PLN from integer grosze: `123456` → `1 234,56 zł`, `-5` → `-0,05 zł`. Exact for
 * every safe integer (composed as text, never divided as a float).
 */
export function formatMoney(grosze: number): string {
  return `${formatMoneyAmount(grosze)}${NBSP}zł`;
}

/** Money without the currency (`1 234,56`), for columns headed with the currency. */
export function formatMoneyAmount(grosze: number): string {
  if (!Number.isSafeInteger(grosze)) throw new RangeError(`Kwota w groszach musi być liczbą całkowitą: ${grosze}`);
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  return `${sign}${groupDigits(String(Math.trunc(abs / 100)))},${String(abs % 100).padStart(2, '0')}`;
}

/** A number with up to `maxDecimals` decimals (default 2), decimal comma, grouped: `1 234,5`. */
export function formatNumber(value: number, maxDecimals = 2, minDecimals = 0): string {
  // Whole numbers are composed as text, as Intl writes them (grouped always, hyphen-minus): the
  // Intl call was a measurable part of a line write on the server (its history entry).
  if (minDecimals === 0 && Number.isSafeInteger(value) && !Object.is(value, -0))
    return value < 0 ? `-${groupDigits(String(-value))}` : groupDigits(String(value));
  return decimalFormat(minDecimals, maxDecimals).format(value);
}

/**
 * A quantity with its unit: whole-number units (SPEC §5) without decimals (`12 szt.`), others
 * with up to 3 (`2,5 m`, `0,125 m3`).
 */
export function formatQuantity(quantity: number, unit: string): string {
  const text = formatNumber(quantity, isWholeUnit(unit) ? 0 : 3);
  return unit ? `${text}${NBSP}${unit}` : text;
}

/** A percent number (margins and discounts are stored as percent with 2 decimals): `12,50 %`. */
export function formatPercent(value: number, fractionDigits = 2): string {
  return `${formatNumber(value, fractionDigits, fractionDigits)}${NBSP}%`;
}

const calendarDates = new Map<string, Intl.DateTimeFormat>();
function calendarDateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarDates.get(timeZone);
  if (!format) {
    // en-CA gives `YYYY-MM-DD` parts in a stable order; only the numbers are used.
    format = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
    calendarDates.set(timeZone, format);
  }
  return format;
}

/** A timestamp with a time and a zone (`…T…Z`, `…T…+02:00`): an instant, not a calendar date. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * A date as `27.10.2026`. A calendar date `YYYY-MM-DD` prints as it is (no shift); a timestamp
 * with a zone prints the calendar date in Warsaw (or `timeZone`): `2026-01-01T23:30:00Z` is
 * already 2 January there, and an offer written at 00:30 must not carry the day before.
 */
export function formatDate(iso: string | null | undefined, timeZone = TIME_ZONE): string {
  if (!iso) return '';
  if (INSTANT.test(iso)) {
    const value = new Date(iso);
    if (!Number.isNaN(value.getTime())) {
      const parts = calendarDateFormat(timeZone).formatToParts(value);
      const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
      return `${part('day')}.${part('month')}.${part('year')}`;
    }
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : iso;
}

/**
 * The business day of an instant, `YYYY-MM-DD` in Warsaw (or `timeZone`): validity, deliveries and
 * substitutions are whole Warsaw days, so at 00:30 on 24 November in Warsaw (23:30 UTC on the
 * 23rd) "today" is already the 24th — a substitution set for today is in force at once.
 */
export function warsawDay(instant: number | Date = Date.now(), timeZone = TIME_ZONE): string {
  // One formatter per zone: each new one holds ICU memory outside the JS heap, which the seed's
  // million calls piled up into gigabytes before a collection (docs/decisions/performance.md).
  let format = days.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', { timeZone });
    days.set(timeZone, format);
  }
  return format.format(instant);
}

const days = new Map<string, Intl.DateTimeFormat>();

/** An ISO timestamp as `27.10.2026, 14:05` in Warsaw time (or `timeZone`). */
export function formatDateTime(iso: string | null | undefined, timeZone = TIME_ZONE): string {
  if (!iso) return '';
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : dateTimeFormat(timeZone).format(value);
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** How long ago or ahead a timestamp is, against `now` (epoch ms): `5 min temu`, `za 2 godz.`. */
export function formatRelativeTime(iso: string, now: number): string {
  const value = new Date(iso).getTime();
  if (Number.isNaN(value)) return iso;
  const seconds = Math.round((value - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(0, 'second');
}

/**
 * Reads a decimal number typed by a person, the Polish way or not: `1 234,5`, `1234.5`, `1,5`,
 * `-3`. Spaces (also no-break) group digits; one comma or dot is the decimal separator. Returns
 * null for anything else (`1,2,3`, `12a`, empty), never a half-read number.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Reads an amount in złote typed by a person into integer grosze (`12,5` → 1250); null if it has more than 2 decimals. */
export function parseMoney(text: string): number | null {
  const compact = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/zł$/i, '');
  const match = /^(-?)(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const grosze = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(grosze)) return null;
  return match[1] ? -grosze : grosze;
}
