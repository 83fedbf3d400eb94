import { failWith, matchProducts } from '@salesdesk/fixtures/msw';
import type { MatchRow, OfferDetail, OrderDetail } from '@salesdesk/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../test/fakeSalesdesk';
import { recordWrites, setupMswBackend, TEST_API } from '../../test/mswServer';
import { renderPage } from '../../test/renderPage';
import { OfferPage } from '../OfferPage';
import { OrderPage } from '../OrderPage';

// "Wklej listę" on the msw backend (the matcher and the batch add by the server's rules), for
// both kinds of document: paste, match, decide, add in one write, keep what was not added.

const backend = setupMswBackend();

const text = (element: Element) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

function draft<D extends OfferDetail | OrderDetail>(documents: D[]): D {
  const doc = documents.find((d) => d.items.length > 0);
  if (!doc) throw new Error('fixtures need a document with lines');
  Object.assign(doc, {
    status: 'draft',
    archived: false,
    creator_id: sampleUser.user_id,
    required_approval_level: 'none',
    ...('approval_level' in doc ? { approval_level: null, confirmed_at: null } : { approval: null }),
  });
  return doc;
}

function openOrder(order: OrderDetail) {
  backend.state.me = sampleUser;
  const location = { path: `/pl/dashboard/orders/${order.id}`, params: { symbol: String(order.id) }, search: {} };
  return renderPage(<OrderPage location={location as never} />, location.path, { user: sampleUser });
}

function openOffer(offer: OfferDetail) {
  backend.state.me = sampleUser;
  const location = { path: `/pl/dashboard/offers/${offer.id}`, params: { symbol: String(offer.id) }, search: {} };
  return renderPage(<OfferPage location={location as never} />, location.path, { user: sampleUser });
}

/** Two products by symbol (Excel's cells: symbol, name, quantity, unit), a row nobody sells. */
function pastedList() {
  const [a, b] = backend.state.products.filter((p) => p.uom.startsWith('szt'));
  if (!a || !b) throw new Error('fixtures need two products sold by the piece');
  const list = [
    'Symbol\tNazwa\tIlość\tJ.m.',
    `${a.more.symbol}\t${a.index_name}\t12\tszt`,
    `${b.more.symbol}\t${b.index_name}\t3\tszt`,
    'XQZ-000\tKompresor kwantowy do betonu\t5\tszt',
  ].join('\n');
  return { a, b, list };
}

async function pasteAndMatch(list: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Wklej listę' }));
  const dialog = await screen.findByRole('dialog', { name: 'Wklej listę materiałów' });
  const area = within(dialog).getByRole('textbox', { name: 'Lista z arkusza, pliku CSV lub e-maila' });
  await waitFor(() => expect(document.activeElement).toBe(area));
  fireEvent.change(area, { target: { value: list } });
  expect(text(dialog)).toContain('Rozpoznano 3 wierszy.');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Dopasuj wiersze: 3' }));
  await within(dialog).findByRole('table', { name: 'Dopasowane wiersze' });
  return dialog;
}

