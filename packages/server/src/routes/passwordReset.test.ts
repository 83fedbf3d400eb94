import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { expectApiError } from './catalogueTestKit';

// Password reset links (docs/decisions.md, "Forgot / reset password").
let server: TestServer;
const EMAIL = 'handlowiec@salesdesk.example.pl';

/** Lets the work queued after an answer (`ctx.runLater`) run. */
const settle = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  // Links queued after the last answer are written before the database closes.
  await settle();
  server.close();
});

/** Asks for a link from `address` (the caller's network address) and answers the raw response. */
async function forgot(email: string, address = '10.0.0.1') {
  const request = new Request('http://salesdesk.test/api/account/forgot-password', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const res = await server.app.fetch(request, { incoming: { socket: { remoteAddress: address } } });
  return { status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') };
}

/** The tokens of the reset e-mails sent to `email`, oldest first. */
function tokensSentTo(email: string): string[] {
  const bodies = server.ctx.db
    .prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id')
    .pluck()
    .all(email) as string[];
  return bodies.map((b) => /token=([\w-]+)/.exec(b)?.[1] ?? '');
}

async function requestToken(email = EMAIL, address = '10.0.0.1'): Promise<string> {
  expect((await forgot(email, address)).status).toBe(200);
  await settle();
  return tokensSentTo(email).at(-1) ?? '';
}

const reset = (token: string, password: string) => server.client().call('resetPassword', { body: { token, password } });

describe('reset tokens', () => {
  it('a token is used once even by concurrent resets: exactly one of five succeeds', async () => {
    const token = await requestToken();
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => reset(token, `noweHaslo${i}xyz`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const winner = results.findIndex((r) => r.status === 'fulfilled');
    const login = await server
      .client()
      .call('login', { body: { username: 'handlowiec', password: `noweHaslo${winner}xyz` } });
    expect(login.token).toBeTruthy();
  });

  it('a new request ends every earlier token; a reset ends the rest', async () => {
    const first = await requestToken();
    const second = await requestToken(EMAIL, '10.0.0.2');
    expect(first).not.toBe(second);
    const e = await expectApiError(reset(first, 'noweHaslo123'), 400);
    expect(e.fieldErrors.token).toEqual(['Link resetu hasła jest nieprawidłowy lub wygasł.']);
    await reset(second, 'noweHaslo123');
    expect(server.ctx.db.prepare('SELECT COUNT(*) FROM password_resets WHERE used_at IS NULL').pluck().get()).toBe(0);
  });

  it('a token issued before the account was deactivated does not reset the password', async () => {
    const token = await requestToken();
    const admin = await server.loginAs('admin');
    await admin.call('assignStatus', { body: { user_id: 2, is_active: false } });
    await expectApiError(reset(token, 'noweHaslo123'), 400);
    await admin.call('assignStatus', { body: { user_id: 2, is_active: true } });
    await expectApiError(reset(token, 'noweHaslo123'), 400);
    // The old password still logs in: nothing was changed.
    expect(
      (await server.client().call('login', { body: { username: 'handlowiec', password: 'demo1234' } })).token,
    ).toBeTruthy();
  });
});

describe('forgot-password', () => {
  it('sends at most a few links to one address, answering every caller the same way', async () => {
    const answers = new Set<string>();
    for (let i = 0; i < 42; i++) {
      const res = await forgot(EMAIL, `10.1.0.${i}`);
      answers.add(`${res.status} ${res.body}`);
      const missing = await forgot('nikt@example.pl', `10.2.0.${i}`);
      answers.add(`${missing.status} ${missing.body}`);
    }
    await settle();
    expect([...answers]).toEqual(['200 {"ok":true}']);
    expect(tokensSentTo(EMAIL)).toHaveLength(3);
  });

  it('limits one caller’s requests, whether the accounts exist or not', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await forgot(i % 2 ? EMAIL : `nikt${i}@example.pl`, '10.3.0.1');
      statuses.push(res.status);
      if (res.status === 429) {
        expect(JSON.parse(res.body).message).toMatch(/^Zbyt wiele próśb o reset hasła\. Spróbuj ponownie za \d+ s\.$/);
        expect(Number(res.retryAfter)).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    // Another caller is not affected.
    expect((await forgot('nikt@example.pl', '10.3.0.2')).status).toBe(200);
  });

  it('answers before it looks the address up: the same work whether the account exists or not', async () => {
    const held: (() => void)[] = [];
    server.ctx.runLater = (job) => held.push(job);
    const outbox = () => server.ctx.db.prepare('SELECT COUNT(*) FROM outbox').pluck().get() as number;
    const before = outbox();
    expect(await forgot(EMAIL)).toMatchObject({ status: 200, body: '{"ok":true}' });
    expect(await forgot('nikt@example.pl')).toMatchObject({ status: 200, body: '{"ok":true}' });
    // Nothing read or written for either before the answer: one job queued for each.
    expect(held).toHaveLength(2);
    expect(outbox()).toBe(before);
    for (const job of held) job();
    expect(outbox()).toBe(before + 1);
  });
});
