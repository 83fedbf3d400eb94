import { describe, expect, it } from 'vitest';
import { overdueDaysOf, vatRateSums } from '../index';

describe('overdueDaysOf', () => {
  it('counts whole days past the date of payment while something is left to pay', () => {
    expect(overdueDaysOf('2026-11-01', 100, '2026-11-24')).toBe(23);
    expect(overdueDaysOf('2026-11-24', 100, '2026-11-24')).toBe(0);
    expect(overdueDaysOf('2026-12-01', 100, '2026-11-24')).toBe(0);
    expect(overdueDaysOf('2026-11-01', 0, '2026-11-24')).toBe(0);
    // Across the change to winter time the count stays whole.
    expect(overdueDaysOf('2026-10-20', 1, '2026-11-03')).toBe(14);
  });
});

describe('vatRateSums', () => {
  it('sums the lines per rate, tax as gross minus net, highest rate first', () => {
    const sums = vatRateSums([
      { tax_rate: 8, net_value: 1000, gross_value: 1080 },
      { tax_rate: 23, net_value: 2000, gross_value: 2460 },
      { tax_rate: 23, net_value: 333, gross_value: 410 },
    ]);
    expect(sums).toEqual([
      { tax_rate: 23, net_value: 2333, tax_value: 537, gross_value: 2870 },
      { tax_rate: 8, net_value: 1000, tax_value: 80, gross_value: 1080 },
    ]);
    expect(vatRateSums([])).toEqual([]);
  });
});
