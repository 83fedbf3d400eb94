// An offer of 500 lines and an order of 500 lines, each: add a line, change a quantity, mass
// discount, through the real router (in-process fetch, auth, zod parsing, transaction, totals,
// JSON answer: the line change, the same shape for both kinds), against a bare SQLite
// transaction doing the same writes on the same document: the line write, the totals moved by
// the changed line (as the server moves them; all lines for the discount), the version, the
// offer's required approval level and a history row, without routing, auth, validation, rules or
// the answer. Both kinds run the same operations against the same baseline, one after the other.
// A second baseline, "bare Σ", is the bare transaction this bench used before the server moved
// totals by the changed line: the same writes with the totals summed from all 500 lines (what
// the server did then), kept so figures stay comparable with earlier runs.
// Fairness: the server call and the bare transaction of an operation run back to back in the
// same iteration (which goes first alternates), so both see the same machine state; a warm-up
// runs first and is not counted; every added line is removed again (not timed), so both always
// write to a 500-line document.
// Target: single-line writes (add a line, change a quantity) at most 5× the bare writes (p50);
// the order's figures are printed beside the offer's (and their ratio to them).
// Then the HTTP floor (bench/offersFloor.ts): the quantity write over a real loopback socket
// against a bare node:http handler, at 500 and 2,000 lines.
import { ensureOfferTestData, TEST_CLIENTS, TEST_PRODUCTS } from '../packages/server/src/testing/offerTestData';
import { createTestServer } from '../packages/server/src/testing/testServer';
import { measureHttpFloor } from './offersFloor';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARM_UP = Math.min(30, ITERATIONS);
const server = await createTestServer({ validateResponses: false });
ensureOfferTestData(server.ctx.db);
const client = await server.loginAs('handlowiec');
const token = client.tokenStore?.get() ?? '';
const db = server.ctx.db;

const items = Array.from({ length: 500 }, (_, i) => ({
  product_id: [TEST_PRODUCTS.board, TEST_PRODUCTS.cable, TEST_PRODUCTS.pipe, TEST_PRODUCTS.elbow][i % 4] as number,
  quantity: i % 4 === 1 ? 12.5 : 3,
}));

type Kind = 'offer' | 'order';

/** How one kind's calls and answers look. */
interface KindCalls {
  id: number;
  lineId: number;
  version: number;
  quantity: (version: number, quantity: number) => [string, string, unknown];
  add: (version: number) => [string, string, unknown];
  remove: (version: number, lineId: number) => [string, string, unknown];
  discount: (version: number, percent: number) => [string, string, unknown];
  /** The version after a write and the id of the line it added, from its answer. */
  read: (answer: unknown) => { version: number; addedId: number };
}

async function setUp(kind: Kind): Promise<KindCalls> {
  if (kind === 'offer') {
    const offer = await client.call('offerCreate', { body: { client_id: TEST_CLIENTS.main, items } });
    return {
      id: offer.id,
      lineId: offer.items[10]?.id ?? 0,
      version: offer.version,
      quantity: (version, quantity) => ['PUT', `/api/offer-item-qty/${offer.items[10]?.id}`, { version, quantity }],
      add: (version) => [
        'POST',
        `/api/offer-item/${offer.id}`,
        { version, product_id: TEST_PRODUCTS.pipe, quantity: 1 },
      ],
      remove: (version, lineId) => ['DELETE', `/api/offer-item/${lineId}`, { version }],
      discount: (version, percent) => ['POST', `/api/offer/${offer.id}/mass-discount`, { version, percent }],
      read: (answer) => {
        const a = answer as { offer: { version: number }; items: { id: number }[] };
        return { version: a.offer.version, addedId: a.items[0]?.id ?? 0 };
      },
    };
  }
  const order = await client.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, items } });
  const lineId = order.items[10]?.id ?? 0;
  return {
    id: order.id,
    lineId,
    version: order.version,
    quantity: (version, quantity) => [
      'PUT',
      `/api/order/${order.id}/update-item`,
      { version, item_id: lineId, quantity },
    ],
    add: (version) => [
      'POST',
      `/api/order/${order.id}/add-product`,
      { version, product_id: TEST_PRODUCTS.pipe, quantity: 1 },
    ],
    remove: (version, id) => ['DELETE', `/api/order/${order.id}/remove-item`, { version, item_id: id }],
    discount: (version, percent) => ['POST', `/api/order/${order.id}/mass-discount`, { version, percent }],
    read: (answer) => {
      const a = answer as { order: { version: number }; items: { id: number }[] };
      return { version: a.order.version, addedId: a.items[0]?.id ?? 0 };
    },
  };
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { p50: at(0.5), p99: at(0.99) };
}

