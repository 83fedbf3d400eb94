import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { type ApiClient, createApiClient, memoryTokenStore } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestEnv, startCliTestEnv } from '../testing/cliTestKit';

// What a person sees: the `list` table at a fixed width, help in Polish, errors that say what
// to do. The server's clock is fixed, so the seeded data (dates count from it) and the
// snapshots stay the same from day to day.

const NOW = Date.parse('2026-11-22T10:00:00Z');
let t: CliTestEnv;
let api: ApiClient;

beforeAll(async () => {
  t = await startCliTestEnv({ now: () => NOW });
  const login = await t.cli(['login', '--username', 'handlowiec', '--password-stdin'], { input: 'demo1234\n' });
  expect(login.code).toBe(0);
  const token = JSON.parse(readFileSync(join(t.env.XDG_CONFIG_HOME as string, 'salesdesk', 'profiles.json'), 'utf8'))
    .profiles.default.token as string;
  api = createApiClient({ baseURL: t.server.url, tokenStore: memoryTokenStore(token) });
}, 120_000);
afterAll(() => t?.close());

/** A word of a client's name that between `min` and `max` clients' searches find, with that count. */
async function searchMatching(min: number, max: number): Promise<{ search: string; total: number }> {
  const clients = (await api.call('clientList', { query: { limit: 100 } })).items;
  for (const word of new Set(clients.flatMap((c) => c.name.split(/\s+/)).filter((w) => w.length > 3))) {
    const { total } = await api.call('clientList', { query: { limit: 1, search: word } });
    if (total >= min && total <= max) return { search: word, total };
  }
  throw new Error(`no client name word found by ${min} to ${max} clients`);
}

/** A stdout that says it is a terminal of `columns` characters. */
function terminal(columns: number) {
  return Object.assign(new PassThrough(), { isTTY: true, columns });
}

