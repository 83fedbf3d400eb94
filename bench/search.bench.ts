// Ranked product search and the pasted-list matcher at fixture scale 100 (200,000 products).
// 1. The add-line field's search (`GET /api/products/list?search=…&limit=8`, ranked) over a mix
//    of what salespeople type, p50/p95 through the whole server, against the same full-text
//    query without ranking (the hits' first page and their count, straight on better-sqlite3).
// 2. 200 pasted rows (symbols, EANs, names, 10 % of the names with a typo) matched in one call
//    (`POST /api/products/match`), p50/p95, against the same rows looked up plainly (an exact
//    code by index, else the unranked full-text query's first five hits).
// 3. The 200 matched rows added to an offer in one call (`POST /api/offer/:id/add-lines`), p50/p95,
//    against the same 200 lines added one call each (`POST /api/offer-item/:id`, as the add-line
//    field would); and the keystrokes of a 20-line list pasted against typed.
// Only the catalogue is seeded at scale 100 (users, warehouses and reference data at scale 1):
// the search reads nothing else, and seeding the whole dataset at 200k products takes minutes.
// Printed, never asserted. Run: pnpm bench search   (BENCH_SCALE, BENCH_RUNS, BENCH_MATCH_RUNS)
import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, generateCatalogue, generateDataset, type ProductFixture } from '../fixtures/src/index';
import { createApp } from '../packages/server/src/app';
import { seedDatabase } from '../packages/server/src/db/seed';
import { planProductSearch } from '../packages/server/src/routes/catalogueSearch';
import { createServerContext } from '../packages/server/src/startServer';

const scale = Number(process.env.BENCH_SCALE ?? 100);
const runs = Number(process.env.BENCH_RUNS ?? 100);
const matchRuns = Number(process.env.BENCH_MATCH_RUNS ?? (process.env.BENCH_QUICK ? 2 : 30));

