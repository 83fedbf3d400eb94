import { describe, expect, it } from 'vitest';
import {
  type ClientCreditFacts,
  canOverrideSalesBlock,
  formatDays,
  salesBlockReasons,
  salesBlockRefusal,
} from '../index';

const facts = (over: Partial<ClientCreditFacts> = {}): ClientCreditFacts => ({
  creditLimit: 10_000_000,
  paymentTermDays: 14,
  creditUsed: 2_500_000,
  overdueDays: 0,
  overdueAmount: 0,
  toleranceDays: 14,
  ...over,
});

describe('salesBlockReasons', () => {
  it('leaves a client within its limit and tolerance unblocked', () => {
    expect(salesBlockReasons(facts())).toEqual([]);
    // At the limit exactly, and overdue exactly as long as tolerated, is still allowed.
    expect(salesBlockReasons(facts({ creditUsed: 10_000_000, overdueDays: 14, overdueAmount: 100 }))).toEqual([]);
  });

  it('blocks a client over its credit limit, with the figures in words', () => {
    const reasons = salesBlockReasons(facts({ creditUsed: 10_000_001 }));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]?.code).toBe('credit_limit');
    expect(reasons[0]?.message).toBe(
      'przekroczony limit kredytowy: wykorzystano 100\u00a0000,01\u00a0zł z 100\u00a0000,00\u00a0zł',
    );
  });

  it('blocks a client with an invoice overdue longer than the tolerance', () => {
    const reasons = salesBlockReasons(facts({ overdueDays: 15, overdueAmount: 123_456 }));
    expect(reasons.map((r) => r.code)).toEqual(['overdue']);
    expect(reasons[0]?.message).toBe(
      'faktury po terminie ponad 14\u00a0dni tolerancji: najstarsza 15\u00a0dni po terminie, zaległość 1\u00a0234,56\u00a0zł',
    );
    const both = salesBlockReasons(facts({ creditUsed: 20_000_000, overdueDays: 40, overdueAmount: 1 }));
    expect(both.map((r) => r.code)).toEqual(['credit_limit', 'overdue']);
  });

  it('does not apply the credit limit to a prepayment client, but still the overdue rule', () => {
    expect(salesBlockReasons(facts({ paymentTermDays: 0, creditLimit: 0, creditUsed: 5_000_000 }))).toEqual([]);
    const overdue = salesBlockReasons(facts({ paymentTermDays: 0, creditLimit: 0, overdueDays: 30, overdueAmount: 5 }));
    expect(overdue.map((r) => r.code)).toEqual(['overdue']);
  });

  it('says days in Polish', () => {
    expect(formatDays(1)).toBe('1\u00a0dzień');
    expect(formatDays(2)).toBe('2\u00a0dni');
    expect(formatDays(0)).toBe('0\u00a0dni');
  });
});

describe('canOverrideSalesBlock', () => {
  it('lets the regional director, the board and administrators release a block, nobody else', () => {
    expect(['Administrators', 'Zarząd', 'Dyrektor Regionu'].map(canOverrideSalesBlock)).toEqual([true, true, true]);
    expect(['Dyrektor Oddziału', 'Handlowiec', '', null].map(canOverrideSalesBlock)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('salesBlockRefusal', () => {
  it('names the client, the reasons, who may confirm and the mailbox', () => {
    const reasons = salesBlockReasons(facts({ creditUsed: 20_000_000, overdueDays: 40, overdueAmount: 1 }));
    const text = salesBlockRefusal('Ślęża Sp. z o.o.', reasons, 'blokady@example.pl');
    expect(text).toMatch(/^Sprzedaż dla klienta „Ślęża Sp\. z o\.o\.” jest zablokowana \(przekroczony limit kredytowy/);
    expect(text).toContain('; faktury po terminie');
    expect(text).toContain('może potwierdzić tylko dyrektor regionu, zarząd lub administrator');
    expect(text).toMatch(/napisz na blokady@example\.pl\.$/);
    expect(salesBlockRefusal('X', reasons, null)).not.toContain('napisz');
  });

  it('says who may make a new order when the step is its creation (the author rule is the confirmation’s)', () => {
    const reasons = salesBlockReasons(facts({ creditUsed: 20_000_000 }));
    const text = salesBlockRefusal('X', reasons, 'blokady@example.pl', 'create');
    expect(text).toContain('Nowe zamówienie dla niego może utworzyć tylko dyrektor regionu, zarząd lub administrator.');
    expect(text).not.toContain('nie autor');
    expect(text).toMatch(/napisz na blokady@example\.pl\.$/);
    expect(salesBlockRefusal('X', reasons, null, 'create')).not.toContain('napisz');
  });
});
