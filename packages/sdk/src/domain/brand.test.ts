import { describe, expect, it } from 'vitest';
import { BRAND_IDS, brands, getBrand, termText } from './brand';
import { getBrandBasics } from './brandBasics';

/** The NIP check digit: weighted sum of the first nine digits modulo 11. */
function nipIsValid(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(nip[i]), 0);
  return sum % 11 === Number(nip[9]);
}

describe('brand letterhead', () => {
  it('each brand has its own complete letterhead with a NIP that passes the check digit', () => {
    for (const id of BRAND_IDS) {
      const l = brands[id].letterhead;
      for (const value of Object.values(l)) expect(value).not.toBe('');
      expect(nipIsValid(l.nip)).toBe(true);
    }
    expect(brands.one.letterhead.nip).not.toBe(brands.two.letterhead.nip);
  });

  it('getBrand overrides single letterhead fields and keeps the rest', () => {
    const brand = getBrand('two', { letterhead: { name: 'Inna Spółka S.A.', nip: '5260250274' } });
    expect(brand.letterhead).toEqual({ ...brands.two.letterhead, name: 'Inna Spółka S.A.', nip: '5260250274' });
    expect(brand.investmentsUrl).toBe(brands.two.investmentsUrl);
    expect(getBrand('one')).toBe(brands.one);
    expect(getBrand('one', { investmentsUrl: 'https://x.example.pl' }).letterhead).toEqual(brands.one.letterhead);
  });
});

describe('getBrandBasics', () => {
  it("gives the fields of getBrand's configuration it has, with the same overrides", () => {
    const overrides = [
      {},
      { investmentsUrl: 'https://inwestycje.example.pl' },
      { blockedSalesMailbox: 'blokady@example.pl' },
      { investmentsUrl: '', blockedSalesMailbox: 'blokady@example.pl' },
    ];
    for (const id of BRAND_IDS) {
      for (const override of overrides) {
        const basics = getBrandBasics(id, override);
        const full = getBrand(id, override);
        expect(Object.keys(basics)).toEqual(['id', 'name', 'hiddenColumns', 'investmentsUrl', 'blockedSalesMailbox']);
        for (const [key, value] of Object.entries(basics))
          expect(value, `${id}.${key}`).toEqual(full[key as keyof typeof full]);
      }
    }
  });
});

describe('termText', () => {
  it('drops the number a term is stored with, and only that', () => {
    expect(brands.one.offerFooter.map(termText)[0]).toBe('Ceny mogą ulec zmianie do czasu złożenia zamówienia.');
    expect(termText(' 10) Reklamacje.')).toBe('Reklamacje.');
    expect(termText('Dostawa w 3 dni.')).toBe('Dostawa w 3 dni.');
    expect(termText('2026 r. ceny netto')).toBe('2026 r. ceny netto');
  });
});
