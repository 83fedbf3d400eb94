import { generateDataset } from '@salesdesk/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMatchCatalogue } from '../testing/matchLoad';
import { measurePasteLearning, PASTED_TRADE_LINES } from '../testing/pastedTradeLines';
import { createTestServer, type TestServer } from '../testing/testServer';

// The 44 pasted lines of a contractor's list against the demo catalogue: the measurement of
// bench/pasteLearning.bench.ts, held to what it must show.

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ seed: false });
  await seedMatchCatalogue(server.ctx.db, 1);
}, 120_000);
afterAll(() => server.close());

describe('the paste that learns the trade’s words', () => {
  it('has in the demo catalogue a product for every pasted line', () => {
    const products = generateDataset({ seed: 1, scale: 1 }).catalogue.products;
    expect(PASTED_TRADE_LINES.length).toBeGreaterThanOrEqual(40);
    expect(PASTED_TRADE_LINES.filter((l) => !products.some((p) => l.means.test(p.index_name)))).toEqual([]);
  });

  it('puts the right product first more often with the dictionary, and takes every picked line with certainty after one round', () => {
    const user = server.ctx.db.prepare("SELECT id FROM users WHERE username = 'handlowiec'").pluck().get() as number;
    const { before, dictionary, learned, picked } = measurePasteLearning(server.ctx, user);
    expect(dictionary.rightFirst).toBeGreaterThan(before.rightFirst);
    expect(dictionary.rightOffered).toBeGreaterThanOrEqual(before.rightOffered);
    expect(picked).toBeGreaterThan(30);
    // Every line whose product the person could pick is now taken, rightly, without asking.
    expect(learned.certainRight).toBe(dictionary.rightOffered);
    expect(learned.certain).toBe(learned.certainRight);
    expect(learned.certain).toBeGreaterThanOrEqual(40);
  }, 60_000);
});
