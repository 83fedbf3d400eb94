import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encode } from 'uqr';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { InvoicePage } from './InvoicePage';

// The invoice page's KSeF block on the msw backend: the verification QR code (KOD I) with the
// KSeF number under it, the link itself and the original XML.

const backend = setupMswBackend();
const create = URL.createObjectURL;
const click = HTMLAnchorElement.prototype.click;
afterEach(() => {
  URL.createObjectURL = create;
  HTMLAnchorElement.prototype.click = click;
});

describe('the KSeF block of an invoice', () => {
  it('shows the QR code of the verification link with the KSeF number under it, and downloads the XML', async () => {
    const invoice = backend.state.invoices.find((i) => i.ksef_number !== null && i.ksef_verification_url !== null);
    if (!invoice?.ksef_verification_url || !invoice.ksef_number) throw new Error('no KSeF invoice in the fixtures');
    renderPage(<InvoicePage />, `/pl/dashboard/invoices/${invoice.id}`);
    const block = await screen.findByRole('region', { name: 'KSeF' });
    const qr = within(block).getByRole('img', { name: 'Kod QR weryfikacji faktury w KSeF (KOD I)' });
    // The code drawn is the link's: as many dark modules as the QR of that text has.
    const dark = encode(invoice.ksef_verification_url, { ecc: 'M', border: 4 }).data.flat().filter(Boolean).length;
    expect(qr.querySelector('path')?.getAttribute('d')?.match(/M/g)).toHaveLength(dark);
    expect(within(block).getByTestId('ksef-qr-caption').textContent).toBe(invoice.ksef_number);
    expect(within(block).getByRole('link', { name: 'Sprawdź fakturę w KSeF' }).getAttribute('href')).toBe(
      invoice.ksef_verification_url,
    );
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:test';
    HTMLAnchorElement.prototype.click = function save(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    fireEvent.click(within(block).getByRole('button', { name: 'Pobierz oryginalny plik XML (FA(3))' }));
    await waitFor(() => expect(saved).toEqual([`${invoice.ksef_number}.xml`]));
  });

  it('is not there for an invoice without a KSeF file (issued before KSeF)', async () => {
    const invoice = backend.state.invoices.find((i) => i.ksef_verification_url === null);
    if (!invoice) throw new Error('no invoice before KSeF in the fixtures');
    renderPage(<InvoicePage />, `/pl/dashboard/invoices/${invoice.id}`);
    await screen.findByRole('region', { name: 'Dane faktury' });
    expect(screen.queryByRole('region', { name: 'KSeF' })).toBeNull();
  });
});
