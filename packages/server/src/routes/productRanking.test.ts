import { type ApiClient, foldSearchText, searchAliases, searchName, searchRank } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchTestServer, SEARCH_TEST_PRODUCTS } from '../testing/searchTestCatalogue';
import type { TestServer } from '../testing/testServer';
import { planProductSearch } from './catalogueSearch';

let server: TestServer;
let seller: ApiClient;

beforeAll(async () => {
  server = await createSearchTestServer();
  seller = await server.loginAs('handlowiec');
}, 60_000);
afterAll(() => server.close());

/** Ids of the add-line field's suggestions (the compact list, no sort) for a typed text. */
async function suggested(search: string, limit = 20): Promise<number[]> {
  return (await seller.call('productList', { query: { search, limit } })).items.map((p) => p.id);
}

const ean = (id: number) => SEARCH_TEST_PRODUCTS.find((p) => p.id === id)?.ean as string;

describe('ranked product search (fixed catalogue)', () => {
  it('puts the exact symbol first, even above a shorter name holding it in its catalogue number', async () => {
    expect(await suggested('IN-0000012')).toEqual([12, 18]);
    expect((await suggested('in-0000012'))[0]).toBe(12);
  });

  it('puts the exact EAN and the exact catalogue number first', async () => {
    expect(await suggested(ean(9))).toEqual([9]);
    expect((await suggested('vlx-1001-000001'))[0]).toBe(1);
  });

  it('ranks names that start with the word, then names with it later, then the description', async () => {
    const ids = await suggested('zawór');
    const startWithIt = SEARCH_TEST_PRODUCTS.filter((p) => p.index_name.startsWith('Zawór')).map((p) => p.id);
    expect(new Set(ids.slice(0, startWithIt.length))).toEqual(new Set(startWithIt));
    // "Głowica … do zaworów" (a word of the name), then the filter ("zaworem" in its description).
    expect(ids.slice(startWithIt.length)).toEqual([6, 4]);
  });

  it('needs every word, ignores case and Polish marks, and forgives one typo', async () => {
    const folded = await suggested('zawor KULOWY');
    expect(folded.length).toBeGreaterThan(0);
    for (const id of folded) {
      expect(SEARCH_TEST_PRODUCTS.find((p) => p.id === id)?.index_name).toMatch(/^Zawór kulowy/);
    }
    expect(await suggested('zawur kulowy')).toEqual(folded);
    expect(await suggested('zawór kulwy')).toEqual(folded);
    // A size is never "corrected" into another size.
    expect(await suggested('3x2,6')).toEqual([]);
  });

  it('puts the shorter of equal names first, and a whole word before a word’s start', async () => {
    const valves = await suggested('zawór kulowy 1/2 dźwignia');
    expect(valves.indexOf(1)).toBeLessThan(valves.indexOf(20));
    expect((await suggested('ydy 3x2,5'))[0]).toBe(9);
  });

  it('reads a decimal comma and point alike', async () => {
    const comma = await suggested('3x2,5');
    expect(new Set(comma)).toEqual(new Set([9, 11]));
    expect(await suggested('3x2.5')).toEqual(comma);
    expect(await suggested('3 x 2,5')).toEqual(comma);
  });

  it('reads sizes as the trade writes them: 1/2, 1/2", DN15', async () => {
    const half = [1, 3, 4, 5, 15, 16, 17, 20];
    for (const typed of ['1/2', '1/2"', "1/2''"]) {
      const ids = await suggested(`zawór ${typed}`);
      for (const id of half.filter((i) => i !== 4)) expect(ids, typed).toContain(id);
      expect(ids, typed).not.toContain(2);
    }
    // DN15 is written so on product 7 and is the DN of the 1/2" valves: the literal one first.
    const dn = await suggested('DN 15');
    expect(dn[0]).toBe(7);
    for (const id of half) expect(dn).toContain(id);
    expect((await suggested('zawór 2"'))[0]).toBe(8);
  });

  it('ranks the name before the short name, the manufacturer and the description', async () => {
    expect(await suggested('optima')).toEqual([14, 15, 16, 17]);
  });

  it('ranks in SQL exactly as the sdk’s rule (searchRank) says, every query above', async () => {
    for (const query of ['zawór', 'zawor kulowy 1/2', 'DN15', 'optima', 'ydy 3x2,5', 'kulowy', 'ferro']) {
      const plan = planProductSearch(server.ctx.db, query);
      const ids = await suggested(query);
      const rank = (id: number) => {
        const p = SEARCH_TEST_PRODUCTS.find((x) => x.id === id);
        if (!p) throw new Error(`no product ${id}`);
        return searchRank(plan.words, {
          name: searchName(p.index_name),
          aliases: searchAliases(p.index_name),
          short_name: foldSearchText(p.index_short_name),
          manufacturer: foldSearchText(p.manufacturer),
        });
      };
      const ranks = ids.map(rank);
      expect(ranks, query).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('ranks alike in every product search: catalogue, search, picker, warehouse', async () => {
    for (const search of ['zawór', 'zawur kulowy', 'IN-0000012', '1/2"']) {
      const picker = await suggested(search);
      const all = (await seller.call('productsAll', { query: { search, limit: 20 } })).items.map((p) => p.id);
      const found = (await seller.call('productSearch', { query: { search, limit: 20 } })).items.map((p) => p.id);
      const stock = (await seller.call('warehouseProducts', { query: { search, limit: 20 } })).items.map(
        (p) => p.product_id,
      );
      expect(all, search).toEqual(picker);
      expect(found, search).toEqual(picker);
      expect(stock, search).toEqual(picker);
    }
  });

  it('pages the ranking with the total, and sorts by a column when asked to', async () => {
    const first = await seller.call('productList', { query: { search: 'zawór', limit: 20 } });
    const second = await seller.call('productList', { query: { search: 'zawór', limit: 3, page: 2 } });
    expect(second.total).toBe(first.total);
    expect(second.items.map((p) => p.id)).toEqual(first.items.slice(3, 6).map((p) => p.id));
    const pinned = await seller.call('productsAll', { query: { search: 'IN-0000012', limit: 1, page: 2 } });
    expect(pinned.items.map((p) => p.id)).toEqual([18]);
    expect(pinned.total).toBe(2);
    const sorted = await seller.call('productsAll', { query: { search: 'zawór', sort: '-catalog_price', limit: 20 } });
    const prices = sorted.items.map((p) => p.catalog_price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(sorted.total).toBe(first.total);
  });

  it('keeps filters and the stock of a warehouse under the ranking', async () => {
    const ferro = await seller.call('productsAll', {
      query: { search: 'zawór', manufacturer: 'Ferro S.A.', limit: 20 },
    });
    // The two Ferro valves (equal places and lengths: by name), then the Ferro filter ("zaworem").
    expect(ferro.items.map((p) => p.id)).toEqual([3, 2, 4]);
    expect(ferro.total).toBe(3);
    const krk = await seller.call('warehouseProducts', { query: { search: 'optima', warehouse: 'KRK' } });
    expect(krk.items.map((p) => [p.product_id, p.available_stock])).toEqual([
      [14, 14],
      [15, 15],
      [16, 16],
      [17, 17],
    ]);
  });
});
