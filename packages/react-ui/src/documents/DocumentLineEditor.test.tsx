import { networkDown } from '@salesdesk/fixtures/msw';
import { defaultTableConfig, formatMoney, formatNumber, pendingEditsKey, pendingWritesKey } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sampleUser } from '../test/fakeSalesdesk';
import { recordWrites, setupMswBackend, TEST_API } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { OfferPage } from './OfferPage';

const backend = setupMswBackend();

afterEach(() => localStorage.clear());

/**
 * A draft of the test user with two lines: a whole unit (szt.) at a 50 % margin and metres at
 * a 1 % margin, so the quantities decide the approval level.
 */
function draftOffer() {
  const offer = backend.state.offers.find((o) => o.items.length >= 2);
  if (!offer) throw new Error('fixtures need an offer with two lines');
  Object.assign(offer, { status: 'draft', archived: false, creator_id: sampleUser.user_id, approval: null });
  const [whole, metres] = offer.items;
  if (!whole || !metres) throw new Error('two lines');
  offer.items = [
    {
      ...whole,
      name: 'Kolano PP 20 mm',
      unit: 'szt.',
      quantity: 1,
      client_price: 10_000,
      buy_price: 5_000,
      minimal_price: 1,
    },
    {
      ...metres,
      name: 'Przewód YDY 3x2,5',
      unit: 'm',
      quantity: 1,
      client_price: 10_000,
      buy_price: 9_900,
      minimal_price: 1,
    },
  ];
  return offer;
}

const at = (id: number) =>
  ({ path: `/pl/dashboard/offers/${id}`, params: { symbol: String(id) }, search: {} }) as never;

function open(offerId: number, user = sampleUser) {
  return renderPage(<OfferPage location={at(offerId)} />, `/pl/dashboard/offers/${offerId}`, { user });
}

/** Text as read: the formatters' no-break spaces as plain ones. */
const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

const quantityOf = (name: string) => screen.findByRole('textbox', { name: `Ilość: ${name}` });

/** What Tab reaches after `from`: the next enabled field, button or link in document order. */
function nextTabStop(from: Element): Element | undefined {
  const stops = [
    ...document.querySelectorAll('input, button, select, textarea, a[href], [tabindex]:not([tabindex="-1"])'),
  ].filter((e) => !(e as HTMLInputElement).disabled && e.getAttribute('tabindex') !== '-1');
  return stops[stops.indexOf(from) + 1];
}

