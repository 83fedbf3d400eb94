import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyAmount,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatRelativeTime,
  parseDecimal,
  parseMoney,
  warsawDay,
} from './formats';

// Tests compare with plain spaces: the formatters use no-break spaces, as Polish typography does.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('pl-PL formats', () => {
  it('whole numbers read exactly as Intl writes them, to the last character', () => {
    const intl = (value: number, max: number) =>
      new Intl.NumberFormat('pl-PL', { maximumFractionDigits: max, useGrouping: 'always' }).format(value);
    const values = [
      0,
      1,
      -1,
      7,
      12,
      999,
      1000,
      -1000,
      9999,
      12_345,
      100_000,
      -987_654_321,
      2 ** 53 - 1,
      -(2 ** 53 - 1),
    ];
    for (let n = 1; n < 1e15; n *= 7) values.push(n, -n);
    for (const value of values) {
      for (const max of [0, 2, 3]) expect(formatNumber(value, max)).toBe(intl(value, max));
    }
    // Negative zero and decimals still go through Intl.
    expect(formatNumber(-0)).toBe(intl(-0, 2));
    expect(plain(formatNumber(1234.5))).toBe('1 234,5');
  });

  it('money from grosze, exact, grouped from four digits', () => {
    expect(plain(formatMoney(123456))).toBe('1 234,56 zł');
    expect(plain(formatMoney(0))).toBe('0,00 zł');
    expect(plain(formatMoney(5))).toBe('0,05 zł');
    expect(plain(formatMoney(-1250))).toBe('-12,50 zł');
    expect(plain(formatMoney(99999))).toBe('999,99 zł');
    // Past 2^53 / 100 a float division would lose the last grosz; text composition does not.
    expect(plain(formatMoney(9_007_199_254_740_991))).toBe('90 071 992 547 409,91 zł');
    expect(plain(formatMoneyAmount(100000000))).toBe('1 000 000,00');
    expect(() => formatMoney(12.5)).toThrow(RangeError);
  });

  it('numbers, quantities with their units, percent', () => {
    expect(plain(formatNumber(1234.5))).toBe('1 234,5');
    expect(plain(formatNumber(1234.567, 2))).toBe('1 234,57');
    expect(plain(formatQuantity(12, 'szt.'))).toBe('12 szt.');
    expect(plain(formatQuantity(2.5, 'm'))).toBe('2,5 m');
    expect(plain(formatQuantity(0.125, 'm3'))).toBe('0,125 m3');
    expect(plain(formatQuantity(1250, 'kg'))).toBe('1 250 kg');
    expect(plain(formatPercent(12.5))).toBe('12,50 %');
    expect(plain(formatPercent(-7.1))).toBe('-7,10 %');
    expect(plain(formatPercent(0))).toBe('0,00 %');
  });

  it('calendar dates without a time zone shift, timestamps and date-times in Warsaw', () => {
    expect(formatDate('2026-10-27')).toBe('27.10.2026');
    // 23:30 UTC on 1 January is 00:30 on 2 January in Warsaw (CET, UTC+1).
    expect(formatDate('2026-01-01T23:30:00Z')).toBe('02.01.2026');
    expect(formatDate('2026-01-01T22:59:59.999Z')).toBe('01.01.2026');
    // Summer time (CEST, UTC+2): 22:30 UTC on 30 June is already 1 July.
    expect(formatDate('2026-06-30T22:30:00.000Z')).toBe('01.07.2026');
    expect(formatDate('2026-06-30T21:59:00Z')).toBe('30.06.2026');
    expect(formatDate('2026-06-30T23:30:00+01:00')).toBe('01.07.2026');
    expect(formatDate('2026-01-01T23:30:00Z', 'UTC')).toBe('01.01.2026');
    // A wall-clock time without a zone is not an instant: its date part prints as written.
    expect(formatDate('2026-01-01T23:30:00')).toBe('01.01.2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('nonsense')).toBe('nonsense');
    // 22:30 UTC on 27 Oct is 23:30 in Warsaw (CET after the change to winter time).
    expect(plain(formatDateTime('2026-10-27T22:30:00Z'))).toBe('27.10.2026, 23:30');
    expect(plain(formatDateTime('2026-07-01T10:00:00Z'))).toBe('01.07.2026, 12:00');
    expect(plain(formatDateTime('2026-07-01T10:00:00Z', 'UTC'))).toBe('01.07.2026, 10:00');
  });

  it('relative times against an injected now', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(plain(formatRelativeTime('2026-11-22T11:55:00Z', now))).toBe('5 min temu');
    expect(plain(formatRelativeTime('2026-11-22T14:00:00Z', now))).toBe('za 2 godz.');
    expect(formatRelativeTime('2026-11-21T12:00:00Z', now)).toBe('wczoraj');
    expect(formatRelativeTime('2026-11-22T12:00:00Z', now)).toBe('teraz');
  });

  it('reads decimals and amounts typed the Polish way, refusing anything half-valid', () => {
    expect(parseDecimal('1 234,5')).toBe(1234.5);
    expect(parseDecimal('1\u00a0234,5')).toBe(1234.5);
    expect(parseDecimal('1234.5')).toBe(1234.5);
    expect(parseDecimal(' 2,125 ')).toBe(2.125);
    expect(parseDecimal('-3')).toBe(-3);
    for (const bad of ['', '1,2,3', '12a', ',5', '1.', 'abc', '1e3']) expect(parseDecimal(bad)).toBeNull();
    expect(parseMoney('12,5')).toBe(1250);
    expect(parseMoney('1 234,56 zł')).toBe(123456);
    expect(parseMoney('0.07')).toBe(7);
    expect(parseMoney('-3')).toBe(-300);
    expect(parseMoney('1,234')).toBeNull();
    expect(parseMoney('zł')).toBeNull();
  });
});

describe('warsawDay', () => {
  it('is the calendar day in Warsaw, in winter and in summer', () => {
    expect(warsawDay(Date.parse('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    expect(warsawDay(Date.parse('2026-11-23T23:30:00Z'))).toBe('2026-11-24');
    expect(warsawDay(Date.parse('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(warsawDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
