import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
afterEach(() => server?.close());

const OFFICE = '203.0.113.7';
const HOME = '198.51.100.20';

/** Logs in through the real router as if from `address` (the node adapter's socket). */
async function login(address: string, username: string, password: string) {
  const res = await server.app.fetch(
    new Request('http://salesdesk.test/api/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    }),
    { incoming: { socket: { remoteAddress: address } } },
  );
  return {
    status: res.status,
    json: (await res.json()) as { message: string },
    retryAfter: res.headers.get('retry-after'),
  };
}

describe('login throttle per account and address', () => {
  it('an office behind one address keeps working while a sprayer tries every account from it', async () => {
    let now = Date.now();
    server = await createTestServer({ now: () => now, loginLimits: { perAccount: 5, perAddress: 30 } });
    // The sprayer: one password against 40 (made-up) accounts; each is checked once and fails.
    for (let i = 0; i < 40; i++) expect((await login(OFFICE, `pracownik${i}`, 'Wiosna2026!')).status).toBe(401);
    // A second round: the address is over its cap and every account already failed from it.
    for (let i = 0; i < 40; i++) expect((await login(OFFICE, `pracownik${i}`, 'haslo123')).status).toBe(429);
    expect((await login(OFFICE, 'admin', 'zgaduje')).status).toBe(401);
    // Over its cap the address gets no second guess at an account that already failed from it...
    const again = await login(OFFICE, 'admin', 'zgaduje-znowu');
    expect(again.status).toBe(429);
    expect(again.json.message).toMatch(/^Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za \d+ s\.$/);
    expect(Number(again.retryAfter)).toBeGreaterThan(0);
    // ...but a colleague at the next desk with the right password still logs in.
    expect((await login(OFFICE, 'handlowiec', DEMO_PASSWORD)).status).toBe(200);
    // The window passes and the address is trusted again.
    now += 15 * 60_000 + 1000;
    expect((await login(OFFICE, 'admin', 'zgaduje')).status).toBe(401);
  });

  it('a targeted account is locked for the attacking address only', async () => {
    let now = Date.now();
    server = await createTestServer({ now: () => now, loginLimits: { perAccount: 5, perAddress: 30 } });
    for (let i = 0; i < 5; i++) expect((await login(OFFICE, 'admin', `zle${i}`)).status).toBe(401);
    const locked = await login(OFFICE, 'admin', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/^Zbyt wiele nieudanych prób logowania/);
    // The owner at home is not locked out, and the other staff at the office are not either.
    expect((await login(HOME, 'admin', DEMO_PASSWORD)).status).toBe(200);
    expect((await login(OFFICE, 'handlowiec', DEMO_PASSWORD)).status).toBe(200);
    // After the window the pair may try again.
    now += 15 * 60_000 + 1000;
    expect((await login(OFFICE, 'admin', DEMO_PASSWORD)).status).toBe(200);
  });

  it('a success clears the pair, so a typo later does not add up with older ones', async () => {
    server = await createTestServer({ loginLimits: { perAccount: 3, perAddress: 30 } });
    for (let i = 0; i < 2; i++) expect((await login(OFFICE, 'admin', 'zle')).status).toBe(401);
    expect((await login(OFFICE, 'admin', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await login(OFFICE, 'admin', 'zle')).status).toBe(401);
    expect((await login(OFFICE, 'admin', DEMO_PASSWORD)).status).toBe(200);
  });
});
