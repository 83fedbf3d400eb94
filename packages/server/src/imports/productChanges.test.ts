import { type ApiClient, type ImportKind, type ProductChange, productChangeSchema } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../testing/offerTestKit';
import { createTestServer, type TestServer } from '../testing/testServer';
import { type ImportOptions, importFile } from './importEngine';

let server: TestServer;
let admin: ApiClient;
let seller: ApiClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.loginAs('admin');
  seller = await server.loginAs('handlowiec');
});
afterAll(() => server.close());

const db = () => server.ctx.db;
const PRODUCT_HEADER =
  'symbol;index_name;uom;ean;catalog_price;buy_price;recommended_price;minimal_price;tax_rate;manufacturer';

/**
 * Records a run and imports a file as the server does (its stage named after the run), returning
 * the run's id; `byOption` names the run by `importFileId` instead, the stage by something else.
 */
async function runImport(
  kind: ImportKind,
  csv: string,
  options: Partial<ImportOptions> = {},
  byOption = false,
): Promise<number> {
  const id = Number(
    db()
      .prepare(
        `INSERT INTO import_files (kind, status, dry_run, file_name, file_sha256, file_size, created_at, started_at)
         VALUES (?, 'running', ?, ?, '', ?, ?, ?)`,
      )
      .run(
        kind,
        options.dryRun ? 1 : 0,
        `${kind}-${Date.now()}.csv`,
        csv.length,
        '2026-11-20T08:00:00.000Z',
        '2026-11-20T08:00:00.000Z',
      ).lastInsertRowid,
  );
  const outcome = await importFile(db(), byOption ? `other_stage_${id}` : `import_stage_${id}`, Buffer.from(csv), {
    kind,
    dryRun: false,
    full: false,
    acceptValid: false,
    ...options,
    ...(byOption ? { importFileId: id } : {}),
  });
  expect(outcome.status, outcome.message).toBe('done');
  return id;
}

const productId = (symbol: string) =>
  db().prepare('SELECT id FROM products WHERE symbol = ?').pluck().get(symbol) as number;
const changesOf = (id: number) =>
  db()
    .prepare(
      'SELECT warehouse_code, field, old_value, new_value, import_file_id FROM product_changes WHERE product_id = ? ORDER BY id',
    )
    .all(id);
const historyCount = () => db().prepare('SELECT count(*) FROM product_changes').pluck().get() as number;

describe('price history', () => {
  it('records each price an import changes, old → new in grosze, with its run; nothing for a new or unchanged product', async () => {
    const before = historyCount();
    await runImport(
      'products',
      `${PRODUCT_HEADER}\nTST-H1;Historyczny;szt;;10;5;9;8;23;X\nTST-H2;Stały;szt;;20;15;19;18;23;X\n`,
    );
    // New products: their first prices are where their history starts.
    expect(historyCount()).toBe(before);
    const run = await runImport(
      'prices',
      'symbol;catalog_price;buy_price;minimal_price\nTST-H1;12,50;5;\nTST-H2;20;15;18\n',
    );
    expect(changesOf(productId('TST-H1'))).toEqual([
      { warehouse_code: null, field: 'catalog_price', old_value: 1000, new_value: 1250, import_file_id: run },
    ]);
    // Same prices, an empty cell, a dry run and the same file again: no history.
    expect(changesOf(productId('TST-H2'))).toEqual([]);
    await runImport('prices', 'symbol;buy_price\nTST-H1;4\n', { dryRun: true });
    await runImport('prices', 'symbol;catalog_price;buy_price;minimal_price\nTST-H1;12,50;5;\nTST-H2;20;15;18\n');
    expect(historyCount()).toBe(before + 1);
    // A product import changes prices too, and names its run by option.
    const products = await runImport(
      'products',
      `${PRODUCT_HEADER}\nTST-H1;Historyczny;szt;;12,50;4,20;9;8;23;X\n`,
      {},
      true,
    );
    expect(changesOf(productId('TST-H1')).at(-1)).toEqual({
      warehouse_code: null,
      field: 'buy_price',
      old_value: 500,
      new_value: 420,
      import_file_id: products,
    });
  });

  it('answers the history newest first, filtered by field, with the run and file; buy prices as the price list shows them', async () => {
    const id = productId('TST-H1');
    const page = await admin.call('productChanges', { params: { id }, query: { limit: 10 } });
    expect(page.total).toBe(2);
    expect(page.items.map((c) => [c.field, c.old_value, c.new_value])).toEqual([
      ['buy_price', 500, 420],
      ['catalog_price', 1000, 1250],
    ]);
    for (const item of page.items) productChangeSchema.parse(item);
    expect(page.items[0]?.file_name).toMatch(/^products-/);
    const catalogue = await admin.call('productChanges', { params: { id }, query: { field: 'catalog_price' } });
    expect(catalogue.items.map((c) => c.field)).toEqual(['catalog_price']);
    // Whoever is answered the buy price (a salesperson is, by the price list) sees its history.
    const prices = await seller.call('productPrices', { query: { id: [id] } });
    expect(prices.items[0]?.buy_price).toBe(420);
    const history = await seller.call('productChanges', { params: { id }, query: { field: 'buy_price' } });
    expect(history.items.map((c) => c.new_value)).toEqual([420]);
  });

  it('answers an unknown product 404, an unknown field 400 in Polish', async () => {
    expect((await expectApiError(admin.call('productChanges', { params: { id: 999999 } }), 404)).message).toMatch(
      /Nie znaleziono produktu/,
    );
    await expectApiError(
      // biome-ignore lint/suspicious/noExplicitAny: a field the contract does not know, sent on purpose.
      admin.call('productChanges', { params: { id: productId('TST-H1') }, query: { field: 'name' as any } }),
      400,
    );
  });
});

