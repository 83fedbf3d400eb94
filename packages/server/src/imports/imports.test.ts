import {
  type ApiClient,
  ApiError,
  createApiClient,
  type ImportFileRun,
  type ImportKind,
  type ImportStartQuery,
  importFileRunSchema,
  memoryTokenStore,
} from '@salesdesk/sdk';
import { importExampleCsv } from '@salesdesk/sdk/imports';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOfferTestData, TEST_CLIENTS } from '../testing/offerTestData';
import { expectApiError } from '../testing/offerTestKit';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.loginAs('admin');
});
afterAll(() => server.close());

interface RunOptions {
  dry_run?: boolean;
  full?: boolean;
  accept_valid?: boolean;
  sheet?: string;
  file_name?: string;
}

/** The query of `importStart`: the options as the URL carries them. */
function startQuery(kind: ImportKind, options: RunOptions): ImportStartQuery {
  const { file_name = `${kind}.csv`, sheet, ...flags } = options;
  const query: ImportStartQuery = { kind, file_name, ...(sheet ? { sheet } : {}) };
  for (const [key, value] of Object.entries(flags)) {
    if (value !== undefined) query[key as 'dry_run' | 'full' | 'accept_valid'] = value ? 'true' : 'false';
  }
  return query;
}

/** Starts an import and follows the run to its end, as the CLI does. */
async function runImport(
  kind: ImportKind,
  content: string | Buffer,
  options: RunOptions = {},
  client = admin,
): Promise<ImportFileRun> {
  const started = await client.call('importStart', {
    query: startQuery(kind, options),
    body: new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
  });
  expect(started.status).toBe('queued');
  for (;;) {
    const run = importFileRunSchema.parse(await client.call('importRunById', { params: { id: started.id } }));
    if (run.status !== 'queued' && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const db = () => server.ctx.db;
const product = (symbol: string) =>
  db().prepare('SELECT * FROM products WHERE symbol = ?').get(symbol) as Record<string, unknown> | undefined;

/** Windows-1250 bytes of a text with the Polish letters these tests use. */
function win1250(text: string): Buffer {
  const map: Record<string, number> = {
    ą: 0xb9,
    ę: 0xea,
    ł: 0xb3,
    ó: 0xf3,
    ś: 0x9c,
    ż: 0xbf,
    ć: 0xe6,
    Ł: 0xa3,
    Ż: 0xaf,
  };
  return Buffer.from([...text].map((ch) => map[ch] ?? ch.charCodeAt(0)));
}

const PRODUCT_HEADER =
  'symbol;index_name;uom;ean;catalog_price;buy_price;recommended_price;minimal_price;tax_rate;manufacturer';

describe('product import', () => {
  it('dry run reports what would change and writes nothing; applied, the products are found without diacritics', async () => {
    const file = `${PRODUCT_HEADER}\nTST-1;Kształtka żółwiowa 20 mm;szt;5901234000062|5901234000079;12,50;7,10;11,00;9,00;23;Łódzkie Zakłady\nTST-2;Mufa ćwierćcalowa;szt;;1 234,5;700;1000,00;900;8%;Łódzkie Zakłady\n`;
    const dry = await runImport('products', file, { dry_run: true });
    expect(dry).toMatchObject({ status: 'done', dry_run: true, created: 2, updated: 0, rejected: 0 });
    expect(dry.report?.applied).toBe(false);
    expect(dry.report?.created_keys).toEqual(['TST-1', 'TST-2']);
    expect(product('TST-1')).toBeUndefined();

    const applied = await runImport('products', file);
    expect(applied).toMatchObject({ status: 'done', created: 2, updated: 0, unchanged: 0 });
    expect(applied.file_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(applied.username).toBe('admin');
    expect(product('TST-1')).toMatchObject({ catalog_price: 1250, ean: '5901234000062', tax_rate: 23, is_active: 1 });
    expect(product('TST-2')).toMatchObject({ catalog_price: 123450, buy_price: 70000, tax_rate: 8, ean: null });
    const extra = db().prepare('SELECT ean FROM product_eans WHERE product_id = ?').pluck().all(product('TST-1')?.id);
    expect(extra).toEqual(['5901234000079']);

    const found = await admin.call('productSearch', { query: { search: 'ksztaltka zolwiowa' } });
    expect(found.items.map((p) => p.id)).toContain(product('TST-1')?.id);
    const byEan = await admin.call('productSearch', { query: { search: '5901234000079' } });
    expect(byEan.items.map((p) => p.id)).toContain(product('TST-1')?.id);

    // The same file again changes nothing, and says so.
    const again = await runImport('products', file);
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, unchanged: 2 });
    expect(again.message).toMatch(/Nic się nie zmieniło/);

    // A change is reported field by field, old → new, in złote.
    const changed = await runImport('products', file.replace('12,50', '13,00'), { dry_run: true });
    expect(changed.report?.changes).toEqual([
      { row: 2, key: 'TST-1', fields: [{ field: 'catalog_price', old: '12,50', new: '13,00' }] },
    ]);
  });

  it('reads Windows-1250, tab separated, Polish labels in the header, in any order', async () => {
    const file = win1250(
      'Cena zakupu\tNazwa\tSymbol\tJ.m.\tCena katalogowa\tCena zalecana\tCena minimalna\tStawka VAT\n1,5\tŁącznik ściągający\tTST-W1\tszt\t3,20\t3\t2,5\t23\n',
    );
    const run = await runImport('products', file);
    expect(run).toMatchObject({ status: 'done', created: 1 });
    expect(product('TST-W1')).toMatchObject({ index_name: 'Łącznik ściągający', buy_price: 150, catalog_price: 320 });
  });

  it('rejects bad rows with their spreadsheet row, column and a Polish reason; refuses the file, writing nothing', async () => {
    const file = [
      `${PRODUCT_HEADER};kolor`,
      'TST-B1;Dobry;szt;;10;5;9;8;23;X;czerwony',
      'TST-B2;Zły EAN;szt;5901234000018;10;5;9;8;23;X;',
      'TST-B3;Za dużo groszy;szt;;10,555;5;9;8;23;X;',
      'TST-B1;Drugi raz;szt;;10;5;9;8;23;X;',
      'TST-B4;Bez ceny;szt;;;5;9;8;23;X;',
      'TST-B5;Zła stawka;szt;;10;5;9;8;7;X;',
    ].join('\r\n');
    const run = await runImport('products', file);
    expect(run.status).toBe('refused');
    expect(run.rejected).toBe(5);
    expect(run.message).toMatch(/nic nie zapisano/);
    expect(run.report?.errors).toEqual([
      { row: 3, column: 'ean', message: expect.stringContaining('Niepoprawny kod EAN „5901234000018”') },
      { row: 4, column: 'catalog_price', message: 'Kwota „10,555” ma więcej niż dwa miejsca po przecinku.' },
      { row: 5, column: null, message: 'TST-B1 występuje w pliku drugi raz (pierwszy raz w wierszu 2).' },
      { row: 6, column: 'catalog_price', message: 'Nowa pozycja wymaga wartości w kolumnie „catalog_price”.' },
      { row: 7, column: 'tax_rate', message: expect.stringContaining('Niepoprawna stawka VAT „7”') },
    ]);
    expect(run.report?.warnings).toEqual([expect.stringContaining('Nieznana kolumna „kolor” (kolumna K)')]);
    expect(product('TST-B1')).toBeUndefined();

    // accept_valid writes the good row and hands back the others as a CSV to fix.
    const partial = await runImport('products', file, { accept_valid: true, file_name: 'cennik.csv' });
    expect(partial).toMatchObject({ status: 'done', created: 1, rejected: 5, has_rejects: true });
    expect(product('TST-B1')).toMatchObject({ index_name: 'Dobry' });
    const rejects = await admin.call('importRunRejects', { params: { id: partial.id } });
    expect(rejects.name).toBe('cennik-odrzucone.csv');
    const lines = (await rejects.blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(`${PRODUCT_HEADER};kolor;błąd`);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^TST-B2;Zły EAN;.*;ean: Niepoprawny kod EAN/);
  });

  it('full deactivates the products the file does not name: no longer offered, still on documents', async () => {
    const file = `${PRODUCT_HEADER}\nTST-F1;Zawór odcinający pełny;szt;;10;5;9;8;23;X\nTST-F2;Zawór odcinający wycofany;szt;;10;5;9;8;23;X\n`;
    await runImport('products', file);
    // An offer holds TST-F2 before it is withdrawn.
    const seller = await server.loginAs('handlowiec');
    ensureOfferTestData(db());
    const offer = await seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: product('TST-F2')?.id as number, quantity: 2 }] },
    });
    const activeBefore = db().prepare('SELECT count(*) FROM products WHERE is_active = 1').pluck().get() as number;
    const full = await runImport('products', `${PRODUCT_HEADER}\nTST-F1;Zawór odcinający pełny;szt;;10;5;9;8;23;X\n`, {
      full: true,
      dry_run: true,
    });
    expect(full.deactivated).toBe(activeBefore - 1);
    expect(product('TST-F2')?.is_active).toBe(1);

    // Deactivate only TST-F2: a full run over what is there but it.
    const keep = db()
      .prepare("SELECT symbol FROM products WHERE is_active = 1 AND symbol IS NOT NULL AND symbol <> 'TST-F2'")
      .pluck()
      .all() as string[];
    const keepFile = ['symbol', ...keep].join('\n');
    const applied = await runImport('products', keepFile, { full: true });
    expect(applied).toMatchObject({ status: 'done', deactivated: 1, created: 0 });
    expect(applied.report?.deactivated_keys).toEqual(['TST-F2']);
    expect(product('TST-F2')?.is_active).toBe(0);
    const search = await admin.call('productSearch', { query: { search: 'zawor odcinajacy' } });
    expect(search.items.map((p) => p.id)).toEqual([product('TST-F1')?.id]);
    // The offer still shows it; a new line of it is refused.
    const kept = await seller.call('offerById', { params: { id: offer.id } });
    expect(kept.items.map((l) => l.name)).toEqual(['Zawór odcinający wycofany']);
    const refused = await expectApiError(
      seller.call('offerItemAdd', {
        params: { id: offer.id },
        body: { version: kept.version, product_id: product('TST-F2')?.id as number, quantity: 1 },
      }),
      400,
    );
    expect(refused.fieldErrors.product_id).toEqual([
      'Produkt „Zawór odcinający wycofany” jest wycofany ze sprzedaży: nie można go dodać.',
    ]);

    // Named again, it is active again (an update).
    const back = await runImport('products', file);
    expect(back).toMatchObject({ updated: 1, unchanged: 1 });
    expect(product('TST-F2')?.is_active).toBe(1);
  });
});

