import { performance } from 'node:perf_hooks';
import { DEMO_PASSWORD, generateDataset, type ProductFixture } from '../fixtures/src/index';
import { createApp } from '../packages/server/src/app';
import { seedDatabase } from '../packages/server/src/db/seed';
import { createServerContext } from '../packages/server/src/startServer';
const ctx = await createServerContext({ dataDir: ':memory:', env: {}, seed: false, validateResponses: false });
const base = generateDataset({ seed: 1, scale: 1 });
await seedDatabase(ctx.db, { ...base, offers: [], orders: [] }, { demoPasswords: true });
const products = base.catalogue.products;
const rows = Array.from({ length: 200 }, (_, i) => {
  const p = products[(i * 9 + 17) % products.length] as ProductFixture;
  if (i % 10 < 3) return { text: p.symbol, quantity: 2 };
  if (i % 10 < 5) return { text: p.ean, quantity: 2 };
  return { text: p.index_name, quantity: 2 };
});
const app = createApp(ctx);
const login = await app.request('/api/account/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'handlowiec', password: DEMO_PASSWORD }) });
const { token } = (await login.json()) as { token: string };
const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
const body = JSON.stringify({ rows });
for (let i = 0; i < 15; i++) {
  const t = performance.now();
  await (await app.request('/api/products/match', { method: 'POST', headers, body })).json();
  console.log((performance.now() - t).toFixed(1));
}
