import { type ApiClient, learnedMatchKey, type MatchRow, productMatchResponseSchema } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError, fieldErrorsOf } from '../routes/catalogueTestKit';
import { createSearchTestServer } from '../testing/searchTestCatalogue';
import type { TestServer } from '../testing/testServer';

// The trade's synonym dictionary in the product search and the matcher, its administration, and
// the matches the paste dialog learns (docs/offers.md, "Pasting a list"), on the search test
// catalogue (products 9 and 10 are "Przewód YDY", 12 "Kolano PP-R 90° 20 mm", 18 "Mufa PP-R 20 mm").

let server: TestServer;
let seller: ApiClient;
let admin: ApiClient;
let director: ApiClient;
let clients: number[] = [];

beforeAll(async () => {
  server = await createSearchTestServer();
  [seller, admin, director] = await Promise.all([
    server.loginAs('handlowiec'),
    server.loginAs('admin'),
    server.loginAs('dyrektor.oddzialu'),
  ]);
  clients = (await seller.call('clientList', { query: { limit: 2, sort: 'name' } })).items.map((c) => c.id);
}, 60_000);
afterAll(() => server.close());

const search = async (text: string) =>
  (await seller.call('productSearch', { query: { search: text, limit: 20 } })).items.map((p) => p.id);

const match = async (rows: MatchRow[], clientId?: number) =>
  productMatchResponseSchema.parse(
    await seller.call('productMatch', { body: { rows, ...(clientId ? { client_id: clientId } : {}) } }),
  );

describe('the synonym dictionary in the search', () => {
  it('finds the catalogue’s "Przewód" for the trade’s "kabel", in the add field’s search and in a pasted row', async () => {
    expect(await search('kabel ydy 3x2,5')).toEqual([9, 11]);
    expect(await search('kabel')).toEqual(expect.arrayContaining([9, 10, 11]));
    const answer = await match([{ text: 'Kabel YDY 3x2,5', quantity: 100, unit: 'm' }]);
    const [row] = answer.rows;
    expect(row?.candidates[0]?.product.id).toBe(9);
    // The synonym scores as the word itself: the row is as certain as "Przewód YDY 3x2,5".
    const named = await match([{ text: 'Przewód YDY 3x2,5', quantity: 100, unit: 'm' }]);
    expect(row?.confidence).toBe(named.rows[0]?.confidence);
    expect(row?.kind).toBe(named.rows[0]?.kind);
  });

  it('reads "łuk" and "kolanko" as "kolano", and a one-word search through a synonym ranks names starting with either', async () => {
    expect(await search('łuk pp-r 20')).toEqual([12]);
    expect(await search('kolanko 90 20')).toEqual([12]);
    const answer = await match([{ text: 'kolanko 90 pp 20', quantity: 10 }]);
    expect(answer.rows[0]?.candidates[0]?.product.id).toBe(12);
    // "rurka" is "rura": the name starting with "Rura" is first, as for "rura" itself.
    expect(await search('rurka')).toEqual(await search('rura'));
  });
});

describe('administering the dictionary', () => {
  it('lists the seeded groups to everyone who may, and lets an administrator add, change and delete a group', async () => {
    const { items } = await admin.call('synonymList', {});
    expect(items.find((g) => g.words.includes('kabel'))?.words).toEqual(['kabel', 'kable', 'kabla', 'przewód']);
    expect(await search('tuleja')).toEqual([]);
    const created = await admin.call('synonymCreate', { body: { words: [' tuleja ', 'Mufa'] } });
    expect(created.words).toEqual(['tuleja', 'Mufa']);
    expect(await search('tuleja 20')).toEqual([18]);
    const changed = await admin.call('synonymUpdate', {
      params: { id: created.id },
      body: { words: ['tuleja', 'mufa', 'nypel'] },
    });
    expect(changed.words).toEqual(['tuleja', 'mufa', 'nypel']);
    expect(await search('nypel')).toEqual([18]);
    await admin.call('synonymDelete', { params: { id: created.id } });
    expect(await search('tuleja')).toEqual([]);
    expect((await admin.call('synonymList', {})).items.some((g) => g.id === created.id)).toBe(false);
    await expectApiError(admin.call('synonymDelete', { params: { id: created.id } }), 404);
  });

  it('refuses bad groups with Polish field errors, and a word another group holds, writing nothing', async () => {
    const before = (await admin.call('synonymList', {})).items;
    const few = await expectApiError(admin.call('synonymCreate', { body: { words: ['rura'] } }), 400);
    expect(fieldErrorsOf(few).words).toEqual(['Grupa potrzebuje co najmniej 2 słów: słowo i jego synonim.']);
    const phrase = await expectApiError(admin.call('synonymCreate', { body: { words: ['rura pex', 'x'] } }), 400);
    expect(fieldErrorsOf(phrase)).toEqual({
      'words.0': ['Wpisz jedno słowo (litery i cyfry, bez spacji), np. „przewód”.'],
      'words.1': ['Słowo musi mieć co najmniej 2 znaki.'],
    });
    const twice = await expectApiError(admin.call('synonymCreate', { body: { words: ['Łuk', 'luk'] } }), 400);
    expect(fieldErrorsOf(twice).words).toEqual(['Słowo „luk” jest w grupie dwa razy.']);
    const taken = await expectApiError(admin.call('synonymCreate', { body: { words: ['Przewód', 'linka'] } }), 400);
    expect(fieldErrorsOf(taken).words).toEqual([
      'Słowo „Przewód” jest już w innej grupie (kabel, kable, kabla, przewód). Dopisz słowa do tamtej grupy albo usuń je z niej.',
    ]);
    await expectApiError(admin.call('synonymCreate', { body: { words: 'kabel' } as never }), 400);
    expect((await admin.call('synonymList', {})).items).toEqual(before);
  });

  it('keeps the dictionary to administrators', async () => {
    await expectApiError(director.call('synonymList', {}), 403);
    await expectApiError(seller.call('synonymCreate', { body: { words: ['abc', 'abd'] } }), 403);
  });
});