describe('price, stock, warehouse and company imports', () => {
  it('a price list updates only the columns it names', async () => {
    await runImport('products', `${PRODUCT_HEADER}\nTST-P1;Cennikowy;szt;;10;5;9;8;23;X\n`);
    const run = await runImport('prices', 'symbol,minimal_price\nTST-P1,"7,5"\nNIE-MA,1\n', { accept_valid: true });
    expect(run).toMatchObject({ status: 'done', updated: 1, rejected: 1 });
    expect(run.report?.errors[0]).toMatchObject({
      row: 3,
      column: 'symbol',
      message: expect.stringContaining('NIE-MA'),
    });
    expect(product('TST-P1')).toMatchObject({
      catalog_price: 1000,
      buy_price: 500,
      recommended_price: 900,
      minimal_price: 750,
    });
  });

  it('stock: the ERP figures plus salesdesk reservations on top; shown by warehouse-products', async () => {
    await runImport('products', `${PRODUCT_HEADER}\nTST-S1;Magazynowy;szt;;10;5;9;8;23;X\n`);
    const id = product('TST-S1')?.id as number;
    // An order confirmed here holds 4 pieces in WAW.
    const order = db().prepare("SELECT id FROM orders WHERE warehouse_code = 'WAW' LIMIT 1").pluck().get() as number;
    db()
      .prepare(
        "INSERT INTO stock_reservations (order_id, warehouse_code, product_id, quantity) VALUES (?, 'WAW', ?, 4)",
      )
      .run(order, id);
    const file = 'symbol;source_code;stock_quantity;reserved;warehouse_date\nTST-S1;WAW;100;10;03.11.2026\n';
    const run = await runImport('stock', file);
    expect(run).toMatchObject({ status: 'done', created: 1 });
    const row = db().prepare("SELECT * FROM warehouse_stock WHERE warehouse_code = 'WAW' AND product_id = ?").get(id);
    expect(row).toMatchObject({ stock_quantity: 100, reserved: 14, available_stock: 86, warehouse_date: '2026-11-03' });
    const page = await admin.call('warehouseProducts', { query: { warehouse: 'WAW', search: 'TST-S1' } });
    expect(page.items[0]).toMatchObject({ symbol: 'TST-S1', stock_quantity: 100, available_stock: 86 });
    expect(await runImport('stock', file)).toMatchObject({ unchanged: 1, updated: 0 });
    const bad = await runImport('stock', 'symbol;source_code;stock_quantity\nTST-S1;NIEMA;1\nTST-S1;WAW;-1\n');
    expect(bad.report?.errors.map((e) => [e.row, e.column])).toEqual([
      [2, 'source_code'],
      [3, 'stock_quantity'],
    ]);
  });

  it('imports warehouses and companies; checks NIP, postal code and bank account', async () => {
    const warehouses = await runImport('warehouses', importExampleCsv('warehouses'));
    expect(warehouses).toMatchObject({ status: 'done', created: 1 });
    const companies = await runImport('companies', importExampleCsv('companies'));
    expect(companies).toMatchObject({ status: 'done', created: 1 });
    expect(db().prepare("SELECT * FROM companies WHERE code = 'ZAC'").get()).toMatchObject({
      nip: '5272610459',
      share_capital: 25_000_000,
      bank_account: '61 1090 1014 0000 0712 1981 2874',
    });
    const bad = await runImport(
      'companies',
      'code;name;nip;postal_code;bank_account\nZ2;Zła;5272610458;60243;61 1090 1014 0000 0712 1981 2875\n',
    );
    expect(bad.report?.errors.map((e) => e.column)).toEqual(['nip', 'bank_account']);
    expect(await runImport('warehouses', 'source_code;company\nKRK3;NIEMA\n')).toMatchObject({ rejected: 1 });
  });
});

