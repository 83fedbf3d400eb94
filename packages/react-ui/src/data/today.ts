import { warsawDay } from '@salesdesk/sdk';

/** Today in Warsaw as `YYYY-MM-DD` (offers, deliveries and substitutions are whole Warsaw days; the server counts them so too). */
export function todayInWarsaw(now: Date = new Date()): string {
  return warsawDay(now);
}

/** `YYYY-MM-DD` moved by `days` calendar days (no time zone involved: a date is a date). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
