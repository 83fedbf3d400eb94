// The UI's pl-PL formatters. One instance of each Intl formatter: creating them is the
// expensive part and a list formats thousands of cells.

const money = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', useGrouping: 'always' });
const decimal2 = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});
const date = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('pl-PL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Warsaw',
});

/** Money in PLN from integer grosze: `1 234,56 zł`. */
export function formatMoney(grosze: number): string {
  return money.format(grosze / 100);
}

/** A `YYYY-MM-DD` date as `27.10.2026`; empty for null. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(value.getTime()) ? iso : date.format(value);
}

/** An ISO timestamp as `27.10.2026, 14:05` in Warsaw time; empty for null. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? iso : dateTime.format(value);
}

/** A percent number with 2 decimals: `12,50 %`. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return `${decimal2.format(value)} %`;
}