describe('document line editor (on an offer)', () => {
  it('shows what a salesperson decides by, each header named by its SPEC key; every SPEC line column is in "Kolumny"; one unit spelling', async () => {
    const offer = draftOffer();
    const [whole, metres] = offer.items;
    if (!whole || !metres) throw new Error('two lines');
    // The catalogue writes one unit three ways; the editor shows one.
    Object.assign(whole, { unit: 'sztuka' });
    Object.assign(metres, { unit: 'szt' });
    const writes = recordWrites(backend);
    open(offer.id);
    await quantityOf('Kolano PP 20 mm');
    const editor = screen.getByRole('region', { name: 'Edycja pozycji' });
    const table = within(editor).getByRole('table', { name: 'Pozycje' });
    const keys = [...table.querySelectorAll('thead th[data-column]')].map((th) => th.getAttribute('data-column'));
    expect(keys).toEqual([
      'name',
      'quantity',
      'client_price',
      'discount_from_catalog',
      'margin',
      'available_stock',
      'total_row_excl_tax',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .filter((th) => !th.hasAttribute('data-column')),
    ).toHaveLength(2);
    // Both lines read "szt." beside their quantity, never "sztuka" or "szt" bare.
    const units = [...table.querySelectorAll('tbody td')].map((td) => text(td)).join(' | ');
    expect(units).not.toMatch(/sztuka|szt(?!\.)/);
    expect(units.match(/szt\./g)?.length).toBeGreaterThanOrEqual(2);

    fireEvent.click(within(editor).getByRole('button', { name: 'Kolumny' }));
    const chooser = await screen.findByRole('grid', { name: 'Kolumny tabeli' });
    const offered = within(chooser)
      .getAllByRole('row')
      .map((row) => text(row).trim());
    for (const header of [
      'Zdjęcie',
      'Nazwa skrócona',
      'J.m.',
      'Cena ofertowa',
      'Marża przy cenie min.',
      'Cena zalecana',
      'Cena rynkowa',
      'Opakowanie zbiorcze',
      'VAT',
      'Próg marży',
      'Cena zakupu',
      'Cena minimalna',
      'Producent',
    ])
      expect(offered.some((row) => row.includes(header))).toBe(true);
    // Choosing one shows its values from the lines' own data, money as złote.
    fireEvent.click(within(chooser).getByRole('row', { name: 'Cena rynkowa' }));
    await waitFor(() => expect(table.querySelector('thead th[data-column="market_price"]')).not.toBeNull());
    expect(text(table)).toContain(formatMoney(whole.market_price).replace(/\u00a0/g, ' '));
    expect(writes.filter((w) => w.path !== '/api/table-config')).toEqual([]);
  });

  it('after a product is picked, Tab goes from the new line’s quantity to its discount, not to "Wklej listę"', async () => {
    const offer = draftOffer();
    const product = backend.state.products.find(
      (p) => p.catalog_price > 0 && !offer.items.some((l) => l.product_id === p.id),
    );
    if (!product) throw new Error('fixtures need a product outside the offer');
    const writes = recordWrites(backend);
    open(offer.id);
    const field = await screen.findByRole('combobox', { name: 'Dodaj pozycję' });
    fireEvent.change(field, { target: { value: product.more.symbol } });
    fireEvent.click(await screen.findByRole('option', { name: new RegExp(product.more.symbol) }, { timeout: 5000 }));
    await waitFor(() => expect(writes.some((w) => w.method === 'POST')).toBe(true));
    // Focus is on the new line's quantity, just under the field.
    await waitFor(() => expect((document.activeElement as HTMLElement | null)?.dataset.lineField).toBe('quantity'));
    const quantity = document.activeElement as HTMLInputElement;
    expect(
      quantity.getAttribute('aria-label') ?? quantity.closest('[aria-label]')?.getAttribute('aria-label'),
    ).toBeDefined();
    const next = nextTabStop(quantity) as HTMLInputElement | undefined;
    expect(next?.dataset.lineField).toBe('discount_from_catalog');
    expect(screen.getAllByRole('textbox', { name: `Rabat: ${product.index_name}` })).toContain(next);
    // Enter in the discount comes back to the add-line field for the next product.
    next?.focus();
    fireEvent.keyDown(next as HTMLInputElement, { key: 'Enter' });
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('refuses a fraction of a whole unit before sending, takes a decimal comma, and saves on blur, not per keystroke', async () => {
    const offer = draftOffer();
    const version = offer.version;
    const writes = recordWrites(backend);
    open(offer.id);
    const whole = await quantityOf('Kolano PP 20 mm');
    fireEvent.change(whole, { target: { value: '1,5' } });
    fireEvent.blur(whole);
    expect(await screen.findByText('Dla jednostki „szt.” ilość musi być liczbą całkowitą.')).toBeTruthy();
    expect(whole.getAttribute('aria-invalid')).toBe('true');

    const metres = await quantityOf('Przewód YDY 3x2,5');
    fireEvent.change(metres, { target: { value: '2' } });
    fireEvent.change(metres, { target: { value: '2,' } });
    fireEvent.change(metres, { target: { value: '2,5' } });
    expect(writes).toEqual([]);
    fireEvent.blur(metres);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: `/api/offer-item-qty/${offer.items[1]?.id}`,
      body: { quantity: 2.5, version },
    });
  });

  it('saves on Enter and gives focus back to the add-line field', async () => {
    const offer = draftOffer();
    const writes = recordWrites(backend);
    open(offer.id);
    const whole = await quantityOf('Kolano PP 20 mm');
    whole.focus();
    fireEvent.change(whole, { target: { value: '3' } });
    fireEvent.keyDown(whole, { key: 'Enter' });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ quantity: 3 });
    const field = screen.getByRole('combobox', { name: 'Dodaj pozycję' });
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('after a 409 shows what someone else changed and re-applies the edit on the new version', async () => {
    const offer = draftOffer();
    const writes = recordWrites(backend);
    open(offer.id);
    const whole = await quantityOf('Kolano PP 20 mm');
    const seen = offer.version;
    // Another user saves first: a new version with another quantity of the second line.
    offer.version += 1;
    const metres = offer.items[1];
    if (metres) metres.quantity = 7;

    fireEvent.change(whole, { target: { value: '4' } });
    fireEvent.keyDown(whole, { key: 'Enter' });
    const title = await screen.findByText('Ktoś inny zmienił tę ofertę w międzyczasie.');
    const box = title.closest('[role=alert]');
    if (!box) throw new Error('the conflict is an alert');
    await waitFor(() => expect(text(box)).toContain('Przewód YDY 3x2,5: ilość 1 m → 7 m.'));
    expect(text(box)).toContain('Twoja zmiana nie została zapisana: Kolano PP 20 mm: ilość 4 szt.');
    expect(writes[0]?.body).toMatchObject({ version: seen, quantity: 4 });

    fireEvent.click(within(box as HTMLElement).getByRole('button', { name: 'Zastosuj moją zmianę ponownie' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]?.body).toMatchObject({ version: seen + 1, quantity: 4 });
    await waitFor(() => expect(screen.queryByText('Ktoś inny zmienił tę ofertę w międzyczasie.')).toBeNull());
  });

  it('keeps a typed quantity for this user and offer when the session ends, and offers it back after login only to them', async () => {
    const offer = draftOffer();
    const writes = recordWrites(backend);
    const first = open(offer.id);
    const whole = await quantityOf('Kolano PP 20 mm');
    fireEvent.change(whole, { target: { value: '6' } });
    // The session ends before the edit is saved: the editor goes away with nothing sent.
    first.view.unmount();
    expect(writes).toEqual([]);
    expect(JSON.parse(localStorage.getItem(pendingEditsKey(sampleUser.user_id, 'offer', offer.id)) ?? '{}')).toEqual({
      [String(offer.items[0]?.id)]: { quantity: 6 },
    });

    // Another user of this browser is not offered it.
    const other = open(offer.id, { ...sampleUser, user_id: 99, firstname: 'Inny' });
    await screen.findByRole('heading', { name: `Oferta ${offer.number}` });
    await screen.findByText('Kolano PP 20 mm');
    expect(screen.queryByRole('region', { name: 'Niezapisane zmiany z poprzedniej sesji' })).toBeNull();
    other.view.unmount();

    open(offer.id);
    const left = await screen.findByRole('region', { name: 'Niezapisane zmiany z poprzedniej sesji' });
    expect(text(left)).toContain('Kolano PP 20 mm: ilość 1 szt. → 6 szt.');
    fireEvent.click(within(left).getByRole('button', { name: 'Zapisz te zmiany' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ path: `/api/offer-item-qty/${offer.items[0]?.id}`, body: { quantity: 6 } });
    await waitFor(() =>
      expect(localStorage.getItem(pendingEditsKey(sampleUser.user_id, 'offer', offer.id))).toBeNull(),
    );
  });

  it('predicts the approval level live from typed quantities, before anything is saved', async () => {
    const offer = draftOffer();
    const writes = recordWrites(backend);
    open(offer.id);
    const prediction = await screen.findByRole('region', { name: 'Przewidywana akceptacja' });
    // 20 000 net, 14 900 cost: 25,5 % against a 15 % threshold.
    await waitFor(() => expect(text(prediction)).toContain('Nie wymaga akceptacji'));
    expect(text(prediction)).toContain('Marża 25,50 % przy progu 15,00 %');

    fireEvent.change(await quantityOf('Przewód YDY 3x2,5'), { target: { value: '100' } });
    // 1 010 000 net, 995 000 cost: 1,49 %, 13,5 points short: the board.
    await waitFor(() => expect(text(prediction)).toContain('Zarząd'));
    expect(text(prediction)).toContain('z niezapisanymi zmianami');
    expect(writes).toEqual([]);
  });

  it('takes a discount in place: the prediction follows it as typed, blur saves it through the line update', async () => {
    const offer = draftOffer();
    const first = offer.items[0];
    if (first) Object.assign(first, { catalog_price: 10_000, discount_from_catalog: 0 });
    const writes = recordWrites(backend);
    open(offer.id);
    const prediction = await screen.findByRole('region', { name: 'Przewidywana akceptacja' });
    const discount = await screen.findByRole('textbox', { name: 'Rabat: Kolano PP 20 mm' });
    fireEvent.change(discount, { target: { value: '120' } });
    fireEvent.blur(discount);
    expect(await screen.findByText('Procent nie może przekraczać 100.')).toBeTruthy();
    // 40 %: the first line at 6 000 against 5 000 cost; with the second, 16 000 net and 14 900
    // cost is 6,88 %, 8,12 points short: the regional director.
    fireEvent.change(discount, { target: { value: '40' } });
    await waitFor(() => expect(text(prediction)).toContain('Dyrektor Regionu'));
    expect(writes).toEqual([]);
    fireEvent.blur(discount);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: `/api/offer-item/${first?.id}`,
      body: { discount_from_catalog: 40 },
    });
  });

  it('shows a saved discount as typed, not as derived back from the rounded price', async () => {
    const offer = draftOffer();
    const first = offer.items[0];
    // 5 % of 3,39 zł is 3,22 zł, which derived back would read 5,01 %.
    if (first) Object.assign(first, { catalog_price: 339, client_price: 339, discount_from_catalog: 0 });
    const writes = recordWrites(backend);
    open(offer.id);
    const discount = (await screen.findByRole('textbox', { name: 'Rabat: Kolano PP 20 mm' })) as HTMLInputElement;
    fireEvent.change(discount, { target: { value: '5' } });
    fireEvent.blur(discount);
    await waitFor(() => expect(writes).toHaveLength(1));
    await waitFor(() => expect(backend.state.offers.find((o) => o.id === offer.id)?.items[0]?.client_price).toBe(322));
    await waitFor(() => expect(discount.value).toBe(formatNumber(5, 2)));
  });

  it('shows what is free in the user’s warehouse, marks a line asking for more, and opens every warehouse', async () => {
    const offer = draftOffer();
    const product = backend.state.products.find((p) => p.id === offer.items[0]?.product_id);
    if (!product) throw new Error('the line’s product is in the fixtures');
    product.available_stock = 0;
    open(offer.id);
    await quantityOf('Kolano PP 20 mm');
    expect(await screen.findByText('za mało')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stany magazynowe: Kolano PP 20 mm' }));
    const popover = await screen.findByRole('dialog', { name: 'Stany: Kolano PP 20 mm' });
    const stock = await within(popover).findByRole('table', {
      name: 'Stan we wszystkich magazynach firmy — najpierw Twoje',
    });
    // Every warehouse of the company, the user's own first.
    expect(within(stock).getAllByRole('rowheader')[0]?.textContent).toMatch(/^WAW.*Twój$/);
  });

  it('sets one discount on every line, checked before sending; starts a price group in the background', async () => {
    const offer = draftOffer();
    const writes = recordWrites(backend);
    open(offer.id);
    await quantityOf('Kolano PP 20 mm');
    fireEvent.click(screen.getByRole('button', { name: 'Rabat na wszystkie pozycje' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rabat na wszystkie pozycje' });
    const percent = within(dialog).getByRole('textbox', { name: /Rabat od ceny katalogowej/ });
    fireEvent.change(percent, { target: { value: '101' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zastosuj rabat' }));
    expect(await within(dialog).findByText('Procent nie może przekraczać 100.')).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.change(percent, { target: { value: '7,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zastosuj rabat' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ path: `/api/offer/${offer.id}/mass-discount`, body: { percent: 7.5 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj grupę cenową' }));
    dialog = await screen.findByRole('dialog', { name: 'Dodaj grupę cenową' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nazwa grupy cenowej/ }), {
      target: { value: 'Rury PP' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj grupę' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ path: `/api/offer-item/${offer.id}`, body: { product_group: 'Rury PP' } });
    expect(await screen.findByText(/Grupa „Rury PP” jest dodawana w tle/)).toBeTruthy();
  });

  it('discounts and removes the ticked lines only, removal after a confirmation', async () => {
    const offer = draftOffer();
    const [whole, metres] = offer.items;
    offer.items.push({ ...(metres as NonNullable<typeof metres>), id: 9_001, ordinal_no: 3, name: 'Rura PE 32' });
    const writes = recordWrites(backend);
    open(offer.id);
    await quantityOf('Rura PE 32');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz: Kolano PP 20 mm' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz: Rura PE 32' }));
    expect(screen.getByRole('checkbox', { name: 'Zaznacz wszystkie na stronie' })).toHaveProperty(
      'indeterminate',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Rabat na zaznaczone (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rabat na zaznaczone (2)' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Rabat od ceny katalogowej/ }), {
      target: { value: '5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zastosuj rabat' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: `/api/offer/${offer.id}/mass-discount`,
      body: { percent: 5, item_ids: [whole?.id, 9_001] },
    });
    expect(await screen.findByText('Ustawiono rabat 5 % na zaznaczonych pozycjach: 2.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Usuń zaznaczone (2)' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Usunąć zaznaczone pozycje (2)?' });
    expect(writes).toHaveLength(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń pozycje' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({
      method: 'DELETE',
      path: `/api/offer-items/${offer.id}`,
      body: { item_ids: [whole?.id, 9_001] },
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Ilość: Rura PE 32' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Ilość: Przewód YDY 3x2,5' })).toBeTruthy();
    // Nothing is left ticked, and focus is back where lines are entered.
    expect(screen.getByRole('button', { name: 'Rabat na wszystkie pozycje' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Dodaj pozycję' })));
  });

  it('says in words which line is under the margin threshold or the minimal price', async () => {
    const offer = draftOffer();
    const [whole, metres] = offer.items;
    Object.assign(whole ?? {}, { margin: 50, margin_threshold: 15, below_minimal: false });
    Object.assign(metres ?? {}, { margin: 1, margin_threshold: 15, below_minimal: true });
    open(offer.id);
    const low = (await quantityOf('Przewód YDY 3x2,5')).closest('tr') as HTMLElement;
    expect(text(low)).toContain('poniżej progu 15,00 %');
    expect(text(low)).toContain('Poniżej ceny minimalnej');
    const fine = (await quantityOf('Kolano PP 20 mm')).closest('tr') as HTMLElement;
    expect(text(fine)).not.toContain('poniżej progu');
  });

  it('removes a line and gives focus back to the add-line field', async () => {
    const offer = draftOffer();
    const writes = recordWrites(backend);
    open(offer.id);
    await quantityOf('Kolano PP 20 mm');
    const removed = offer.items[0]?.id;
    fireEvent.click(screen.getByRole('button', { name: 'Usuń pozycję Kolano PP 20 mm' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'DELETE', path: `/api/offer-item/${removed}` });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Ilość: Kolano PP 20 mm' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Dodaj pozycję' })));
  });
  it('shows every line of a document on one page by default, with the totals beside the add-line field', async () => {
    const offer = draftOffer();
    const [first] = offer.items;
    if (!first) throw new Error('a line');
    offer.items = Array.from({ length: 30 }, (_, i) => ({
      ...first,
      id: 20_000 + i,
      ordinal_no: i + 1,
      product_id: 60_000 + i,
      name: `Pozycja ${i + 1}`,
    }));
    open(offer.id);
    await quantityOf('Pozycja 30');
    const editor = screen.getByRole('region', { name: 'Edycja pozycji' });
    expect(within(editor).getAllByRole('textbox', { name: /^Ilość: / })).toHaveLength(30);
    expect(text(within(editor).getByRole('navigation', { name: 'Stronicowanie' }))).toContain('1–30 z 30');
    // The strip beside the add-line field follows the document as lines change.
    const strip = within(editor).getByLabelText('Podsumowanie');
    const before = text(strip);
    fireEvent.change(await quantityOf('Pozycja 1'), { target: { value: '5' } });
    fireEvent.keyDown(await quantityOf('Pozycja 1'), { key: 'Enter' });
    await waitFor(() => expect(text(strip)).not.toBe(before));
    expect(within(editor).getByRole('combobox', { name: 'Dodaj pozycję' })).toBeTruthy();
  });

  it('renders only the lines in view of a long page, keeping the count for screen readers and the focused line', async () => {
    const offer = draftOffer();
    const [first] = offer.items;
    if (!first) throw new Error('a line');
    offer.items = Array.from({ length: 150 }, (_, i) => ({
      ...first,
      id: 10_000 + i,
      ordinal_no: i + 1,
      product_id: 50_000 + i,
      name: `Produkt ${i + 1}`,
    }));
    backend.state.tableConfigs.set('offerLines', { ...defaultTableConfig('offerLines'), itemsPerPage: 150 });
    // jsdom lays nothing out: a 600 px tall list of 49 px rows, as a browser would measure them.
    const restore = [
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(49),
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600),
    ];
    onTestFinished(() => {
      for (const spy of restore) spy.mockRestore();
    });
    open(offer.id);
    const firstInput = await quantityOf('Produkt 1');
    const table = firstInput.closest('table');
    if (!table) throw new Error('the lines are a table');
    // All 150 lines are on the page, a few tens of them in the document.
    expect(table.getAttribute('aria-rowcount')).toBe('151');
    const rendered = within(table).getAllByRole('textbox', { name: /^Ilość: / });
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(60);
    expect(firstInput.closest('tr')?.getAttribute('aria-rowindex')).toBe('2');
    expect(screen.queryByRole('textbox', { name: 'Ilość: Produkt 150' })).toBeNull();

    // Typing in a line and scrolling far away does not unmount it: the edit stays.
    firstInput.focus();
    fireEvent.change(firstInput, { target: { value: '7' } });
    const scroller = table.parentElement as HTMLElement;
    scroller.scrollTop = 150 * 49;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Ilość: Produkt 2' })).toBeNull());
    expect(document.activeElement).toBe(firstInput);
    expect((firstInput as HTMLInputElement).value).toBe('7');
  });

  it('keeps scans made while the network is down, says they wait, and sends each once when it is back', async () => {
    const offer = draftOffer();
    const [a, b] = backend.state.products.filter((p) => !offer.items.some((l) => l.product_id === p.id));
    if (!a || !b) throw new Error('fixtures need two products outside the offer');
    open(offer.id);
    const field = await screen.findByRole('combobox', { name: 'Dodaj pozycję' });
    backend.server.use(networkDown('productList', TEST_API), networkDown('offerItemAdd', TEST_API));
    for (const code of [a.more.symbol, b.ean ?? b.more.symbol, a.more.symbol]) {
      fireEvent.change(field, { target: { value: code } });
      fireEvent.keyDown(field, { key: 'Enter' });
    }
    expect(await screen.findByText('Czeka na połączenie: 3')).toBeTruthy();
    // The field says what became of the last scan, and is ready for the next.
    expect(
      await screen.findByText(
        `Brak połączenia: „${a.more.symbol}” czeka w kolejce i zostanie dodane po powrocie połączenia.`,
      ),
    ).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem(pendingWritesKey(sampleUser.user_id, 'offer', offer.id))).toContain(a.more.symbol);
    expect(offer.items).toHaveLength(2);

    backend.server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj teraz' }));
    await waitFor(() => expect(screen.queryByText(/^Czeka na połączenie/)).toBeNull());
    expect(screen.getByText('Połączenie wróciło: zapisano zmiany, które na nie czekały.')).toBeTruthy();
    await waitFor(() => expect(offer.items).toHaveLength(4));
    expect(offer.items.filter((l) => l.product_id === a.id).map((l) => l.quantity)).toEqual([2]);
    expect(offer.items.filter((l) => l.product_id === b.id).map((l) => l.quantity)).toEqual([1]);
    expect(localStorage.getItem(pendingWritesKey(sampleUser.user_id, 'offer', offer.id))).toBeNull();
  });
});
