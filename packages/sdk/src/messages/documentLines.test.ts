import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints';
import { listColumnLabel, listColumnLabels } from '../export/listColumns';
import {
  documentLineColumnHeaders,
  documentLineColumnLabels,
  documentLineColumnMessages,
  lineColumnHeader,
} from './documentLines';

const rowKeys = (name: keyof typeof endpoints) =>
  Object.keys(
    (endpoints[name].response as unknown as { shape: { items: { element: { shape: object } } } }).shape.items.element
      .shape,
  );

describe('document line column names', () => {
  it('names every column of an offer’s and an order’s lines in Polish', () => {
    for (const endpoint of ['offerAddedProducts', 'orderAddedProducts'] as const) {
      const unnamed = rowKeys(endpoint).filter((key) => listColumnLabel('lines', key) === key);
      expect(unnamed, endpoint).toEqual([]);
    }
  });

  it('heads the app’s columns with the name and the exports’ with the name and the unit its cells show', () => {
    expect(documentLineColumnLabels.discount_from_catalog).toBe('Rabat');
    expect(documentLineColumnHeaders.discount_from_catalog).toBe('Rabat %');
    expect(documentLineColumnLabels.offer_price).toBe('Cena ofertowa');
    expect(documentLineColumnHeaders.offer_price).toBe('Cena ofertowa');
    expect(lineColumnHeader({ label: 'Cena', unit: 'zł' })).toBe('Cena zł');
    expect(listColumnLabels.lines).toBe(documentLineColumnHeaders);
    for (const [key, entry] of Object.entries(documentLineColumnMessages)) {
      const header = documentLineColumnHeaders[key as keyof typeof documentLineColumnHeaders];
      expect(header).toBe(entry.unit ? `${entry.label} ${entry.unit}` : entry.label);
    }
  });
});
