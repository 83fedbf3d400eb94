import { formatMoney, mailMessages, offerMessages } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyRows } from '../test/listPageContract';
import { recordWrites, setupMswBackend } from '../test/mswServer';
import { renderPage } from '../test/renderPage';
import { OfferPage } from './OfferPage';

const backend = setupMswBackend();

/** An offer with lines, which (as the server would say for its owner) may be submitted or copied on. */
function offerWithLines() {
  const offer = backend.state.offers.find((o) => o.items.length > 0);
  if (!offer) throw new Error('fixtures need an offer with lines');
  offer.available_actions = ['submit', 'send_back'];
  return offer;
}

const at = (id: number) =>
  ({ path: `/pl/dashboard/offers/${id}`, params: { symbol: String(id) }, search: {} }) as never;

describe('OfferPage', () => {
  it('shows the facts, status, totals and the lines of the offer', async () => {
    const offer = offerWithLines();
    // The author's offer accepted by the client: lines read-only, the author's columns.
    Object.assign(offer, { creator_id: 2, status: 'accepted' });
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    expect(await screen.findByRole('heading', { name: `Oferta ${offer.number}` })).toBeTruthy();
    expect(screen.getAllByText(offer.customer_fullname).length).toBeGreaterThan(0);
    const totals = screen.getByLabelText('Podsumowanie');
    expect(totals.textContent?.replace(/\s/g, ' ')).toContain(
      formatMoney(offer.grand_total_incl_tax).replace(/\s/g, ' '),
    );
    // Every line on one page by default (not pages of 5).
    expect(offer.items.length).toBeGreaterThan(5);
    await waitFor(() => expect(bodyRows('Pozycje').length).toBe(offer.items.length));
  });

  it('while the offer waits for approval, "Akceptujący" says who may accept it', async () => {
    const offer = offerWithLines();
    Object.assign(offer, {
      status: 'pending_approval',
      required_approval_level: 'regional_manager',
      acceptor_fullname: null,
      approval: null,
    });
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const facts = await screen.findByLabelText('Dane oferty');
    const acceptor = within(facts).getByText('Akceptujący').nextElementSibling;
    expect(acceptor?.textContent).toBe('czeka na: Dyrektor Regionu, Zarząd (lub zastępca)');
  });

  it('offers the actions the server allows, each after a confirmation carrying the version', async () => {
    const offer = offerWithLines();
    const version = offer.version;
    const bodies: unknown[] = [];
    backend.server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith(`/api/offer/${offer.id}/action`))
        bodies.push(await request.clone().json());
    });
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const group = await screen.findByRole('group', { name: 'Akcje oferty' });
    const action = offer.available_actions.find((a) => a !== 'send_back');
    if (!action) return;
    // The status actions the server allows, then the document's own (anyone who sees it may copy).
    for (const name of offer.available_actions)
      expect(within(group).getByRole('button', { name: offerMessages.actions[name] })).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Kopiuj' })).toBeTruthy();
    expect(within(group).queryByRole('button', { name: 'Przyjęta przez klienta' })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: offerMessages.actions[action] }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(bodies).toEqual([{ version, action }]));
  });

  it('sends the PDF to the client’s address by default, checked before sending', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { creator_id: 2 });
    const client = backend.state.clients.find((c) => c.id === offer.client_id);
    const writes = recordWrites(backend);
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Wyślij PDF' }));
    const dialog = await screen.findByRole('dialog', { name: `Wyślij PDF oferty ${offer.number}` });
    const recipient = within(dialog).getByRole('textbox', { name: /Adres e-mail odbiorcy/ }) as HTMLInputElement;
    await waitFor(() => expect(recipient.value).toBe(client?.email));
    // The mock is the demo without SMTP_URL: the dialog says the PDF stays in the outbox.
    expect((await within(dialog).findByRole('note')).textContent).toBe(mailMessages.deliveryOff);
    fireEvent.change(recipient, { target: { value: 'nie-adres' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    expect(await within(dialog).findByText('Podaj poprawny adres e-mail odbiorcy.')).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.change(recipient, { target: { value: 'zakupy@klient.pl' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: `/api/offer/${offer.id}/send-pdf`,
      body: { recipient: 'zakupy@klient.pl' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('leaves the internal comment off the PDF unless the box is ticked', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { creator_id: 2, comment: 'Klient negocjuje, nie schodzić niżej.' });
    const writes = recordWrites(backend);
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Wyślij PDF' }));
    const dialog = await screen.findByRole('dialog', { name: `Wyślij PDF oferty ${offer.number}` });
    const box = within(dialog).getByRole('checkbox', { name: 'Dołącz uwagi wewnętrzne do PDF' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(within(dialog).getByText('Uwagi: Klient negocjuje, nie schodzić niżej.')).toBeTruthy();
    const recipient = within(dialog).getByRole('textbox', { name: /Adres e-mail odbiorcy/ });
    fireEvent.change(recipient, { target: { value: 'zakupy@klient.pl' } });
    fireEvent.click(box);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ body: { recipient: 'zakupy@klient.pl', include_comment: true } });
  });

  it('offers no comment box for a document without a comment', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { creator_id: 2, comment: null });
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Wyślij PDF' }));
    const dialog = await screen.findByRole('dialog', { name: `Wyślij PDF oferty ${offer.number}` });
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('shows an approver the approval variant of the lines for the level the offer needs', async () => {
    const offer = offerWithLines();
    Object.assign(offer, {
      status: 'pending_approval',
      required_approval_level: 'branch_manager',
      approval: null,
      creator_id: 3,
    });
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    expect(await screen.findByRole('heading', { name: 'Pozycje do oceny (Dyrektor Oddziału)' })).toBeTruthy();
    const grid = await screen.findByRole('grid', { name: 'Pozycje do oceny (Dyrektor Oddziału)' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    // The branch manager's own default set: what decides first, then the price against the
    // minimal one; the board's buy prices are one click away in "Kolumny".
    expect(headers).toEqual([
      'Lp.',
      'Nazwa',
      'Marża',
      'Próg marży',
      'Wartość netto',
      'Ilość',
      'Cena dla klienta',
      'Cena minimalna',
      'Rabat',
    ]);
    expect(screen.queryByRole('combobox', { name: 'Dodaj pozycję' })).toBeNull();
  });

  it('lets the author edit the terms as a term per line, and refuses an attachment of a forbidden type before sending', async () => {
    const offer = offerWithLines();
    // Stored as the brand's are, with their numbers: the list numbers them, so they are shown once.
    const footer = ['1. Ceny mogą ulec zmianie.', '2. Dostawa gratis.'];
    Object.assign(offer, { status: 'draft', archived: false, creator_id: 2, attachments: [], footer });
    const writes = recordWrites(backend);
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const terms = await screen.findByRole('region', { name: 'Warunki oferty' });
    expect(
      within(terms)
        .queryAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ceny mogą ulec zmianie.', 'Dostawa gratis.']);
    fireEvent.click(within(terms).getByRole('button', { name: 'Edytuj warunki' }));
    const area = within(terms).getByRole('textbox', { name: /Warunki, każdy w osobnym wierszu/ });
    expect((area as HTMLTextAreaElement).value).toBe('Ceny mogą ulec zmianie.\nDostawa gratis.');
    fireEvent.change(area, { target: { value: 'Ceny netto.\n\n  Dostawa w 3 dni.  ' } });
    fireEvent.click(within(terms).getByRole('button', { name: 'Zapisz warunki' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: `/api/offer/${offer.id}/update`,
      body: { footer: ['Ceny netto.', 'Dostawa w 3 dni.'] },
    });

    const files = screen.getByRole('region', { name: 'Załączniki' });
    const chooser = within(files).getByLabelText('Plik załącznika');
    fireEvent.change(chooser, {
      target: { files: [new File(['x'], 'wirus.exe', { type: 'application/x-msdownload' })] },
    });
    expect(
      await within(files).findByText('Niedozwolony typ pliku. Dozwolone: PDF, PNG, JPG, XLSX, DOCX.'),
    ).toBeTruthy();
    fireEvent.change(chooser, {
      target: { files: [new File(['%PDF-1.4'], 'rysunek.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({
      path: `/api/offer/${offer.id}/add-attachment`,
      body: { name: 'rysunek.pdf', content_type: 'application/pdf', content_base64: btoa('%PDF-1.4') },
    });
  });

  it('downloads an attachment from its name, under the name and type the server gives', async () => {
    const offer = backend.state.offers.find((o) => o.attachments.length > 0);
    const file = offer?.attachments[0];
    if (!offer || !file) throw new Error('the mock backend has an offer with an attachment');
    const saved: { name: string; type: string }[] = [];
    const create = URL.createObjectURL;
    const click = HTMLAnchorElement.prototype.click;
    let blob: Blob | undefined;
    URL.createObjectURL = (b: Blob) => {
      blob = b;
      return 'blob:test';
    };
    HTMLAnchorElement.prototype.click = function clicked(this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: blob?.type ?? '' });
    };
    try {
      renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
      const files = await screen.findByRole('region', { name: 'Załączniki' });
      const link = within(files).getByRole('link', { name: `Pobierz załącznik ${file.name}` });
      expect(link.textContent).toBe(file.name);
      fireEvent.click(link);
      await waitFor(() => expect(saved).toEqual([{ name: file.name, type: file.content_type }]));
    } finally {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    }
  });

  it('says so when the offer cannot be read', async () => {
    renderPage(<OfferPage location={at(999_999)} />, '/pl/dashboard/offers/999999');
    expect(await screen.findByText('Nie udało się wczytać oferty.')).toBeTruthy();
  });

  it('adds a scanned symbol at once, or 1 more to its line, and keeps focus in the field', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { status: 'draft', archived: false, creator_id: 2 });
    const line = offer.items[0];
    // The mock backend changes its lines as the server would: remember the quantity before.
    const quantity = line?.quantity ?? 0;
    const inOffer = backend.state.products.find((p) => p.id === line?.product_id);
    const other = backend.state.products.find((p) => !offer.items.some((l) => l.product_id === p.id));
    if (!line || !inOffer || !other) throw new Error('fixtures need products in and out of the offer');
    const writes = recordWrites(backend);
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const field = await screen.findByRole('combobox', { name: 'Dodaj pozycję' });
    await waitFor(() => expect(document.activeElement).toBe(field));

    fireEvent.change(field, { target: { value: other.more.symbol } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: `/api/offer-item/${offer.id}`,
      body: { product_id: other.id, quantity: 1 },
    });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: inOffer.more.symbol } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({
      method: 'PUT',
      path: `/api/offer-item-qty/${line.id}`,
      body: { quantity: quantity + 1 },
    });
    // The second write carries the version the first one answered with.
    const [first, second] = writes.map((w) => (w.body as { version: number }).version);
    expect(second).toBeGreaterThan(first ?? Number.POSITIVE_INFINITY);
  });

  it('adds the product of a scanned EAN at once', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { status: 'draft', archived: false, creator_id: 2 });
    const product = backend.state.products.find((p) => p.ean && !offer.items.some((l) => l.product_id === p.id));
    if (!product?.ean) throw new Error('fixtures need a product with an EAN outside the offer');
    const writes = recordWrites(backend);
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const field = await screen.findByRole('combobox', { name: 'Dodaj pozycję' });
    fireEvent.change(field, { target: { value: product.ean } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      path: `/api/offer-item/${offer.id}`,
      body: { product_id: product.id, quantity: 1 },
    });
  });

  it('suggests the best-ranked products and says how many more the server has', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { status: 'draft', archived: false, creator_id: 2 });
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const field = await screen.findByRole('combobox', { name: 'Dodaj pozycję' });
    fireEvent.change(field, { target: { value: 'zawor kulowy' } });
    await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(8));
    const options = screen.getAllByRole('option');
    // Ranked: names that start with the words come first (the filters' short names no longer say "Zawór").
    for (const option of options) expect(option.textContent).toMatch(/^Zawór kulowy/);
    const total = backend.state.products.filter((p) => /^Zawór kulowy/.test(p.index_name)).length;
    expect(total).toBeGreaterThan(8);
    const more = await screen.findByText(/^8 z .* — wpisz więcej$/);
    expect(Number(more.textContent?.replace(/\D/g, '').slice(1))).toBeGreaterThanOrEqual(total);
    expect(field.getAttribute('aria-describedby')).toContain('add-line-more');
  });

  it('takes the new totals from the write’s answer without reading the whole offer again', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { status: 'draft', archived: false, creator_id: 2 });
    const other = backend.state.products.find((p) => !offer.items.some((l) => l.product_id === p.id));
    if (!other) throw new Error('fixtures need a product outside the offer');
    const reads: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET') reads.push(new URL(request.url).pathname);
    });
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const field = await screen.findByRole('combobox', { name: 'Dodaj pozycję' });
    const totals = screen.getByLabelText('Podsumowanie');
    const before = offer.grand_total_incl_tax;
    fireEvent.change(field, { target: { value: other.more.symbol } });
    fireEvent.keyDown(field, { key: 'Enter' });
    // The mock backend added the line and recomputed the totals; the page shows them at once.
    await waitFor(() => expect(offer.grand_total_incl_tax).not.toBe(before));
    await waitFor(() =>
      expect(totals.textContent?.replace(/\s/g, ' ')).toContain(
        formatMoney(offer.grand_total_incl_tax).replace(/\s/g, ' '),
      ),
    );
    // The reads around the offer (its history) are read again; the offer with all its lines is not.
    await waitFor(() => expect(reads.filter((p) => p.endsWith('/history')).length).toBeGreaterThan(1));
    expect(reads.filter((p) => p === `/api/offer/${offer.id}`)).toHaveLength(1);

    // A new quantity changes no line's place: the page of lines is patched, not read again.
    const line = offer.items[0];
    if (!line) throw new Error('fixtures have lines');
    const input = await screen.findByRole('textbox', { name: `Ilość: ${line.name}` });
    const linesRead = reads.filter((p) => p.endsWith('/added-products')).length;
    const historyRead = reads.filter((p) => p.endsWith('/history')).length;
    const totalBefore = offer.grand_total_incl_tax;
    fireEvent.change(input, { target: { value: String(line.quantity + 3) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(offer.grand_total_incl_tax).not.toBe(totalBefore));
    await waitFor(() =>
      expect(totals.textContent?.replace(/\s/g, ' ')).toContain(
        formatMoney(offer.grand_total_incl_tax).replace(/\s/g, ' '),
      ),
    );
    await waitFor(() => expect(reads.filter((p) => p.endsWith('/history')).length).toBeGreaterThan(historyRead));
    expect((input as HTMLInputElement).value).toBe(String(line.quantity));
    expect(reads.filter((p) => p.endsWith('/added-products'))).toHaveLength(linesRead);
    expect(reads.filter((p) => p === `/api/offer/${offer.id}`)).toHaveLength(1);

    // The actions did not render for the new version, yet send the one the page shows now.
    const bodies: unknown[] = [];
    backend.server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith(`/api/offer/${offer.id}/action`))
        bodies.push(await request.clone().json());
    });
    const shown = offer.version;
    const group = screen.getByRole('group', { name: 'Akcje oferty' });
    fireEvent.click(within(group).getByRole('button', { name: 'Wyślij do akceptacji' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    await waitFor(() => expect(bodies).toEqual([{ version: shown, action: 'submit' }]));
  });

  it('says so when a scanned symbol matches no product, adding nothing', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { status: 'draft', archived: false, creator_id: 2 });
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const field = await screen.findByRole('combobox', { name: 'Dodaj pozycję' });
    fireEvent.change(field, { target: { value: 'NIE-MA-TAKIEGO' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('Nie znaleziono produktu o symbolu ani kodzie EAN „NIE-MA-TAKIEGO”.')).toBeTruthy();
  });

  it('the author of an offer sent to the client makes an order of it, and copies it into a new draft that opens', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { creator_id: 2, status: 'pending_approval_client', archived: false, available_actions: [] });
    const { route } = renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const group = await screen.findByRole('group', { name: 'Akcje oferty' });
    expect(within(group).getByRole('link', { name: 'Utwórz zamówienie' }).getAttribute('href')).toBe(
      `/pl/dashboard/orders/add-order/1?offer-id=${offer.id}`,
    );
    // Not a draft: no delete; not archived: archive.
    expect(within(group).queryByRole('button', { name: 'Usuń' })).toBeNull();
    expect(within(group).getByRole('button', { name: 'Archiwizuj' })).toBeTruthy();
    const before = backend.state.offers.length;
    fireEvent.click(within(group).getByRole('button', { name: 'Kopiuj' }));
    await waitFor(() => expect(backend.state.offers.length).toBe(before + 1));
    const copy = backend.state.offers[0];
    await waitFor(() => expect(route.history.at(-1)).toBe(`/pl/dashboard/offers/${copy?.id}`));
  });

  it('the author deletes a draft from its page after a confirmation and is back on the offers', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { creator_id: 2, status: 'draft', archived: false });
    const writes = recordWrites(backend);
    const { route } = renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const group = await screen.findByRole('group', { name: 'Akcje oferty' });
    expect(within(group).queryByRole('link', { name: 'Utwórz zamówienie' })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Usuń' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Usunąć szkic ${offer.number}?` });
    expect(writes).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'DELETE', path: `/api/offer/${offer.id}/delete`, body: { version: offer.version - 1 } },
      ]),
    );
    await waitFor(() => expect(route.history.at(-1)).toBe('/pl/dashboard/offers'));
  });

  it('shows the delivery, and its author changes it in place with the version the page holds', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { creator_id: 2, status: 'draft', archived: false, delivery: null });
    const writes = recordWrites(backend);
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    const section = await screen.findByRole('region', { name: 'Dostawa' });
    expect(section.textContent).toContain('Do uzgodnienia.');
    fireEvent.click(within(section).getByRole('button', { name: 'Zmień dostawę' }));
    fireEvent.click(within(section).getByRole('button', { name: /Sposób dostawy/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Odbiór osobisty' }));
    fireEvent.change(within(section).getByRole('textbox', { name: 'Osoba kontaktowa' }), {
      target: { value: 'Jan Kowal' },
    });
    const version = offer.version;
    fireEvent.click(within(section).getByRole('button', { name: 'Zapisz dostawę' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: `/api/offer/${offer.id}/update-delivery`,
      body: { version, delivery: { method: 'pickup', contact_person: 'Jan Kowal' } },
    });
    await waitFor(() => expect(within(section).getByText(/Odbiór osobisty · kontakt: Jan Kowal/)).toBeTruthy());
  });

  it('asks before a line change withdraws an approved offer from approval; declined, nothing is sent', async () => {
    const offer = offerWithLines();
    Object.assign(offer, { creator_id: 2, status: 'approved', archived: false });
    const product = backend.state.products.find((p) => !offer.items.some((l) => l.product_id === p.id));
    if (!product) throw new Error('fixtures need a product outside the offer');
    const writes = recordWrites(backend);
    renderPage(<OfferPage location={at(offer.id)} />, `/pl/dashboard/offers/${offer.id}`);
    expect(
      await screen.findByText('Oferta jest w obiegu akceptacji: zmiana pozycji wycofa ją do szkicu.'),
    ).toBeTruthy();
    const field = await screen.findByRole('combobox', { name: 'Dodaj pozycję' });
    const scan = () => {
      fireEvent.change(field, { target: { value: product.more.symbol } });
      fireEvent.keyDown(field, { key: 'Enter' });
    };
    scan();
    let dialog = await screen.findByRole('alertdialog', { name: 'Wycofać ofertę z akceptacji?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nie zmieniaj' }));
    expect(await screen.findByText('Nie dodano: dokument pozostał w akceptacji.')).toBeTruthy();
    expect(writes).toEqual([]);
    scan();
    dialog = await screen.findByRole('alertdialog', { name: 'Wycofać ofertę z akceptacji?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zmień i wycofaj z akceptacji' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', path: `/api/offer-item/${offer.id}` });
  });
});
