// Offer with 500 lines: add a line, change a quantity, mass discount, through the real router
// (in-process fetch, auth, zod parsing, transaction, totals, JSON answer of what changed),
// against a bare SQLite transaction doing the same writes on the same offer: the line write,
// the totals moved by the changed line (as the server moves them; all lines for the discount),
// the version, the required approval level and a history row, without routing, auth,
// validation, rules or the answer.
// A second baseline, "bare Σ", is the bare transaction this bench used before the server moved
// totals by the changed line: the same writes with the totals summed from all 500 lines (what
// the server did then), kept so figures stay comparable with earlier runs.
// Fairness: the server call and the bare transaction of an operation run back to back in the
// same iteration (which goes first alternates), so both see the same machine state; a warm-up
// runs first and is not counted; every added line is removed again (not timed), so both always
// write to a 500-line offer.
// Target: single-line writes (add a line, change a quantity) at most 5× the bare writes (p50).
import { ensureOfferTestData, TEST_CLIENTS, TEST_PRODUCTS } from '../packages/server/src/testing/offerTestData';
import { createTestServer } from '../packages/server/src/testing/testServer';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARM_UP = Math.min(30, ITERATIONS);
const server = await createTestServer({ validateResponses: false });
ensureOfferTestData(server.ctx.db);
const client = await server.loginAs('handlowiec');
const token = client.tokenStore?.get() ?? '';

const items = Array.from({ length: 500 }, (_, i) => ({
  product_id: [TEST_PRODUCTS.board, TEST_PRODUCTS.cable, TEST_PRODUCTS.pipe, TEST_PRODUCTS.elbow][i % 4] as number,
  quantity: i % 4 === 1 ? 12.5 : 3,
}));
const offer = await client.call('offerCreate', { body: { client_id: TEST_CLIENTS.main, items } });
let version = offer.version;
const lineId = offer.items[10]?.id ?? 0;

interface LineAnswer {
  offer: { version: number };
  items: { id: number }[];
}

let lastAnswer: LineAnswer | undefined;
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
  // Every call is a line write: its answer is a line change with the offer's header.
  lastAnswer = JSON.parse(text) as LineAnswer;
  version = lastAnswer.offer.version;
  return took;
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { p50: at(0.5), p99: at(0.99) };
}

const db = server.ctx.db;
// One statement for the header: totals moved by the change, next version, required level.
const headerSql = db.prepare(
  `UPDATE offers SET grand_total_excl_tax = grand_total_excl_tax + @net, grand_total_tax = grand_total_tax + @tax,
    grand_total_incl_tax = grand_total_incl_tax + @net + @tax, line_count = line_count + @lines, version = version + 1,
    updated_at = '2026-01-01T00:00:00.000Z', required_approval_level = 'none' WHERE id = @id`,
);
// The discount changes every line: its totals are summed from all of them, as the server does.
const sumSql = db.prepare(
  `UPDATE offers SET grand_total_excl_tax = (SELECT SUM(total_row_excl_tax) FROM offer_items WHERE offer_id = @id),
    grand_total_tax = (SELECT SUM(tax) FROM offer_items WHERE offer_id = @id), version = version + 1,
    required_approval_level = 'none' WHERE id = @id`,
);
const historySql = db.prepare(
  "INSERT INTO offer_history (offer_id, user_id, created_at, event, description) VALUES (?, 2, '2026-01-01T00:00:00.000Z', 'bench', 'bench')",
);
const addSql =
  db.prepare(`INSERT INTO offer_items (offer_id, ordinal_no, product_id, name, short_name, unit, producer, quantity, catalog_price,
  client_price, recommended_price, minimal_price, buy_price, buy_price_orig, market_price, tax_rate, total_row_excl_tax, tax,
  total_row_incl_tax, cost, margin_amount, margin) VALUES (?, 9999, 1, 'x', 'x', 'szt.', '', 1, 100, 100, 100, 100, 50, 50, 100, 23, 100, 23, 123, 50, 50, 50)`);
