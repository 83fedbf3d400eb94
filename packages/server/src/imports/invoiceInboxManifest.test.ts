import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, type ImportJob, importJobSchema, ksefNumber } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faXml, type SampleInvoice, sampleLine } from '../ksef/faSamples';
import { createTestServer, type TestServer } from '../testing/testServer';
import type { InboxFile } from './importInbox';
import { MANIFEST_WAIT_MS, planInvoiceInbox } from './invoiceInboxManifest';

// A KSeF manifest dropped into the invoices inbox beside its FA(3) files (docs/imports.md,
// "Scheduled"), against the real server and SQLite: the inbox in a temporary folder, the server's
// clock injected and moved, the job run by hand.

const SELLER = '5260250995';
const BUYER = '7740001454';
const MINUTE = 60_000;

let server: TestServer;
let admin: ApiClient;
let clock = Date.parse('2026-03-02T09:58:00.000Z');
let importDir: string;

beforeAll(async () => {
  importDir = mkdtempSync(join(tmpdir(), 'salesdesk-manifest-inbox-'));
  server = await createTestServer({ now: () => clock, tokenTtlSeconds: 365 * 86_400, importDir });
  admin = await server.loginAs('admin');
  const db = server.ctx.db;
  db.prepare("INSERT INTO companies (code, name, nip) VALUES ('KSF', 'KSeF Test Sp. z o.o.', ?)").run(SELLER);
  db.prepare('INSERT INTO clients (id, name, nip, payment_term_days) VALUES (?, ?, ?, ?)').run(
    920_001,
    'Budmax Sp. z o.o.',
    BUYER,
    21,
  );
});
afterAll(() => {
  server.close();
  rmSync(importDir, { recursive: true, force: true });
});

const inbox = () => join(importDir, 'invoices');
const ksef = (technical: string) => ksefNumber(SELLER, '2026-03-02', technical);
const invoice = (number: string): SampleInvoice => ({
  number,
  issueDate: '2026-03-02',
  saleDate: '2026-02-27',
  sellerNip: SELLER,
  buyer: { nip: BUYER },
  lines: [sampleLine('Rura PEX 16x2', 10, '5.90', '23')],
  dueDate: '2026-03-16',
});

/** Writes a file into the invoices inbox, modified `agoMs` before the server's clock. */
function drop(name: string, content: string, agoMs = MINUTE): void {
  mkdirSync(inbox(), { recursive: true });
  const path = join(inbox(), name);
  writeFileSync(path, content);
  const at = new Date(clock - agoMs);
  utimesSync(path, at, at);
}

async function invoicesJob(): Promise<ImportJob> {
  const page = await admin.call('importList', { query: { search: 'invoices', limit: 20 } });
  return importJobSchema.parse(page.items.find((j) => j.kind === 'invoices'));
}

/** A look (the stability rule), then the job's pass at once, as "Uruchom teraz". */
async function runJob(): Promise<void> {
  await server.ctx.importScheduler.tick();
  clock += 10_000;
  await admin.call('importJobRun', { params: { id: (await invoicesJob()).id } });
  await server.ctx.importScheduler.idle();
}

const runs = () =>
  server.ctx.db
    .prepare("SELECT file_name, status, message FROM import_files WHERE kind = 'invoices' ORDER BY id")
    .all() as {
    file_name: string;
    status: string;
    message: string;
  }[];
const ksefOf = (number: string) =>
  server.ctx.db.prepare('SELECT ksef_number FROM invoices WHERE number = ?').pluck().get(number);
const failures = () =>
  server.ctx.db.prepare("SELECT count(*) FROM notifications WHERE type = 'import_failed'").pluck().get() as number;
const inInbox = () =>
  readdirSync(inbox())
    .filter((n) => !['done', 'rejected'].includes(n))
    .sort();

