import { describe, expect, it } from 'vitest';
import { gtin13CheckDigit, gtin13FromCode, isValidGtin13 } from './gtin';

// Published real codes: the GS1 Poland example, a German EAN-13 (Stabilo pen) and an ISBN-13.
const REAL = ['5901234123457', '4006381333931', '9780306406157'];

describe('GTIN-13', () => {
  it('computes the check digit of real EANs', () => {
    expect(gtin13CheckDigit('590123412345')).toBe(7);
    expect(gtin13CheckDigit('400638133393')).toBe(1);
    expect(gtin13CheckDigit('978030640615')).toBe(7);
    // A sum that is already a multiple of ten gives 0, not 10.
    expect(gtin13CheckDigit('000000000000')).toBe(0);
    for (const code of REAL) expect(gtin13CheckDigit(code.slice(0, 12))).toBe(Number(code[12]));
  });

  it('refuses to compute a check digit of anything but twelve digits', () => {
    for (const bad of ['59012341234', '5901234123456', '59012341234a', ' 590123412345']) {
      expect(() => gtin13CheckDigit(bad)).toThrow(RangeError);
    }
  });

  it('accepts real EANs and rejects a wrong check digit, other lengths and non-digits', () => {
    for (const code of REAL) expect(isValidGtin13(code)).toBe(true);
    expect(isValidGtin13('5901234123458')).toBe(false);
    expect(isValidGtin13('5901234123450')).toBe(false);
    expect(isValidGtin13('590123412345')).toBe(false);
    expect(isValidGtin13('05901234123457')).toBe(false);
    expect(isValidGtin13('590123412345a')).toBe(false);
    expect(isValidGtin13('590 1234 12345 7')).toBe(false);
    expect(isValidGtin13('')).toBe(false);
  });

  it('turns typed or scanned codes of 8–14 digits into their GTIN-13 form', () => {
    expect(gtin13FromCode('5901234123457')).toBe('5901234123457');
    expect(gtin13FromCode(' 5901234123457 ')).toBe('5901234123457');
    // GTIN-14 with indicator 0 and the same unit.
    expect(gtin13FromCode('05901234123457')).toBe('5901234123457');
    // EAN-8 (the GS1 example), padded to 13 digits.
    expect(gtin13FromCode('96385074')).toBe('0000096385074');
    // UPC-A of 12 digits.
    expect(gtin13FromCode('036000291452')).toBe('0036000291452');
  });

  it('gives null for a wrong check digit, a carton GTIN-14, other lengths and text', () => {
    expect(gtin13FromCode('5901234123458')).toBeNull();
    expect(gtin13FromCode('15901234123454')).toBeNull();
    expect(gtin13FromCode('1234567')).toBeNull();
    expect(gtin13FromCode('123456789012345')).toBeNull();
    expect(gtin13FromCode('rura 5901234123457')).toBeNull();
    expect(gtin13FromCode('IN-0000001')).toBeNull();
  });
});
