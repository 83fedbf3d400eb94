import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints';
import {
  groszeToDecimalString,
  groszeToNumber,
  spreadsheetKindOf,
  spreadsheetSerial,
  spreadsheetValue,
  warsawWallClock,
} from './exportCells';
import { listColumnLabel, listColumnLabels, listValueLabel, listValueLabels } from './listColumns';
import { listPageLimit } from './listPaging';

const rowKeys = (name: keyof typeof endpoints) =>
  Object.keys(
    (endpoints[name].response as unknown as { shape: { items: { element: { shape: object } } } }).shape.items.element
      .shape,
  );

describe('list column labels', () => {
  it('names every column of the exported lists in Polish', () => {
    const lists = {
      offers: 'offerList',
      orders: 'orderList',
      invoices: 'invoiceList',
      clientInvoices: 'clientInvoiceList',
      clients: 'clientList',
    } as const;
    for (const [resource, endpoint] of Object.entries(lists)) {
      const unnamed = rowKeys(endpoint).filter((key) => listColumnLabel(resource as never, key) === key);
      expect(unnamed, `${endpoint}`).toEqual([]);
    }
  });

  it('gives overdue_days a Polish name', () => {
    expect(listColumnLabels.invoices.overdue_days).toBe('Dni po terminie');
    expect(listColumnLabel('clientInvoices', 'overdue_days')).toBe('Dni po terminie');
  });

  it('labels statuses and approval levels, and leaves other values alone', () => {
    expect(listValueLabel('offers', 'status', 'draft')).toBe('Szkic');
    expect(listValueLabel('offers', 'required_approval_level', 'branch_manager')).toBe('Dyrektor Oddziału');
    expect(listValueLabel('orders', 'status', 'confirmed')).toBe('Potwierdzone');
    expect(listValueLabel('invoices', 'status-invoices', 'paid')).toBe('Zapłacona');
    expect(listValueLabel('offers', 'comment', 'draft')).toBe('draft');
    expect(listValueLabel('offers', 'status', 42)).toBe(42);
  });

  it('labels every status the contract knows', () => {
    const offerStatus = (
      endpoints.offerList.query as unknown as { shape: { status: { unwrap(): { options: string[] } } } }
    ).shape.status.unwrap().options;
    for (const status of offerStatus) expect(listValueLabels.offers.status?.[status], status).toBeTruthy();
  });
});

describe('spreadsheet cells', () => {
  it('writes money as złote exactly as typed', () => {
    expect(groszeToDecimalString(-5)).toBe('-0.05');
    expect(groszeToDecimalString(123456789)).toBe('1234567.89');
    expect(groszeToNumber(1999)).toBe(19.99);
    expect(spreadsheetValue(1050, 'money')).toBe(10.5);
  });

  it('writes calendar dates and timestamps as dates in Warsaw time', () => {
    expect(spreadsheetValue('2026-03-05', 'date')).toEqual(new Date(Date.UTC(2026, 2, 5)));
    expect(warsawWallClock('2026-01-15T10:00:00Z')).toEqual(new Date(Date.UTC(2026, 0, 15, 11)));
    expect(spreadsheetValue('2026-07-15T10:00:00Z', 'dateTime')).toEqual(new Date(Date.UTC(2026, 6, 15, 12)));
    expect(spreadsheetSerial(new Date(Date.UTC(2026, 0, 1)))).toBe(46023);
    expect(spreadsheetSerial(new Date(Date.UTC(1900, 0, 1, 12)))).toBe(2.5);
  });

  it('turns codes into labels and keeps text as text', () => {
    expect(spreadsheetValue('paid', 'text', { paid: 'Zapłacona' })).toBe('Zapłacona');
    expect(spreadsheetValue('2026-01-01', 'text')).toBe('2026-01-01');
    expect(spreadsheetValue({ a: 1 }, 'other')).toBe('{"a":1}');
    expect(spreadsheetValue(null, 'money')).toBeNull();
  });

  it('reads a column kind from its values', () => {
    const rows = [
      { d: '2026-01-01', t: '2026-01-01T10:00:00Z', n: 1, s: 'x', m: 100 },
      { d: '2026-01-02', t: null, n: 2.5, s: 'y', m: 1 },
    ];
    const money = new Set(['m']);
    expect(['d', 't', 'n', 's', 'm', 'gone'].map((k) => spreadsheetKindOf(k, rows, money))).toEqual([
      'date',
      'dateTime',
      'number',
      'text',
      'money',
      'other',
    ]);
  });

  it('pages at the most each list takes', () => {
    expect(listPageLimit('offerList')).toBe(200);
    expect(listPageLimit('offerAddedProducts')).toBeLessThanOrEqual(200);
  });
});
