import { type ApiClient, type MatchRow, parsePastedRows, productMatchResponseSchema } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchTestServer, SEARCH_TEST_PRODUCTS, testStock } from '../testing/searchTestCatalogue';
import type { TestServer } from '../testing/testServer';
import { expectApiError, fieldErrorsOf } from './catalogueTestKit';

let server: TestServer;
let seller: ApiClient;

beforeAll(async () => {
  server = await createSearchTestServer();
  seller = await server.loginAs('handlowiec');
}, 60_000);
afterAll(() => server.close());

const match = async (rows: MatchRow[], warehouse?: string) =>
  productMatchResponseSchema.parse(
    await seller.call('productMatch', { body: { rows, ...(warehouse ? { warehouse } : {}) } }),
  );

describe('POST /api/products/match', () => {
  it('takes a symbol, an EAN or a catalogue number exactly, with the quantity in the product’s unit', async () => {
    const ean = SEARCH_TEST_PRODUCTS.find((p) => p.id === 9)?.ean as string;
    const answer = await match([
      { text: 'in-0000012', quantity: 2.5, unit: 'szt' },
      { text: ean, quantity: 250, unit: 'mb' },
      { text: 'VLX-1001-000001', quantity: 4 },
    ]);
    expect(answer.warehouse).toBe('WAW');
    expect(answer.rows.map((r) => [r.kind, r.matched_by, r.confidence, r.match?.product.id])).toEqual([
      ['exact', 'symbol', 1, 12],
      ['exact', 'ean', 1, 9],
      ['exact', 'catalog_number', 1, 1],
    ]);
    const [elbow, cable] = answer.rows;
    // 2,5 of a product sold by the piece: 3, and a note says so.
    expect(elbow?.match).toMatchObject({ quantity: 3, unit_mismatch: false, available_stock: testStock(12, 'WAW') });
    expect(elbow?.match?.notes).toEqual([
      'Zaokrąglono w górę z 2,5 do 3\u00a0szt. (sprzedaż tylko w całych jednostkach).',
    ]);
    // "mb" is a metre: the cable sold by the metre takes 250 as it is.
    expect(cable?.match).toMatchObject({ quantity: 250, notes: [], unit_mismatch: false });
    expect(answer.summary).toEqual({ exact: 3, name: 0, choose: 0, none: 0, unresolved: 0 });
  });

  it('takes a name clearly ahead of the others, a typo forgiven', async () => {
    const answer = await match([
      { text: 'Przewód YDY 3x2,5 mm² 450/750 V krążek 100 m TF Kable', quantity: 250, unit: 'm' },
      { text: 'Przewod YDY 3x2.5 450/750 krazek 100 m TF Kabke', quantity: 2, unit: 'krążki' },
      { text: 'Kolano PP-R 90° 20 mm białe' },
    ]);
    const [exactName, typo, noQuantity] = answer.rows;
    expect(exactName).toMatchObject({ kind: 'name', matched_by: 'name', corrected: false });
    expect(exactName?.match?.product.id).toBe(9);
    expect(exactName?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(typo).toMatchObject({ kind: 'name', corrected: true });
    expect(typo?.match?.product.id).toBe(9);
    // Two rings of a cable sold by the metre in rings of 100 m.
    expect(typo?.match).toMatchObject({
      quantity: 200,
      notes: ['2 krążki × 100\u00a0m w opakowaniu zbiorczym = 200\u00a0m.'],
    });
    expect(noQuantity?.match).toMatchObject({ quantity: 1, notes: ['Brak ilości – przyjęto 1\u00a0szt.'] });
    expect(noQuantity?.match?.product.id).toBe(12);
  });

  it('offers up to five candidates ("do wyboru") when no product is clearly ahead', async () => {
    const [row] = (await match([{ text: 'Zawór kulowy 1/2 mosiężny', quantity: 12, unit: 'szt' }])).rows;
    expect(row).toMatchObject({ kind: 'choose', matched_by: null, match: null });
    const ids = row?.candidates.map((c) => c.product.id) ?? [];
    expect(ids.length).toBeGreaterThan(1);
    expect(ids.length).toBeLessThanOrEqual(5);
    expect(new Set(ids.slice(0, 2))).toEqual(new Set([1, 3]));
    for (const c of row?.candidates ?? []) {
      expect(c.quantity).toBe(12);
      expect(c.available_stock).toBe(testStock(c.product.id, 'WAW'));
    }
    const scores = row?.candidates.map((c) => c.score) ?? [];
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(row?.confidence).toBe(scores[0]);
  });

  it('leaves out a word no product has, and then never takes the match without asking', async () => {
    const [row] = (await match([{ text: 'Zawór zwrotny grzybkowy 1/2 Supermax', quantity: 2 }])).rows;
    expect(row?.kind).toBe('choose');
    expect(row?.candidates[0]?.product.id).toBe(5);
  });

  it('falls back to the name beside a code the catalogue does not know', async () => {
    const [row] = (
      await match([{ text: 'KLIENT-123', kind: 'symbol', name: 'Kolano PP-R 90° 20 mm białe KAN-therm', quantity: 6 }])
    ).rows;
    expect(row).toMatchObject({ kind: 'name', matched_by: 'name' });
    expect(row?.match?.product.id).toBe(12);
  });

  it('says when nothing fits, and keeps a unit that does not convert as given, flagged', async () => {
    const answer = await match([
      { text: 'Wiertarka udarowa z walizką', quantity: 1 },
      { text: 'Klej do płytek elastyczny C2TE 25 kg Atlas', quantity: 3, unit: 'szt' },
    ]);
    expect(answer.rows[0]).toMatchObject({ kind: 'none', candidates: [], confidence: 0, match: null });
    expect(answer.rows[1]?.match).toMatchObject({
      quantity: 3,
      unit_mismatch: true,
      notes: ['Jednostka „szt” nie jest jednostką produktu (kg) – sprawdź ilość.'],
    });
    expect(answer.summary).toEqual({ exact: 0, name: 1, choose: 0, none: 1, unresolved: 0 });
  });

  it('matches what the row parser reads from an e-mail, in one call, in the order pasted', async () => {
    const mail = [
      'Dzień dobry, proszę o ofertę:',
      '- Zawór kulowy 1/2 mosiężny – 12 szt',
      '- YDY 3x2,5 450/750 – 250 m',
      '- IN-0000013 5',
      '- Przewód YDYp 3x2,5 płaski NKT: 100 m',
    ].join('\n');
    const rows = parsePastedRows(mail).rows.map(({ text, kind, quantity, unit }) => ({ text, kind, quantity, unit }));
    const answer = await match(rows);
    expect(answer.rows.map((r) => r.row)).toEqual([0, 1, 2, 3]);
    expect(answer.rows.map((r) => r.kind)).toEqual(['choose', 'choose', 'exact', 'name']);
    expect(answer.rows[2]?.match).toMatchObject({ quantity: 5 });
    expect(answer.rows[3]?.match?.product.id).toBe(11);
    expect(answer.rows[1]?.candidates.map((c) => c.product.id)).toContain(9);
  });

  it('shows the stock of another of the caller’s warehouses, never of someone else’s', async () => {
    const [row] = (await match([{ text: 'IN-0000007' }], 'KRK')).rows;
    expect(row?.match?.available_stock).toBe(testStock(7, 'KRK'));
    await expectApiError(match([{ text: 'IN-0000007' }], 'GDA'), 403);
  });

  it('takes 500 rows in one call and refuses more, with Polish field errors for bad rows', async () => {
    const many = Array.from({ length: 500 }, (_, i) => ({ text: `IN-${String((i % 20) + 1).padStart(7, '0')}` }));
    expect((await match(many)).summary.exact).toBe(500);
    const tooMany = await expectApiError(match([...many, { text: 'IN-0000001' }]), 400);
    expect(fieldErrorsOf(tooMany).rows).toEqual(['Jedno dopasowanie obejmuje najwyżej 500 wierszy.']);
    const empty = await expectApiError(match([]), 400);
    expect(fieldErrorsOf(empty).rows).toEqual(['Podaj co najmniej jeden wiersz do dopasowania.']);
    const bad = await expectApiError(
      match([
        { text: '   ' },
        { text: 'Zawór', quantity: -2 },
        { text: 'Zawór\tkulowy' },
        { text: 'Zawór', kind: 'sku' as 'name' },
      ]),
      400,
    );
    expect(fieldErrorsOf(bad)).toEqual({
      'rows.0.text': ['Podaj symbol, EAN lub nazwę produktu.'],
      'rows.1.quantity': ['Ilość musi być liczbą większą od zera.'],
      'rows.2.text': ['Tekst wiersza nie może zawierać znaków sterujących (tabulatorów, końców linii).'],
      'rows.3.kind': ['Rodzaj musi być jednym z: symbol, ean, name.'],
    });
    const missing = await expectApiError(
      seller.call('productMatch', { body: { rows: [{ quantity: 1 } as unknown as MatchRow] } }),
      400,
    );
    expect(fieldErrorsOf(missing)['rows.0.text']).toEqual(['Pole jest wymagane.']);
    await expectApiError(server.client().call('productMatch', { body: { rows: [{ text: 'IN-0000001' }] } }), 401);
  });
});
