// Reference-data area at scale 100 (32k clients, 160k invoices, ~400k lines, ~150k payments):
// time of the generator and of the seeding (batched prepared inserts in one transaction), then
// p50/p99 of the invoice and client lists through the whole server against the same SQL run
// directly on better-sqlite3. Printed, never asserted.
// Run: pnpm bench reference   (env BENCH_SCALE, BENCH_RUNS)
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, emptiedArea, generateDataset, generateReference, sampleClients } from '../fixtures/src/index';
import { createApp } from '../packages/server/src/app';
import { seedDatabase } from '../packages/server/src/db/seed';
import { seedReference } from '../packages/server/src/db/seedReference';
import { createServerContext } from '../packages/server/src/startServer';

const scale = Number(process.env.BENCH_SCALE ?? 100);
const runs = Number(process.env.BENCH_RUNS ?? 100);

const t0 = performance.now();
const data = generateDataset({ seed: 1, scale });
const t1 = performance.now();
const ref = generateReference({
  seed: 1,
  scale,
  users: data.users,
  leadingClientNames: sampleClients.map((c) => c.name),
  offerCount: data.offers.length,
});
const t1b = performance.now();
console.log(
  `scale ${scale}: generateDataset (all areas) ${((t1 - t0) / 1000).toFixed(1)} s, of which generateReference ${((t1b - t1) / 1000).toFixed(1)} s; ` +
    `reference rows: ${ref.clients.length} clients, ${ref.contacts.length} contacts, ${ref.invoices.length} invoices, ` +
    `${ref.invoiceLines.length} lines, ${ref.payments.length} payments`,
);

// Only the reference area is seeded here (the other areas have their own benchmarks): companies,
// warehouses and users first (foreign keys), then seedReference in one transaction.
// Production path: responses are not re-validated against the contract (tests do that).
const ctx = await createServerContext({ dataDir: ':memory:', env: {}, seed: false, validateResponses: false });
await seedDatabase(
  ctx.db,
  { ...data, offers: [], orders: [], catalogue: emptiedArea(data.catalogue), reference: emptiedArea(data.reference) },
  { demoPasswords: true },
);
const t2 = performance.now();
// The orders are not seeded here, so neither are their invoices (the server's seed adds those
// with the orders: db/seed.ts).
ctx.db.transaction(() => seedReference(ctx.db, { reference: data.reference, orderInvoices: [] }, Date.now()))();
const t3 = performance.now();
console.log(`seedReference (one transaction, prepared statements, then ANALYZE): ${((t3 - t2) / 1000).toFixed(1)} s`);

const app = createApp(ctx);
const login = await app.request('/api/account/login', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'handlowiec', password: DEMO_PASSWORD }),
});
const { token } = (await login.json()) as { token: string };

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))] ?? 0;
function time(fn: () => unknown): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    fn();
    out.push(performance.now() - s);
  }
  return out;
}
async function timeAsync(fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    await fn();
    out.push(performance.now() - s);
  }
  return out;
}

const cases = [
  {
    name: 'invoices page 1',
    url: '/api/invoices?limit=20',
    count: 'SELECT COUNT(*) FROM invoices i',
    page: 'SELECT * FROM invoices i ORDER BY i.date_of_issue DESC, i.id DESC LIMIT 20 OFFSET 0',
    params: [] as unknown[],
  },
  {
    name: 'invoices deep page, sort gross-value, status filter',
    url: '/api/invoices?limit=20&page=500&sort=-gross-value&status=paid',
    count: "SELECT COUNT(*) FROM invoices i WHERE i.status = 'paid'",
    page: "SELECT * FROM invoices i WHERE i.status = 'paid' ORDER BY i.gross_value DESC, i.id DESC LIMIT 20 OFFSET 9980",
    params: [],
  },
  {
    name: 'invoices search by client (fts), sort number',
    url: `/api/invoices?limit=20&page=3&sort=number-invoices&search=${encodeURIComponent('Kraków')}`,
    count: 'SELECT COUNT(*) FROM invoices i WHERE i.id IN (SELECT rowid FROM invoices_fts WHERE invoices_fts MATCH ?)',
    page: 'SELECT * FROM invoices i WHERE i.id IN (SELECT rowid FROM invoices_fts WHERE invoices_fts MATCH ?) ORDER BY i.number, i.id LIMIT 20 OFFSET 40',
    params: ['"Kraków"'],
  },
  {
    name: 'clients deep page, sort nip',
    url: '/api/clients?limit=20&page=1000&sort=nip',
    count: 'SELECT COUNT(*) FROM clients c',
    page: 'SELECT c.id, c.external_id, c.name, c.nip, c.address FROM clients c ORDER BY c.nip, c.id LIMIT 20 OFFSET 19980',
    params: [],
  },
];

for (const c of cases) {
  const api = await timeAsync(async () => {
    const res = await app.request(c.url, { headers: { Authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${c.url}: ${res.status} ${await res.text()}`);
    await res.json();
  });
  const count = ctx.db.prepare(c.count);
  const page = ctx.db.prepare(c.page);
  const direct = time(() => {
    count.pluck().get(...c.params);
    page.all(...c.params);
  });
  const p50 = pct(api, 50);
  const p99 = pct(api, 99);
  console.log(
    `${c.name.padEnd(55)} api p50 ${p50.toFixed(2)} ms  p99 ${p99.toFixed(2)} ms | sql p50 ${pct(direct, 50).toFixed(2)} ms  p99 ${pct(direct, 99).toFixed(2)} ms | ratio p50 ${(p50 / pct(direct, 50)).toFixed(2)}`,
  );
}
ctx.db.close();
