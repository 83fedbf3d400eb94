import { describe, expect, it } from 'vitest';
import { formatNip, isValidNip, nipDigits } from '../index';

describe('NIP', () => {
  it('checks the tenth digit against the weighted sum of the first nine', () => {
    // 5*6+2*5+6*7+0*2+2*3+5*4+0*5+2*6+7*7 = 169; 169 mod 11 = 4.
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('526-025-02-74')).toBe(true);
    expect(isValidNip('PL 526 025 02 74')).toBe(true);
    expect(isValidNip('5260250275')).toBe(false);
    // 6+10+21+8+15+24+35+48+63 = 230, mod 11 = 10: never a valid NIP, whatever the tenth digit.
    expect(isValidNip('1234567890')).toBe(false);
    expect(isValidNip('123456789')).toBe(false);
    expect(isValidNip('')).toBe(false);
  });

  it('writes ten digits as 123-456-78-90 and leaves anything else as given', () => {
    expect(formatNip('5260250274')).toBe('526-025-02-74');
    expect(formatNip('526 025 02 74')).toBe('526-025-02-74');
    expect(formatNip('52602502')).toBe('52602502');
    expect(nipDigits('526-025-02-74')).toBe('5260250274');
    expect(nipDigits('abc')).toBeNull();
  });
});
