import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { appConfigJson, mountStaticApp } from './staticApp';

const base = { dataDir: ':memory:', tokenSecret: 'x' };

describe('appConfigJson session and socket overrides', () => {
  it('hands empty overrides to the app by default (SPEC defaults apply)', () => {
    const json = appConfigJson(loadConfig({}, base));
    expect(json.session).toEqual({});
    expect(json.socket).toEqual({});
  });

  it('reads SESSION_CONFIG and SOCKET_CONFIG as JSON objects of numbers', () => {
    const config = loadConfig(
      { SESSION_CONFIG: '{"sessionSeconds":60,"idleTimeoutMs":2000}', SOCKET_CONFIG: '{"retryDelayMs":500}' },
      base,
    );
    expect(appConfigJson(config).session).toEqual({ sessionSeconds: 60, idleTimeoutMs: 2000 });
    expect(appConfigJson(config).socket).toEqual({ retryDelayMs: 500 });
  });

  it('takes explicit overrides (startServer options) before the environment', () => {
    const config = loadConfig(
      { SESSION_CONFIG: '{"sessionSeconds":60}' },
      { ...base, sessionOverrides: { warningSeconds: 9 } },
    );
    expect(appConfigJson(config).session).toEqual({ warningSeconds: 9 });
  });

  it('hands the blocked-sales mailbox to the app', () => {
    expect(appConfigJson(loadConfig({ BLOCKED_SALES_MAILBOX: 'kredyty@firma.pl' }, base)).blockedSalesMailbox).toBe(
      'kredyty@firma.pl',
    );
  });

  it('hands the error-reporting DSN and the update-check interval from SENTRY_DSN and UPDATE_CHECK_SECONDS', () => {
    expect(appConfigJson(loadConfig({}, base))).toMatchObject({ errorReportingDsn: null, updateCheckSeconds: 300 });
    const config = loadConfig({ SENTRY_DSN: 'https://k@errors.example/4', UPDATE_CHECK_SECONDS: '30' }, base);
    expect(appConfigJson(config)).toMatchObject({
      errorReportingDsn: 'https://k@errors.example/4',
      updateCheckSeconds: 30,
    });
    expect(() => loadConfig({ UPDATE_CHECK_SECONDS: 'często' }, base)).toThrow(/UPDATE_CHECK_SECONDS/);
  });

  it('refuses malformed values', () => {
    expect(() => loadConfig({ SESSION_CONFIG: 'nope' }, base)).toThrow(/SESSION_CONFIG must be a JSON object/);
    expect(() => loadConfig({ SESSION_CONFIG: '[1]' }, base)).toThrow(/JSON object/);
    expect(() => loadConfig({ SOCKET_CONFIG: '{"maxRetries":"3"}' }, base)).toThrow(/SOCKET_CONFIG.maxRetries/);
  });
});

describe('malformed URLs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'salesdesk-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>salesdesk</title>');
  const app = new Hono();
  mountStaticApp(app, loadConfig({}, { ...base, appDir: dir }));

  it.each(['/%', '/%C0%AE', '/%E0%A4%A', '/pl/%FF', '/assets/%00.js', '/%ED%A0%80'])(
    'answers %s with 400 and a Polish message',
    async (path) => {
      const res = await app.request(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: 'bad_request',
        message: 'Nieprawidłowy adres: błędne kodowanie znaków.',
      });
    },
  );

  it('still serves a well-encoded path', async () => {
    expect((await app.request('/pl/%C5%BC')).status).toBe(200);
  });
});