describe('list: a table for people', () => {
  it('prints Polish column names and statuses, pl-PL numbers and Warsaw times, fitted to 100 columns', async () => {
    const res = await t.cli(['list', 'offers', '--limit', '4', '--sort', 'number'], { env: { COLUMNS: '100' } });
    expect(res.code).toBe(0);
    const lines = res.stdout.trimEnd().split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(100);
    expect(res.stdout).toMatchSnapshot();
    expect(res.stderr).toMatchSnapshot();
  });

  it('keeps every column whole when the output is not a terminal, and raw keys for --columns', async () => {
    const res = await t.cli([
      'list',
      'invoices',
      '--limit',
      '3',
      '--sort',
      'number-invoices',
      '--columns',
      'number-invoices,date-of-issue,gross-value,left-to-pay,status-invoices',
    ]);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatchSnapshot();
    const [header, first] = res.stdout.split('\n');
    expect(header).toMatch(/^Numer +Data wystawienia +Brutto +Do zapłaty +Status$/);
    expect(first).toMatch(/\d{2}\.\d{2}\.\d{4}/);
    expect(first).toMatch(/\d,\d{2}/);
  });

  it('on a narrow terminal shortens the widest columns, then leaves the last ones out and says which', async () => {
    const stdout = terminal(60);
    const out: Buffer[] = [];
    stdout.on('data', (c: Buffer) => out.push(c));
    const res = await t.cli(['list', 'offers', '--limit', '3', '--sort', 'number'], { stdout });
    expect(res.code).toBe(0);
    const text = Buffer.concat(out).toString('utf8');
    for (const line of text.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(60);
    expect(text).toContain('…');
    expect(res.stderr).toMatch(
      /^Pominięto \d+ kolumn\S*, (która nie mieści|które nie mieszczą) się w szerokości terminala: /,
    );
  });

  it('uses Polish plural forms for the rows counted', async () => {
    // Searches taken from the seeded data: one invoice by its number, a client name that two to four
    // clients share (the fixtures change with the catalogue, so no name is written here).
    const invoice = (await api.call('invoiceList', { query: { limit: 1 } })).items[0];
    if (!invoice) throw new Error('no invoice');
    const one = await t.cli(['list', 'invoices', '--limit', '1', '--search', invoice['number-invoices']]);
    expect(one.stderr).toMatch(/razem 1 wiersz\.$/m);
    const fewSearch = await searchMatching(2, 4);
    const few = await t.cli(['list', 'clients', '--limit', '1', '--search', fewSearch.search]);
    expect(few.stderr).toMatch(new RegExp(`razem ${fewSearch.total} wiersze\\.$`, 'm'));
    const many = await t.cli(['list', 'clients', '--limit', '1']);
    expect(many.stderr).toMatch(/razem \d+ wierszy\.$/m);
  });
});

describe('one unit for money in every machine format', () => {
  it('list --json, get and export -f json/ndjson all carry integer grosze, as the API does', async () => {
    const page = await api.call('invoiceList', { query: { limit: 1, sort: 'number-invoices' } });
    const invoice = page.items[0];
    if (!invoice) throw new Error('no invoice');
    const listed = JSON.parse(
      (await t.cli(['list', 'invoices', '--limit', '1', '--sort', 'number-invoices', '--json'])).stdout,
    );
    const got = JSON.parse((await t.cli(['get', 'invoice', String(invoice.id)])).stdout);
    const exported = JSON.parse(
      (await t.cli(['export', 'invoices', '-f', 'json', '--search', invoice['number-invoices']])).stdout,
    );
    const ndjsonOut = await t.cli(['export', 'invoices', '-f', 'ndjson', '--search', invoice['number-invoices']]);
    const ndjson = JSON.parse(ndjsonOut.stdout.split('\n')[0] ?? '');
    for (const value of [
      listed.items[0]['gross-value'],
      got['gross-value'],
      exported[0]['gross-value'],
      ndjson['gross-value'],
    ]) {
      expect(value).toBe(invoice['gross-value']);
      expect(Number.isInteger(value)).toBe(true);
    }
  });
});

describe('help in Polish', () => {
  it('translates commander’s words and shows defaults in Polish, with no spec references', async () => {
    const root = await t.cli(['--help']);
    const exportInvoices = await t.cli(['export', 'invoices', '--help']);
    const exportGroup = await t.cli(['export', '--help']);
    for (const res of [root, exportInvoices, exportGroup]) {
      expect(res.code).toBe(0);
      expect(res.stdout).not.toMatch(/Usage:|Options:|Commands:|Arguments:|display help|\(default:|SPEC/);
      expect(res.stdout).toMatch(/^Użycie: salesdesk/);
    }
    expect(exportInvoices.stdout).toContain('(domyślnie: csv)');
    expect(exportGroup.stdout).toMatch(/help \[polecenie\] +pokaż pomoc polecenia/);
    expect(exportGroup.stdout).toMatch(/invoices \[opcje\] +Eksport faktur/);
    expect(exportInvoices.stdout).toMatchSnapshot();
  });

  it('lists for each resource only the filters it takes', async () => {
    const orders = (await t.cli(['export', 'orders', '--help'])).stdout;
    const stock = (await t.cli(['list', 'stock', '--help'])).stdout;
    expect(orders).toContain('--client <id>');
    // `--since-cursor` is not the date filter `--since`.
    expect(orders).not.toMatch(/--since |--until|--warehouse/);
    expect(orders).toContain('--since-cursor <plik>');
    expect(stock).toContain('--warehouse <kod>');
    expect(stock).not.toMatch(/--status|--client|--since/);
    // A filter the resource does not take still says which ones it has.
    const refused = await t.cli(['export', 'orders', '--since', '2026-01-01']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      'Filtr --since nie jest dostępny dla „orders”. Dostępne filtry: --status, --client, --search.',
    );
  });
});

describe('errors that say what to do', () => {
  it('names the positional argument that is wrong', async () => {
    const res = await t.cli(['get', 'offer', 'abc']);
    expect(res.code).toBe(2);
    expect(res.stderr.split('\n')[0]).toBe('salesdesk: Nieprawidłowy argument <id>: id musi być liczbą');
  });

  it('reports an unreachable server by its address, without the library’s details', async () => {
    const res = await t.cli(['list', 'offers'], { env: { SALESDESK_BASE_URL: 'http://127.0.0.1:9' } });
    expect(res.code).toBe(1);
    expect(res.stderr).toBe(
      'salesdesk: Nie można połączyć się z serwerem http://127.0.0.1:9.\nSprawdź adres serwera (--base-url lub SALESDESK_BASE_URL) i połączenie.\n',
    );
  });

  it('refuses a server address without http:// or https://, from the flag or the environment', async () => {
    const flag = await t.cli(['--base-url', '127.0.0.1:3000', 'whoami']);
    expect(flag.code).toBe(2);
    expect(flag.stderr.split('\n')[0]).toBe(
      'salesdesk: Nieprawidłowa opcja --base-url: podaj pełny adres z http:// albo https://, np. http://127.0.0.1:3000',
    );
    const env = await t.cli(['whoami'], { env: { SALESDESK_BASE_URL: 'sprzedaz.example.pl' } });
    expect(env.code).toBe(2);
    expect(env.stderr).toContain('SALESDESK_BASE_URL');
  });

  it('takes --format in any case, refuses --since after --until and XLSX to a terminal', async () => {
    const upper = await t.cli(['export', 'clients', '--format', 'NDJSON', '--search', 'Lublin']);
    expect(upper.code).toBe(0);
    expect(JSON.parse(upper.stdout.split('\n')[0] as string)).toHaveProperty('nip');
    const range = await t.cli(['export', 'invoices', '--since', '2026-03-31', '--until', '2026-01-01']);
    expect(range.code).toBe(2);
    expect(range.stderr.split('\n')[0]).toBe(
      'salesdesk: Nieprawidłowa opcja --since: --since (2026-03-31) jest późniejsza niż --until (2026-01-01); podaj zakres od wcześniejszej daty.',
    );
    const tty = await t.cli(['export', 'clients', '--format', 'XLSX'], { stdout: terminal(80) });
    expect(tty.code).toBe(2);
    expect(tty.stderr.split('\n')[0]).toContain('XLSX to plik binarny');
  });
});
