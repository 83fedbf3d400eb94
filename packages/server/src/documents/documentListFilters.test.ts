import { describe, expect, it } from 'vitest';
import { documentListConditions, warsawDayStart } from './documentListFilters';

describe('creation-date filters count Warsaw days', () => {
  it('a Warsaw day begins at 23:00 UTC the day before in winter, 22:00 in summer', () => {
    expect(warsawDayStart('2026-11-24')).toBe('2026-11-23T23:00:00.000Z');
    expect(warsawDayStart('2026-07-01')).toBe('2026-06-30T22:00:00.000Z');
    // The days the clocks change: both midnights are still on the old offset.
    expect(warsawDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(warsawDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
  });

  it('created_from..created_to takes the whole Warsaw days, both inclusive', () => {
    const conditions = documentListConditions({ created_from: '2026-11-24', created_to: '2026-11-24' });
    const bounds = conditions.filter((c) => c.sql.includes('created_at'));
    expect(bounds).toEqual([
      { sql: 'o.created_at >= ?', params: ['2026-11-23T23:00:00.000Z'] },
      { sql: 'o.created_at < ?', params: ['2026-11-24T23:00:00.000Z'] },
    ]);
    // Written at 00:30 in Warsaw on the 24th: in; at 23:30 UTC on the 24th (00:30 on the 25th): out.
    const within = (at: string) => at >= (bounds[0]?.params[0] as string) && at < (bounds[1]?.params[0] as string);
    expect(within('2026-11-23T23:30:00.000Z')).toBe(true);
    expect(within('2026-11-24T22:59:59.999Z')).toBe(true);
    expect(within('2026-11-24T23:30:00.000Z')).toBe(false);
    expect(within('2026-11-23T22:59:59.999Z')).toBe(false);
  });
});
