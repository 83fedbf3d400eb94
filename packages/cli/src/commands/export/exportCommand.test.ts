import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ApiClient, createApiClient, type ListPage, memoryTokenStore } from '@salesdesk/sdk';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestEnv, parseCsv, startCliTestEnv } from '../../testing/cliTestKit';

type Row = Record<string, unknown>;

let t: CliTestEnv;
let api: ApiClient;
let token: string;

async function allRows(endpoint: 'invoiceList' | 'offerList', query: Record<string, unknown> = {}): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = (await api.call(endpoint, { query: { ...query, page, limit: 200 } } as never)) as ListPage<Row>;
    rows.push(...res.items);
    if (rows.length >= res.total || res.items.length === 0) return rows;
  }
}

/** Expected CSV text of a value, computed independently of the CLI's formatter. */
function expectedCsv(value: unknown, money: boolean): string {
  if (value === null) return '';
  if (typeof value === 'number') return (money ? (value / 100).toFixed(2) : String(value)).replace('.', ',');
  if (typeof value === 'boolean') return String(value);
  const s = String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

const INVOICE_MONEY = new Set(['net-value', 'gross-value', 'left-to-pay']);

beforeAll(async () => {
  t = await startCliTestEnv();
  const login = await t.cli(['login', '--username', 'admin', '--password-stdin'], { input: 'demo1234\n' });
  expect(login.code).toBe(0);
  const profiles = JSON.parse(
    readFileSync(join(t.env.XDG_CONFIG_HOME as string, 'salesdesk', 'profiles.json'), 'utf8'),
  );
  token = profiles.profiles.default.token;
  api = createApiClient({ baseURL: t.server.url, tokenStore: memoryTokenStore(token) });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('export', () => {
  it('CSV --raw round-trips: BOM, ";" and decimal comma, every invoice across pages, same order as the API', async () => {
    const expected = await allRows('invoiceList');
    expect(expected.length).toBeGreaterThan(400);
    const res = await t.cli(['export', 'invoices', '--quiet', '--raw'], { pageSize: 200 });
    expect(res.code).toBe(0);
    expect(res.stderr).toBe('');
    expect(res.stdoutBytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.stdout.slice(1), ';');
    const keys = Object.keys(expected[0] as Row);
    expect(header).toEqual(keys);
    expect(rows).toHaveLength(expected.length);
    rows.forEach((row, i) => {
      const item = expected[i] as Row;
      expect(row).toEqual(keys.map((k) => expectedCsv(item[k], INVOICE_MONEY.has(k))));
    });
  });

  it('CSV for people (the default): Polish headers, statuses by their Polish names, tak/nie', async () => {
    const expected = await allRows('invoiceList');
    const res = await t.cli(['export', 'invoices', '--quiet'], { pageSize: 200 });
    expect(res.code).toBe(0);
    const [header, ...rows] = parseCsv(res.stdout.slice(1), ';');
    expect(header).toEqual([
      'Id',
      'Numer',
      'Klient',
      'Id klienta',
      'Data wystawienia',
      'Data dostawy',
      'Termin płatności',
      'Netto',
      'Brutto',
      'Status',
      'Do zapłaty',
      'Dni po terminie',
    ]);
    const names: Record<string, string> = {
      paid: 'Zapłacona',
      partially_paid: 'Częściowo zapłacona',
      unpaid: 'Niezapłacona',
      overdue: 'Przeterminowana',
    };
    expect(rows.map((r) => r[9])).toEqual(expected.map((i) => names[i['status-invoices'] as string]));
    expect(rows.map((r) => r[8])).toEqual(expected.map((i) => expectedCsv(i['gross-value'], true)));
    const offers = await t.cli(['export', 'offers', '--columns', 'number,status,archived', '--status', 'draft']);
    const [offerHeader, ...offerRows] = parseCsv(offers.stdout.slice(1), ';');
    expect(offerHeader).toEqual(['Numer', 'Status', 'Archiwum']);
    expect(offerRows.length).toBeGreaterThan(0);
    for (const row of offerRows) {
      expect(row[1]).toBe('Szkic');
      expect(['tak', 'nie']).toContain(row[2]);
    }
  });

  it('--columns chooses and orders; --delimiter , writes plain CSV with decimal points', async () => {
    const expected = await allRows('invoiceList', { status: 'overdue' });
    const out = join(t.dir, 'overdue.csv');
    const res = await t.cli([
      'export',
      'invoices',
      '--status',
      'overdue',
      '--columns',
      'left-to-pay,number-invoices,client',
      '--delimiter',
      ',',
      '--no-bom',
      '--output',
      out,
    ]);
    expect(res.code).toBe(0);
    expect(res.stdout).toBe('');
    const [header, ...rows] = parseCsv(readFileSync(out, 'utf8'), ',');
    expect(header).toEqual(['Do zapłaty', 'Numer', 'Klient']);
    expect(rows.length).toBe(expected.length);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      expected.map((r) => [((r['left-to-pay'] as number) / 100).toFixed(2), r['number-invoices'], r.client]),
    );
  });

  it('NDJSON round-trips with money in grosze as in the API; filters --client --since --until apply', async () => {
    const query = { client_id: 5, since: '2026-01-01', until: '2026-12-31' };
    const expected = await allRows('invoiceList', query);
    expect(expected.length).toBeGreaterThan(0);
    const res = await t.cli([
      'export',
      'invoices',
      '--format',
      'ndjson',
      '--client',
      '5',
      '--since',
      '2026-01-01',
      '--until',
      '2026-12-31',
    ]);
    expect(res.code).toBe(0);
    const lines = res.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Row);
    expect(lines).toEqual(expected);
    for (const row of lines) {
      expect(row.client_id).toBe(5);
      const issued = row['date-of-issue'] as string;
      expect(issued >= '2026-01-01' && issued <= '2026-12-31').toBe(true);
    }
  });

  it('JSON is one valid array (also when empty)', async () => {
    const res = await t.cli(['export', 'clients', '--format', 'json', '--columns', 'name,nip', '--search', 'Lublin']);
    expect(res.code).toBe(0);
    const rows = JSON.parse(res.stdout) as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0] as Row)).toEqual(['name', 'nip']);
    const empty = await t.cli(['export', 'clients', '--format', 'json', '--search', 'zzzzzz-nikt']);
    expect(JSON.parse(empty.stdout)).toEqual([]);
  });

  it('XLSX round-trips (exceljs reader): raw-key header, money as złote numbers, text as text', async () => {
    const expected = await allRows('offerList', { status: 'approved' });
    const out = join(t.dir, 'oferty.xlsx');
    const columns = [
      'id',
      'number',
      'customer_fullname',
      'grand_total_incl_tax',
      'margin',
      'archived',
      'acceptor_fullname',
    ];
    const res = await t.cli([
      'export',
      'offers',
      '--status',
      'approved',
      '--format',
      'xlsx',
      '--output',
      out,
      '--columns',
      columns.join(','),
      '--raw-keys',
    ]);
    expect(res.code).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(out);
    const sheet = workbook.getWorksheet('offers');
    expect(sheet).toBeDefined();
    const values: unknown[][] = [];
    sheet?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]).toEqual(columns);
    expect(values.length - 1).toBe(expected.length);
    values.slice(1).forEach((row, i) => {
      const item = expected[i] as Row;
      const want = columns.map((c) =>
        c === 'grand_total_incl_tax' ? (item[c] as number) / 100 : item[c] === null ? undefined : item[c],
      );
      // exceljs leaves trailing empty cells out of row.values.
      expect([...row, ...Array(columns.length - row.length).fill(undefined)]).toEqual(want);
    });
  });

  it('neutralises formula-like text cells in CSV (OWASP) and keeps them verbatim in JSON', async () => {
    const clientId = ((await api.call('offerList', { query: { limit: 1 } })).items[0] as Row).client_id as number;
    const comments = ['=HYPERLINK("http://zly.example","klik")', '+48 123', '-2+3', '@SUM(A1)', 'zwykły; "tekst"'];
    const ids: number[] = [];
    for (const comment of comments) {
      const offer = await api.call('offerCreate', { body: { client_id: clientId, comment } } as never);
      ids.push((offer as { id: number }).id);
    }
    const res = await t.cli(['export', 'offers', '--columns', 'id,comment', '--status', 'draft']);
    expect(res.code).toBe(0);
    const rows = new Map(parseCsv(res.stdout.slice(1), ';').map(([id, comment]) => [id, comment]));
    expect(ids.map((id) => rows.get(String(id)))).toEqual([
      `'=HYPERLINK("http://zly.example","klik")`,
      "'+48 123",
      "'-2+3",
      "'@SUM(A1)",
      'zwykły; "tekst"',
    ]);
    expect(res.stdout).toContain('"\'=HYPERLINK(""http://zly.example"",""klik"")"');
    const json = await t.cli([
      'export',
      'offers',
      '--format',
      'ndjson',
      '--columns',
      'id,comment',
      '--status',
      'draft',
    ]);
    const byId = new Map(
      json.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l))
        .map((r) => [r.id, r.comment]),
    );
    expect(ids.map((id) => byId.get(id))).toEqual(comments);
  });

  it('draws the progress bar on stderr only when stderr is a terminal, never with --quiet', async () => {
    const { PassThrough } = await import('node:stream');
    const ttyErr = () => {
      const stream = new PassThrough() as InstanceType<typeof PassThrough> & { isTTY: boolean };
      stream.isTTY = true;
      const chunks: string[] = [];
      stream.on('data', (c: Buffer) => chunks.push(String(c)));
      return { stream, text: () => chunks.join('') };
    };
    const err = ttyErr();
    const res = await t.cli(['export', 'invoices', '--format', 'ndjson', '--columns', 'id'], { stderr: err.stream });
    expect(res.code).toBe(0);
    expect(err.text()).toMatch(/Eksport faktur \[#+\] (\d+)\/\1 \(100%\) · \d+ wierszy\/s/);
    expect(
      res.stdout
        .trimEnd()
        .split('\n')
        .every((l) => /^\{"id":\d+\}$/.test(l)),
    ).toBe(true);
    const quiet = ttyErr();
    await t.cli(['--quiet', 'export', 'invoices', '--format', 'ndjson', '--columns', 'id'], { stderr: quiet.stream });
    expect(quiet.text()).toBe('');
  });

  it('refuses bad flags with exit 2: unknown option, bad format, unknown column, unsupported filter', async () => {
    const cases = [
      ['export', 'invoices', '--bogus'],
      ['export', 'invoices', '--format', 'pdf'],
      ['export', 'invoices', '--columns', 'number-invoices,nope'],
      ['export', 'clients', '--status', 'paid'],
      ['export', 'invoices', '--since', '01.02.2026'],
      ['export', 'invoices', '--status', 'nieznany'],
    ];
    for (const argv of cases) {
      const res = await t.cli(argv);
      expect({ argv, code: res.code }).toEqual({ argv, code: 2 });
      expect(res.stdout).toBe('');
      expect(res.stderr.split('\n')[0]).toMatch(/^salesdesk: /);
    }
    const unknown = await t.cli(['export', 'invoices', '--bogus']);
    expect(unknown.stderr.split('\n')[0]).toBe("salesdesk: nieznana opcja '--bogus'");
    const bad = await t.cli(['export', 'invoices', '--columns', 'nope']);
    expect(bad.stderr).toContain('Nieznane kolumny: nope');
  });

  it('without a token exits 3 with a hint to log in; a rejected token also exits 3', async () => {
    const env = { XDG_CONFIG_HOME: join(t.dir, 'empty-config') };
    const none = await t.cli(['export', 'invoices'], { env });
    expect(none.code).toBe(3);
    expect(none.stderr).toContain('salesdesk login');
    const rejected = await t.cli(['export', 'invoices'], { env: { ...env, SALESDESK_TOKEN: 'zly.token' } });
    expect(rejected.code).toBe(3);
    expect(rejected.stderr).toContain('salesdesk login');
  });

  it('Ctrl-C (abort signal) mid-export exits 130 and leaves no output file', async () => {
    const controller = new AbortController();
    let calls = 0;
    const fetchCounting: typeof fetch = async (input, init) => {
      calls++;
      if (calls === 2) controller.abort();
      return fetch(input, init);
    };
    const out = join(t.dir, 'przerwany', 'faktury.csv');
    await import('node:fs/promises').then((fs) => fs.mkdir(join(t.dir, 'przerwany')));
    const res = await t.cli(['export', 'invoices', '--output', out], {
      signal: controller.signal,
      fetch: fetchCounting,
      pageSize: 100,
    });
    expect(res.code).toBe(130);
    expect(readdirSync(join(t.dir, 'przerwany'))).toEqual([]);
  });

  it('list prints one page as a table (stdout) with a footer (stderr), or the API page with --json', async () => {
    const table = await t.cli(['list', 'invoices', '--limit', '3', '--columns', 'number-invoices,gross-value']);
    expect(table.code).toBe(0);
    const lines = table.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Numer +Brutto$/);
    expect(table.stderr).toMatch(/^Strona 1 z \d+, razem \d+ (wiersz|wiersze|wierszy)\.\n$/);
    const json = await t.cli(['list', 'invoices', '--limit', '3', '--json']);
    const page = JSON.parse(json.stdout);
    expect(page).toEqual(await api.call('invoiceList', { query: { limit: 3 } }));
  });

  it('get prints a document as JSON', async () => {
    const first = (await api.call('invoiceList', { query: { limit: 1 } })).items[0] as Row;
    const res = await t.cli(['get', 'invoice', String(first.id)]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual(await api.call('invoiceById', { params: { id: first.id as number } }));
    const missing = await t.cli(['get', 'offer', '99999999']);
    expect(missing.code).toBe(1);
    const bad = await t.cli(['get', 'order', 'abc']);
    expect(bad.code).toBe(2);
  });

  // Last: it stops the shared server.
  it('the server stopped mid-export exits 1 and leaves no output file', async () => {
    let calls = 0;
    const stopping: typeof fetch = async (input, init) => {
      calls++;
      if (calls === 2) await t.server.close();
      return fetch(input, init);
    };
    const dir = join(t.dir, 'zatrzymany');
    await import('node:fs/promises').then((fs) => fs.mkdir(dir));
    const res = await t.cli(['export', 'invoices', '--output', join(dir, 'faktury.csv')], {
      fetch: stopping,
      pageSize: 100,
    });
    expect(res.code).toBe(1);
    expect(res.stderr.split('\n')[0]).toMatch(/^salesdesk: Nie można połączyć się z serwerem/);
    expect(existsSync(join(dir, 'faktury.csv'))).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });
});