describe('Wklej listę', () => {
  it('an order: the sure rows are taken, the unknown one skipped, added in one write; the rest stays to copy', async () => {
    const order = draft(backend.state.orders);
    const { a, b, list } = pastedList();
    const recorded = recordWrites(backend);
    // The matcher is a POST too; the writes are the document's.
    const writes = () => recorded.filter((w) => !w.path.endsWith('/products/match'));
    openOrder(order);
    const dialog = await pasteAndMatch(list);
    expect(text(dialog)).toContain('Pewne: 2, po nazwie: 0, wybrane: 0, do wyboru: 0, nie znaleziono: 1.');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(text(rows[0] as HTMLElement)).toContain('Pewne (symbol)');
    expect(text(rows[2] as HTMLElement)).toContain('Nie znaleziono');
    const version = order.version;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj pozycje: 2' }));
    await within(dialog).findByText('Dodano pozycje: 2.');
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/api/order/${order.id}/add-lines`,
        body: {
          version,
          lines: [
            { product_id: a.id, quantity: 12 },
            { product_id: b.id, quantity: 3 },
          ],
        },
      }),
    ]);
    const leftover = within(dialog).getByRole('textbox', { name: /Niedodane wiersze \(1\)/ }) as HTMLTextAreaElement;
    expect(leftover.value).toBe('XQZ-000\tKompresor kwantowy do betonu\t5\tszt');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(order.items.filter((l) => [a.id, b.id].includes(l.product_id)).length).toBe(2));
  });

  it('an offer: a row to choose is picked from its candidates and another skipped before adding', async () => {
    const offer = draft(backend.state.offers);
    const { a } = pastedList();
    // A word many products share: the matcher cannot decide and offers its candidates.
    const word = a.index_name.split(' ')[0] ?? '';
    const recorded = recordWrites(backend);
    // The matcher's calls and the remembered pick are not the document's writes.
    const writes = () => recorded.filter((w) => !w.path.includes('/products/match'));
    openOffer(offer);
    const dialog = await pasteAndMatch(`${a.more.symbol}; 2\n${word}; 4\n${word}; 1`);
    const doubtful = within(dialog).getAllByRole('button', { name: /Produkt dla wiersza 2/ })[0] as HTMLElement;
    // Focus starts on the first row that waits for a choice.
    await waitFor(() => expect(document.activeElement).toBe(doubtful));
    expect(text(dialog)).toContain('do wyboru: 2');
    fireEvent.click(doubtful);
    const options = await screen.findAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    expect(text(options.at(-1) as HTMLElement)).toBe('Pomiń ten wiersz');
    fireEvent.click(options[1] as HTMLElement);
    // The counts follow the decisions.
    await waitFor(() => expect(text(dialog)).toContain('wybrane: 1, do wyboru: 1'));
    fireEvent.click(within(dialog).getAllByRole('button', { name: /Produkt dla wiersza 3/ })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('option', { name: 'Pomiń ten wiersz' }));
    await waitFor(() => expect(text(dialog)).toContain('wybrane: 1, do wyboru: 0, nie znaleziono: 0. Pominięte: 1.'));
    // The pick is remembered for the row's text and the offer's client; the skip is not.
    await waitFor(() =>
      expect(recorded.filter((w) => w.path === '/api/products/match/learned')).toEqual([
        expect.objectContaining({
          method: 'POST',
          body: expect.objectContaining({ text: word, client_id: offer.client_id }),
        }),
      ]),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj pozycje: 2' }));
    await within(dialog).findByText('Dodano pozycje: 2.');
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({ method: 'POST', path: `/api/offer/${offer.id}/add-lines` });
    const body = writes()[0]?.body as { lines: { product_id: number; quantity: number }[] } | undefined;
    const lines = body?.lines ?? [];
    expect(lines[0]).toEqual({ product_id: a.id, quantity: 2 });
    expect(lines[1]?.quantity).toBe(4);
  });

  it('nothing is lost on error: a failed match keeps the list, a refused add keeps the decisions', async () => {
    const order = draft(backend.state.orders);
    const { list } = pastedList();
    openOrder(order);
    backend.server.use(
      failWith('productMatch', 503, { code: 'unavailable', message: 'Serwer jest chwilowo niedostępny.' }, TEST_API),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Wklej listę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wklej listę materiałów' });
    const area = within(dialog).getByRole('textbox', { name: 'Lista z arkusza, pliku CSV lub e-maila' });
    fireEvent.change(area, { target: { value: list } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dopasuj wiersze: 3' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(text(dialog)).toContain('Nie udało się dopasować listy');
    expect((area as HTMLTextAreaElement).value).toBe(list);

    backend.server.resetHandlers();
    backend.server.use(
      failWith(
        'orderAddLines',
        400,
        { code: 'validation_error', message: 'Zamówienie może mieć najwyżej 1000 pozycji.', fields: {} },
        TEST_API,
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dopasuj wiersze: 3' }));
    await within(dialog).findByRole('table', { name: 'Dopasowane wiersze' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj pozycje: 2' }));
    expect(await within(dialog).findByText(/najwyżej 1000 pozycji/)).toBeTruthy();
    expect(within(dialog).getByRole('table', { name: 'Dopasowane wiersze' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Dodaj pozycje: 2' })).toBeTruthy();
  });

  it('a row the server did not get to in time is shown unresolved with its message, and sent again on request', async () => {
    const order = draft(backend.state.orders);
    const { a, b, list } = pastedList();
    const sent: string[][] = [];
    // The first call runs out of its budget after two rows; a row sent again is matched.
    backend.server.use(
      http.post(`${TEST_API}/api/products/match`, async ({ request }) => {
        const { rows } = (await request.json()) as { rows: MatchRow[] };
        sent.push(rows.map((r) => r.text));
        const answer = matchProducts(backend.state, rows);
        if (sent.length > 1) return HttpResponse.json(answer);
        const [first, second, third] = answer.rows;
        const open = {
          ...(third as NonNullable<typeof third>),
          kind: 'none' as const,
          matched_by: null,
          confidence: 0,
          match: null,
          candidates: [],
          status: 'unresolved' as const,
          message: 'Nie zdążono dopasować tej pozycji — wyślij ją ponownie.',
        };
        return HttpResponse.json({ ...answer, rows: [first, second, open] });
      }),
    );
    openOrder(order);
    const dialog = await pasteAndMatch(list);
    expect(text(dialog)).toContain('nie znaleziono: 0. Nie zdążono dopasować: 1.');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(text(rows[2] as HTMLElement)).toContain('Niedopasowane');
    expect(text(rows[2] as HTMLElement)).toContain('Nie zdążono dopasować tej pozycji — wyślij ją ponownie.');
    expect((rows[2] as HTMLElement).dataset.doubtful).toBe('true');
    expect(text(dialog)).toContain('Serwer nie zdążył dopasować części wierszy (1).');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dopasuj ponownie: 1' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /Dopasuj ponownie/ })).toBeNull());
    await within(dialog).findByRole('table', { name: 'Dopasowane wiersze' });
    // Only the unresolved row went again; the sure rows kept their match.
    expect(sent).toEqual([[a.more.symbol, b.more.symbol, 'XQZ-000'], ['XQZ-000']]);
    const after = within(dialog).getAllByRole('row').slice(1);
    expect(text(after[0] as HTMLElement)).toContain('Pewne (symbol)');
    expect(text(after[2] as HTMLElement)).toContain('Nie znaleziono');
    expect(text(dialog)).toContain('Pewne: 2, po nazwie: 0, wybrane: 0, do wyboru: 0, nie znaleziono: 1.');
    expect(within(dialog).getByRole('button', { name: 'Dodaj pozycje: 2' })).toBeTruthy();
  });

  it('names the file input for checkers that read every form field', async () => {
    openOrder(draft(backend.state.orders));
    fireEvent.click(await screen.findByRole('button', { name: 'Wklej listę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wklej listę materiałów' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await waitFor(() => expect(input.getAttribute('aria-label')).toBe('Plik z listą materiałów (.xlsx, .csv)'));
    expect(input.title).toBe('Plik z listą materiałów (.xlsx, .csv)');
  });

  it('matches the trade’s words through the dictionary, remembers a pick for the next paste, and forgets it', async () => {
    const order = draft(backend.state.orders);
    const cable = backend.state.products.find((p) => p.index_name.startsWith('Przewód YDY'));
    if (!cable) throw new Error('fixtures need a Przewód YDY');
    // "Kabel" is the trade's word for the catalogue's "Przewód".
    const line = `Kabel YDY ${cable.index_name.split(' ')[2]} – 100 m`;
    openOrder(order);
    let dialog = await pasteAndMatchOne(line);
    const select = within(dialog).getAllByRole('button', { name: /Produkt dla wiersza 1/ })[0] as HTMLElement;
    fireEvent.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.slice(0, -1).every((o) => text(o).startsWith('Przewód YDY'))).toBe(true);
    const wanted = options.findIndex((o) => text(o).startsWith(cable.index_name));
    fireEvent.click(options[Math.max(0, wanted)] as HTMLElement);
    await waitFor(() =>
      expect(text(dialog)).toMatch(/Pewne: 0, po nazwie: 0, wybrane: 1, do wyboru: 0|Pewne: 0, po nazwie: 1/),
    );
    const picked = within(dialog).getAllByRole('button', { name: /Produkt dla wiersza 1/ })[0] as HTMLElement;
    const pickedName = text(picked).split(' · ')[0] ?? '';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The same text pasted again (another case, no quantity): certain, remembered.
    dialog = await pasteAndMatchOne(`KABEL ydy ${cable.index_name.split(' ')[2] ?? ''}`);
    const rows = within(dialog).getAllByRole('row').slice(1);
    await waitFor(() => expect(text(rows[0] as HTMLElement)).toContain('Pewne (zapamiętane)'));
    expect(text(dialog)).toContain('Pewne: 1, po nazwie: 0, wybrane: 0, do wyboru: 0, nie znaleziono: 0.');
    expect(text(rows[0] as HTMLElement)).toContain(pickedName);
    const forget = within(dialog).getByRole('button', { name: /Zapomnij dopasowanie wiersza 1/ });
    fireEvent.click(forget);
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /Zapomnij/ })).toBeNull());
    expect(text(dialog)).toContain('Pewne: 0');
    // Focus stays on the row's choice.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getAllByRole('button', { name: /Produkt dla wiersza 1/ })[0] as HTMLElement,
      ),
    );
  });
});

async function pasteAndMatchOne(line: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Wklej listę' }));
  const dialog = await screen.findByRole('dialog', { name: 'Wklej listę materiałów' });
  const area = within(dialog).getByRole('textbox', { name: 'Lista z arkusza, pliku CSV lub e-maila' });
  fireEvent.change(area, { target: { value: line } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Dopasuj wiersze: 1' }));
  await within(dialog).findByRole('table', { name: 'Dopasowane wiersze' });
  return dialog;
}
