import { describe, expect, it } from 'vitest';
import { displayUnit, isWholeUnit, quantityProblem, WHOLE_UNITS } from './units';

describe('units', () => {
  it('lists exactly the whole-number units of SPEC §5', () => {
    expect([...WHOLE_UNITS]).toEqual([
      'arkusz',
      'ark.',
      'ark',
      'sztuka',
      'szt.',
      'szt',
      'komplet',
      'kpl.',
      'kpl',
      'bl',
      'paleta',
      'para',
      'rolka',
      'zgr',
      'zgr.',
    ]);
    for (const u of WHOLE_UNITS) expect(isWholeUnit(u)).toBe(true);
    expect(isWholeUnit(' SZT. ')).toBe(true);
    expect(isWholeUnit('m')).toBe(false);
    expect(isWholeUnit('kg')).toBe(false);
  });

  it('refuses a fractional quantity of a whole unit in Polish', () => {
    for (const u of WHOLE_UNITS)
      expect(quantityProblem(1.5, u)).toBe(`Dla jednostki „${u}” ilość musi być liczbą całkowitą.`);
    expect(quantityProblem(3, 'szt.')).toBeNull();
  });

  it('takes up to 3 decimals for other units', () => {
    expect(quantityProblem(1.255, 'm')).toBeNull();
    expect(quantityProblem(0.001, 'kg')).toBeNull();
    expect(quantityProblem(1.2555, 'm')).toBe('Ilość może mieć najwyżej 3 miejsca po przecinku.');
  });

  it('refuses zero, negative and absurd quantities', () => {
    expect(quantityProblem(0, 'm')).toBe('Ilość musi być większa od zera.');
    expect(quantityProblem(-1, 'szt')).toBe('Ilość musi być większa od zera.');
    expect(quantityProblem(Number.NaN, 'm')).toBe('Ilość musi być większa od zera.');
    expect(quantityProblem(2_000_000, 'm')).toBe('Ilość jest za duża.');
  });
});

describe('displayUnit', () => {
  it('shows each unit the catalogue spells several ways in one short form, others as stored', () => {
    for (const unit of ['sztuka', 'szt', 'szt.', ' Szt ']) expect(displayUnit(unit)).toBe('szt.');
    expect(displayUnit('komplet')).toBe('kpl.');
    expect(displayUnit('arkusz')).toBe('ark.');
    expect(displayUnit('zgrzewka')).toBe('zgr.');
    expect(displayUnit('m')).toBe('m');
    expect(displayUnit('mb')).toBe('mb');
    expect(displayUnit('paleta')).toBe('paleta');
    // The short form is a whole unit wherever the stored one is.
    for (const unit of WHOLE_UNITS) expect(isWholeUnit(displayUnit(unit))).toBe(true);
  });
});
