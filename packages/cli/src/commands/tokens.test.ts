import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApiClient, decodeTokenExp, memoryTokenStore } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliTestEnv, startCliTestEnv } from '../testing/cliTestKit';

// Scripts that outlive an hour: the session token of a profile is renewed before it expires,
// and a personal API token (made on the settings page) is accepted by profiles and SALESDESK_TOKEN.

const START = Date.UTC(2030, 0, 7, 1, 0, 0);
const MINUTE = 60_000;
let clock = START;
const now = () => clock;
let t: CliTestEnv;

beforeAll(async () => {
  t = await startCliTestEnv({ now });
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const profiles = () =>
  JSON.parse(readFileSync(join(t.env.XDG_CONFIG_HOME as string, 'salesdesk', 'profiles.json'), 'utf8')).profiles;

async function personalToken(scope: 'read' | 'full', days: number): Promise<string> {
  const client = createApiClient({ baseURL: t.server.url, tokenStore: memoryTokenStore() });
  const { token } = await client.call('login', { body: { username: 'handlowiec', password: 'demo1234' } });
  client.tokenStore?.set(token);
  const created = await client.call('apiTokenCreate', { body: { name: `Noc ${clock}`, scope, expires_in_days: days } });
  return created.token;
}

describe('session token renewal', () => {
  it('renews a profile’s token in its last ten minutes, so commands run past the first hour', async () => {
    clock = START;
    expect((await t.cli(['login', '-u', 'handlowiec', '--password-stdin'], { input: 'demo1234', now })).code).toBe(0);
    const first = profiles().default.token as string;

    // 40 minutes in: 20 left, nothing to do yet.
    clock = START + 40 * MINUTE;
    expect((await t.cli(['whoami'], { now })).code).toBe(0);
    expect(profiles().default.token).toBe(first);

    // 55 minutes in: 5 left, renewed before the call and saved in the profile.
    clock = START + 55 * MINUTE;
    const renewedRun = await t.cli(['whoami', '--json'], { now });
    expect(renewedRun.code).toBe(0);
    const second = profiles().default.token as string;
    expect(second).not.toBe(first);
    expect(decodeTokenExp(second) * 1000).toBe(clock + 60 * MINUTE);

    // Past the first token's hour: the renewed one carries on; the first one is revoked.
    clock = START + 100 * MINUTE;
    const later = await t.cli(['export', 'clients', '--format', 'ndjson', '--columns', 'id'], { now });
    expect(later.code).toBe(0);
    expect(later.stdout.trim().split('\n').length).toBeGreaterThan(10);
    expect((await t.cli(['whoami'], { now, env: { SALESDESK_TOKEN: first } })).code).toBe(3);
  });

  it('an expired token is not renewable: exit 3, as before', async () => {
    clock = START + 200 * MINUTE;
    const res = await t.cli(['whoami'], { now });
    expect(res.code).toBe(3);
    expect(res.stderr.split('\n')[0]).toBe('salesdesk: Serwer odrzucił token (sesja wygasła lub została wylogowana).');
  });

  it('a session token from SALESDESK_TOKEN is used as given, never renewed (the caller could not learn the new one)', async () => {
    clock = START + 300 * MINUTE;
    const client = createApiClient({ baseURL: t.server.url, tokenStore: memoryTokenStore() });
    const { token } = await client.call('login', { body: { username: 'handlowiec', password: 'demo1234' } });
    clock += 55 * MINUTE;
    const env = { SALESDESK_TOKEN: token };
    expect((await t.cli(['whoami'], { now, env })).code).toBe(0);
    expect((await t.cli(['whoami'], { now, env })).code).toBe(0);
  });
});

describe('personal API tokens in the CLI', () => {
  it('a profile saves one with login --token-stdin; a nightly export runs with it days later', async () => {
    clock = START + 1000 * MINUTE;
    const token = await personalToken('read', 30);
    const saved = await t.cli(['--profile', 'noc', 'login', '--token-stdin'], { input: `${token}\n`, now });
    expect(saved.code).toBe(0);
    expect(saved.stderr).toBe('Zapisano token API użytkownika handlowiec (profil noc).\n');
    expect(profiles().noc).toMatchObject({ token, username: 'handlowiec' });

    clock += 3 * 24 * 60 * MINUTE;
    const nightly = await t.cli(['--profile', 'noc', 'export', 'offers', '--format', 'csv'], { now });
    expect(nightly.code).toBe(0);
    expect(nightly.stdout.split('\n').length).toBeGreaterThan(2);
    // Never renewed: the profile keeps the token it was given.
    expect(profiles().noc.token).toBe(token);

    const out = await t.cli(['--profile', 'noc', 'logout'], { now });
    expect(out.code).toBe(0);
    expect(out.stderr).toContain('nadal jest ważny');
    expect((await t.cli(['whoami'], { now, env: { SALESDESK_TOKEN: token } })).code).toBe(0);

    // Past its expiry: exit 3 with the token's own reason and how to get a new one.
    clock += 31 * 24 * 60 * MINUTE;
    const expired = await t.cli(['whoami'], { now, env: { SALESDESK_TOKEN: token } });
    expect(expired.code).toBe(3);
    expect(expired.stderr.split('\n').slice(0, 2)).toEqual([
      'salesdesk: Token API wygasł. Utwórz nowy w ustawieniach.',
      'Utwórz nowy token w aplikacji (Ustawienia → Tokeny API) i zapisz go: salesdesk login --token-stdin.',
    ]);
  });

  it('SALESDESK_TOKEN takes one: whoami and list run with a read-only token', async () => {
    clock = START + 2000 * MINUTE;
    const token = await personalToken('read', 7);
    const env = { SALESDESK_TOKEN: token };
    const who = await t.cli(['whoami', '--json'], { now, env });
    expect(JSON.parse(who.stdout).username).toBe('handlowiec');
    const list = await t.cli(['list', 'clients', '--limit', '2', '--json'], { now, env });
    expect(list.code).toBe(0);
  });

  it('login --token-stdin refuses what is not a personal token, and a revoked or unknown one', async () => {
    const notOne = await t.cli(['--profile', 'x', 'login', '--token-stdin'], { input: 'abc.def.ghi', now });
    expect(notOne.code).toBe(2);
    expect(notOne.stderr.split('\n')[0]).toContain('To nie jest osobisty token API');
    const unknown = await t.cli(['--profile', 'x', 'login', '--token-stdin'], {
      input: `sdpat_${'A'.repeat(43)}`,
      now,
    });
    expect(unknown.code).toBe(3);
    expect(unknown.stderr.split('\n')[0]).toBe('salesdesk: Token API jest nieprawidłowy.');
    const mixed = await t.cli(['--profile', 'x', 'login', '-u', 'admin', '--token-stdin'], { input: 'sdpat_x', now });
    expect(mixed.code).toBe(2);
  });
});