/** What salespeople type into "Dodaj pozycję": names with sizes, a typo, a DN, broad first words. */
const QUERIES = [
  'zawór kulowy 1/2',
  'zawur kulowy 3/4',
  'przewód ydy 3x2,5',
  'ydy 3x1.5',
  'rura pp-r 20x3,4',
  'płyta gk 12,5',
  'klej do płytek c2te',
  'wełna skalna 10 cm',
  'kolano pp-r 90 20',
  'otulina 22/9',
  'wyłącznik b16',
  'zawór kołnierzowy dn50',
  'styropian grafitowy',
  'rura',
  'przewód',
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

async function timed(n: number, fn: () => unknown | Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}

const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/** A one-letter typo in the longest word of a name (a letter swapped for its neighbour). */
function withTypo(name: string): string {
  const words = name.split(' ');
  let at = 0;
  words.forEach((w, i) => {
    if (/^\p{L}+$/u.test(w) && w.length > (words[at] as string).length) at = i;
  });
  const word = words[at] as string;
  if (word.length < 5) return name;
  const i = Math.floor(word.length / 2);
  words[at] = `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
  return words.join(' ');
}

/** 200 rows as a client's list has them: symbols, EANs, names (some shortened), 10 % with a typo. */
function pastedRows(products: ProductFixture[]) {
  const step = Math.max(1, Math.floor(products.length / 211));
  return Array.from({ length: 200 }, (_, i) => {
    const p = products[(i * step + 17) % products.length] as ProductFixture;
    const quantity = 1 + (i % 25);
    if (i % 10 < 3) return { text: p.symbol, quantity, unit: p.uom };
    if (i % 10 < 5) return { text: p.ean, quantity };
    // Names: without the brand every other time, a typo in every fifth (10 % of all rows).
    const name = i % 2 === 0 ? p.index_name.split(' ').slice(0, -1).join(' ') : p.index_name;
    return { text: i % 10 === 9 ? withTypo(name) : name, quantity, unit: p.uom };
  });
}

async function main() {
  const ctx = await createServerContext({ dataDir: ':memory:', env: {}, seed: false, validateResponses: false });
  let t = performance.now();
  const base = generateDataset({ seed: 1, scale: 1 });
  const catalogue = generateCatalogue({
    seed: 1,
    scale,
    warehouseCodes: base.warehouses.map((w) => w.code),
    userIds: base.users.map((u) => u.id),
  });
  const generated = performance.now() - t;
  t = performance.now();
  await seedDatabase(ctx.db, { ...base, offers: [], orders: [], catalogue }, { demoPasswords: true });
  const seeded = performance.now() - t;
  const count = (table: string) => ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  console.log(
    `scale ${scale}: ${count('products')} products, ${count('warehouse_stock')} stock rows, ${count('search_vocabulary')} words in the typo vocabulary; generate ${(generated / 1000).toFixed(1)} s, seed (catalogue only at this scale) ${(seeded / 1000).toFixed(1)} s`,
  );
  const rows = pastedRows(catalogue.products);
  (globalThis as { gc?: () => void }).gc?.();

  const app = createApp(ctx);
  const login = await app.request('/api/account/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'handlowiec', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

  // 1. Ranked search against the same full-text query unranked.
  const unrankedPage = ctx.db.prepare('SELECT rowid FROM products_fts WHERE products_fts MATCH ? LIMIT 8');
  const unrankedCount = ctx.db.prepare('SELECT COUNT(*) FROM products_fts WHERE products_fts MATCH ?').pluck();
  console.log(`\nranked search, ${runs} runs a query, times in ms (api = the whole call; fts = unranked page + count)`);
  console.log(
    'query'.padEnd(26),
    'hits'.padStart(7),
    'api p50'.padStart(8),
    'api p95'.padStart(8),
    'fts p95'.padStart(8),
    'ratio p95'.padStart(10),
  );
  const allApi: number[] = [];
  const allFts: number[] = [];
  for (const query of QUERIES) {
    const url = `/api/products/list?search=${encodeURIComponent(query)}&limit=8`;
    const check = await app.request(url, { headers });
    const body = (await check.json()) as { total: number; items: { index_name: string }[] };
    if (check.status !== 200) throw new Error(`${url}: ${check.status} ${JSON.stringify(body)}`);
    // The baseline runs the plan's own full-text query: same words, same corrections.
    const match = planProductSearch(ctx.db, query).match as string;
    for (let i = 0; i < 5; i++) await (await app.request(url, { headers })).json();
    const api = await timed(runs, async () => (await app.request(url, { headers })).json());
    const fts = await timed(runs, () => {
      unrankedPage.all(match);
      unrankedCount.get(match);
    });
    allApi.push(...api);
    allFts.push(...fts);
    const a = stats(api);
    const f = stats(fts);
    console.log(
      query.padEnd(26),
      String(body.total).padStart(7),
      a.p50.toFixed(2).padStart(8),
      a.p95.toFixed(2).padStart(8),
      f.p95.toFixed(2).padStart(8),
      (a.p95 / f.p95).toFixed(2).padStart(10),
    );
  }
  const a = stats(allApi);
  const f = stats(allFts);
  console.log(
    `all queries: api p50 ${a.p50.toFixed(2)} p95 ${a.p95.toFixed(2)} ms (target p95 < 30); unranked fts p95 ${f.p95.toFixed(2)} ms; ratio p95 ${(a.p95 / f.p95).toFixed(2)}`,
  );

  // 2. 200 pasted rows in one call against the same rows looked up plainly.
  const matchBody = JSON.stringify({ rows });
  const answer = (await (
    await app.request('/api/products/match', { method: 'POST', headers, body: matchBody })
  ).json()) as {
    summary: Record<string, number>;
  };
  const plans = rows.map((r) => planProductSearch(ctx.db, r.text, { correctTypos: false }));
  const byCode = ctx.db.prepare('SELECT id FROM products WHERE symbol = ? OR ean = ? OR catalog_number = ?');
  const firstHits = ctx.db.prepare('SELECT rowid FROM products_fts WHERE products_fts MATCH ? LIMIT 5');
  const plain = () => {
    rows.forEach((r, i) => {
      if (byCode.get(r.text, r.text, r.text)) return;
      const match = plans[i]?.match;
      if (match) firstHits.all(match);
    });
  };
  plain();
  const matched = await timed(matchRuns, async () =>
    (await app.request('/api/products/match', { method: 'POST', headers, body: matchBody })).json(),
  );
  const baseline = await timed(Math.max(matchRuns, 5), plain);
  const m = stats(matched);
  const b = stats(baseline);
  console.log(
    `\nmatch 200 rows in one call (${JSON.stringify(answer.summary)}), ${matchRuns} runs: p50 ${m.p50.toFixed(1)} p95 ${m.p95.toFixed(1)} ms (target p95 < 1000); plain lookups p95 ${b.p95.toFixed(1)} ms; ratio p95 ${(m.p95 / b.p95).toFixed(2)}`,
  );

  // 3. The matched rows added in one call, against one call per line.
  type Candidate = { product: { id: number }; quantity: number };
  type Answer = { rows: { match: Candidate | null; candidates: Candidate[]; kind: string }[] };
  const full = (await (
    await app.request('/api/products/match', { method: 'POST', headers, body: matchBody })
  ).json()) as Answer;
  // Every row as the person left it: the sure match, or a doubtful row's first candidate picked.
  const lines = full.rows.flatMap((r) => {
    const taken = r.match ?? r.candidates[0];
    return taken ? [{ product_id: taken.product.id, quantity: taken.quantity }] : [];
  });
  const clientId = ctx.db.prepare('SELECT id FROM clients ORDER BY id LIMIT 1').pluck().get() as number;
  const newOffer = async () =>
    (await (
      await app.request('/api/offer/create', { method: 'POST', headers, body: JSON.stringify({ client_id: clientId }) })
    ).json()) as { id: number; version: number };
  const addRuns = Math.max(2, Math.min(matchRuns, 10));
  const batch: number[] = [];
  const single: number[] = [];
  for (let i = 0; i < addRuns; i++) {
    const one = await newOffer();
    let start = performance.now();
    const res = await app.request(`/api/offer/${one.id}/add-lines`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ version: one.version, lines }),
    });
    if (res.status !== 200) throw new Error(`add-lines answered ${res.status}: ${await res.text()}`);
    batch.push(performance.now() - start);
    const other = await newOffer();
    let version = other.version;
    start = performance.now();
    for (const line of lines) {
      const r = await app.request(`/api/offer-item/${other.id}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ version, ...line }),
      });
      version = ((await r.json()) as { offer: { version: number } }).offer.version;
    }
    single.push(performance.now() - start);
  }
  const ab = stats(batch);
  const as = stats(single);
  console.log(
    `\nadd ${lines.length} matched lines to an offer in one call, ${addRuns} runs: p50 ${ab.p50.toFixed(1)} p95 ${ab.p95.toFixed(1)} ms (target < 1000); one call per line p95 ${as.p95.toFixed(1)} ms; ratio p95 ${(ab.p95 / as.p95).toFixed(3)}`,
  );

  // Keystrokes of a 20-line list: typed ~8 a line; pasted = Ctrl+V, Enter on "Dopasuj", Enter on
  // "Dodaj" and 3 per doubtful row (Enter, arrow/Enter, Enter), at this list's share of doubtful rows.
  const doubtfulShare = full.rows.filter((r) => r.kind === 'choose').length / full.rows.length;
  const pasted = 3 + 3 * Math.round(20 * doubtfulShare);
  console.log(
    `keystrokes for 20 lines: typed ~${8 * 20}, pasted ${pasted} (${Math.round(20 * doubtfulShare)} doubtful rows); ratio ${(pasted / (8 * 20)).toFixed(2)}`,
  );
  ctx.db.close();
}

await main();
