import { describe, expect, it } from 'vitest';
import { deletionKeys, isTypoCandidate, withinOneEdit } from '../index';

describe('one-letter typos', () => {
  it('finds words one edit apart: changed, added, left out, swapped', () => {
    expect(withinOneEdit('zawur', 'zawor')).toBe(true);
    expect(withinOneEdit('kulwy', 'kulowy')).toBe(true);
    expect(withinOneEdit('kulowyy', 'kulowy')).toBe(true);
    expect(withinOneEdit('zawro', 'zawor')).toBe(true);
    expect(withinOneEdit('zawor', 'zawor')).toBe(true);
  });

  it('refuses two edits', () => {
    expect(withinOneEdit('zawur', 'zawory')).toBe(false);
    expect(withinOneEdit('zwaur', 'zawor')).toBe(false);
    expect(withinOneEdit('kolano', 'kolanko')).toBe(true);
    expect(withinOneEdit('kolano', 'kolankow')).toBe(false);
  });

  it('indexes words by their deletion keys: words one edit apart share one', () => {
    const share = (a: string, b: string) => deletionKeys(a).some((k) => deletionKeys(b).includes(k));
    expect(deletionKeys('abc')).toEqual(['abc', 'bc', 'ac', 'ab']);
    for (const [typed, word] of [
      ['zawur', 'zawor'],
      ['kulwy', 'kulowy'],
      ['zawro', 'zawor'],
      ['przewud', 'przewod'],
    ] as const) {
      expect(share(typed, word), `${typed} ~ ${word}`).toBe(true);
    }
  });

  it('corrects words of letters only, four or more: never sizes or codes', () => {
    expect(isTypoCandidate('zawur')).toBe(true);
    expect(isTypoCandidate('ydy')).toBe(false);
    expect(isTypoCandidate('3x2.6')).toBe(false);
    expect(isTypoCandidate('dn15')).toBe(false);
    expect(isTypoCandidate('in-0000001')).toBe(false);
  });
});
