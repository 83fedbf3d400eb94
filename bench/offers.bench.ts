// Offer with 500 lines: add a line, change a quantity, mass discount, through the real router
// (in-process fetch, auth, zod parsing, transaction, totals, JSON answer of what changed),
// against a bare SQLite transaction doing the same writes in the same run.
// Target: single-line writes (add a line, change a quantity) at most 5× the bare writes (p50).
import { ensureOfferTestData, TEST_CLIENTS, TEST_PRODUCTS } from '../packages/server/src/testing/offerTestData';
import { createTestServer } from '../packages/server/src/testing/testServer';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const server = await createTestServer({ validateResponses: false });
ensureOfferTestData(server.ctx.db);
const client = await server.loginAs('handlowiec');
const token = client.tokenStore?.get() ?? '';

const items = Array.from({ length: 500 }, (_, i) => ({
  product_id: [TEST_PRODUCTS.board, TEST_PRODUCTS.cable, TEST_PRODUCTS.pipe, TEST_PRODUCTS.elbow][i % 4] as number,
  quantity: i % 4 === 1 ? 12.5 : 3,
}));
let offer = await client.call('offerCreate', { body: { client_id: TEST_CLIENTS.main, items } });
let version = offer.version;
const lineId = offer.items[10]?.id ?? 0;

async function call(method: string, path: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await server.fetch(`http://salesdesk.test${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  // Server time: until the whole answer is read; parsing it is the client's cost, not timed.
  const text = await res.text();
  const took = performance.now() - started;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
  // Every timed call is a line write: its answer is a line change with the offer's header.
  version = (JSON.parse(text) as { offer: { version: number } }).offer.version;
  return took;
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { p50: at(0.5), p99: at(0.99) };
}

const db = server.ctx.db;
// The same writes as the server, without routing, auth, validation, rules or the JSON answer:
// the line change, the totals recomputed from the lines, the version bump, the required approval
// level and a history row.
const totalsSql = db.prepare(
  `UPDATE offers SET grand_total_excl_tax = (SELECT SUM(total_row_excl_tax) FROM offer_items WHERE offer_id = @id),
    grand_total_tax = (SELECT SUM(tax) FROM offer_items WHERE offer_id = @id), version = version + 1 WHERE id = @id`,
);
const levelSql = db.prepare("UPDATE offers SET required_approval_level = 'none' WHERE id = ?");
const historySql = db.prepare(
  "INSERT INTO offer_history (offer_id, user_id, created_at, event, description) VALUES (?, 2, '2026-01-01T00:00:00.000Z', 'bench', 'bench')",
);
const addSql =
  db.prepare(`INSERT INTO offer_items (offer_id, ordinal_no, product_id, name, short_name, unit, producer, quantity, catalog_price,
  client_price, recommended_price, minimal_price, buy_price, buy_price_orig, market_price, tax_rate, total_row_excl_tax, tax,
  total_row_incl_tax, cost, margin_amount, margin) VALUES (?, 9999, 1, 'x', 'x', 'szt.', '', 1, 100, 100, 100, 100, 50, 50, 100, 23, 100, 23, 123, 50, 50, 50)`);
const qtySql = db.prepare(
  'UPDATE offer_items SET quantity = quantity + 1, total_row_excl_tax = total_row_excl_tax + 1 WHERE id = ?',
);
const idsSql = db.prepare('SELECT id, client_price FROM offer_items WHERE offer_id = ?');
const priceSql = db.prepare('UPDATE offer_items SET client_price = ?, total_row_excl_tax = ? WHERE id = ?');
const bare = {
  add: db.transaction(() => {
    addSql.run(offer.id);
    totalsSql.run({ id: offer.id });
    levelSql.run(offer.id);
    historySql.run(offer.id);
  }),
  quantity: db.transaction(() => {
    qtySql.run(lineId);
    totalsSql.run({ id: offer.id });
    levelSql.run(offer.id);
    historySql.run(offer.id);
  }),
  discount: db.transaction(() => {
    for (const row of idsSql.all(offer.id) as { id: number; client_price: number }[])
      priceSql.run(row.client_price, row.client_price * 3, row.id);
    totalsSql.run({ id: offer.id });
    levelSql.run(offer.id);
    historySql.run(offer.id);
  }),
};

function timeBare(fn: () => void): number {
  const started = performance.now();
  fn();
  return performance.now() - started;
}

const results: Record<string, { server: number[]; bare: number[] }> = {
  'add a line': { server: [], bare: [] },
  'change a quantity': { server: [], bare: [] },
  'mass discount (all lines)': { server: [], bare: [] },
};
for (let i = 0; i < ITERATIONS; i++) {
  results['change a quantity']?.server.push(
    await call('PUT', `/api/offer-item-qty/${lineId}`, { version, quantity: 3 + (i % 7) }),
  );
  results['mass discount (all lines)']?.server.push(
    await call('POST', `/api/offer/${offer.id}/mass-discount`, { version, percent: i % 2 ? 0.5 : 0 }),
  );
  results['add a line']?.server.push(
    await call('POST', `/api/offer-item/${offer.id}`, { version, product_id: TEST_PRODUCTS.pipe, quantity: 1 }),
  );
  // Keep the offer at ~500 lines: remove the line just added (not timed).
  offer = await client.call('offerById', { params: { id: offer.id } });
  const last = offer.items.at(-1)?.id ?? 0;
  await call('DELETE', `/api/offer-item/${last}`, { version: offer.version });
}
// The bare writes run after the server's, on the same offer.
for (let i = 0; i < ITERATIONS; i++) {
  results['add a line']?.bare.push(timeBare(bare.add));
  results['change a quantity']?.bare.push(timeBare(bare.quantity));
  results['mass discount (all lines)']?.bare.push(timeBare(bare.discount));
}

console.log(
  `offer with ${offer.items.length} lines, ${ITERATIONS} iterations each (server time = request in, JSON answer out)`,
);
console.log('operation                   server p50   server p99   bare p50   bare p99   ratio p50');
for (const [name, r] of Object.entries(results)) {
  const s = stats(r.server);
  const b = stats(r.bare);
  console.log(
    `${name.padEnd(27)} ${s.p50.toFixed(2).padStart(8)} ms ${s.p99.toFixed(2).padStart(9)} ms ${b.p50.toFixed(2).padStart(7)} ms ${b.p99.toFixed(2).padStart(7)} ms ${(s.p50 / b.p50).toFixed(1).padStart(9)}×`,
  );
}
server.close();
