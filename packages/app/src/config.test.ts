import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG, loadAppConfig, parseAppConfig, resolveSocketUrl } from './config';

describe('app config', () => {
  it('reads every field of /app-config.json', async () => {
    const fetch = (async (url: string) => {
      expect(url).toBe('/app-config.json');
      return Response.json({
        apiBaseUrl: 'http://api.example/',
        socketUrl: 'ws://api.example/ws',
        brand: 'two',
        cookiePrefix: 'sd_',
        investmentsUrl: 'https://inv.example',
        blockedSalesMailbox: 'kredyty@firma.example',
        errorReportingDsn: 'https://key@errors.example/3',
        updateCheckSeconds: 60,
        session: { sessionSeconds: 60 },
        socket: { retryDelayMs: 500 },
      });
    }) as typeof globalThis.fetch;
    expect(await loadAppConfig(fetch)).toEqual({
      apiBaseUrl: 'http://api.example',
      socketUrl: 'ws://api.example/ws',
      brand: 'two',
      cookiePrefix: 'sd_',
      investmentsUrl: 'https://inv.example',
      blockedSalesMailbox: 'kredyty@firma.example',
      errorReportingDsn: 'https://key@errors.example/3',
      updateCheckSeconds: 60,
      session: { sessionSeconds: 60 },
      socket: { retryDelayMs: 500 },
    });
  });

  it('falls back to the defaults field by field, and entirely when the file is missing', async () => {
    expect(
      parseAppConfig({
        brand: 'three',
        apiBaseUrl: 5,
        investmentsUrl: null,
        blockedSalesMailbox: 'brak',
        errorReportingDsn: '',
        updateCheckSeconds: -1,
      }),
    ).toEqual(DEFAULT_APP_CONFIG);
    expect(parseAppConfig({ brand: 'two' }).brand).toBe('two');
    const missing = (async () => new Response('nie ma', { status: 404 })) as typeof globalThis.fetch;
    expect(await loadAppConfig(missing)).toEqual(DEFAULT_APP_CONFIG);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof globalThis.fetch;
    expect(await loadAppConfig(down)).toEqual(DEFAULT_APP_CONFIG);
  });

  it('derives the socket URL from the page when none is configured', () => {
    expect(resolveSocketUrl(DEFAULT_APP_CONFIG, { protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/ws');
    expect(resolveSocketUrl({ ...DEFAULT_APP_CONFIG, socketUrl: 'ws://x/ws' }, { protocol: 'http:', host: 'a' })).toBe(
      'ws://x/ws',
    );
  });
});