type Samples = { server: number[]; bare: number[]; summed: number[] };
const OPERATIONS = ['add a line', 'change a quantity', 'mass discount (all lines)'] as const;

/** Runs every operation on a 500-line document of `kind`; returns the samples per operation. */
async function measure(kind: Kind): Promise<Record<(typeof OPERATIONS)[number], Samples>> {
  const doc = await setUp(kind);
  let version = doc.version;
  let lastAdded = 0;
  const t = { doc: `${kind}s`, items: `${kind}_items`, fk: `${kind}_id`, history: `${kind}_history` };

  async function call([method, path, body]: [string, string, unknown]): Promise<number> {
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
    const read = doc.read(JSON.parse(text));
    version = read.version;
    lastAdded = read.addedId;
    return took;
  }

  // The offer stores its required level with the totals; an order computes its own when read.
  const level = kind === 'offer' ? ", required_approval_level = 'none'" : '';
  // One statement for the header: totals moved by the change, next version, required level.
  const headerSql = db.prepare(
    `UPDATE ${t.doc} SET grand_total_excl_tax = grand_total_excl_tax + @net, grand_total_tax = grand_total_tax + @tax,
      grand_total_incl_tax = grand_total_incl_tax + @net + @tax, line_count = line_count + @lines, version = version + 1,
      updated_at = '2026-01-01T00:00:00.000Z'${level} WHERE id = @id`,
  );
  // The discount changes every line: its totals are summed from all of them, as the server does.
  const sumSql = db.prepare(
    `UPDATE ${t.doc} SET grand_total_excl_tax = (SELECT SUM(total_row_excl_tax) FROM ${t.items} WHERE ${t.fk} = @id),
      grand_total_tax = (SELECT SUM(tax) FROM ${t.items} WHERE ${t.fk} = @id), version = version + 1${level} WHERE id = @id`,
  );
  const historySql = db.prepare(
    `INSERT INTO ${t.history} (${t.fk}, user_id, created_at, event, description) VALUES (?, 2, '2026-01-01T00:00:00.000Z', 'bench', 'bench')`,
  );
  const addSql =
    db.prepare(`INSERT INTO ${t.items} (${t.fk}, ordinal_no, product_id, name, short_name, unit, producer, quantity, catalog_price,
    client_price, recommended_price, minimal_price, buy_price, buy_price_orig, market_price, tax_rate, total_row_excl_tax, tax,
    total_row_incl_tax, cost, margin_amount, margin) VALUES (?, 9999, 1, 'x', 'x', 'szt.', '', 1, 100, 100, 100, 100, 50, 50, 100, 23, 100, 23, 123, 50, 50, 50)`);
  // The earlier baseline's totals: summed from all lines, the level in a statement of its own.
  const summedSql = db.prepare(
    `UPDATE ${t.doc} SET grand_total_excl_tax = (SELECT SUM(total_row_excl_tax) FROM ${t.items} WHERE ${t.fk} = @id),
      grand_total_tax = (SELECT SUM(tax) FROM ${t.items} WHERE ${t.fk} = @id), version = version + 1 WHERE id = @id`,
  );
  const levelSql = db.prepare(`UPDATE ${t.doc} SET updated_at = updated_at${level} WHERE id = ?`);
  const removeSql = db.prepare(`DELETE FROM ${t.items} WHERE id = ?`);
  const qtySql = db.prepare(
    `UPDATE ${t.items} SET quantity = quantity + 1, total_row_excl_tax = total_row_excl_tax + 1 WHERE id = ?`,
  );
  const idsSql = db.prepare(`SELECT id, client_price FROM ${t.items} WHERE ${t.fk} = ?`);
  const priceSql = db.prepare(`UPDATE ${t.items} SET client_price = ?, total_row_excl_tax = ? WHERE id = ?`);
  let bareLine = 0;
  const bare = {
    add: db.transaction(() => {
      bareLine = Number(addSql.run(doc.id).lastInsertRowid);
      headerSql.run({ id: doc.id, net: 100, tax: 23, lines: 1 });
      historySql.run(doc.id);
    }),
    // Not timed: takes the bare line out again, so the document stays at 500 lines.
    remove: db.transaction(() => {
      removeSql.run(bareLine);
      headerSql.run({ id: doc.id, net: -100, tax: -23, lines: -1 });
    }),
    quantity: db.transaction(() => {
      qtySql.run(doc.lineId);
      headerSql.run({ id: doc.id, net: 1, tax: 0, lines: 0 });
      historySql.run(doc.id);
    }),
    summedAdd: db.transaction(() => {
      bareLine = Number(addSql.run(doc.id).lastInsertRowid);
      summedSql.run({ id: doc.id });
      levelSql.run(doc.id);
      historySql.run(doc.id);
    }),
    summedQuantity: db.transaction(() => {
      qtySql.run(doc.lineId);
      summedSql.run({ id: doc.id });
      levelSql.run(doc.id);
      historySql.run(doc.id);
    }),
    discount: db.transaction(() => {
      for (const row of idsSql.all(doc.id) as { id: number; client_price: number }[])
        priceSql.run(row.client_price, row.client_price * 3, row.id);
      sumSql.run({ id: doc.id });
      historySql.run(doc.id);
    }),
  };
  // The bare writes move the version too; the server's next call must carry the current one.
  const versionSql = db.prepare(`SELECT version FROM ${t.doc} WHERE id = ?`).pluck();

  function timeBare(fn: () => void): number {
    const started = performance.now();
    fn();
    const took = performance.now() - started;
    version = versionSql.get(doc.id) as number;
    return took;
  }

  const empty = (): Samples => ({ server: [], bare: [], summed: [] });
  const results: Record<(typeof OPERATIONS)[number], Samples> = {
    'add a line': empty(),
    'change a quantity': empty(),
    'mass discount (all lines)': empty(),
  };

  /** Times the server call and the bare transaction(s) of one operation back to back, the server first or last as told. */
  async function pair(
    samples: Samples | undefined,
    serverFirst: boolean,
    serverCall: () => Promise<number>,
    bareCall: () => number,
    summed?: () => number,
  ) {
    const s = serverFirst ? await serverCall() : 0;
    const b = bareCall();
    const sum = summed?.();
    const last = serverFirst ? s : await serverCall();
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
      () => call(doc.quantity(version, 3 + (((i % 7) + 7) % 7))),
      () => timeBare(bare.quantity),
      () => timeBare(bare.summedQuantity),
    );
    await pair(
      counted ? results['add a line'] : undefined,
      serverFirst,
      async () => {
        const took = await call(doc.add(version));
        // Not timed: remove the line just added, so the document stays at 500 lines.
        await call(doc.remove(version, lastAdded));
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
      () => call(doc.discount(version, i % 2 ? 0.5 : 0)),
      () => timeBare(bare.discount),
    );
  }
  const lines = db.prepare(`SELECT COUNT(*) FROM ${t.items} WHERE ${t.fk} = ?`).pluck().get(doc.id) as number;
  console.log(`${kind} with ${lines} lines`);
  return results;
}