describe('learned matches', () => {
  it('normalises the text: case, spaces, Polish marks, sizes and a quantity at the end', () => {
    const key = learnedMatchKey('kabel ydy 3x2.5');
    expect(key).toBe('kabel ydy 3x2.5');
    for (const text of ['  KABEL  YDY 3X2,5 ', 'Kabel YDY 3 x 2,5 – 100 m', 'kabel ydy 3x2,5 100m'])
      expect(learnedMatchKey(text)).toBe(key);
    expect(learnedMatchKey('Łuk 90°')).toBe(learnedMatchKey('luk 90°'));
    expect(learnedMatchKey(' -- ')).toBeNull();
  });

  it('offers the product picked for a text with certainty next time, the same client’s pick first, and forgets it', async () => {
    const [clientA, clientB] = clients as [number, number];
    const text = 'zaworek 1/2 do grzejnika';
    const first = await match([{ text, quantity: 2 }], clientA);
    expect(first.rows[0]?.kind).not.toBe('exact');
    const learned = await seller.call('learnedMatchCreate', {
      body: { text: 'Zaworek 1/2 do grzejnika – 2 szt.', product_id: 15, client_id: clientA },
    });
    expect(learned).toMatchObject({
      key: 'zaworek 1/2 grzejnika',
      product: { id: 15 },
      client: { id: clientA },
      uses: 1,
    });
    for (const clientId of [clientA, clientB, undefined]) {
      const again = await match([{ text: 'ZAWOREK 1/2" do grzejnika', quantity: 2 }], clientId);
      expect(again.rows[0]).toMatchObject({
        kind: 'exact',
        matched_by: 'learned',
        confidence: 1,
        learned_id: learned.id,
        match: { product: { id: 15 }, quantity: 2 },
      });
      expect(again.summary.exact).toBe(1);
    }
    // Client B's own pick: theirs first; client A keeps theirs; a list for no client takes the latest.
    const theirs = await seller.call('learnedMatchCreate', { body: { text, product_id: 17, client_id: clientB } });
    const product = async (clientId?: number) => (await match([{ text }], clientId)).rows[0]?.match?.product.id;
    expect([await product(clientB), await product(clientA), await product()]).toEqual([17, 15, 17]);
    // Picking again counts.
    expect((await seller.call('learnedMatchCreate', { body: { text, product_id: 17, client_id: clientB } })).uses).toBe(
      2,
    );
    const list = await seller.call('learnedMatchList', { query: { search: 'zaworek' } });
    expect(list.items.map((l) => l.id)).toEqual([theirs.id, learned.id]);
    expect(list.total).toBe(2);
    // Only its learner or an administrator forgets it.
    await expectApiError(director.call('learnedMatchDelete', { params: { id: learned.id } }), 403);
    await seller.call('learnedMatchDelete', { params: { id: theirs.id } });
    await admin.call('learnedMatchDelete', { params: { id: learned.id } });
    const forgotten = await match([{ text }], clientB);
    expect(forgotten.rows[0]?.matched_by).not.toBe('learned');
    expect(forgotten.rows[0]?.learned_id).toBeUndefined();
    await expectApiError(seller.call('learnedMatchDelete', { params: { id: learned.id } }), 404);
  });

  it('refuses a text without words, an unknown product or client with Polish field errors', async () => {
    const empty = await expectApiError(seller.call('learnedMatchCreate', { body: { text: ' ', product_id: 1 } }), 400);
    expect(fieldErrorsOf(empty).text).toEqual(['Podaj tekst wiersza z listy.']);
    const noWords = await expectApiError(
      seller.call('learnedMatchCreate', { body: { text: '– –', product_id: 1 } }),
      400,
    );
    expect(fieldErrorsOf(noWords).text).toEqual(['Tekst wiersza nie ma słów, które dałoby się zapamiętać.']);
    const product = await expectApiError(
      seller.call('learnedMatchCreate', { body: { text: 'rura', product_id: 99_999 } }),
      400,
    );
    expect(fieldErrorsOf(product).product_id).toEqual(['Nie ma aktywnego produktu o tym identyfikatorze.']);
    const client = await expectApiError(
      seller.call('learnedMatchCreate', { body: { text: 'rura', product_id: 1, client_id: 99_999 } }),
      400,
    );
    expect(fieldErrorsOf(client).client_id).toEqual(['Nie ma klienta o tym identyfikatorze.']);
    expect((await seller.call('learnedMatchList', { query: { search: 'rura' } })).total).toBe(0);
  });
});