// The earlier baseline's totals: summed from all lines, the level in a statement of its own.
const summedSql = db.prepare(
  `UPDATE offers SET grand_total_excl_tax = (SELECT SUM(total_row_excl_tax) FROM offer_items WHERE offer_id = @id),
    grand_total_tax = (SELECT SUM(tax) FROM offer_items WHERE offer_id = @id), version = version + 1 WHERE id = @id`,
);
const levelSql = db.prepare("UPDATE offers SET required_approval_level = 'none' WHERE id = ?");
const removeSql = db.prepare('DELETE FROM offer_items WHERE id = ?');
const qtySql = db.prepare(
  'UPDATE offer_items SET quantity = quantity + 1, total_row_excl_tax = total_row_excl_tax + 1 WHERE id = ?',
);
const idsSql = db.prepare('SELECT id, client_price FROM offer_items WHERE offer_id = ?');
const priceSql = db.prepare('UPDATE offer_items SET client_price = ?, total_row_excl_tax = ? WHERE id = ?');
let bareLine = 0;
const bare = {
  add: db.transaction(() => {
    bareLine = Number(addSql.run(offer.id).lastInsertRowid);
    headerSql.run({ id: offer.id, net: 100, tax: 23, lines: 1 });
    historySql.run(offer.id);
  }),
  // Not timed: takes the bare line out again, so the offer stays at 500 lines.
  remove: db.transaction(() => {
    removeSql.run(bareLine);
    headerSql.run({ id: offer.id, net: -100, tax: -23, lines: -1 });
  }),
  quantity: db.transaction(() => {
    qtySql.run(lineId);
    headerSql.run({ id: offer.id, net: 1, tax: 0, lines: 0 });
    historySql.run(offer.id);
  }),
  summedAdd: db.transaction(() => {
    bareLine = Number(addSql.run(offer.id).lastInsertRowid);
    summedSql.run({ id: offer.id });
    levelSql.run(offer.id);
    historySql.run(offer.id);
  }),
  summedQuantity: db.transaction(() => {
    qtySql.run(lineId);
    summedSql.run({ id: offer.id });
    levelSql.run(offer.id);
    historySql.run(offer.id);
  }),
  discount: db.transaction(() => {
    for (const row of idsSql.all(offer.id) as { id: number; client_price: number }[])
      priceSql.run(row.client_price, row.client_price * 3, row.id);
    sumSql.run({ id: offer.id });
    historySql.run(offer.id);
  }),
};
// The bare writes move the version too; the server's next call must carry the current one.
const versionSql = db.prepare('SELECT version FROM offers WHERE id = ?').pluck();

function timeBare(fn: () => void): number {
  const started = performance.now();
  fn();
  const took = performance.now() - started;
  version = versionSql.get(offer.id) as number;
  return took;
}

type Samples = { server: number[]; bare: number[]; summed: number[] };
const results: Record<string, Samples> = {
  'add a line': { server: [], bare: [], summed: [] },
  'change a quantity': { server: [], bare: [], summed: [] },
  'mass discount (all lines)': { server: [], bare: [], summed: [] },
};

/**
 * Times the server call and the bare transaction(s) of one operation back to back, the server
 * first or last as told.
 */
async function pair(
  samples: Samples | undefined,
  serverFirst: boolean,
  server: () => Promise<number>,
  bare: () => number,
  summed?: () => number,
) {
  const s = serverFirst ? await server() : 0;
  const b = bare();
  const sum = summed?.();
  const last = serverFirst ? s : await server();
  samples?.server.push(last);
  samples?.bare.push(b);
  if (sum !== undefined) samples?.summed.push(sum);
}

for (let i = -WARM_UP; i < ITERATIONS; i++) {
  const counted = i >= 0;
  const serverFirst = i % 2 === 0;
  await pair(
    counted ? results['change a quantity'] : undefined,
    serverFirst,
    () => call('PUT', `/api/offer-item-qty/${lineId}`, { version, quantity: 3 + (((i % 7) + 7) % 7) }),
    () => timeBare(bare.quantity),
    () => timeBare(bare.summedQuantity),
  );
  await pair(
    counted ? results['add a line'] : undefined,
    serverFirst,
    async () => {
      const took = await call('POST', `/api/offer-item/${offer.id}`, {
        version,
        product_id: TEST_PRODUCTS.pipe,
        quantity: 1,
      });
      // Not timed: remove the line just added, so the offer stays at 500 lines.
      await call('DELETE', `/api/offer-item/${lastAnswer?.items[0]?.id ?? 0}`, { version });
      return took;
    },
    () => {
      const took = timeBare(bare.add);
      timeBare(bare.remove);
      return took;
    },
    () => {
      const took = timeBare(bare.summedAdd);
      timeBare(bare.remove);
      return took;
    },
  );
}
// The discount in its own loop: each leaves 500 lines' worth of garbage (lines, answer), which
// would otherwise be billed to the single-line write after it.
for (let i = -WARM_UP; i < ITERATIONS; i++) {
  const counted = i >= 0;
  const serverFirst = i % 2 === 0;
  await pair(
    counted ? results['mass discount (all lines)'] : undefined,
    serverFirst,
    () => call('POST', `/api/offer/${offer.id}/mass-discount`, { version, percent: i % 2 ? 0.5 : 0 }),
    () => timeBare(bare.discount),
  );
}

const lines = db.prepare('SELECT COUNT(*) FROM offer_items WHERE offer_id = ?').pluck().get(offer.id) as number;
console.log(
  `offer with ${lines} lines, ${ITERATIONS} iterations each after ${WARM_UP} of warm-up (server time = request in, JSON answer out)`,
);
console.log(
  'operation                   server p50   server p99   bare p50   bare p99   ratio p50   bare Σ p50   ratio Σ',
);
for (const [name, r] of Object.entries(results)) {
  const s = stats(r.server);
  const b = stats(r.bare);
  const summed = r.summed.length ? stats(r.summed).p50 : undefined;
  console.log(
    `${name.padEnd(27)} ${s.p50.toFixed(2).padStart(8)} ms ${s.p99.toFixed(2).padStart(9)} ms ${b.p50.toFixed(2).padStart(7)} ms ${b.p99.toFixed(2).padStart(7)} ms ${(s.p50 / b.p50).toFixed(1).padStart(9)}× ${summed === undefined ? '' : `${summed.toFixed(2).padStart(9)} ms ${(s.p50 / summed).toFixed(1).padStart(8)}×`}`,
  );
}
server.close();
