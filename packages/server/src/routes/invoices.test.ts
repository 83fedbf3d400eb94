import {
  type ApiClient,
  clientInvoiceSchema,
  invoiceDetailSchema,
  invoiceListItemSchema,
  isValidKsefNumber,
  settlementSchema,
  warsawDay,
} from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { expectApiError, fieldErrorsOf } from './catalogueTestKit';
import { rows, scalar } from './referenceTestKit';

let server: TestServer;
let seller: ApiClient;

beforeAll(async () => {
  server = await createTestServer();
  seller = await server.loginAs('handlowiec');
});
afterAll(() => server.close());

describe('invoiceList', () => {
  it('uses the hyphenated keys of SPEC §3 and pages like SQL', async () => {
    const page = await seller.call('invoiceList', { query: { sort: '-gross-value', limit: 25, page: 2 } });
    const expected = rows<{ id: number }>(
      server.ctx.db,
      'SELECT id FROM invoices ORDER BY gross_value DESC, id DESC LIMIT 25 OFFSET 25',
    );
    expect(page.items.map((i) => i.id)).toEqual(expected.map((r) => r.id));
    expect(page.total).toBeGreaterThanOrEqual(1500);
    const item = invoiceListItemSchema.parse(page.items[0]);
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining([
        'number-invoices',
        'client',
        'date-of-issue',
        'delivery-date',
        'date-of-payment',
        'net-value',
        'gross-value',
        'status-invoices',
        'left-to-pay',
      ]),
    );
  });

  it('filters by status, client and date range and searches by number and client', async () => {
    const overdue = await seller.call('invoiceList', { query: { status: 'overdue', limit: 200 } });
    expect(overdue.total).toBe(scalar(server.ctx.db, "SELECT COUNT(*) FROM invoices WHERE status = 'overdue'"));
    const today = warsawDay(server.ctx.now());
    for (const i of overdue.items) {
      expect(i['left-to-pay']).toBeGreaterThan(0);
      expect(i['date-of-payment'] < today).toBe(true);
    }
    const range = await seller.call('invoiceList', {
      query: { client_id: 5, since: '2000-01-01', until: today, sort: 'date-of-issue', limit: 200 },
    });
    expect(range.total).toBe(scalar(server.ctx.db, 'SELECT COUNT(*) FROM invoices WHERE client_id = 5'));
    for (const i of range.items) expect(i.client_id).toBe(5);
    const number = scalar<string>(server.ctx.db, 'SELECT number FROM invoices WHERE id = 77');
    const byNumber = await seller.call('invoiceList', { query: { search: number } });
    expect(byNumber.items.map((i) => i.id)).toEqual([77]);
    const client = scalar<string>(server.ctx.db, 'SELECT client_name FROM invoices WHERE id = 77');
    const byClient = await seller.call('invoiceList', { query: { search: client, limit: 200 } });
    expect(byClient.items.every((i) => i.client.includes(client))).toBe(true);
    expect(byClient.total).toBe(scalar(server.ctx.db, 'SELECT COUNT(*) FROM invoices WHERE client_name = ?', client));
    // The trigram index ignores case and diacritics (ó → o): "krakow" finds "Kraków".
    const folded = await seller.call('invoiceList', { query: { search: 'krakow', limit: 200 } });
    expect(folded.total).toBe(scalar(server.ctx.db, "SELECT COUNT(*) FROM invoices WHERE client_name LIKE '%Kraków%'"));
    expect(folded.total).toBeGreaterThan(0);
    // Terms shorter than a trigram fall back to a LIKE scan.
    const short = await seller.call('invoiceList', { query: { search: '77', limit: 5 } });
    expect(short.total).toBe(
      scalar(server.ctx.db, "SELECT COUNT(*) FROM invoices WHERE number LIKE '%77%' OR client_name LIKE '%77%'"),
    );
    // Quotes in the term cannot break the FTS query.
    expect((await seller.call('invoiceList', { query: { search: 'a"b OR c' } })).total).toBe(0);
  });

  it('refuses a malformed date and an unknown status', async () => {
    const e = await expectApiError(
      seller.call('invoiceList', { query: { since: '21.11.2026', status: 'lost' as 'paid' } }),
      400,
    );
    expect(fieldErrorsOf(e).since?.[0]).toContain('RRRR-MM-DD');
    expect(fieldErrorsOf(e).status?.[0]).toBe('Nieznany status faktury.');
  });
});

describe('invoiceById', () => {
  it('returns lines and payments that agree with the totals and the status', async () => {
    const id = scalar(server.ctx.db, "SELECT id FROM invoices WHERE status = 'partially_paid' LIMIT 1");
    const inv = invoiceDetailSchema.parse(await seller.call('invoiceById', { params: { id } }));
    expect(inv.lines.reduce((a, l) => a + l.gross_value, 0)).toBe(inv['gross-value']);
    expect(inv.lines.reduce((a, l) => a + l.net_value, 0)).toBe(inv['net-value']);
    const paid = inv.payments.reduce((a, p) => a + p.amount, 0);
    expect(inv['left-to-pay']).toBe(inv['gross-value'] - paid);
    expect(paid).toBeGreaterThan(0);
    await expectApiError(seller.call('invoiceById', { params: { id: 9_999_999 } }), 404);
  });
});

