import { createHash } from 'node:crypto';
import {
  type ApiClient,
  type ImportFileRun,
  type ImportStartQuery,
  importFileRunSchema,
  invoiceDetailSchema,
  ksefNumber,
} from '@salesdesk/sdk';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faXml, type SampleInvoice, sampleLine } from '../ksef/faSamples';
import { createTestServer, type TestServer } from '../testing/testServer';

// The `invoices` import (docs/imports.md, "invoices") through the API, on the real server and
// SQLite: KSeF FA(3) files (one, a ZIP with a manifest), corrections, the refusals of broken and
// hostile files with nothing stored, and CSV/XLSX invoices.

const SELLER = '5260250995';
const BUYER = '7740001454';
const BUYER2 = '1132191233';
const UNKNOWN = '5213017228';
const FOREIGN = { euCode: 'DE', vatId: '811234567' };

let server: TestServer;
let admin: ApiClient;
let seller: ApiClient;
let orderNumber: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.loginAs('admin');
  seller = await server.loginAs('handlowiec');
  const db = server.ctx.db;
  db.prepare("INSERT INTO companies (code, name, nip) VALUES ('KSF', 'KSeF Test Sp. z o.o.', ?)").run(SELLER);
  const client = db.prepare('INSERT INTO clients (id, name, nip, payment_term_days) VALUES (?, ?, ?, ?)');
  client.run(910_001, 'Budmax Sp. z o.o.', BUYER, 21);
  client.run(910_002, 'Instal-Hurt S.A.', '113-219-12-33', 14);
  client.run(910_003, 'Baustoffe Müller GmbH', 'DE811234567', 30);
  orderNumber = db.prepare('SELECT number FROM orders ORDER BY id LIMIT 1').pluck().get() as string;
});
afterAll(() => server.close());

const ksef = (technical: string, day = '2026-03-02') => ksefNumber(SELLER, day, technical);

const base = (over: Partial<SampleInvoice> = {}): SampleInvoice => ({
  number: 'FV/KSEF/1',
  issueDate: '2026-03-02',
  saleDate: '2026-02-27',
  sellerNip: SELLER,
  buyer: { nip: BUYER },
  lines: [
    sampleLine('Rura PEX 16x2', 200, '5.90', '23'),
    sampleLine('Kolano 90° 1/2"', 12, '3.45', '8'),
    sampleLine('Taśma teflonowa', 3, '2.10', '5'),
    sampleLine('Szkolenie BHP', 1, '150.00', 'zw'),
  ],
  dueDate: '2026-03-16',
  ...over,
});

