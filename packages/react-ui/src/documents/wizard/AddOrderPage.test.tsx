import { SPECIAL_CLIENTS } from '@salesdesk/fixtures';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useRoute } from '../../context/salesdeskContext';
import { isValidLocation } from '../../pages/pageRegistry';
import { sampleUser } from '../../test/fakeSalesdesk';
import { recordWrites, setupMswBackend } from '../../test/mswServer';
import { renderPage } from '../../test/renderPage';
import { AddOrderPage } from './AddDocumentPage';

const backend = setupMswBackend();

/** The wizard at the router's location, so Back and the steps' links move it like the app does. */
function Routed() {
  return <AddOrderPage location={useRoute()} />;
}

/** An offer of the test user sent to the client, with lines and a delivery. */
function acceptedOffer() {
  const offer = backend.state.offers.find((o) => o.items.length > 1);
  if (!offer) throw new Error('fixtures need an offer with lines');
  Object.assign(offer, {
    status: 'pending_approval_client',
    archived: false,
    creator_id: 2,
    delivery: {
      method: 'pickup',
      address: '',
      postal_code: '',
      city: '',
      contact_person: 'Jan',
      contact_phone: '',
      date: null,
      notes: '',
    },
  });
  return offer;
}

describe('AddOrderPage (wizard)', () => {
  it('from an accepted offer: filled in, creates the order with the offer’s lines, then Back edits that draft and never makes a second', async () => {
    const offer = acceptedOffer();
    const writes = recordWrites(backend);
    const { route } = renderPage(<Routed />, `/pl/dashboard/orders/add-order/1?offer-id=${offer.id}`);
    expect(
      await screen.findByText(
        `Zamówienie z oferty ${offer.number}: pozycje, ceny i akceptacja oferty przejdą do zamówienia.`,
      ),
    ).toBeTruthy();
    const client = (await screen.findByRole('combobox', { name: /Klient/ })) as HTMLInputElement;
    await waitFor(() => expect(client.value).toBe(offer.customer_fullname));
    expect(screen.getByRole('link', { name: `Wróć do oferty ${offer.number}` }).getAttribute('href')).toBe(
      `/pl/dashboard/offers/${offer.id}`,
    );
    // The steps are not links before the draft exists.
    const steps = screen.getByRole('navigation', { name: 'Kroki kreatora' });
    expect(within(steps).queryAllByRole('link')).toHaveLength(0);

    const orders = backend.state.orders.length;
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(route.history.at(-1)).toMatch(/\/add-order\/2\?order-id=\d+$/));
    const created = backend.state.orders[0];
    expect(backend.state.orders).toHaveLength(orders + 1);
    expect(writes[0]).toMatchObject({
      path: '/api/order/create',
      body: { client_id: offer.client_id, offer_id: offer.id },
    });
    expect(created?.items.map((l) => l.product_id)).toEqual(offer.items.map((l) => l.product_id));
    expect(created?.delivery?.method).toBe('pickup');
    // Step 1's entry became the draft's own.
    expect(route.history.at(-2)).toBe(`/pl/dashboard/orders/add-order/1?order-id=${created?.id}`);
    expect(await screen.findByRole('combobox', { name: 'Dodaj pozycję' })).toBeTruthy();

    // The browser's Back: step 1 of this draft; "Dalej" changes it, no new order.
    act(() => route.back());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Dalej' })).toBeTruthy());
    const stepLinks = within(screen.getByRole('navigation', { name: 'Kroki kreatora' })).getAllByRole('link');
    expect(stepLinks.map((l) => l.textContent)).toEqual(['2. Pozycje']);
    const before = writes.length;
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(route.history.at(-1)).toBe(`/pl/dashboard/orders/add-order/2?order-id=${created?.id}`));
    expect(backend.state.orders).toHaveLength(orders + 1);
    expect(writes.slice(before).map((w) => w.path)).not.toContain('/api/order/create');
    expect(writes.slice(before)[0]).toMatchObject({ method: 'PUT', path: `/api/order/${created?.id}/update` });
  });

  it('for a client: filled in (its suggestions closed); the delivery goes with the new order to the receiver’s address', async () => {
    const chosen = backend.state.clients[2];
    if (!chosen) throw new Error('fixtures need clients');
    const writes = recordWrites(backend);
    const { route } = renderPage(<Routed />, `/pl/dashboard/orders/add-order/1?client-id=${chosen.id}`);
    const receiver = (await screen.findByRole('combobox', { name: 'Odbiorca' })) as HTMLInputElement;
    await waitFor(() => expect(receiver.value).toBe(chosen.name));
    expect(await screen.findByText(/^Płatnik: /)).toBeTruthy();
    // Focus is in the client field, filled in; its suggestions stay closed over the form.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: /Sposób dostawy/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Kurier' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(route.history.at(-1)).toMatch(/\/add-order\/2\?order-id=\d+$/));
    expect(writes.map((w) => w.path.replace(/\d+/, ':id'))).toEqual([
      '/api/order/create',
      '/api/order/:id/update-delivery',
    ]);
    expect(writes[0]?.body).toMatchObject({ client_id: chosen.id, receiver_id: chosen.id });
    // The delivery goes to the receiver's address unless another one is typed.
    expect(writes[1]?.body).toMatchObject({ version: 1, delivery: { method: 'courier', city: chosen.city } });
  });

  it('for a blocked client: no "Dalej" for a seller, who is offered an offer for that client instead; Enter sends nothing', async () => {
    const writes = recordWrites(backend);
    renderPage(<Routed />, `/pl/dashboard/orders/add-order/1?client-id=${SPECIAL_CLIENTS.blocked}`);
    const notice = await screen.findByRole('region', { name: /Sprzedaż zablokowana/ });
    expect(notice.textContent).toContain('Nowego zamówienia dla tego klienta nie utworzysz');
    const next = screen.getByRole('button', { name: 'Dalej' });
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(true));
    const offer = screen.getByRole('link', { name: 'Przygotuj ofertę dla tego klienta' });
    expect(offer.getAttribute('href')).toBe(`/pl/dashboard/offers/add-offer/1?client-id=${SPECIAL_CLIENTS.blocked}`);
    fireEvent.submit(next.closest('form') as HTMLFormElement);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(writes).toEqual([]);
  });

  it('for a blocked client: "Dalej" stays for a reader who may release the block', async () => {
    renderPage(<Routed />, `/pl/dashboard/orders/add-order/1?client-id=${SPECIAL_CLIENTS.blocked}`, {
      user: { ...sampleUser, role: 'Dyrektor Regionu' },
    });
    const notice = await screen.findByRole('region', { name: /Sprzedaż zablokowana/ });
    expect(notice.textContent).toContain('Możesz utworzyć zamówienie mimo blokady');
    expect(screen.getByRole('button', { name: 'Dalej' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByRole('link', { name: 'Przygotuj ofertę dla tego klienta' })).toBeNull();
  });

  it('refuses "Dalej" without a client, sending nothing; only steps 1 and 2 exist', async () => {
    const writes = recordWrites(backend);
    renderPage(<Routed />, '/pl/dashboard/orders/add-order/1');
    const client = await screen.findByRole('combobox', { name: /Klient/ });
    await waitFor(() => expect(document.activeElement).toBe(client));
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(client.getAttribute('aria-invalid')).toBe('true'));
    expect(writes).toEqual([]);
    const at = (stepId: string, search: Record<string, string> = {}) =>
      isValidLocation({ name: 'addOrder', path: '', params: { stepId }, search });
    expect(at('1')).toBe(true);
    expect(at('1', { 'offer-id': '7' })).toBe(true);
    expect(at('2', { 'order-id': '7' })).toBe(true);
    expect(at('2')).toBe(false);
    expect(at('3', { 'order-id': '7' })).toBe(false);
    expect(at('1', { 'client-id': 'x' })).toBe(false);
  });
});
