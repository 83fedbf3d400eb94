import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { type MatchRow, productMatchResponseSchema } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_PER_USER } from '../matching/productMatcher';
import { type RunningServer, startServer } from '../startServer';
import { seedMatchCatalogue, worstPaste } from '../testing/matchLoad';
import { createTestServer, type TestServer } from '../testing/testServer';
import { expectApiError, fieldErrorsOf } from './catalogueTestKit';

// The matcher's bounds (docs/decisions/catalogue.md, "Bounds of the matcher"): a worst-case paste
// answers within its time budget with the rows not reached marked, other calls are answered
// while it runs, a user has at most MATCH_PER_USER matches in flight, and a row's unit is text
// without control characters.

const UNRESOLVED = 'Nie zdążono dopasować tej pozycji — wyślij ją ponownie.';

describe('POST /api/products/match under a worst-case paste (in-memory database)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // A clock moving 1 ms each time it is read: the matcher reads it before every query, so a
    // budget of 150 ms is 150 queries, far fewer than 500 worst rows make, however fast the machine.
    let ticks = 0;
    const start = Date.now();
    server = await createTestServer({ seed: false, matchBudgetMs: 150, now: () => start + ticks++ });
    await seedMatchCatalogue(server.ctx.db);
  }, 120_000);
  afterAll(() => server.close());

  it('answers every row within its budget: the rows not reached are unresolved, in Polish, and resolve when sent again', async () => {
    const seller = await server.loginAs('handlowiec');
    const rows = worstPaste(server.ctx.db, { typos: true });
    const answer = productMatchResponseSchema.parse(await seller.call('productMatch', { body: { rows } }));
    expect(answer.rows).toHaveLength(500);
    expect(answer.rows.map((r) => r.row)).toEqual(rows.map((_, i) => i));
    const unresolved = answer.rows.filter((r) => r.status === 'unresolved');
    expect(unresolved.length).toBeGreaterThan(0);
    expect(unresolved.length).toBeLessThan(500);
    expect(answer.summary.unresolved).toBe(unresolved.length);
    // The budget ends the call: every row after the first unresolved one is unresolved too.
    const firstOpen = answer.rows.findIndex((r) => r.status === 'unresolved');
    expect(answer.rows.slice(firstOpen).every((r) => r.status === 'unresolved')).toBe(true);
    expect(answer.rows.slice(0, firstOpen).every((r) => r.status === 'matched')).toBe(true);
    for (const row of unresolved) {
      expect(row).toMatchObject({ kind: 'none', candidates: [], match: null, message: UNRESOLVED });
    }
    // What is sent again is worked on from its first row.
    const again = productMatchResponseSchema.parse(
      await seller.call('productMatch', { body: { rows: rows.slice(firstOpen) } }),
    );
    expect(again.rows[0]?.status).toBe('matched');
  });

  it('refuses a control character (NUL) in a row’s unit with a Polish field error', async () => {
    const seller = await server.loginAs('handlowiec');
    const error = await expectApiError(
      seller.call('productMatch', {
        body: {
          rows: [
            { text: 'IN-0000001', quantity: 2, unit: 'szt\u0000' },
            { text: 'IN-0000002', unit: 'm\tb' },
          ],
        },
      }),
      400,
    );
    expect(fieldErrorsOf(error)).toEqual({
      'rows.0.unit': ['Jednostka nie może zawierać znaków sterujących (tabulatorów, końców linii).'],
      'rows.1.unit': ['Jednostka nie może zawierać znaków sterujących (tabulatorów, końców linii).'],
    });
  });
});

describe('POST /api/products/match: matches in flight per user (in-memory database)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The usual budget and clock: a worst paste is still running when the next call comes.
    server = await createTestServer({ seed: false });
    await seedMatchCatalogue(server.ctx.db);
  }, 120_000);
  afterAll(() => server.close());

  const post = async (token: string, rows: MatchRow[]) =>
    server.fetch('/api/products/match', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
  const tokenOf = async (username: string) => (await server.loginAs(username)).tokenStore?.get() as string;

  it('lets a user have two matches in flight; a third answers 429 in Polish with Retry-After, others go on', async () => {
    expect(MATCH_PER_USER).toBe(2);
    const seller = await tokenOf('handlowiec');
    const other = await tokenOf('akceptant');
    const rows = worstPaste(server.ctx.db);
    const first = post(seller, rows);
    const second = post(seller, rows);
    const third = await post(seller, rows.slice(0, 1));
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
    // The limit in the IETF draft's fields too: a quota of matches at once, none left now.
    expect(third.headers.get('RateLimit-Policy')).toBe('"match";q=2;qu="concurrent-requests"');
    expect(third.headers.get('RateLimit')).toBe(`"match";r=0;t=${third.headers.get('Retry-After')}`);
    expect(await third.json()).toMatchObject({
      code: 'too_many_matches',
      message: expect.stringContaining('Trwa już dopasowanie Twoich list'),
    });
    // Another user is not held back by the seller's limit.
    expect((await post(other, rows.slice(0, 1))).status).toBe(200);
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    // Once they are answered, the seller may match again.
    expect((await post(seller, rows.slice(0, 1))).status).toBe(200);
  });
});

/**
 * Sends `GET /api/health` one after another while `paste` runs, over a real socket; for each,
 * whether it was answered before the paste was.
 */
async function healthDuring(url: string, paste: Promise<Response>): Promise<boolean[]> {
  let pasteDone = false;
  const answered = paste.then(async (res) => {
    await res.text();
    pasteDone = true;
    return res;
  });
  const before: boolean[] = [];
  // The first goes out once the paste is on the server (its body sent and read).
  await new Promise((resolve) => setTimeout(resolve, 50));
  while (!pasteDone && before.length < 20) {
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    await res.json();
    before.push(!pasteDone);
  }
  expect((await answered).status).toBe(200);
  return before;
}

describe.each([
  ['a file database: the match runs in a worker with its own read connection', 'file'],
  ['an in-memory database: the match yields between rows', ':memory:'],
])('/api/health while a worst-case paste runs, %s', (_, kind) => {
  let running: RunningServer;
  let dir: string | null = null;
  let token: string;
  beforeAll(async () => {
    dir = kind === 'file' ? mkdtempSync(join(tmpdir(), 'salesdesk-match-')) : null;
    running = await startServer({
      dataDir: dir ?? ':memory:',
      port: 0,
      env: {},
      seed: false,
      validateResponses: false,
      backup: { dir: null, intervalMinutes: 0, keep: 1 },
    });
    await seedMatchCatalogue(running.ctx.db);
    const login = await fetch(`${running.url}/api/account/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'handlowiec', password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 120_000);
  afterAll(async () => {
    await running.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('answers every health check sent during the paste before the paste’s answer', async () => {
    const rows = worstPaste(running.ctx.db);
    const paste = fetch(`${running.url}/api/products/match`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    const before = await healthDuring(running.url, paste);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every(Boolean)).toBe(true);
  }, 60_000);
});