describe('stock history', () => {
  it('records the stock figures an import changes, per warehouse; available stock keeps salesdesk’s reservations', async () => {
    await runImport('products', `${PRODUCT_HEADER}\nTST-H3;Magazynowy;szt;;10;5;9;8;23;X\n`);
    const id = productId('TST-H3');
    await runImport(
      'stock',
      'symbol;source_code;stock_quantity;warehouse_date\nTST-H3;WAW;10;2026-11-01\nTST-H3;KRK;5;2026-11-01\n',
    );
    expect(changesOf(id)).toEqual([]);
    // An order confirmed here holds 3 pieces in WAW.
    const order = db().prepare("SELECT id FROM orders WHERE warehouse_code = 'WAW' LIMIT 1").pluck().get() as number;
    db()
      .prepare(
        "INSERT INTO stock_reservations (order_id, warehouse_code, product_id, quantity) VALUES (?, 'WAW', ?, 3)",
      )
      .run(order, id);
    const run = await runImport(
      'stock',
      'symbol;source_code;stock_quantity;warehouse_date;incoming;forward_to\nTST-H3;WAW;25;2026-11-02;;\nTST-H3;KRK;5;2026-11-01;7;2026-12-01\n',
    );
    const rows = changesOf(id).map((r) => ({ ...(r as object), import_file_id: undefined }));
    expect(rows).toEqual(
      expect.arrayContaining([
        { warehouse_code: 'WAW', field: 'stock_quantity', old_value: 10, new_value: 25, import_file_id: undefined },
        { warehouse_code: 'WAW', field: 'available_stock', old_value: 10, new_value: 22, import_file_id: undefined },
        {
          warehouse_code: 'WAW',
          field: 'warehouse_date',
          old_value: '2026-11-01',
          new_value: '2026-11-02',
          import_file_id: undefined,
        },
        { warehouse_code: 'KRK', field: 'incoming', old_value: 0, new_value: 7, import_file_id: undefined },
        {
          warehouse_code: 'KRK',
          field: 'forward_to',
          old_value: null,
          new_value: '2026-12-01',
          import_file_id: undefined,
        },
      ]),
    );
    expect(rows).toHaveLength(5);
    expect(new Set(changesOf(id).map((r) => (r as { import_file_id: number }).import_file_id))).toEqual(new Set([run]));
    const stock = db()
      .prepare("SELECT available_stock FROM warehouse_stock WHERE warehouse_code = 'WAW' AND product_id = ?")
      .pluck()
      .get(id);
    expect(stock).toBe(22);
  });

  it('records what a full stock import zeroes', async () => {
    const id = productId('TST-H3');
    const before = changesOf(id).length;
    // KRK named with another product only: TST-H3's KRK row goes to 0 and its delivery away.
    await runImport('stock', 'symbol;source_code;stock_quantity\nTST-H1;KRK;1\n', { full: true });
    const added = changesOf(id).slice(before);
    expect(added).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ warehouse_code: 'KRK', field: 'stock_quantity', old_value: 5, new_value: 0 }),
        expect.objectContaining({ warehouse_code: 'KRK', field: 'available_stock', old_value: 5, new_value: 0 }),
        expect.objectContaining({ warehouse_code: 'KRK', field: 'incoming', old_value: 7, new_value: 0 }),
        expect.objectContaining({
          warehouse_code: 'KRK',
          field: 'forward_to',
          old_value: '2026-12-01',
          new_value: null,
        }),
      ]),
    );
    expect(added).toHaveLength(4);
  });

  it('shows stock history of the warehouses whose stock the caller may read; prices to everyone', async () => {
    const id = productId('TST-H3');
    const other = db()
      .prepare(
        "SELECT code FROM warehouses WHERE company_code <> (SELECT company_code FROM users WHERE username = 'handlowiec') ORDER BY code LIMIT 1",
      )
      .pluck()
      .get() as string;
    expect(other).toBeTruthy();
    await runImport('stock', `symbol;source_code;stock_quantity\nTST-H3;${other};4\n`);
    await runImport('stock', `symbol;source_code;stock_quantity\nTST-H3;${other};6\n`);
    const all = await admin.call('productChanges', { params: { id }, query: { limit: 100 } });
    expect(all.items.some((c) => c.warehouse_code === other)).toBe(true);
    const own = await seller.call('productChanges', { params: { id }, query: { limit: 100 } });
    expect(own.items.some((c: ProductChange) => c.warehouse_code === other)).toBe(false);
    expect(own.items.some((c) => c.warehouse_code === 'WAW')).toBe(true);
    const denied = await expectApiError(
      seller.call('productChanges', { params: { id }, query: { warehouse: other } }),
      403,
    );
    expect(denied.message).toContain(other);
    await expectApiError(seller.call('productChanges', { params: { id }, query: { warehouse: 'NIEMA' } }), 400);
    const waw = await seller.call('productChanges', {
      params: { id },
      query: { warehouse: 'WAW', field: 'stock_quantity' },
    });
    expect(waw.items.map((c) => [c.old_value, c.new_value])).toEqual([[10, 25]]);
  });
});