async function runImport(
  content: Uint8Array | string,
  fileName: string,
  options: { dry_run?: boolean; accept_valid?: boolean } = {},
) {
  const query: ImportStartQuery = { kind: 'invoices', file_name: fileName };
  if (options.dry_run) query.dry_run = 'true';
  if (options.accept_valid) query.accept_valid = 'true';
  const started = await admin.call('importStart', {
    query,
    body: new Blob([typeof content === 'string' ? content : new Uint8Array(content)]),
  });
  for (;;) {
    const run = importFileRunSchema.parse(await admin.call('importRunById', { params: { id: started.id } }));
    if (run.status !== 'queued' && run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const invoiceId = (number: string) =>
  server.ctx.db.prepare('SELECT id FROM invoices WHERE number = ?').pluck().get(number) as number | undefined;
const detail = async (number: string, client = admin) =>
  invoiceDetailSchema.parse(await client.call('invoiceById', { params: { id: invoiceId(number) as number } }));
/** Everything an import writes, to compare before and after. */
const snapshot = () => {
  const db = server.ctx.db;
  return JSON.stringify([
    db.prepare('SELECT * FROM invoices ORDER BY id').all(),
    db.prepare('SELECT * FROM invoice_lines ORDER BY invoice_id, ordinal_no').all(),
    db.prepare('SELECT * FROM invoice_vat_sums ORDER BY rowid').all(),
    db.prepare('SELECT invoice_id, file_name, sha256 FROM invoice_xml ORDER BY invoice_id').all(),
    db.prepare('SELECT id, number, net_value, gross_value, source_sha256 FROM invoice_corrections ORDER BY id').all(),
  ]);
};
const sha256Url = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('base64url');

describe('a KSeF FA(3) invoice', () => {
  const number1 = ksef('0100001AF629');
  const xml1 = faXml(base({ orderNumber: 'ZAM-NIE-ISTNIEJE' }));

  it('is imported from a file named by its KSeF number: number, dates, lines, sums per rate, gross, terms, link', async () => {
    const run = await runImport(xml1, `${number1}.xml`);
    expect(run.status, run.message).toBe('done');
    expect(run.created).toBe(1);
    const inv = await detail('FV/KSEF/1');
    expect(inv.ksef_number).toBe(number1);
    expect(inv['date-of-issue']).toBe('2026-03-02');
    expect(inv['delivery-date']).toBe('2026-02-27');
    expect(inv['date-of-payment']).toBe('2026-03-16');
    expect(inv.client_id).toBe(910_001);
    // 200 × 5.90 = 1180.00 at 23 %, 12 × 3.45 = 41.40 at 8 %, 3 × 2.10 = 6.30 at 5 %, 150.00 exempt.
    expect(inv.vat_summary).toEqual([
      { tax_rate: 23, net_value: 118_000, tax_value: 27_140, gross_value: 145_140 },
      { tax_rate: 8, net_value: 4_140, tax_value: 331, gross_value: 4_471 },
      { tax_rate: 5, net_value: 630, tax_value: 32, gross_value: 662 },
      { tax_rate: 0, net_value: 15_000, tax_value: 0, gross_value: 15_000 },
    ]);
    expect(inv['net-value']).toBe(137_770);
    expect(inv['gross-value']).toBe(165_273);
    expect(inv['left-to-pay']).toBe(165_273);
    expect(inv.lines.map((l) => [l.name, l.unit, l.quantity, l.unit_price, l.net_value, l.tax_rate])).toEqual([
      ['Rura PEX 16x2', 'szt', 200, 590, 118_000, 23],
      ['Kolano 90° 1/2"', 'szt', 12, 345, 4_140, 8],
      ['Taśma teflonowa', 'szt', 3, 210, 630, 5],
      ['Szkolenie BHP', 'szt', 1, 15_000, 15_000, 0],
    ]);
    expect(inv.ksef_verification_url).toBe(`https://qr.ksef.mf.gov.pl/invoice/${SELLER}/02-03-2026/${sha256Url(xml1)}`);
    // The order the file names is not here: no link, and the report says so.
    expect(inv.order_id).toBeNull();
    expect(run.report?.warnings.join(' ')).toContain('ZAM-NIE-ISTNIEJE');
  });

  it('hands out the original bytes, to a salesperson too (who sees invoices as before)', async () => {
    const id = invoiceId('FV/KSEF/1') as number;
    const res = await server.fetch(`/api/invoices/${id}/xml`, {
      headers: { authorization: `Bearer ${seller.tokenStore?.get()}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    expect(Buffer.from(await res.arrayBuffer()).toString('utf8')).toBe(xml1);
    expect((await detail('FV/KSEF/1', seller)).ksef_number).toBe(number1);
  });

  it('imported again changes nothing', async () => {
    const before = snapshot();
    const run = await runImport(xml1, `${number1}.xml`);
    expect(run.status).toBe('done');
    expect([run.created, run.updated, run.unchanged]).toEqual([0, 0, 1]);
    expect(snapshot()).toBe(before);
  });

  it('links the order the file names when it is here', async () => {
    const xml = faXml(base({ number: 'FV/KSEF/ORDER', orderNumber }));
    const run = await runImport(xml, 'z-zamowienia.xml');
    expect(run.status, run.message).toBe('done');
    const inv = await detail('FV/KSEF/ORDER');
    expect(inv.order_number).toBe(orderNumber);
    expect(inv.ksef_number).toBeNull();
    expect(run.report?.warnings.join(' ')).toContain('nazwa pliku nie jest numerem KSeF');
  });

  it('a correction (KOR) adjusts the invoice it corrects, once', async () => {
    const correction = faXml(
      base({
        number: 'FVK/KSEF/1',
        issueDate: '2026-03-05',
        corrects: { number: 'FV/KSEF/1', issueDate: '2026-03-02', ksefNumber: number1, reason: 'Rabat posprzedażowy' },
        lines: [sampleLine('Rura PEX 16x2', 200, '5.90', '23', true), sampleLine('Rura PEX 16x2', 200, '5.40', '23')],
      }),
    );
    const corrNumber = ksefNumber(SELLER, '2026-03-05', '0100001AF630');
    const run = await runImport(correction, `${corrNumber}.xml`);
    expect(run.status, run.message).toBe('done');
    const inv = await detail('FV/KSEF/1');
    // −100.00 net at 23 %: −23.00 tax.
    expect(inv['net-value']).toBe(137_770 - 10_000);
    expect(inv['gross-value']).toBe(165_273 - 12_300);
    expect(inv['left-to-pay']).toBe(165_273 - 12_300);
    expect(inv.vat_summary[0]).toEqual({ tax_rate: 23, net_value: 108_000, tax_value: 24_840, gross_value: 132_840 });
    expect(inv.corrections).toHaveLength(1);
    expect(inv.corrections[0]).toMatchObject({
      number: 'FVK/KSEF/1',
      ksef_number: corrNumber,
      reason: 'Rabat posprzedażowy',
      net_value: -10_000,
      gross_value: -12_300,
      ksef_verification_url: `https://qr.ksef.mf.gov.pl/invoice/${SELLER}/05-03-2026/${sha256Url(correction)}`,
    });
    const before = snapshot();
    const again = await runImport(correction, `${corrNumber}.xml`);
    expect([again.created, again.updated, again.unchanged]).toEqual([0, 0, 1]);
    expect(snapshot()).toBe(before);
  });

  it('a ZIP of several, KSeF numbers from a manifest, a foreign buyer and a long invoice', async () => {
    const long = base({
      number: 'FV/KSEF/LONG',
      lines: Array.from({ length: 400 }, (_, i) =>
        sampleLine(`Pozycja ${i + 1}`, (i % 7) + 1, `${(i % 50) + 1}.99`, i % 3 ? '23' : '8'),
      ),
    });
    const foreign = base({
      number: 'FV/KSEF/WDT',
      buyer: FOREIGN,
      buyerName: 'Baustoffe Müller GmbH',
      lines: [sampleLine('Zawór', 100, '20.00', '0 WDT')],
    });
    const second = base({ number: 'FV/KSEF/2', buyer: { nip: BUYER2 } });
    const manifest = `plik;numer_ksef\r\nlong.xml;${ksef('0100001AF701')}\r\nwdt.xml;${ksef('0100001AF702')}\r\n`;
    const zip = zipSync({
      'faktury/long.xml': new TextEncoder().encode(faXml(long)),
      'faktury/wdt.xml': new TextEncoder().encode(faXml(foreign)),
      [`faktury/${ksef('0100001AF703')}.xml`]: new TextEncoder().encode(faXml(second)),
      'manifest.csv': new TextEncoder().encode(manifest),
    });
    const run = await runImport(zip, 'ksef-marzec.zip');
    expect(run.status, run.message).toBe('done');
    expect(run.created).toBe(3);
    const longInv = await detail('FV/KSEF/LONG');
    expect(longInv.lines).toHaveLength(400);
    expect(longInv.ksef_number).toBe(ksef('0100001AF701'));
    expect(longInv['net-value']).toBe(longInv.lines.reduce((s, l) => s + l.net_value, 0));
    const wdt = await detail('FV/KSEF/WDT');
    expect(wdt.client_id).toBe(910_003);
    expect(wdt.ksef_number).toBe(ksef('0100001AF702'));
    expect(wdt['gross-value']).toBe(200_000);
    expect((await detail('FV/KSEF/2')).client_id).toBe(910_002);
    expect((await detail('FV/KSEF/2')).ksef_number).toBe(ksef('0100001AF703'));
  });

  it('follows KSEF_ENV for the link host', async () => {
    const config = server.ctx.config as { ksefEnv: string };
    config.ksefEnv = 'test';
    try {
      expect((await detail('FV/KSEF/1')).ksef_verification_url).toMatch(
        /^https:\/\/qr-test\.ksef\.mf\.gov\.pl\/invoice\//,
      );
    } finally {
      config.ksefEnv = 'prd';
    }
  });
});

describe('refused with nothing stored', () => {
  const refused = async (content: Uint8Array | string, fileName: string) => {
    const before = snapshot();
    const run = await runImport(content, fileName);
    expect(run.status).toBe('refused');
    expect(snapshot()).toBe(before);
    return run;
  };

  it('a file the schema does not accept, with the element and line in Polish', async () => {
    const xml = faXml(base({ number: 'FV/BAD/1' })).replace('<P_6>2026-02-27</P_6>', '<P_6>27.02.2026</P_6>');
    const line = xml.split('\n').findIndex((l) => l.includes('<P_6>')) + 1;
    const run = await refused(xml, 'zla.xml');
    expect(run.message).toBe(
      `Plik zla.xml jest niezgodny ze schematem FA(3): wiersz ${line}, element P_6: wartość „27.02.2026” jest niepoprawna (typ TDataT).`,
    );
  });

  it('no buyer, a bad NIP, an unknown buyer, another seller', async () => {
    expect((await refused(faXml(base({ number: 'FV/BAD/2', buyer: null })), 'a.xml')).message).toContain(
      'nie podaje NIP ani numeru VAT UE nabywcy',
    );
    expect(
      (await refused(faXml(base({ number: 'FV/BAD/3', buyer: { nip: '7740001455' } })), 'b.xml')).message,
    ).toContain('NIP nabywcy 7740001455 ma błędną cyfrę kontrolną');
    expect((await refused(faXml(base({ number: 'FV/BAD/4', buyer: { nip: UNKNOWN } })), 'c.xml')).message).toContain(
      `nie ma klienta o NIP ${UNKNOWN}`,
    );
    expect((await refused(faXml(base({ number: 'FV/BAD/5', sellerNip: '5272610459' })), 'd.xml')).message).toContain(
      'jest wystawiona przez NIP 5272610459, który nie należy do żadnej z firm',
    );
  });

  it('a wrong namespace', async () => {
    const run = await refused(
      faXml(base({ number: 'FV/BAD/6', namespace: 'http://crd.gov.pl/wzor/2023/06/29/12648/' })),
      'fa2.xml',
    );
    expect(run.message).toContain('przestrzeń nazw „http://crd.gov.pl/wzor/2023/06/29/12648/”');
  });

  it('a billion-laughs entity', async () => {
    const laughs =
      '<!DOCTYPE Faktura [<!ENTITY a "hahahahaha"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>\n';
    const xml = faXml(base({ number: 'FV/BAD/7', prolog: laughs })).replace('Sprzedawca Sp. z o.o.', '&c;');
    expect((await refused(xml, 'laughs.xml')).message).toContain('deklarację DOCTYPE albo encji');
  });

  it('a 50 MB file', async () => {
    const xml = faXml(base({ number: 'FV/BAD/8' }));
    const big = xml.replace('</Faktura>', `<!--${'x'.repeat(50 * 1024 * 1024)}--></Faktura>`);
    expect((await refused(big, 'duza.xml')).message).toMatch(/ma 50,0 MB, a faktura KSeF może mieć najwyżej 3 MB/);
  });

  it('a wrong KSeF number in the name; a ZIP where one invoice is bad refuses them all', async () => {
    const wrong = `${ksef('0100001AF629').slice(0, 33)}00`;
    expect((await refused(faXml(base({ number: 'FV/BAD/9' })), `${wrong}.xml`)).message).toContain(
      `Numer KSeF „${wrong}”`,
    );
    const zip = zipSync({
      'ok.xml': new TextEncoder().encode(faXml(base({ number: 'FV/ZIP/OK' }))),
      'bad.xml': new TextEncoder().encode(faXml(base({ number: 'FV/ZIP/BAD', buyer: { nip: UNKNOWN } }))),
    });
    const run = await refused(zip, 'paczka.zip');
    expect(run.message).toBe('Plik odrzucony: 1 z 2 faktur ma błędy. Nic nie zapisano.');
    expect(run.report?.errors[0]).toMatchObject({ column: 'bad.xml' });
    // Accepting the valid ones writes those.
    const accepted = await runImport(zip, 'paczka.zip', { accept_valid: true });
    expect([accepted.status, accepted.created, accepted.rejected]).toEqual(['done', 1, 1]);
    expect(invoiceId('FV/ZIP/OK')).toBeDefined();
  });
});

describe('invoices from a CSV or XLSX (ERPs without FA(3), invoices before KSeF)', () => {
  const csv = [
    'Numer faktury;Data wystawienia;Termin płatności;NIP sprzedawcy;NIP nabywcy;Nazwa towaru;J.m.;Ilość;Cena netto;Wartość netto;VAT',
    `FV/2025/0001;2025-11-03;2025-11-17;${SELLER};${BUYER};Zawór kulowy 1/2";szt;10;34,50;345,00;23`,
    `FV/2025/0001;;;;;Rura PEX 16x2;m;200;5,90;1 180,00;23`,
    `FV/2025/0002;04.11.2025;;${SELLER};${BUYER2};Kolano;szt;5;3,00;15,00;8`,
  ].join('\r\n');

  it('groups the rows by number into invoices with their lines; a second import changes nothing', async () => {
    const run = await runImport(csv, 'faktury-erp.csv');
    expect(run.status, run.message).toBe('done');
    expect(run.created).toBe(2);
    const first = await detail('FV/2025/0001');
    expect(first.lines).toHaveLength(2);
    expect(first['net-value']).toBe(152_500);
    expect(first['gross-value']).toBe(152_500 + 35_075);
    expect(first.ksef_number).toBeNull();
    expect(first.ksef_verification_url).toBeNull();
    const second = await detail('FV/2025/0002');
    // No due date in the file: the client's payment terms (14 days).
    expect(second['date-of-payment']).toBe('2025-11-18');
    const before = snapshot();
    const again = await runImport(csv, 'faktury-erp.csv');
    expect([again.created, again.updated, again.unchanged]).toEqual([0, 0, 2]);
    expect(snapshot()).toBe(before);
  });

  it('reads an XLSX the same way, and refuses an unknown buyer naming the NIP', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Faktury');
    sheet.addRow([
      'number',
      'issue_date',
      'seller_nip',
      'buyer_nip',
      'line_name',
      'quantity',
      'unit_price',
      'tax_rate',
    ]);
    sheet.addRow(['FV/2025/0100', '2025-12-01', SELLER, BUYER, 'Syfon', 2, 12.5, 23]);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const run = await runImport(xlsx, 'faktury.xlsx');
    expect(run.status, run.message).toBe('done');
    expect((await detail('FV/2025/0100'))['gross-value']).toBe(3_075);
    const bad = `number;issue_date;seller_nip;buyer_nip;line_name;net_value;tax_rate\r\nFV/2025/0200;2025-12-01;${SELLER};${UNKNOWN};X;10;23\r\n`;
    const refusedRun = await runImport(bad, 'zle.csv');
    expect(refusedRun.status).toBe('refused');
    expect(refusedRun.message).toContain(`nie ma klienta o NIP ${UNKNOWN}`);
  });
});

describe('an invoice from KSeF', () => {
  it('is not rewritten by a CSV of the same number (its link hashes its file)', async () => {
    const before = snapshot();
    const csv = `number;issue_date;seller_nip;buyer_nip;line_name;net_value;tax_rate\r\nFV/KSEF/1;2026-03-02;${SELLER};${BUYER};X;10;23\r\n`;
    const run = await runImport(csv, 'nadpisanie.csv');
    expect(run.status).toBe('refused');
    expect(run.message).toContain('FV/KSEF/1 (wiersz 2) została zaimportowana z KSeF');
    expect(snapshot()).toBe(before);
  });
});

describe('a dry run', () => {
  it('counts and writes nothing', async () => {
    const before = snapshot();
    const run: ImportFileRun = await runImport(faXml(base({ number: 'FV/DRY/1' })), 'dry.xml', { dry_run: true });
    expect([run.status, run.created]).toEqual(['done', 1]);
    expect(snapshot()).toBe(before);
  });
});
