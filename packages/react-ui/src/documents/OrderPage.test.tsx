import { formatMoney, type OrderDetail, type UserInformation } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../test/fakeSalesdesk';
import { bodyRows } from '../test/listPageContract';
import { recordWrites, setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { OrderPage } from './OrderPage';

const backend = setupMswBackend();

const at = (id: number) =>
  ({ path: `/pl/dashboard/orders/${id}`, params: { symbol: String(id) }, search: {} }) as never;

/** A draft order of the test user with lines (its approval as given). */
function draftOrder(fields: Partial<OrderDetail> = {}) {
  const order = backend.state.orders.find((o) => o.items.length > 1);
  if (!order) throw new Error('fixtures need an order with lines');
  Object.assign(order, {
    status: 'draft',
    archived: false,
    confirmed_at: null,
    creator_id: sampleUser.user_id,
    required_approval_level: 'none',
    approval_level: null,
    ...fields,
  });
  return order;
}

const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

function open(order: OrderDetail, user: UserInformation = sampleUser) {
  backend.state.me = user;
  return renderPage(<OrderPage location={at(order.id)} />, `/pl/dashboard/orders/${order.id}`, { user });
}

describe('OrderPage', () => {
  it('the author edits a draft with the document line editor: a scan adds a line through the order’s own call', async () => {
    const order = draftOrder();
    const product = backend.state.products.find((p) => !order.items.some((l) => l.product_id === p.id));
    if (!product) throw new Error('fixtures need a product outside the order');
    const writes = recordWrites(backend);
    open(order);
    expect(await screen.findByRole('heading', { name: `Zamówienie ${order.number}` })).toBeTruthy();
    // Reads of the whole order from here on: the writes' line changes are patched in, not read again.
    const orderReads: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === `/api/order/${order.id}`)
        orderReads.push(request.url);
    });
    const field = await screen.findByRole('combobox', { name: 'Dodaj pozycję' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    const version = order.version;
    fireEvent.change(field, { target: { value: product.more.symbol } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: `/api/order/${order.id}/add-product`,
      body: { version, product_id: product.id, quantity: 1 },
    });
    // The totals follow the header of the line change the write answered; the new line is in the editor.
    const totals = screen.getByLabelText('Podsumowanie');
    await waitFor(() =>
      expect(text(totals)).toContain(formatMoney(order.grand_total_incl_tax).replace(/\u00a0/g, ' ')),
    );
    await waitFor(() => expect(order.items.some((l) => l.product_id === product.id)).toBe(true));
    expect(await screen.findByRole('textbox', { name: `Ilość: ${product.index_name}` })).toBeTruthy();

    // A quantity typed in place goes through update-item with the line's id.
    const first = order.items[0];
    if (!first) throw new Error('lines');
    const input = screen.getByRole('textbox', { name: `Ilość: ${first.name}` });
    const quantity = first.quantity + 1;
    fireEvent.change(input, { target: { value: String(quantity) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({
      method: 'PUT',
      path: `/api/order/${order.id}/update-item`,
      body: { version: version + 1, item_id: first.id, quantity },
    });
    await waitFor(() => expect(document.activeElement).toBe(field));
    await waitFor(() =>
      expect(text(totals)).toContain(formatMoney(order.grand_total_incl_tax).replace(/\u00a0/g, ' ')),
    );
    expect(orderReads).toEqual([]);
  });

  it('discounts and removes the ticked lines through the order’s calls; no price groups for orders', async () => {
    const order = draftOrder();
    const [a, b] = order.items;
    const writes = recordWrites(backend);
    open(order);
    await screen.findByRole('textbox', { name: `Ilość: ${a?.name}` });
    expect(screen.queryByRole('button', { name: 'Dodaj grupę cenową' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: `Zaznacz: ${a?.name}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Rabat na zaznaczone (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rabat na zaznaczone (1)' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Rabat od ceny katalogowej/ }), {
      target: { value: '10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zastosuj rabat' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: `/api/order/${order.id}/mass-discount`,
      body: { percent: 10, item_ids: [a?.id] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń zaznaczone (1)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Usunąć zaznaczone pozycje (1)?' });
    expect(text(confirm)).toContain('Pozycje znikną z zamówienia.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń pozycje' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({
      method: 'POST',
      path: `/api/order/${order.id}/remove-items`,
      body: { item_ids: [a?.id] },
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: `Ilość: ${a?.name}` })).toBeNull());
    expect(screen.getByRole('textbox', { name: `Ilość: ${b?.name}` })).toBeTruthy();
  });

  it('changes deadlines and remarks in place, each with the version the page holds', async () => {
    const order = draftOrder({ comment: null, realization_date: null, payment_deadline: null });
    const writes = recordWrites(backend);
    open(order);
    const remarks = await screen.findByRole('region', { name: 'Uwagi' });
    expect(text(remarks)).toContain('Uwagi do zamówienia:');
    fireEvent.click(within(remarks).getByRole('button', { name: 'Zmień uwagi' }));
    const comment = within(remarks).getByRole('textbox', { name: /Uwagi do zamówienia/ });
    await waitFor(() => expect(document.activeElement).toBe(comment));
    fireEvent.change(comment, { target: { value: 'Dostawa po 14:00' } });
    const version = order.version;
    fireEvent.click(within(remarks).getByRole('button', { name: 'Zapisz uwagi' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: `/api/order/${order.id}/update`,
      body: { version, comment: 'Dostawa po 14:00' },
    });
    await waitFor(() => expect(text(remarks)).toContain('Dostawa po 14:00'));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(remarks).getByRole('button', { name: 'Zmień uwagi' })),
    );

    const deadlines = screen.getByRole('region', { name: 'Terminy' });
    expect(text(deadlines)).toContain('nie ustalono');
    fireEvent.click(within(deadlines).getByRole('button', { name: 'Zmień terminy' }));
    fireEvent.click(within(deadlines).getByRole('button', { name: 'Zapisz terminy' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({
      method: 'PUT',
      path: `/api/order/${order.id}/update-deadlines`,
      body: { version: version + 1, realization_date: null, payment_deadline: null },
    });
  });

  it('confirms after a confirmation: read-only afterwards, and the page says so', async () => {
    // An approval covering whatever the lines need (not one carried from an offer: the mock
    // backend, as the server, decides that one again from the offer at confirmation).
    const order = draftOrder({ approval_level: 'board', offer_id: null });
    for (const line of order.items)
      Object.assign(backend.state.products.find((p) => p.id === line.product_id) ?? {}, { available_stock: 10_000 });
    const writes = recordWrites(backend);
    open(order);
    const group = await screen.findByRole('group', { name: 'Akcje zamówienia' });
    expect(within(group).getByRole('button', { name: 'Usuń' })).toBeTruthy();
    fireEvent.click(within(group).getByRole('button', { name: 'Potwierdź zamówienie' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Potwierdzić zamówienie ${order.number}?` });
    expect(writes).toEqual([]);
    const version = order.version;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź zamówienie' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ path: `/api/order/${order.id}/confirm`, body: { orderId: order.id, version } });
    expect(await screen.findByText(/^Zamówienie zostało potwierdzone .* i jest tylko do odczytu\.$/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Dodaj pozycję' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Potwierdź zamówienie' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Usuń' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zmień terminy' })).toBeNull();
    await waitFor(() => expect(bodyRows('Pozycje').length).toBeGreaterThan(0));
  });

  it('says before confirming, line by line, what the warehouse lacks, and confirms anyway only when asked to', async () => {
    const order = draftOrder({ approval_level: 'board', offer_id: null, warehouse_code: 'WRO' });
    const [first, second] = order.items;
    if (!first || !second) throw new Error('fixtures need an order with two lines');
    const product = (id: number) => backend.state.products.find((p) => p.id === id);
    for (const line of order.items) Object.assign(product(line.product_id) ?? {}, { available_stock: 10_000 });
    Object.assign(product(first.product_id) ?? {}, { available_stock: 0 });
    const writes = recordWrites(backend);
    open(order);
    const group = await screen.findByRole('group', { name: 'Akcje zamówienia' });
    fireEvent.click(within(group).getByRole('button', { name: 'Potwierdź zamówienie' }));
    let dialog = await screen.findByRole('alertdialog', { name: `Potwierdzić zamówienie ${order.number}?` });
    const warning = await within(dialog).findByRole('region', { name: 'Brakuje towaru w magazynie WRO' });
    const table = within(warning).getByRole('table', { name: 'Brakuje towaru w magazynie WRO' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([first.name]);
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => text(c));
    expect(cells[1]).toBe(`0 ${first.unit}`);
    expect(text(warning)).toContain('Możesz potwierdzić mimo braków');
    // The choice is said on the buttons; going back writes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wróć do zamówienia' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writes).toEqual([]);
    fireEvent.click(within(group).getByRole('button', { name: 'Potwierdź zamówienie' }));
    dialog = await screen.findByRole('alertdialog', { name: `Potwierdzić zamówienie ${order.number}?` });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Potwierdź mimo braków' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ path: `/api/order/${order.id}/confirm` });
    expect(await screen.findByText(/^Zamówienie zostało potwierdzone /)).toBeTruthy();
  });

  it('says every line is available when it is, and keeps the plain confirmation', async () => {
    const order = draftOrder({ approval_level: 'board', offer_id: null, warehouse_code: 'WRO' });
    for (const line of order.items)
      Object.assign(backend.state.products.find((p) => p.id === line.product_id) ?? {}, { available_stock: 10_000 });
    open(order);
    const group = await screen.findByRole('group', { name: 'Akcje zamówienia' });
    fireEvent.click(within(group).getByRole('button', { name: 'Potwierdź zamówienie' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Potwierdzić zamówienie ${order.number}?` });
    expect(await within(dialog).findByText('Wszystkie pozycje są dostępne w magazynie WRO.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Potwierdź zamówienie' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Anuluj' })).toBeTruthy();
  });

  it('an author whose lines need an approval they lack is told who can confirm, and may ask them', async () => {
    const order = draftOrder({ required_approval_level: 'board', approval_level: null });
    // Lines priced below cost: the mock backend evaluates the level as the server does.
    for (const line of order.items) Object.assign(line, { client_price: 1, minimal_price: 1 });
    open(order);
    const note = await screen.findByRole('note');
    expect(text(note)).toContain('Potwierdzić je może akceptujący tego poziomu lub wyższego');
    expect(screen.queryByRole('button', { name: 'Potwierdź zamówienie' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Poproś o potwierdzenie' }));
    // The server's answer: who may confirm, and whom it told.
    expect(
      await screen.findByText(/^To zamówienie wymaga akceptacji na poziomie „Zarząd”\..* Powiadomiono o nim: /),
    ).toBeTruthy();
    expect(order.status).toBe('draft');
  });

  it('an approver of the level reads the approval columns and confirms it', async () => {
    const order = draftOrder({ creator_id: 3, required_approval_level: 'board', approval_level: null });
    for (const line of order.items) Object.assign(line, { client_price: 1, minimal_price: 1 });
    const director: UserInformation = { ...sampleUser, user_id: 40, role: 'Zarząd', is_acceptor: true };
    open(order, director);
    const grid = await screen.findByRole('grid', { name: 'Pozycje do oceny (Zarząd)' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // The deciding columns come first after the name.
    expect(headers.slice(0, 5)).toEqual(['Lp.', 'Nazwa', 'Marża', 'Próg marży', 'Wartość netto']);
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź zamówienie' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(text(dialog)).toContain('Potwierdzając, akceptujesz pozycje na poziomie „Zarząd”.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź zamówienie' }));
    await waitFor(() => expect(order.status).toBe('confirmed'));
    expect(order.approval_level).toBe('board');
    // The page then says who approved the lines, and when.
    expect(await screen.findByText(/^Zaakceptował\(a\) .+ \(Zarząd\), \d{2}\.\d{2}\.\d{4}/)).toBeTruthy();
  });

  it('a confirmed order of an accepted offer says who accepted it and when, not that it needs an approval', async () => {
    const order = draftOrder({
      status: 'confirmed',
      confirmed_at: '2026-03-02T10:00:00Z',
      required_approval_level: 'regional_manager',
      approval: {
        level: 'regional_manager',
        approved_by: { id: 7, fullname: 'Renata Regionalna' },
        on_behalf_of: null,
        approved_at: '2026-03-01T09:30:00Z',
      },
    });
    open(order);
    expect(
      await screen.findByText('Zaakceptował(a) Renata Regionalna (Dyrektor Regionu), 01.03.2026, 10:30.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Pozycje wymagają akceptacji/)).toBeNull();
  });
});
