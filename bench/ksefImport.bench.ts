// 10,000 KSeF FA(3) invoices in one ZIP (each named by its KSeF number, five lines, three VAT
// rates), imported by the `invoices` kind into a file database as the import worker does it (the
// ZIP read entry by entry, every file checked against the official schema, mapped, resolved
// against companies and clients, written in one transaction), against parsing alone: the same
// entries read from the same ZIP by the same reader and parsed by the same libxml2 (no schema, no mapping, no
// database). Each phase runs in its own child process, so its peak RSS is its own (VmHWM,
// bench/maxRss.mjs). Printed, never asserted. Run: pnpm bench ksefImport (BENCH_KSEF_INVOICES,
// default 10,000; BENCH_QUICK=1: 300, a smoke run whose figures mean nothing).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { ksefNumber } from '../packages/sdk/src/index';
import { migrate, openDatabase } from '../packages/server/src/db/database';
import { importInvoiceFile } from '../packages/server/src/imports/invoiceKind';
import { faXml, sampleLine } from '../packages/server/src/ksef/faSamples';
import { parseOnly } from '../packages/server/src/ksef/faSchema';
import { invoiceFiles } from '../packages/server/src/ksef/invoiceFiles';

const here = fileURLToPath(import.meta.url);
const quick = Boolean(process.env.BENCH_QUICK);
const COUNT = Number(process.env.BENCH_KSEF_INVOICES ?? (quick ? 300 : 10_000));
const SELLER = '5260250995';
const CLIENTS = 500;

/** A valid NIP from nine digits (the check digit computed; a 10 means try the next). */
function nipFrom(seed: number): string {
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (let n = seed; ; n++) {
    const nine = String(111_111_111 + ((n * 2_654_435) % 788_888_888));
    const check = [...nine].reduce((s, d, i) => s + Number(d) * (w[i] as number), 0) % 11;
    // FA(3)'s NIP pattern: not both the second and third digit 0.
    if (check !== 10 && !/^\d00/.test(nine)) return `${nine}${check}`;
  }
}

const [, , phase, zipPath, dir] = process.argv;

if (phase === 'parse') {
  // Parsing alone: every entry of the ZIP inflated and parsed into a document, then dropped.
  const started = performance.now();
  let parsed = 0;
  // The same reader as the import (entry by entry from the ZIP's directory), then libxml2's parse.
  for await (const file of invoiceFiles(zipPath as string, 'zip', 'ksef.zip', statSync(zipPath as string).size)) {
    if (file.bytes) parseOnly(file.bytes);
    parsed++;
  }
  console.log(JSON.stringify({ ms: performance.now() - started, parsed }));
} else if (phase === 'import') {
  const db = openDatabase(dir as string);
  migrate(db);
  db.prepare("INSERT INTO companies (code, name, nip) VALUES ('KSF', 'KSeF Bench Sp. z o.o.', ?)").run(SELLER);
  const client = db.prepare('INSERT INTO clients (name, nip, payment_term_days) VALUES (?, ?, 14)');
  db.transaction(() => {
    for (let c = 0; c < CLIENTS; c++) client.run(`Klient ${c}`, nipFrom(1000 + c * 7919));
  })();
  const started = performance.now();
  const outcome = await importInvoiceFile(
    db,
    'import_stage_bench',
    zipPath as string,
    { kind: 'invoices', dryRun: false, full: false, acceptValid: false },
    () => {},
    'ksef.zip',
  );
  const ms = performance.now() - started;
  const stored = db.prepare('SELECT count(*) FROM invoices').pluck().get();
  console.log(
    JSON.stringify({
      ms,
      status: outcome.status,
      created: outcome.report.created,
      stored,
      message: outcome.message,
      first: outcome.report.errors[0],
    }),
  );
  db.close();
} else {
  const work = mkdtempSync(join(tmpdir(), 'salesdesk-bench-ksef-'));
  try {
    const zipFile = join(work, 'ksef.zip');
    {
      const files: Record<string, Uint8Array> = {};
      const encoder = new TextEncoder();
      for (let i = 0; i < COUNT; i++) {
        const xml = faXml({
          number: `FV/2026/03/${String(i + 1).padStart(5, '0')}`,
          issueDate: '2026-03-02',
          sellerNip: SELLER,
          buyer: { nip: nipFrom(1000 + (i % CLIENTS) * 7919) },
          lines: [
            sampleLine(`Rura PEX 16x2 partia ${i}`, 100 + (i % 50), '5.90', '23'),
            sampleLine('Kolano 90° 1/2"', 12, '3.45', '23'),
            sampleLine('Zawór kulowy 3/4"', 2 + (i % 5), '41.20', '23'),
            sampleLine('Książka serwisowa', 1, '25.00', '5'),
            sampleLine('Usługa montażu', 1, '350.00', '8'),
          ],
          dueDate: '2026-03-16',
        });
        const technical = (0x100000000 + i).toString(16).toUpperCase();
        files[`${ksefNumber(SELLER, '2026-03-02', technical)}.xml`] = encoder.encode(xml);
      }
      writeFileSync(zipFile, zipSync(files, { level: 6 }));
    }
    console.log(`${COUNT} FA(3) invoices, ZIP ${(statSync(zipFile).size / 1024 / 1024).toFixed(1)} MB`);
    const child = (name: string, ...args: string[]) => {
      const res = spawnSync(
        process.execPath,
        [
          '--conditions=@salesdesk/source',
          '--import',
          'tsx',
          '--import',
          join(dirname(here), 'maxRss.mjs'),
          here,
          name,
          zipFile,
          ...args,
        ],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      if (res.status !== 0) throw new Error(`${name} failed: ${res.stderr}`);
      const rss = Number(/maxrss=(\d+)/.exec(res.stderr)?.[1] ?? 0) / 1024;
      const out = JSON.parse(res.stdout.trim().split('\n').at(-1) as string) as Record<string, unknown> & {
        ms: number;
      };
      return Object.assign(out, { rssMb: rss });
    };
    const parse = child('parse');
    const dbDir = mkdtempSync(join(work, 'db-'));
    const imported = child('import', dbDir);
    if (imported.status !== 'done' || imported.stored !== COUNT) {
      throw new Error(`import did not store every invoice: ${JSON.stringify(imported)}`);
    }
    const per = (ms: number) => `${((ms / COUNT) * 1000).toFixed(0)} µs/invoice`;
    console.log(
      `parsing alone:   ${(parse.ms / 1000).toFixed(2)} s (${per(parse.ms)}), peak RSS ${parse.rssMb.toFixed(0)} MB`,
    );
    console.log(
      `import (applied): ${(imported.ms / 1000).toFixed(2)} s (${per(imported.ms)}), peak RSS ${imported.rssMb.toFixed(0)} MB — ${(imported.ms / parse.ms).toFixed(1)}× parsing alone`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
