import { SPECIAL_CLIENTS } from '@salesdesk/fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRoute } from '../../context/salesdeskContext';
import { recordWrites, setupMswBackend } from '../../test/mswServer';
import { renderPage } from '../../test/renderPage';
import { AddOfferPage } from './AddDocumentPage';

const backend = setupMswBackend();

/** The wizard at the router's location, so Back and the steps' links move it like the app does. */
function Routed() {
  return <AddOfferPage location={useRoute()} />;
}

/** Writes and a navigation in a row: room for a loaded machine (the shared CI has two cores). */
const SLOW = { timeout: 5000 };

const step = (n: 1 | 2, search: Record<string, string> = {}) =>
  ({ path: `/pl/dashboard/offers/add-offer/${n}`, params: { stepId: String(n) }, search }) as never;

describe('AddOfferPage (wizard)', () => {
  it('refuses "Dalej" without a client, focusing the field and sending nothing', async () => {
    const writes = recordWrites(backend);
    renderPage(<AddOfferPage location={step(1)} />, '/pl/dashboard/offers/add-offer/1');
    const client = await screen.findByRole('combobox', { name: /Klient/ });
    await waitFor(() => expect(document.activeElement).toBe(client));
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(client.getAttribute('aria-invalid')).toBe('true'));
    expect(writes).toEqual([]);
  });

  it('creates the offer for the chosen client (receiver the same), sends the delivery, and opens step 2 with offer-id', async () => {
    const writes = recordWrites(backend);
    const chosen = backend.state.clients[1];
    if (!chosen) throw new Error('fixtures need clients');
    const { route } = renderPage(<AddOfferPage location={step(1)} />, '/pl/dashboard/offers/add-offer/1');
    const client = await screen.findByRole('combobox', { name: /Klient/ });
    fireEvent.change(client, { target: { value: chosen.name } });
    // Two clients may share a name (another branch): the NIP tells them apart.
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(chosen.nip) }));
    const receiver = screen.getByRole('combobox', { name: 'Odbiorca' }) as HTMLInputElement;
    await waitFor(() => expect(receiver.value).toBe(chosen.name));
    // The payer of the receiver is read from the server.
    expect(await screen.findByText(/^Płatnik: /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Sposób dostawy/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kurier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));

    await waitFor(() => expect(writes.map((w) => w.method)).toEqual(['POST', 'PUT']));
    expect(writes[0]).toMatchObject({
      path: '/api/offer/create',
      body: { client_id: chosen.id, receiver_id: chosen.id },
    });
    expect(typeof writes[0]?.body.valid_until).toBe('string');
    const created = backend.state.offers.reduce((a, b) => (b.id > a.id ? b : a));
    expect(writes[1]).toMatchObject({
      path: `/api/offer/${created?.id}/update-delivery`,
      body: { delivery: { method: 'courier' } },
    });
    await waitFor(() => expect(route.history.at(-1)).toBe(`/pl/dashboard/offers/add-offer/2?offer-id=${created?.id}`));
  });

  it('step 1 is a link from step 2 once the draft exists; going back and on changes that draft, never a second', async () => {
    const writes = recordWrites(backend);
    const chosen = backend.state.clients[0];
    if (!chosen) throw new Error('fixtures need clients');
    const { route } = renderPage(<Routed />, '/pl/dashboard/offers/add-offer/1');
    const steps = () => screen.getByRole('navigation', { name: 'Kroki kreatora' });
    const client = await screen.findByRole('combobox', { name: /Klient/ });
    // No draft yet: no step is a link.
    expect(within(steps()).queryAllByRole('link')).toHaveLength(0);
    fireEvent.change(client, { target: { value: chosen.name } });
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(chosen.name) }));
    const offers = backend.state.offers.length;
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(route.history.at(-1)).toMatch(/\/add-offer\/2\?offer-id=\d+$/), SLOW);
    expect(backend.state.offers).toHaveLength(offers + 1);
    const id = Number(new URLSearchParams(route.history.at(-1)?.split('?')[1]).get('offer-id'));

    // On step 2 the first step is a link to this draft; the current one is marked, not a link.
    await screen.findByRole('combobox', { name: 'Dodaj pozycję' }, SLOW);
    const back = within(steps()).getByRole('link', { name: '1. Klient i warunki' });
    expect(back.getAttribute('href')).toBe(`/pl/dashboard/offers/add-offer/1?offer-id=${id}`);
    expect(within(steps()).getByText('2. Pozycje').getAttribute('aria-current')).toBe('step');
    fireEvent.click(back);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dalej' })).toBeTruthy(), SLOW);
    const before = writes.length;
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(route.history.at(-1)).toBe(`/pl/dashboard/offers/add-offer/2?offer-id=${id}`), SLOW);
    expect(backend.state.offers).toHaveLength(offers + 1);
    expect(writes.slice(before).map((w) => w.path)).not.toContain('/api/offer/create');
  });

  it('takes the client of ?client-id= (the client card), and says when that client is blocked for orders', async () => {
    const writes = recordWrites(backend);
    const blocked = backend.state.clients.find((c) => c.id === SPECIAL_CLIENTS.blocked);
    if (!blocked) throw new Error('fixtures need the blocked client');
    renderPage(
      <AddOfferPage location={step(1, { 'client-id': String(blocked.id) })} />,
      `/pl/dashboard/offers/add-offer/1?client-id=${blocked.id}`,
    );
    const client = (await screen.findByRole('combobox', { name: /Klient/ })) as HTMLInputElement;
    await waitFor(() => expect(client.value).toBe(blocked.name));
    const notice = await screen.findByRole('region', { name: /Sprzedaż zablokowana/ });
    expect(notice.textContent).toContain('Ofertę możesz przygotować, ale zamówień nie przyjmiemy');
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() =>
      expect(writes[0]).toMatchObject({ path: '/api/offer/create', body: { client_id: blocked.id } }),
    );
  });

  it('step 2 is the line editor of the new offer, with the add-line field focused', async () => {
    const offer = backend.state.offers[0];
    if (!offer) throw new Error('fixtures need an offer');
    Object.assign(offer, { status: 'draft', archived: false, creator_id: 2 });
    renderPage(
      <AddOfferPage location={step(2, { 'offer-id': String(offer.id) })} />,
      `/pl/dashboard/offers/add-offer/2?offer-id=${offer.id}`,
    );
    const field = await screen.findByRole('combobox', { name: 'Dodaj pozycję' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.getByRole('region', { name: 'Przewidywana akceptacja' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gotowe: przejdź do oferty' }).getAttribute('href')).toBe(
      `/pl/dashboard/offers/${offer.id}`,
    );
  });
});
