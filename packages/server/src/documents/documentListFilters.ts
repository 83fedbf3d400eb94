import type { SqlCondition } from '../http/sqlList';

const DAY_MS = 86_400_000;
const warsawOffset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Warsaw', timeZoneName: 'longOffset' });

/**
 * The instant (ISO, UTC) a Warsaw calendar day `YYYY-MM-DD` begins: 2026-11-24 begins at
 * 2026-11-23T23:00:00.000Z, 2026-07-01 at 2026-06-30T22:00:00.000Z. Poland changes its clocks at
 * 01:00 UTC, so the offset at 00:00 UTC of that date is the offset of its midnight.
 */
export function warsawDayStart(day: string): string {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const zone = warsawOffset.formatToParts(utcMidnight).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign, hours, minutes] = /GMT(?:([+-])(\d{2}):(\d{2}))?/.exec(zone) ?? [];
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000 : 0;
  return new Date(utcMidnight - offset).toISOString();
}

/** The filters offer and order lists share (alias `o` for the document table). */
export interface DocumentListFilters {
  status?: string | undefined;
  client_id?: number | undefined;
  creator_id?: number | undefined;
  archived?: 'true' | 'false' | undefined;
  created_from?: string | undefined;
  created_to?: string | undefined;
  /** Changed at or after this instant (ISO 8601 with an offset). */
  updated_since?: string | undefined;
}

/**
 * SQL conditions of the shared list filters: archived or not (default not), status, client,
 * creator, changed since an instant (`updated_since`), and the creation date range: whole Warsaw days, `created_to` inclusive (a document
 * written at 00:30 in Warsaw belongs to that day, though its UTC timestamp is the day before).
 */
export function documentListConditions(query: DocumentListFilters): SqlCondition[] {
  const filters: SqlCondition[] = [{ sql: 'o.archived = ?', params: [query.archived === 'true' ? 1 : 0] }];
  if (query.status) filters.push({ sql: 'o.status = ?', params: [query.status] });
  if (query.client_id) filters.push({ sql: 'o.client_id = ?', params: [query.client_id] });
  if (query.creator_id) filters.push({ sql: 'o.creator_id = ?', params: [query.creator_id] });
  if (query.created_from) filters.push({ sql: 'o.created_at >= ?', params: [warsawDayStart(query.created_from)] });
  if (query.created_to) {
    const dayAfter = new Date(Date.parse(`${query.created_to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    filters.push({ sql: 'o.created_at < ?', params: [warsawDayStart(dayAfter)] });
  }
  // Stored as UTC ISO strings: the instant in the same form compares as text.
  if (query.updated_since)
    filters.push({ sql: 'o.updated_at >= ?', params: [new Date(query.updated_since).toISOString()] });
  return filters;
}
