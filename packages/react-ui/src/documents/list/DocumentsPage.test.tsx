import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { bodyRows } from '../../test/listPageContract';
import { setupMswBackend, TEST_API } from '../../test/mswServer';
import { renderPage } from '../../test/renderPage';
import { DocumentsPage } from './DocumentsPage';

const backend = setupMswBackend();

async function sendTwo() {
  const { createApiClient, memoryTokenStore } = await import('@salesdesk/sdk');
  const client = createApiClient({ baseURL: TEST_API, tokenStore: memoryTokenStore('t') });
  const offer = backend.state.offers[0];
  const order = backend.state.orders[0];
  await client.call('offerSendPdf', { params: { id: offer?.id ?? 0 }, body: { recipient: 'biuro@klient.pl' } });
  await client.call('orderSendPdf', { params: { id: order?.id ?? 0 }, body: { recipient: 'zakupy@klient.pl' } });
  return { offer, order };
}

describe('DocumentsPage', () => {
  it('lists the documents with SPEC §3’s offer columns first, and the PDFs sent in a tab of their own', async () => {
    const { route } = renderPage(<DocumentsPage />, '/pl/dashboard/documents');
    await waitFor(() => expect(bodyRows('Dokumenty').length).toBeGreaterThan(0));
    const headers = within(screen.getByRole('grid', { name: 'Dokumenty' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, '').trim())
      .filter(Boolean);
    expect(headers).toEqual([
      'Numer',
      'Klient',
      'Status',
      'Ważna do',
      'Netto',
      'Brutto',
      'Marża',
      'Autor',
      'Zmieniona',
    ]);
    expect(bodyRows('Dokumenty')[0]?.getAttribute('data-href')).toMatch(/^\/pl\/dashboard\/offers\/\d+$/);
    fireEvent.click(screen.getByRole('tab', { name: 'Wysłane PDF' }));
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/documents?tab=sent'));
    expect(await screen.findByText('Nie wysłano jeszcze żadnego dokumentu.')).toBeTruthy();
  });

  it('lists sent documents, filters by kind and downloads a PDF with the session token', async () => {
    const { offer, order } = await sendTwo();
    let authorization: string | null = null;
    backend.server.use(
      http.get(`${TEST_API}/api/outbox/:id/attachment`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const saved: string[] = [];
    const create = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:test';
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    const { route } = renderPage(<DocumentsPage />, '/pl/dashboard/documents?tab=sent');
    await waitFor(() => expect(bodyRows('Wysłane PDF')).toHaveLength(2));
    expect(bodyRows('Wysłane PDF')[0]?.getAttribute('data-href')).toBe(`/pl/dashboard/orders/${order?.id}`);
    fireEvent.click(screen.getByRole('button', { name: /Rodzaj/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Oferta' }));
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/documents?tab=sent&kind=offer'));
    await waitFor(() => expect(bodyRows('Wysłane PDF')).toHaveLength(1));
    const name = `${offer?.number.replaceAll('/', '-')}.pdf`;
    fireEvent.click(
      within(bodyRows('Wysłane PDF')[0] as HTMLElement).getByRole('button', { name: `Pobierz PDF: ${name}` }),
    );
    await waitFor(() => expect(saved).toEqual([name]));
    expect(authorization).toBe('Bearer test-token');
    URL.createObjectURL = create;
  });

  it('shows each sent e-mail’s delivery, and the SMTP server’s answer under a failed one', async () => {
    await sendTwo();
    const [order, offer] = backend.state.outbox;
    Object.assign(offer ?? {}, {
      delivery_status: 'failed',
      delivery_attempts: 1,
      delivery_error: '550 5.1.1 Nie ma takiej skrzynki',
    });
    Object.assign(order ?? {}, { delivery_status: 'sent', delivery_attempts: 1, sent_at: '2026-06-01T08:00:00.000Z' });
    renderPage(<DocumentsPage />, '/pl/dashboard/documents?tab=sent');
    await waitFor(() => expect(bodyRows('Wysłane PDF')).toHaveLength(2));
    const headers = within(screen.getByRole('grid', { name: 'Wysłane PDF' }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, '').trim());
    expect(headers).toContain('Wysyłka');
    const [sentRow, failedRow] = bodyRows('Wysłane PDF') as [HTMLElement, HTMLElement];
    expect(within(sentRow).getByText('Wysłano')).toBeTruthy();
    expect(within(failedRow).getByText('Nie wysłano')).toBeTruthy();
    expect(within(failedRow).getByText('550 5.1.1 Nie ma takiej skrzynki')).toBeTruthy();
  });
});
