import { describe, expect, it } from 'vitest';
import {
  foldSearchText,
  searchAliases,
  searchName,
  searchRank,
  searchTokens,
  searchWords,
  sizeAliases,
  wordPlace,
} from '../index';

describe('foldSearchText', () => {
  it('folds case and Polish letters, ł included', () => {
    expect(foldSearchText('Zawór KULOWY Łącznik źdźbło ŻÓŁTY')).toBe('zawor kulowy lacznik zdzblo zolty');
  });

  it('writes decimal comma and point alike, and multiplications without spaces', () => {
    for (const typed of ['3x2,5', '3x2.5', '3 x 2,5', '3×2,5', '3 X 2.5']) expect(foldSearchText(typed)).toBe('3x2.5');
    expect(foldSearchText('Płyta 12,5 mm 1200 x 2600')).toBe('plyta 12.5 mm 1200x2600');
    // A comma between words stays a comma.
    expect(foldSearchText('mosiężny, 12')).toBe('mosiezny, 12');
  });

  it('writes inch sizes one way: one " after the number; 1 1/4 and 1 1/2 as the trade’s 5/4 and 6/4', () => {
    for (const typed of ['1/2"', "1/2''", '1/2 ″', '1/2”', '1/2 cala', '½"'])
      expect(foldSearchText(typed)).toBe('1/2"');
    expect(foldSearchText('Zawór 1 1/4"')).toBe('zawor 5/4"');
    expect(foldSearchText('Zawór 1 1/2 cala')).toBe('zawor 6/4"');
    expect(foldSearchText('Zawór 2 1/2"')).toBe('zawor 2 1/2"');
  });

  it('writes a nominal diameter without a gap, and mm² as mm2', () => {
    for (const typed of ['DN15', 'dn 15', 'DN-15', 'Dn 15']) expect(foldSearchText(typed)).toBe('dn15');
    expect(foldSearchText('YDY 3x2,5 mm²')).toBe('ydy 3x2.5 mm2');
  });
});

describe('searchWords', () => {
  it('splits into folded words, once each, without stop words or stray punctuation', () => {
    expect(searchWords('Zawór kulowy 1/2" mosiężny, z motylkiem – do wody.')).toEqual([
      'zawor',
      'kulowy',
      '1/2"',
      'mosiezny',
      'motylkiem',
      'wody',
    ]);
    expect(searchWords('  PP-R  20 pp-r ')).toEqual(['pp-r', '20']);
    expect(searchWords('"Optima"')).toEqual(['optima']);
    // A query of stop words only keeps them.
    expect(searchWords('do')).toEqual(['do']);
  });
});

describe('searchTokens', () => {
  it('keeps sizes and codes whole, and a hyphenated word also as its parts', () => {
    expect(searchTokens(foldSearchText('Płyta gipsowo-kartonowa 12,5 mm (GKB), IN-0000001: 1/2" 90°'))).toEqual([
      'plyta',
      'gipsowo-kartonowa',
      'gipsowo',
      'kartonowa',
      '12.5',
      'mm',
      'gkb',
      'in-0000001',
      'in',
      '0000001',
      '1/2"',
      '90',
    ]);
  });
});

describe('sizeAliases and searchName', () => {
  it('adds the DN of an inch size and the inch size of a DN', () => {
    expect(sizeAliases(foldSearchText('Zawór kulowy 1/2" GW-GW'))).toEqual(['dn15']);
    expect(sizeAliases(foldSearchText('Złączka PP-R 20x3/4" GZ'))).toEqual(['dn20']);
    expect(sizeAliases(foldSearchText('Zawór kulowy kołnierzowy DN50 PN16'))).toEqual(['2"']);
    expect(sizeAliases(foldSearchText('Rura PP-R 20x2,8 mm'))).toEqual([]);
    expect(searchName('Zawór kulowy 5/4"')).toBe(' zawor kulowy 5/4" ');
    expect(searchAliases('Zawór kulowy 5/4"')).toBe(' dn32 ');
    expect(searchAliases('Kolano 20 mm')).toBe('');
  });
});

describe('wordPlace and searchRank', () => {
  const fields = (name: string, short: string, manufacturer: string) => ({
    name: searchName(name),
    aliases: searchAliases(name),
    short_name: foldSearchText(short),
    manufacturer: foldSearchText(manufacturer),
  });
  const valve = fields('Zawór kulowy 1/2" GW-GW Valvex', 'Zawór kul. 1/2" GW-GW', 'Valvex');
  const filter = fields('Filtr siatkowy skośny 1/2"', 'Filtr siatk. 1/2"', 'Ferro');

  it('places a word at the name’s start, as a whole word, at a word’s start, inside a word, then other fields', () => {
    expect(wordPlace(['zawor'], valve)).toBe(0);
    expect(wordPlace(['zaw'], valve)).toBe(0);
    expect(wordPlace(['kulowy'], valve)).toBe(1);
    expect(wordPlace(['kul'], valve)).toBe(2);
    expect(wordPlace(['gw'], valve)).toBe(2);
    expect(wordPlace(['dn15'], valve)).toBe(2);
    expect(wordPlace(['ulowy'], valve)).toBe(3);
    expect(wordPlace(['kul.'], valve)).toBe(4);
    expect(wordPlace(['valv'], fields('Zawór kulowy', 'Zawór', 'Valvex'))).toBe(5);
    expect(wordPlace(['mosiezny'], valve)).toBe(6);
    // The best of a typo's corrections counts.
    expect(wordPlace(['zawur', 'zawor'], valve)).toBe(0);
  });

  it('ranks the valve before the filter for "zawór 1/2", and YDY before YDYp for "ydy"', () => {
    const words = searchWords('zawór 1/2').map((w) => [w]);
    expect(searchRank(words, valve)).toBeLessThan(searchRank(words, filter));
    const ydy = fields('Przewód YDY 3x2,5 mm²', 'YDY 3x2,5', 'NKT');
    const ydyp = fields('Przewód YDYp 3x2,5 mm²', 'YDYp 3x2,5', 'NKT');
    const query = searchWords('ydy 3x2,5').map((w) => [w]);
    expect(searchRank(query, ydy)).toBeLessThan(searchRank(query, ydyp));
  });
});
