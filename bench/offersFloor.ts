// The server's line write against the HTTP floor (run by bench/offers.bench.ts): the quantity
// write of an offer line through the whole server on a real loopback socket (node's http server,
// @hono/node-server, routing, middleware, the token, body read, zod, the change wrapper with its
// idempotency and push, the answer) against a bare `node:http` handler doing the same
// transaction, body parse, token check and JSON answer on the same database (bench/httpFloor.ts).
// The same keep-alive client times both, from the call sent to the last byte of the answer, in
// alternating blocks of 20 calls (the first 4 of each block not counted).
// At 500 and 2,000 lines (BENCH_QUICK: 50 and 200), the order's update-item beside the offer's.
// Targets: the server's p50 at most 1.5× the bare handler's at 500 lines; the server's p50 at
// 2,000 lines at most 1.2× its 500-line figure, for each kind.

import { DEMO_PASSWORD } from '../fixtures/src/index';
import { createApiClient, memoryTokenStore } from '../packages/sdk/src/index';
import { startServer } from '../packages/server/src/startServer';
import { ensureOfferTestData, TEST_CLIENTS, TEST_PRODUCTS } from '../packages/server/src/testing/offerTestData';
import { floorClient, startBareServer } from './httpFloor';

function p(samples: number[], q: number): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
}

/** Measures and prints the floor comparison; `iterations` counted after `warmUp`. */
export async function measureHttpFloor(iterations: number, warmUp: number): Promise<void> {
  const quick = Boolean(process.env.BENCH_QUICK);
  const sizes = quick ? [50, 200] : [500, 2000];
  const running = await startServer({
    dataDir: ':memory:',
    port: 0,
    host: '127.0.0.1',
    env: {},
    validateResponses: false,
    pdfWorkers: 1,
  });
  ensureOfferTestData(running.ctx.db);
  const tokens = memoryTokenStore();
  const api = createApiClient({ baseURL: running.url, tokenStore: tokens });
  const { token } = await api.call('login', { body: { username: 'handlowiec', password: DEMO_PASSWORD } });
  tokens.set(token);
  const bare = await startBareServer(running.ctx.db, running.config.tokenSecret);
  const http = floorClient();
  const products = [TEST_PRODUCTS.board, TEST_PRODUCTS.cable, TEST_PRODUCTS.pipe, TEST_PRODUCTS.elbow];
  const itemsOf = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ product_id: products[i % 4] as number, quantity: i % 4 === 1 ? 12.5 : 3 }));

  const rows: { lines: number; offer: number[]; bare: number[]; order: number[] }[] = [];
  for (const lines of sizes) {
    const offer = await api.call('offerCreate', { body: { client_id: TEST_CLIENTS.main, items: itemsOf(lines) } });
    const order = await api.call('orderCreate', { body: { client_id: TEST_CLIENTS.main, items: itemsOf(lines) } });
    const offerLine = offer.items[10]?.id ?? 0;
    const orderLine = order.items[10]?.id ?? 0;
    let offerVersion = offer.version;
    let orderVersion = order.version;
    const row = { lines, offer: [] as number[], bare: [] as number[], order: [] as number[] };
    const send = async (method: string, path: string, body: unknown) => {
      const port = path.startsWith('/bare/') ? bare.port : running.port;
      const res = await http.call(port, method, path, token, body);
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
      return res;
    };
    const server = async (quantity: number) => {
      const res = await send('PUT', `/api/offer-item-qty/${offerLine}`, { version: offerVersion, quantity });
      offerVersion = (JSON.parse(res.text) as { offer: { version: number } }).offer.version;
      return res.ms;
    };
    const floor = async (quantity: number) => {
      const res = await send('PUT', `/bare/offer-item-qty/${offerLine}`, { version: offerVersion, quantity });
      offerVersion = (JSON.parse(res.text) as { offer: { version: number } }).offer.version;
      return res.ms;
    };
    const orderWrite = async (quantity: number) => {
      const res = await send('PUT', `/api/order/${order.id}/update-item`, {
        version: orderVersion,
        item_id: orderLine,
        quantity,
      });
      orderVersion = (JSON.parse(res.text) as { order: { version: number } }).order.version;
      return res.ms;
    };
    // In blocks of BLOCK calls of one side, then of the other (which side goes first alternates):
    // calls interleaved one by one bill the bare handler for the server's cache misses (its code
    // and data pushed out by the server's), which flattered the ratio by about half.
    const BLOCK = 20;
    const SETTLE = 4;
    let i = 0;
    for (let block = 0; row.offer.length < iterations || i < warmUp; block++) {
      const sides = block % 2 === 0 ? [server, floor] : [floor, server];
      for (const side of sides) {
        for (let n = 0; n < BLOCK; n++, i++) {
          const ms = await side(3 + (i % 7));
          if (i >= warmUp && n >= SETTLE) (side === server ? row.offer : row.bare).push(ms);
        }
      }
    }
    // The order in a loop of its own after the offer's, as before its writes answered a line
    // change like the offer's, so its figures stay comparable with earlier runs.
    for (let i = -warmUp; i < iterations; i++) {
      const o = await orderWrite(3 + (((i % 7) + 7) % 7));
      if (i >= 0) row.order.push(o);
    }
    rows.push(row);
  }
  http.close();
  await bare.close();
  await running.close();

  console.log(`\nHTTP floor: quantity write over loopback HTTP, ${iterations} iterations after ${warmUp} of warm-up`);
  console.log('lines   offer p50   offer p95   bare http p50   bare p95   offer/bare p50   order p50   order p95');
  for (const r of rows) {
    const ratio = p(r.offer, 0.5) / p(r.bare, 0.5);
    console.log(
      `${String(r.lines).padStart(5)} ${p(r.offer, 0.5).toFixed(3).padStart(8)} ms ${p(r.offer, 0.95).toFixed(3).padStart(8)} ms ${p(r.bare, 0.5).toFixed(3).padStart(11)} ms ${p(r.bare, 0.95).toFixed(3).padStart(7)} ms ${ratio.toFixed(2).padStart(14)}× ${p(r.order, 0.5).toFixed(3).padStart(8)} ms ${p(r.order, 0.95).toFixed(3).padStart(8)} ms`,
    );
  }
  const [small, large] = rows as [(typeof rows)[0], (typeof rows)[0]];
  const floorRatio = p(small.offer, 0.5) / p(small.bare, 0.5);
  console.log(
    `server / bare HTTP at ${small.lines} lines: ${floorRatio.toFixed(2)}× (p50) ${floorRatio <= 1.5 ? 'within' : 'over'} the 1.5× target`,
  );
  for (const kind of ['offer', 'order'] as const) {
    const growth = p(large[kind], 0.5) / p(small[kind], 0.5);
    console.log(
      `${kind} line write ${large.lines} / ${small.lines} lines: ${growth.toFixed(2)}× (p50) ${growth <= 1.2 ? 'within' : 'over'} the 1.2× target`,
    );
  }
}
