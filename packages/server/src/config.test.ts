import { brands } from '@salesdesk/sdk';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { dataDir: ':memory:', tokenSecret: 'x' };

describe('letterhead configuration', () => {
  it('defaults to the letterhead of the configured brand', () => {
    expect(loadConfig({}, base).letterhead).toEqual(brands.one.letterhead);
    expect(loadConfig({ BRAND: 'two' }, base).letterhead).toEqual(brands.two.letterhead);
  });

  it('lays the fields of env LETTERHEAD over the brand, and explicit overrides over both', () => {
    const env = { BRAND: 'two', LETTERHEAD: '{"name":"Budmat Śląsk Sp. z o.o.","www":"www.budmat.example.pl"}' };
    expect(loadConfig(env, base).letterhead).toEqual({
      ...brands.two.letterhead,
      name: 'Budmat Śląsk Sp. z o.o.',
      www: 'www.budmat.example.pl',
    });
    const explicit = loadConfig(env, { ...base, letterhead: { ...brands.one.letterhead, nip: '5260250274' } });
    expect(explicit.letterhead).toEqual({ ...brands.one.letterhead, nip: '5260250274' });
  });

  it('refuses a malformed LETTERHEAD, naming the problem', () => {
    expect(() => loadConfig({ LETTERHEAD: 'nope' }, base)).toThrow(/LETTERHEAD must be a JSON object/);
    expect(() => loadConfig({ LETTERHEAD: '["a"]' }, base)).toThrow(/LETTERHEAD must be a JSON object/);
    expect(() => loadConfig({ LETTERHEAD: '{"krs":"0000123456"}' }, base)).toThrow(
      /LETTERHEAD.krs is not a letterhead field/,
    );
    expect(() => loadConfig({ LETTERHEAD: '{"nip":7792415038}' }, base)).toThrow(/LETTERHEAD.nip must be a string/);
  });
});

describe('blocked-sales mailbox', () => {
  it("defaults to the brand's mailbox, takes BLOCKED_SALES_MAILBOX, and refuses what is not an address", () => {
    expect(loadConfig({}, base).blockedSalesMailbox).toBe(brands.one.blockedSalesMailbox);
    expect(loadConfig({ BRAND: 'two' }, base).blockedSalesMailbox).toBe(brands.two.blockedSalesMailbox);
    expect(loadConfig({ BLOCKED_SALES_MAILBOX: ' windykacja@firma.pl ' }, base).blockedSalesMailbox).toBe(
      'windykacja@firma.pl',
    );
    expect(() => loadConfig({ BLOCKED_SALES_MAILBOX: 'windykacja' }, base)).toThrow(
      /BLOCKED_SALES_MAILBOX must be an e-mail address/,
    );
  });
});

describe('what the first start seeds (SEED)', () => {
  it('is the demo outside production and empty in production, unless SEED chooses', () => {
    expect(loadConfig({}, base).seedData).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production' }, base).seedData).toBe('empty');
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' }, base).seedData).toBe('demo');
    expect(loadConfig({ SEED: 'EMPTY' }, base).seedData).toBe('empty');
    expect(() => loadConfig({ SEED: 'pusty' }, base)).toThrow('SEED must be "demo" or "empty", got "pusty"');
  });
});

describe('durability of the database file', () => {
  it('syncs every commit (synchronous = FULL) unless DB_SYNCHRONOUS says normal', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { openDatabase } = await import('./db/database');
    const dir = mkdtempSync(join(tmpdir(), 'salesdesk-sync-'));
    try {
      expect(loadConfig({}, base).dbSynchronous).toBe('full');
      expect(loadConfig({ DB_SYNCHRONOUS: 'normal' }, base).dbSynchronous).toBe('normal');
      expect(() => loadConfig({ DB_SYNCHRONOUS: 'off' }, base)).toThrow(/DB_SYNCHRONOUS must be "full" or "normal"/);
      // SQLite's levels: 1 = NORMAL, 2 = FULL.
      const full = openDatabase(join(dir, 'a'));
      expect(full.pragma('synchronous', { simple: true })).toBe(2);
      expect(full.pragma('journal_mode', { simple: true })).toBe('wal');
      full.close();
      const normal = openDatabase(join(dir, 'b'), { synchronous: 'normal' });
      expect(normal.pragma('synchronous', { simple: true })).toBe(1);
      normal.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