describe('invoiceById: KSeF number, order, VAT summary, overdue days', () => {
  it('gives invoices issued from 2026-02-01 a valid KSeF number and older ones none', async () => {
    const recent = scalar(server.ctx.db, "SELECT id FROM invoices WHERE date_of_issue >= '2026-02-01' LIMIT 1");
    const inv = await seller.call('invoiceById', { params: { id: recent } });
    expect(inv.ksef_number && isValidKsefNumber(inv.ksef_number)).toBe(true);
    expect(inv.ksef_number?.slice(11, 19)).toBe(inv['date-of-issue'].replaceAll('-', ''));
    const old = scalar(server.ctx.db, "SELECT id FROM invoices WHERE date_of_issue < '2026-02-01' LIMIT 1");
    expect((await seller.call('invoiceById', { params: { id: old } })).ksef_number).toBeNull();
    expect(scalar(server.ctx.db, 'SELECT COUNT(DISTINCT ksef_number) = COUNT(ksef_number) FROM invoices')).toBe(1);
  });

  it('names the order an invoice came from, with the order’s lines, and sums per VAT rate', async () => {
    const id = scalar(server.ctx.db, 'SELECT id FROM invoices WHERE order_id IS NOT NULL LIMIT 1');
    const inv = invoiceDetailSchema.parse(await seller.call('invoiceById', { params: { id } }));
    const order = rows<{ id: number; number: string; grand_total_incl_tax: number }>(
      server.ctx.db,
      'SELECT o.id, o.number, o.grand_total_incl_tax FROM orders o JOIN invoices i ON i.order_id = o.id WHERE i.id = ?',
      id,
    )[0];
    expect(inv.order_id).toBe(order?.id);
    expect(inv.order_number).toBe(order?.number);
    expect(inv['gross-value']).toBe(order?.grand_total_incl_tax);
    const rates = inv.vat_summary.map((v) => v.tax_rate);
    expect(rates).toEqual([...new Set(inv.lines.map((l) => l.tax_rate))].sort((a, b) => b - a));
    for (const v of inv.vat_summary) {
      const of = inv.lines.filter((l) => l.tax_rate === v.tax_rate);
      expect(v.net_value).toBe(of.reduce((a, l) => a + l.net_value, 0));
      expect(v.tax_value).toBe(v.gross_value - v.net_value);
    }
    expect(inv.vat_summary.reduce((a, v) => a + v.gross_value, 0)).toBe(inv['gross-value']);
    const plain = scalar(server.ctx.db, 'SELECT id FROM invoices WHERE order_id IS NULL LIMIT 1');
    expect((await seller.call('invoiceById', { params: { id: plain } })).order_id).toBeNull();
  });

  it('counts the days an unpaid invoice is past its date of payment, in the lists too', async () => {
    const today = warsawDay(server.ctx.now());
    const overdue = await seller.call('invoiceList', {
      query: { status: 'overdue', sort: 'date-of-payment', limit: 5 },
    });
    const first = overdue.items[0];
    expect(first?.overdue_days).toBe(
      Math.round((Date.parse(today) - Date.parse(first?.['date-of-payment'] ?? today)) / 86_400_000),
    );
    expect(first?.overdue_days).toBeGreaterThan(0);
    const paid = await seller.call('invoiceList', { query: { status: 'paid', limit: 20 } });
    for (const i of paid.items) expect(i.overdue_days).toBe(0);
    const ofClient = await seller.call('clientInvoiceList', {
      params: { clientId: first?.client_id ?? 1 },
      query: { status: 'overdue', limit: 50 },
    });
    expect(ofClient.items.find((i) => i.id === first?.id)?.overdue_days).toBe(first?.overdue_days);
  });
});

describe('clientInvoiceList', () => {
  it("lists one client's invoices with the client-list keys", async () => {
    const page = await seller.call('clientInvoiceList', {
      params: { clientId: 9 },
      query: { sort: 'invoice-number', limit: 100 },
    });
    expect(page.total).toBe(scalar(server.ctx.db, 'SELECT COUNT(*) FROM invoices WHERE client_id = 9'));
    const numbers = page.items.map((i) => clientInvoiceSchema.parse(i)['invoice-number']);
    expect([...numbers].sort()).toEqual(numbers);
    const paid = await seller.call('clientInvoiceList', {
      params: { clientId: 9 },
      query: { status: 'paid', limit: 100 },
    });
    for (const i of paid.items) expect(i['left-to-pay']).toBe(0);
    await expectApiError(seller.call('clientInvoiceList', { params: { clientId: 999_999 }, query: {} }), 404);
  });
});

describe('settlementList', () => {
  it('lists payments matched to invoices, filtered by client, method and date', async () => {
    const page = await seller.call('settlementList', { query: { method: 'cash', sort: '-amount', limit: 30 } });
    const expected = rows<{ id: number }>(
      server.ctx.db,
      "SELECT id FROM payments WHERE method = 'cash' ORDER BY amount DESC, id DESC LIMIT 30",
    );
    expect(page.items.map((s) => settlementSchema.parse(s).id)).toEqual(expected.map((r) => r.id));
    const byClient = await seller.call('settlementList', { query: { client_id: 4, limit: 200 } });
    expect(byClient.total).toBe(scalar(server.ctx.db, 'SELECT COUNT(*) FROM payments WHERE client_id = 4'));
    const first = byClient.items[0];
    if (first) {
      const invoice = await seller.call('invoiceById', { params: { id: first.invoice_id } });
      expect(invoice.payments.map((p) => p.id)).toContain(first.id);
    }
  });
});