describe('files refused as a whole', () => {
  it('answers an empty file, a header alone, a missing key, junk and binary data in Polish, never 500', async () => {
    expect((await runImport('products', `${PRODUCT_HEADER}\r\n`)).message).toMatch(/tylko nagłówek/);
    expect((await runImport('products', 'index_name;uom\nA;szt\n')).message).toMatch(/Brak kolumny kluczowej: symbol/);
    expect((await runImport('products', 'x'.repeat(2 * 1024 * 1024))).message).toMatch(/Wiersz 1 jest dłuższy/);
    expect((await runImport('stock', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).message).toMatch(/binarne/);
    await expect(
      admin.call('importStart', { query: { kind: 'prices', file_name: 'a.csv', full: 'true' }, body: new Blob(['x']) }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('reads XLSX, the first sheet or the one named', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notatki').addRows([
      ['symbol', 'catalog_price'],
      ['TST-P1', 11.2],
    ]);
    workbook.addWorksheet('Ceny').addRows([
      ['Symbol', 'Cena zakupu'],
      ['TST-P1', 6],
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await runImport('prices', bytes, { file_name: 'ceny.xlsx' })).toMatchObject({ updated: 1 });
    expect(await runImport('prices', bytes, { file_name: 'ceny.xlsx', sheet: 'Ceny' })).toMatchObject({ updated: 1 });
    expect(product('TST-P1')).toMatchObject({ catalog_price: 1120, buy_price: 600 });
    expect((await runImport('prices', bytes, { sheet: 'Brak' })).message).toMatch(/nie ma arkusza „Brak”/);
  });
});

describe('a long file', () => {
  it('is read in batches: other calls are answered meanwhile and the run shows its progress', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `TST-L${i};Długi plik ${i};szt;;10;5;9;8;23;X`);
    const started = await admin.call('importStart', {
      query: { kind: 'products', file_name: 'dlugi.csv', dry_run: 'true' },
      body: new Blob([[PRODUCT_HEADER, ...rows].join('\n')]),
    });
    const seen: number[] = [];
    for (;;) {
      // In process a call never waits for I/O: a turn of the event loop stands for the network's.
      await new Promise((resolve) => setImmediate(resolve));
      await admin.call('health');
      const run = await admin.call('importRunById', { params: { id: started.id } });
      if (run.status === 'running') seen.push(run.rows_read);
      if (run.status !== 'queued' && run.status !== 'running') {
        expect(run).toMatchObject({ status: 'done', rows_read: 5000, created: 5000 });
        break;
      }
    }
    // Answered while the file was being read, between its batches of 2,000 rows.
    expect(seen.some((n) => n > 0 && n < 5000)).toBe(true);
  });
});

describe('access and history', () => {
  it('is for administrators (and their full-scope API tokens) only', async () => {
    const seller = await server.loginAs('handlowiec');
    const input = { query: { kind: 'prices' as const, file_name: 'a.csv' }, body: new Blob(['symbol\n']) };
    await expect(seller.call('importStart', input)).rejects.toMatchObject({ status: 403 });
    const director = await server.loginAs('dyrektor.regionu');
    await expect(director.call('importStart', input)).rejects.toMatchObject({ status: 403 });
    const withToken = (token: string) =>
      createApiClient({ baseURL: 'http://salesdesk.test', fetch: server.fetch, tokenStore: memoryTokenStore(token) });
    const read = await admin.call('apiTokenCreate', { body: { name: 'Odczyt', scope: 'read', expires_in_days: 7 } });
    const error = await withToken(read.token)
      .call('importStart', input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    const full = await admin.call('apiTokenCreate', { body: { name: 'Import', scope: 'full', expires_in_days: 7 } });
    const run = await runImport('prices', 'symbol;buy_price\nTST-P1;6\n', {}, withToken(full.token));
    expect(run).toMatchObject({ status: 'done', unchanged: 1, api_token_id: full.api_token.id });
  });

  it('keeps every run: who, file, hash, kind, options and counts; the example files import cleanly', async () => {
    const history = await admin.call('importRunList', { query: { limit: 100, kind: 'products' } });
    expect(history.total).toBeGreaterThan(5);
    expect(history.items[0]).toMatchObject({ kind: 'products', username: 'admin' });
    for (const kind of ['products', 'prices', 'stock'] as const) {
      const example = await admin.call('importExample', { params: { kind } });
      const run = await runImport(kind, Buffer.from(await example.blob.arrayBuffer()), {
        dry_run: kind !== 'products',
      });
      expect(run, JSON.stringify(run.report?.errors ?? run.message)).toMatchObject({ status: 'done', rejected: 0 });
    }
  });
});
