import { createHash } from 'node:crypto';
import { type Dataset, type DatasetStages, datasetStages, emptiedArea, generateDataset } from '@salesdesk/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../serverContext';
import { createServerContext } from '../startServer';
import type { Db } from './database';
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

// First start seeds from stages, the catalogue and the documents in batches; the database must
// hold what the whole dataset gives, row for row (the tests and the mock backend share that data).
describe('seedDatabase from stages', () => {
  const contexts: ServerContext[] = [];
  afterAll(() => {
    for (const ctx of contexts) ctx.db.close();
  });
  async function seeded(data: Dataset | DatasetStages): Promise<Db> {
    const ctx = await createServerContext({ dataDir: ':memory:', env: {}, seed: false, validateResponses: false });
    contexts.push(ctx);
    await seedDatabase(ctx.db, data, { demoPasswords: false, now: Date.parse('2026-03-02T09:00:00Z') });
    return ctx.db;
  }
  /** The change log's columns but its time. */
  const CHANGE_EVENT_COLUMNS = 'id, entity, entity_id, number, version, change, event, creator_id, company_code';
  /** Every seeded table's rows in insertion order, as digests. */
  function tables(db: Db): Record<string, string> {
    const names = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations'",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      names.map((name) => {
        const withoutRowid = /WITHOUT ROWID/i.test(
          db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(name) as string,
        );
        // The change log's triggers stamp the wall clock (the change's time, and the `updated_at`
        // of clients and invoices): two seeds differ only in those times.
        const columns =
          name === 'change_events'
            ? CHANGE_EVENT_COLUMNS
            : name === 'clients' || name === 'invoices'
              ? (db.prepare(`SELECT name FROM pragma_table_info('${name}')`).pluck().all() as string[])
                  .filter((c) => c !== 'updated_at')
                  .join(', ')
              : '*';
        const rows = db
          .prepare(`SELECT ${columns} FROM "${name}"${withoutRowid ? '' : ' ORDER BY rowid'}`)
          .raw()
          .all();
        return [name, `${rows.length}:${createHash('sha1').update(JSON.stringify(rows)).digest('hex')}`];
      }),
    );
  }

  it('holds, table by table, what the whole dataset seeds (a scale of two catalogue batches and more)', async () => {
    const options = { seed: 1, scale: 2 };
    const fromStages = tables(await seeded(datasetStages(options)));
    expect(fromStages).toEqual(tables(await seeded(generateDataset(options))));
    expect(fromStages.products).toMatch(/^4000:/);
    expect(fromStages.product_relations).not.toMatch(/^0:/);
  });

  it('leaves an empty database when a stage fails, and seeds it whole on the next attempt', async () => {
    const stages = datasetStages({ seed: 1, scale: 1 });
    const ctx = await createServerContext({ dataDir: ':memory:', env: {}, seed: false, validateResponses: false });
    contexts.push(ctx);
    const failing: DatasetStages = {
      ...stages,
      reference: () => {
        throw new Error('generator failed');
      },
    };
    await expect(seedDatabase(ctx.db, failing, { demoPasswords: false })).rejects.toThrow('generator failed');
    const count = (table: string) => ctx.db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
    expect([count('users'), count('products'), count('offers'), count('product_relations')]).toEqual([0, 0, 0, 0]);
    await seedDatabase(ctx.db, stages, { demoPasswords: false });
    expect(count('products')).toBe(2000);
    expect(count('offers')).toBe(1000);
  });
});
