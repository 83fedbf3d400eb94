import { formatMoney } from '@salesdesk/sdk';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clientHref } from '../clients/ClientLink';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { InvoicePage } from './InvoicePage';

const backend = setupMswBackend();
const text = (el: HTMLElement) => (el.textContent ?? '').replace(/\s+/g, ' ');
const money = (grosze: number) => formatMoney(grosze).replace(/\s+/g, ' ');

describe('InvoicePage', () => {
  it('shows the number, KSeF number, client, order, dates, status and what is left to pay', async () => {
    const invoice = backend.state.invoices.find((i) => i.order_id !== null && i.ksef_number !== null);
    if (!invoice) throw new Error('no invoice of an order in the fixtures');
    renderPage(<InvoicePage />, `/pl/dashboard/invoices/${invoice.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Faktura ${invoice['number-invoices']}` }),
    ).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Dane faktury' });
    expect(within(facts).getByText(invoice.ksef_number ?? '')).toBeTruthy();
    const client = within(facts).getByRole('link', { name: invoice.client });
    expect(client.getAttribute('href')).toBe(clientHref({ id: invoice.client_id, name: invoice.client }));
    const order = within(facts).getByRole('link', { name: invoice.order_number ?? '' });
    expect(order.getAttribute('href')).toBe(`/pl/dashboard/orders/${invoice.order_id}`);
    const payment = screen.getByRole('region', { name: 'Płatność' });
    expect(text(payment)).toContain(money(invoice['left-to-pay']));
  });

  it('sums net, VAT and gross per rate, lists the lines and the payments', async () => {
    const invoice = backend.state.invoices.find(
      (i) => new Set(i.lines.map((l) => l.tax_rate)).size > 1 && i.payments.length > 0,
    );
    if (!invoice) throw new Error('no invoice with two VAT rates and payments in the fixtures');
    renderPage(<InvoicePage />, `/pl/dashboard/invoices/${invoice.id}`);
    const summary = await screen.findByRole('region', { name: 'Wartości według stawek VAT' });
    const rows = within(summary).getAllByRole('row');
    // Header, one row per rate (highest first), the total.
    expect(rows).toHaveLength(invoice.vat_summary.length + 2);
    expect(text(rows[1] as HTMLElement)).toContain(`${invoice.vat_summary[0]?.tax_rate}%`);
    expect(text(rows.at(-1) as HTMLElement)).toContain(money(invoice['gross-value']));
    const lines = screen.getByRole('region', { name: 'Pozycje' });
    expect(within(lines).getAllByRole('row')).toHaveLength(invoice.lines.length + 1);
    expect(within(lines).getByText(invoice.lines[0]?.name ?? '')).toBeTruthy();
    const payments = screen.getByRole('region', { name: 'Wpłaty' });
    expect(within(payments).getAllByRole('row')).toHaveLength(invoice.payments.length + 1);
  });

  it('shows the VAT sums and the lines as cards on a phone, each with its labelled values', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      const invoice = backend.state.invoices.find((i) => i.lines.length > 1);
      if (!invoice) throw new Error('no invoice with two lines in the fixtures');
      renderPage(<InvoicePage />, `/pl/dashboard/invoices/${invoice.id}`);
      const summary = await screen.findByRole('region', { name: 'Wartości według stawek VAT' });
      expect(within(summary).queryByRole('table')).toBeNull();
      const rates = within(summary).getAllByRole('listitem');
      // One card per rate, then the total.
      expect(rates).toHaveLength(invoice.vat_summary.length + 1);
      expect(text(rates.at(-1) as HTMLElement)).toContain(`Razem`);
      expect(text(rates.at(-1) as HTMLElement)).toContain(money(invoice['gross-value']));
      const lines = screen.getByRole('region', { name: 'Pozycje' });
      expect(within(lines).queryByRole('table')).toBeNull();
      const cards = within(lines).getAllByRole('listitem');
      expect(cards).toHaveLength(invoice.lines.length);
      const first = invoice.lines[0];
      if (!first) throw new Error('no first line');
      expect(text(cards[0] as HTMLElement)).toContain(first.name);
      expect(text(cards[0] as HTMLElement)).toContain(money(first.gross_value));
      expect(within(cards[0] as HTMLElement).getByText('Wartość brutto')).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says an invoice from before KSeF has no KSeF number, an overdue one how long it is past due', async () => {
    const invoice = backend.state.invoices.find((i) => i.ksef_number === null && i['status-invoices'] === 'overdue');
    if (!invoice) throw new Error('no overdue invoice from before KSeF in the fixtures');
    renderPage(<InvoicePage />, `/pl/dashboard/invoices/${invoice.id}`);
    expect(await screen.findByText('brak — faktura sprzed KSeF')).toBeTruthy();
    expect(screen.getByText('bez zamówienia')).toBeTruthy();
    expect(
      screen.getAllByText(new RegExp(`Przeterminowana · ${invoice.overdue_days}\\sdni po terminie`)).length,
    ).toBeGreaterThan(0);
  });

  it('says so when the invoice does not exist', async () => {
    renderPage(<InvoicePage />, '/pl/dashboard/invoices/99999999');
    expect(await screen.findByText('Nie ma takiej faktury.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wróć do listy faktur' }).getAttribute('href')).toBe(
      '/pl/dashboard/invoices',
    );
  });
});