const measured = { offer: await measure('offer'), order: await measure('order') };
console.log(`${ITERATIONS} iterations each after ${WARM_UP} of warm-up (server time = request in, JSON answer out)`);
console.log(
  'kind   operation                   server p50   server p99   bare p50   bare p99   ratio p50   bare Σ p50   ratio Σ',
);
for (const kind of ['offer', 'order'] as const) {
  for (const [name, r] of Object.entries(measured[kind])) {
    const s = stats(r.server);
    const b = stats(r.bare);
    const summed = r.summed.length ? stats(r.summed).p50 : undefined;
    console.log(
      `${kind.padEnd(6)} ${name.padEnd(27)} ${s.p50.toFixed(2).padStart(8)} ms ${s.p99.toFixed(2).padStart(9)} ms ${b.p50.toFixed(2).padStart(7)} ms ${b.p99.toFixed(2).padStart(7)} ms ${(s.p50 / b.p50).toFixed(1).padStart(9)}× ${summed === undefined ? '' : `${summed.toFixed(2).padStart(9)} ms ${(s.p50 / summed).toFixed(1).padStart(8)}×`}`,
    );
  }
}
// The order beside the offer: its server time over the offer's, per operation (target within 10 %).
for (const name of OPERATIONS) {
  const ratio = stats(measured.order[name].server).p50 / stats(measured.offer[name].server).p50;
  console.log(`order / offer, ${name}: ${ratio.toFixed(2)}× (p50) ${ratio <= 1.1 ? 'within 10 %' : 'not within 10 %'}`);
}
server.close();

await measureHttpFloor(ITERATIONS, WARM_UP);