describe('a manifest in the invoices inbox', () => {
  it('with its XML files in the same scan, before and after it: one run, the KSeF numbers the manifest’s', async () => {
    drop('fv-1.xml', faXml(invoice('FV/INBOX/1')), 3 * MINUTE);
    drop(
      'manifest.csv',
      `plik;numer_ksef\r\nfv-1.xml;${ksef('0100001AF801')}\r\nfv-2.xml;${ksef('0100001AF802')}\r\n`,
      2 * MINUTE,
    );
    drop('fv-2.xml', faXml(invoice('FV/INBOX/2')), MINUTE);
    await runJob();
    expect(runs()).toEqual([
      { file_name: 'manifest.csv', status: 'done', message: expect.stringMatching(/^Zaimportowano: 2 nowych/) },
    ]);
    expect(ksefOf('FV/INBOX/1')).toBe(ksef('0100001AF801'));
    expect(ksefOf('FV/INBOX/2')).toBe(ksef('0100001AF802'));
    expect(inInbox()).toEqual([]);
    const done = readdirSync(join(inbox(), 'done'));
    expect(done).toEqual(expect.arrayContaining(['manifest.csv', 'manifest.csv.report.json', 'fv-1.xml', 'fv-2.xml']));
    expect(JSON.parse(readFileSync(join(inbox(), 'done', 'manifest.csv.report.json'), 'utf8'))).toMatchObject({
      status: 'done',
      created: 2,
    });
  });

  it('alone is not refused as a CSV of invoices: it waits for its files, and takes them when they come', async () => {
    const before = runs().length;
    const failed = failures();
    drop('numery.csv', `plik;numer_ksef\r\nfv-3.xml;${ksef('0100001AF803')}\r\n`);
    await runJob();
    expect(runs()).toHaveLength(before);
    expect(failures()).toBe(failed);
    expect(inInbox()).toEqual(['numery.csv']);

    clock += 20 * MINUTE;
    drop('fv-3.xml', faXml(invoice('FV/INBOX/3')));
    await runJob();
    expect(runs().slice(before)).toEqual([{ file_name: 'numery.csv', status: 'done', message: expect.any(String) }]);
    expect(ksefOf('FV/INBOX/3')).toBe(ksef('0100001AF803'));
    expect(inInbox()).toEqual([]);
    expect(failures()).toBe(failed);
  });

  it('still missing a file an hour after it was written goes as it is: refused, naming the file, the administrators told', async () => {
    const before = runs().length;
    const failed = failures();
    drop('brak.csv', `plik;numer_ksef\r\nfv-4.xml;${ksef('0100001AF804')}\r\nfv-5.xml;${ksef('0100001AF805')}\r\n`);
    drop('fv-4.xml', faXml(invoice('FV/INBOX/4')));
    await runJob();
    // Its file waits with it: not imported alone without the manifest's number.
    expect(runs()).toHaveLength(before);
    expect(inInbox()).toEqual(['brak.csv', 'fv-4.xml']);

    clock += MANIFEST_WAIT_MS;
    await runJob();
    expect(runs().slice(before)).toEqual([
      { file_name: 'brak.csv', status: 'refused', message: expect.stringContaining('fv-5.xml') },
    ]);
    expect(ksefOf('FV/INBOX/4')).toBeUndefined();
    expect(inInbox()).toEqual([]);
    expect(existsSync(join(inbox(), 'rejected', 'brak.csv'))).toBe(true);
    expect(existsSync(join(inbox(), 'rejected', 'fv-4.xml'))).toBe(true);
    expect(failures()).toBeGreaterThan(failed);
  });

  it('a CSV of invoices (no „plik” column) and an XML no manifest names still go alone', async () => {
    const before = runs().length;
    drop('fv-6.xml', faXml(invoice('FV/INBOX/6')), 2 * MINUTE);
    drop(
      'faktury.csv',
      `number;issue_date;seller_nip;buyer_nip;line_name;quantity;unit_price;tax_rate\r\nFV/INBOX/7;2026-03-02;${SELLER};${BUYER};Kolano;2;3,45;23\r\n`,
    );
    await runJob();
    expect(
      runs()
        .slice(before)
        .map((r) => [r.file_name, r.status]),
    ).toEqual([
      ['fv-6.xml', 'done'],
      ['faktury.csv', 'done'],
    ]);
    expect(ksefOf('FV/INBOX/6')).toBeNull();
    expect(ksefOf('FV/INBOX/7')).toBeNull();
  });
});

describe('the plan of an invoices inbox pass', () => {
  const file = (name: string, mtimeMs = 0): InboxFile => ({ name, path: `/in/${name}`, size: 10, mtimeMs });

  it('holds the XML files back while a CSV is still being written: it may be their manifest', () => {
    const steps = planInvoiceInbox(
      [
        { file: file('a.xml'), stable: true },
        { file: file('m.csv'), stable: false },
      ],
      MINUTE,
      () => null,
    );
    expect(steps.map((s) => [s.type, 'file' in s ? s.file.name : ''])).toEqual([
      ['wait', 'a.xml'],
      ['wait', 'm.csv'],
    ]);
  });
});
