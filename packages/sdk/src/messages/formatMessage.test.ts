import { describe, expect, it } from 'vitest';
import { formatMessage } from './pl';

describe('formatMessage', () => {
  it('fills every placeholder, at the start, inside and at the end, the same name twice', () => {
    expect(formatMessage('{name}: {quantity}', { name: 'Zawór', quantity: '3 szt.' })).toBe('Zawór: 3 szt.');
    expect(formatMessage('Dodano {count} pozycji, razem {count}.', { count: 12 })).toBe('Dodano 12 pozycji, razem 12.');
    expect(formatMessage('{a}{b}', { a: 1, b: 2 })).toBe('12');
  });

  it('keeps a placeholder it is not given and text that is no placeholder', () => {
    expect(formatMessage('Brak {path} w {where}', { path: '/api/x' })).toBe('Brak /api/x w {where}');
    expect(formatMessage('Bez pól', {})).toBe('Bez pól');
    expect(formatMessage('{} i {niedomknięte', { x: 1 })).toBe('{} i {niedomknięte');
    expect(formatMessage('', { x: 1 })).toBe('');
  });

  it('answers the same for a template used again with other values', () => {
    const template = 'Oferta {number} dla {client}';
    expect(formatMessage(template, { number: 'OF/1', client: 'A' })).toBe('Oferta OF/1 dla A');
    expect(formatMessage(template, { number: 'OF/2', client: 'B' })).toBe('Oferta OF/2 dla B');
  });
});
