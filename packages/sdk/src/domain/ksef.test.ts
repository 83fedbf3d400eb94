import { describe, expect, it } from 'vitest';
import { crc8, isValidKsefNumber, ksefChecksum, ksefNumber, ksefNumberSchema } from '../index';

describe('KSeF numbers', () => {
  it('computes the CRC-8 of the Ministry of Finance example', () => {
    // The example of the KSeF documentation: 5265877635-20250826-0100001AF629-AF.
    expect(ksefChecksum('5265877635-20250826-0100001AF629')).toBe('AF');
    expect(isValidKsefNumber('5265877635-20250826-0100001AF629-AF')).toBe(true);
    // CRC-8/SMBUS check value of "123456789".
    expect(crc8('123456789')).toBe(0xf4);
  });

  it('refuses a wrong checksum, lower-case hex, an impossible date or a wrong length', () => {
    expect(isValidKsefNumber('5265877635-20250826-0100001AF629-AE')).toBe(false);
    expect(isValidKsefNumber('5265877635-20250826-0100001af629-AF')).toBe(false);
    const feb30 = ksefNumber('5265877635', '2026-02-30', '0100001AF629');
    expect(isValidKsefNumber(feb30)).toBe(false);
    expect(isValidKsefNumber('5265877635-20250826-0100001AF629')).toBe(false);
  });

  it('builds numbers that validate, and the contract schema refuses others in Polish', () => {
    const number = ksefNumber('7792415038', '2026-03-02', 'a1b2c3');
    expect(number).toMatch(/^7792415038-20260302-000000A1B2C3-[0-9A-F]{2}$/);
    expect(isValidKsefNumber(number)).toBe(true);
    expect(ksefNumberSchema.safeParse(number).success).toBe(true);
    const bad = ksefNumberSchema.safeParse('FV/2026/1');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/Nieprawidłowy numer KSeF/);
  });
});
