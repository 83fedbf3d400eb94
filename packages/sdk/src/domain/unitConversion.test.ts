import { describe, expect, it } from 'vitest';
import { convertQuantity, unitKind } from '../index';

describe('unitKind', () => {
  it('knows the ways a list writes the units of sale', () => {
    expect(unitKind('mb')).toBe('m');
    expect(unitKind('Metrów')).toBe('m');
    expect(unitKind('szt.')).toBe('szt');
    expect(unitKind('sztuki')).toBe('szt');
    expect(unitKind('m²')).toBe('m2');
    expect(unitKind('krążki')).toBe('op');
    expect(unitKind('furmanka')).toBeNull();
  });
});

describe('convertQuantity', () => {
  it('keeps the number when the units measure the same thing', () => {
    expect(convertQuantity(250, 'mb', { uom: 'm' })).toEqual({ quantity: 250, notes: [], unit_mismatch: false });
    expect(convertQuantity(12, 'sztuk', { uom: 'szt.' })).toEqual({ quantity: 12, notes: [], unit_mismatch: false });
    expect(convertQuantity(3.5, null, { uom: 'm2' })).toEqual({ quantity: 3.5, notes: [], unit_mismatch: false });
  });

  it('rounds a whole-number unit up, with a note', () => {
    const converted = convertQuantity(2.5, 'szt', { uom: 'szt.' });
    expect(converted.quantity).toBe(3);
    expect(converted.notes).toEqual(['Zaokrąglono w górę z 2,5 do 3\u00a0szt. (sprzedaż tylko w całych jednostkach).']);
    expect(convertQuantity(10.0000000001, null, { uom: 'rolka' }).quantity).toBe(10);
  });

  it('counts packs in the collective packaging, and says so', () => {
    const converted = convertQuantity(2, 'krążki', { uom: 'm', collective_packaging: 100 });
    expect(converted.quantity).toBe(200);
    expect(converted.notes[0]).toBe('2 krążki × 100\u00a0m w opakowaniu zbiorczym = 200\u00a0m.');
  });

  it('never guesses a factor between units that do not fit: the number stays, flagged', () => {
    const converted = convertQuantity(5, 'kg', { uom: 'szt.' });
    expect(converted).toMatchObject({ quantity: 5, unit_mismatch: true });
    expect(converted.notes[0]).toBe('Jednostka „kg” nie jest jednostką produktu (szt.) – sprawdź ilość.');
  });

  it('takes 1 when the row has no quantity', () => {
    expect(convertQuantity(null, null, { uom: 'szt.' })).toEqual({
      quantity: 1,
      notes: ['Brak ilości – przyjęto 1\u00a0szt.'],
      unit_mismatch: false,
    });
  });
});
