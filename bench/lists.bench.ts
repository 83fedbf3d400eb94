// List-call latency at scale 100 (200k products, ~1M stock rows): p50/p99 of each call through the
// whole server (router, token check, zod, SQL, JSON) against the same SQL run directly on
// better-sqlite3 in the same process. Printed, never asserted. Table-driven: add a row to `cases`.
// Run: pnpm bench lists   (env BENCH_SCALE, BENCH_RUNS to change the size)
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, generateDataset } from '../fixtures/src/index';
import { createApp } from '../packages/server/src/app';
import type { Db } from '../packages/server/src/db/database';
import { seedDatabase } from '../packages/server/src/db/seed';
import { createServerContext } from '../packages/server/src/startServer';

const scale = Number(process.env.BENCH_SCALE ?? 100);
const runs = Number(process.env.BENCH_RUNS ?? 200);

/** One benchmarked call; the SQL it boils down to is captured from the server itself. */
interface BenchCase {
  name: string;
  /** Path and query string of the call (as user `handlowiec`, default warehouse WAW, warehouses WAW+KRK). */
  url: string;
  /** Which executed statements are the list's own (the baseline replays these; auth lookups are not). */
  sql: RegExp;
}

const cases: BenchCase[] = [
  { name: 'products page 1', url: '/api/products?limit=20', sql: /products|warehouse_stock/ },
  {
    name: 'products deep page, sort -catalog_price, search "rura"',
    url: '/api/products?page=200&limit=20&sort=-catalog_price&search=rura',
    sql: /products|warehouse_stock/,
  },
  { name: 'warehouse products page 1', url: '/api/inventory/warehouse-products?limit=20', sql: /warehouse_stock/ },
  {
    name: 'warehouse products deep page, sort -available_stock, search "przewód"',
    url: '/api/inventory/warehouse-products?page=200&limit=20&sort=-available_stock&search=przew%C3%B3d',
    sql: /products_fts|warehouse_stock/,
  },
];

type Statement = ReturnType<Db['prepare']>;

/** A statement run while capturing, to be replayed as the direct-SQL baseline. */
interface Executed {
  statement: Statement;
  method: 'all' | 'get';
  params: unknown[];
}
let capture: Executed[] | null = null;

/**
 * Wraps every statement prepared from now on, so one request's SQL (with its parameters) can be
 * recorded and replayed on the same statements: the baseline is exactly the SQL the server ran.
 */
function captureStatements(db: Db): void {
  const proto = Object.getPrototypeOf(db) as Db;
  const originalPrepare = proto.prepare;
  proto.prepare = function (this: Db, source: string) {
    const statement = originalPrepare.call(this, source) as Statement;
    for (const method of ['all', 'get'] as const) {
      const original = statement[method].bind(statement) as (...p: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...params: unknown[]) => {
        capture?.push({ statement, method, params });
        return original(...params);
      };
    }
    return statement;
  } as typeof proto.prepare;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function measure(fn: () => unknown | Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** Generates and seeds the dataset in memory (timed); `BENCH_DATA_DIR` keeps a seeded file between runs instead. */
async function prepare() {
  const dataDir = process.env.BENCH_DATA_DIR;
  const ctx = await createServerContext({
    dataDir: dataDir ?? ':memory:',
    env: {},
    seed: false,
    validateResponses: false,
  });
  const empty = (ctx.db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number) === 0;
  if (empty) {
    let t = performance.now();
    const data = generateDataset({ seed: 1, scale });
    const generated = performance.now() - t;
    t = performance.now();
    await seedDatabase(ctx.db, data, { demoPasswords: true });
    const seeded = performance.now() - t;
    console.log(
      `scale ${scale}: generate ${(generated / 1000).toFixed(1)} s, seed of all areas in one transaction ${(seeded / 1000).toFixed(1)} s`,
    );
  }
  const count = (table: string) => ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  console.log(
    `${count('products')} products, ${count('warehouse_stock')} stock rows, ${count('product_attributes')} attributes, ${count('product_relations')} relations`,
  );
  return ctx;
}

async function main() {
  const ctx = await prepare();
  captureStatements(ctx.db);
  // The generated dataset is garbage now; collect it so its GC does not land in the timings.
  (globalThis as { gc?: () => void }).gc?.();
  const app = createApp(ctx);
  const login = await app.request('/api/account/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'handlowiec', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };

  console.log(`\n${runs} runs each, times in ms`);
  console.log(
    'call'.padEnd(72),
    'p50'.padStart(7),
    'p99'.padStart(7),
    'sql p50'.padStart(8),
    'sql p99'.padStart(8),
    'ratio p50'.padStart(10),
    'ratio p99'.padStart(10),
  );
  for (const bench of cases) {
    const res = await app.request(bench.url, { headers });
    const body = (await res.json()) as { items?: unknown[]; total?: number };
    if (res.status !== 200) throw new Error(`${bench.url} answered ${res.status}: ${JSON.stringify(body)}`);
    capture = [];
    await (await app.request(bench.url, { headers })).json();
    const executed = capture.filter((e) => bench.sql.test(e.statement.source));
    capture = null;
    if (!executed.length) throw new Error(`${bench.name}: no list SQL captured`);
    const api = await measure(async () => (await app.request(bench.url, { headers })).json());
    const sql = await measure(() => {
      for (const e of executed) (e.statement[e.method] as (...p: unknown[]) => unknown).apply(e.statement, e.params);
    });
    console.log(
      `${bench.name} (total ${body.total}, ${executed.length} statements)`.padEnd(72),
      api.p50.toFixed(2).padStart(7),
      api.p99.toFixed(2).padStart(7),
      sql.p50.toFixed(2).padStart(8),
      sql.p99.toFixed(2).padStart(8),
      (api.p50 / sql.p50).toFixed(2).padStart(10),
      (api.p99 / sql.p99).toFixed(2).padStart(10),
    );
  }
  ctx.db.close();
}

await main();
