import { type Dataset, emptiedArea, generateDataset } from '@salesdesk/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../serverContext';
import { createServerContext } from '../startServer';
import { seedDatabase } from './seed';

// A whole dataset given with some areas left out (the benchmarks and the search tests seed so):
// the invoices of orders come with the orders seeded, never without them.
describe('seedDatabase with a whole dataset', () => {
  let data: Dataset;
  const contexts: ServerContext[] = [];
  beforeAll(() => {
    data = generateDataset({ seed: 1, scale: 1 });
  });
  afterAll(() => {
    for (const ctx of contexts) ctx.db.close();
  });
  async function seeded(dataset: Dataset) {
    const ctx = await createServerContext({ dataDir: ':memory:', env: {}, seed: false, validateResponses: false });
    contexts.push(ctx);
    await seedDatabase(ctx.db, dataset, { demoPasswords: false, now: Date.parse('2026-03-02T09:00:00Z') });
    const count = (sql: string) => ctx.db.prepare(sql).pluck().get() as number;
    return {
      orderInvoices: count('SELECT COUNT(*) FROM invoices WHERE order_id IS NOT NULL'),
      dangling: count(
        'SELECT COUNT(*) FROM invoices i LEFT JOIN orders o ON o.id = i.order_id WHERE i.order_id IS NOT NULL AND o.id IS NULL',
      ),
      invoices: count('SELECT COUNT(*) FROM invoices'),
    };
  }

  it('seeds the invoices of the confirmed orders, each pointing at its order', async () => {
    expect(data.orderInvoices.length).toBeGreaterThan(0);
    const got = await seeded(data);
    expect(got.orderInvoices).toBeGreaterThan(0);
    expect(got.dangling).toBe(0);
  });

  it('seeds no order invoices without the orders and without the clients (the reference bench)', async () => {
    const got = await seeded({ ...data, offers: [], orders: [], reference: emptiedArea(data.reference) });
    expect(got.invoices).toBe(0);
  });

  it('seeds the reference invoices only when the orders are left out (the search tests)', async () => {
    const got = await seeded({ ...data, offers: [], orders: [] });
    expect(got.orderInvoices).toBe(0);
    expect(got.invoices).toBe(data.reference.invoices.length);
  });
});
