import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { isValidNip, ksefNumber } from '@salesdesk/sdk';
import { importExampleCsv } from '@salesdesk/sdk/imports';
import { faXml, sampleLine } from '@salesdesk/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestEnv, startCliTestEnv } from '../testing/cliTestKit';

// `salesdesk import` against the real server: the admin's session, files on disk.

let t: CliTestEnv;
let dir: string;
const file = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

beforeAll(async () => {
  t = await startCliTestEnv();
  dir = t.dir;
  expect((await t.cli(['login', '-u', 'admin', '--password-stdin'], { input: 'demo1234' })).code).toBe(0);
}, 120_000);
afterAll(() => t?.close());

describe('salesdesk import', () => {
  it('dry run, then applied, then the same file again: all unchanged (--json)', async () => {
    const products = file('produkty.csv', importExampleCsv('products'));
    const dry = await t.cli(['import', 'products', products, '--dry-run', '--json']);
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toMatchObject({
      dry_run: true,
      applied: false,
      created: 2,
      rejected: 0,
      errors: [],
    });

    const applied = await t.cli(['import', 'products', products, '--json']);
    expect(applied.code).toBe(0);
    expect(JSON.parse(applied.stdout)).toMatchObject({ status: 'done', applied: true, created: 2, updated: 0 });

    const again = await t.cli(['import', 'products', products]);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^Nic się nie zmieniło: .*\(2 wierszy bez zmian\)/);
  });

  it('refuses a file with a bad row (exit 1, the rows named); --accept-valid writes the rest and saves the rejects', async () => {
    const prices = file('ceny.csv', 'symbol;catalog_price\nIMP-0001;41,00\nIMP-0002;6,555\n');
    const refused = await t.cli(['import', 'prices', prices, '--json']);
    expect(refused.code).toBe(1);
    const json = JSON.parse(refused.stdout);
    expect(json).toMatchObject({ status: 'refused', applied: false, rejected: 1 });
    expect(json.errors).toEqual([
      { row: 3, column: 'catalog_price', message: 'Kwota „6,555” ma więcej niż dwa miejsca po przecinku.' },
    ]);
    expect(refused.stderr).toMatch(/Plik odrzucony: 1 z 2 wierszy ma błędy/);

    const rejects = join(dir, 'odrzucone.csv');
    const partial = await t.cli(['import', 'prices', prices, '--accept-valid', '--rejects', rejects]);
    expect(partial.code).toBe(0);
    expect(partial.stdout).toMatch(/Zaimportowano: 0 nowych, 1 zmienionych/);
    expect(partial.stdout).toMatch(/wiersz 3, kolumna catalog_price: Kwota „6,555”/);
    expect(readFileSync(rejects, 'utf8')).toBe(
      '\uFEFFsymbol;catalog_price;błąd\r\nIMP-0002;6,555;catalog_price: Kwota „6,555” ma więcej niż dwa miejsca po przecinku.\r\n',
    );
  });

  it('sends the file as the body; on a terminal draws a progress bar up to 100%, never with --json', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => `CLI-${i};Wyrób ${i};szt;10;5;9;8;23`);
    const big = file(
      'duzy.csv',
      ['symbol;index_name;uom;catalog_price;buy_price;recommended_price;minimal_price;tax_rate', ...rows].join('\n'),
    );
    const terminal = () => {
      const stream = Object.assign(new PassThrough(), { isTTY: true });
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      return { stream, text: () => Buffer.concat(chunks).toString('utf8') };
    };
    const tty = terminal();
    const run = await t.cli(['import', 'products', big, '--dry-run'], { stderr: tty.stream });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Próba \(nic nie zapisano\): 6000 nowych/);
    expect(tty.text()).toMatch(/\[#{24}\] 100% · Import: wczytano 6000 wierszy/);

    const quiet = terminal();
    const json = await t.cli(['import', 'products', big, '--dry-run', '--json'], { stderr: quiet.stream });
    expect(JSON.parse(json.stdout)).toMatchObject({ created: 6000, rows_read: 6000 });
    expect(quiet.text()).not.toMatch(/%/);
  });

  it('invoices: several FA(3) files with a CSV manifest beside them go as one run, all or nothing', async () => {
    const db = t.server.ctx.db;
    const seller = db.prepare("SELECT nip FROM companies WHERE code = '3W'").pluck().get() as string;
    const nips = db.prepare("SELECT nip FROM clients WHERE nip <> '' ORDER BY id").pluck().all() as string[];
    const buyer = nips.map((n) => n.replace(/\D/g, '')).find((n) => n.length === 10 && isValidNip(n)) as string;
    const xml = (number: string, buyerNip = buyer) =>
      faXml({
        number,
        issueDate: '2026-03-02',
        sellerNip: seller,
        buyer: { nip: buyerNip },
        lines: [sampleLine('Rura PEX 16x2', 10, '5.90', '23')],
      });
    const k1 = ksefNumber(seller, '2026-03-02', 'C11000000001');
    const k2 = ksefNumber(seller, '2026-03-02', 'C11000000002');
    const a = file('fv-cli-1.xml', xml('FV/CLI/1'));
    const b = file(`${k2}.xml`, xml('FV/CLI/2'));
    const manifest = file('manifest.csv', `plik;numer_ksef\r\nfv-cli-1.xml;${k1}\r\n`);
    const bad = file('fv-cli-zly.xml', xml('FV/CLI/3', '5213017228'));

    // One bad file refuses the three: nothing written.
    const refused = await t.cli(['import', 'invoices', a, b, bad, manifest, '--json']);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ status: 'refused', rejected: 1 });
    expect(db.prepare("SELECT count(*) FROM invoices WHERE number LIKE 'FV/CLI/%'").pluck().get()).toBe(0);

    const done = await t.cli(['import', 'invoices', a, b, manifest, '--json']);
    expect(done.code, done.stderr).toBe(0);
    expect(JSON.parse(done.stdout)).toMatchObject({ status: 'done', created: 2 });
    const numbers = db
      .prepare("SELECT number, ksef_number FROM invoices WHERE number LIKE 'FV/CLI/%' ORDER BY number")
      .all();
    expect(numbers).toEqual([
      { number: 'FV/CLI/1', ksef_number: k1 },
      { number: 'FV/CLI/2', ksef_number: k2 },
    ]);

    // Several files are for invoices only.
    const products = file('produkty2.csv', importExampleCsv('products'));
    const usage = await t.cli(['import', 'products', products, products]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Kilka plików naraz przyjmuje tylko import faktur/);
  });

  it('answers an unknown kind and a missing file as usage and I/O errors', async () => {
    expect((await t.cli(['import', 'klienci', 'x.csv'])).code).toBe(2);
    const missing = await t.cli(['import', 'stock', join(dir, 'brak.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Nie można odczytać pliku/);
  });
});
