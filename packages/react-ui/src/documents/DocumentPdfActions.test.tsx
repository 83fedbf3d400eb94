import { failWith } from '@salesdesk/fixtures/msw';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { OfferPage } from './OfferPage';
import { OrderPage } from './OrderPage';

const backend = setupMswBackend();

let urls: Map<string, Blob>;
let saved: { blob: Blob; name: string }[];
beforeEach(() => {
  urls = new Map();
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${TEST_API}/pdf-${urls.size}`;
    urls.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = urls.get(this.href);
    if (blob) saved.push({ blob, name: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

async function violations(): Promise<string[]> {
  // Colours need a layout engine: contrast is checked in the e2e tests (Chromium).
  const result = await axe.run(
    { include: [document.body], exclude: [['[data-live-announcer]']] },
    {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    },
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const offerAt = (id: number) =>
  ({ path: `/pl/dashboard/offers/${id}`, params: { symbol: String(id) }, search: {} }) as never;
const orderAt = (id: number) =>
  ({ path: `/pl/dashboard/orders/${id}`, params: { symbol: String(id) }, search: {} }) as never;

describe("a document's PDF without sending it", () => {
  it('downloads the offer PDF named by its number and previews it in a dialog', async () => {
    const offer = backend.state.offers[0];
    if (!offer) throw new Error('no offer');
    renderPage(<OfferPage location={offerAt(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const name = `${offer.number.replaceAll('/', '-')}.pdf`;
    expect(saved[0]?.name).toBe(name);
    expect(saved[0]?.blob.type).toBe('application/pdf');
    const text = (await saved[0]?.blob.text()) ?? '';
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(offer.number);
    await waitFor(() => expect(screen.getByText(`Pobrano plik ${name}.`)).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Podgląd PDF' }));
    const dialog = await screen.findByRole('dialog', { name: `PDF: ${offer.number}` });
    const frame = within(dialog).getByTitle(`Podgląd PDF dokumentu ${offer.number}`) as HTMLIFrameElement;
    expect(urls.get(frame.getAttribute('src') ?? '')?.type).toBe('application/pdf');
    expect(await violations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing was sent: the outbox is as it was.
    expect(backend.state.outbox.filter((e) => e.document_id === offer.id)).toEqual([]);
  });

  it("prints an order's PDF through a frame, and says why when the server refuses", async () => {
    const order = backend.state.orders[0];
    if (!order) throw new Error('no order');
    renderPage(<OrderPage location={orderAt(order.id)} />, `/pl/dashboard/orders/${order.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Drukuj' }));
    await waitFor(() => expect(document.querySelector('iframe[hidden]')).toBeTruthy());
    const frame = document.querySelector('iframe[hidden]') as HTMLIFrameElement;
    expect(urls.get(frame.getAttribute('src') ?? '')).toBeTruthy();
    expect(await urls.get(frame.getAttribute('src') ?? '')?.text()).toContain(order.number);
    frame.remove();

    backend.server.use(failWith('orderPdf', 503, {}, TEST_API));
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(screen.getByText(/^Nie udało się przygotować PDF: /)).toBeTruthy());
    expect(saved).toEqual([]);
  });
});
