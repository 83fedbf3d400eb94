import { type BrandId, DEFAULT_COOKIE_PREFIX, isBrandId } from '@salesdesk/sdk';

/** Runtime configuration of the app, served by the server as `/app-config.json`. */
export interface AppConfig {
  /** API base URL; '' means the page's own origin. */
  apiBaseUrl: string;
  /** Live socket URL; '' means `/ws` on the page's own origin. */
  socketUrl: string;
  brand: BrandId;
  /** Prefix of the auth cookie (`<prefix>account_token`). */
  cookiePrefix: string;
  /** The brand's investments application; null keeps the brand default. */
  investmentsUrl: string | null;
  /** The blocked-sales contact mailbox (SPEC §9); null keeps the brand default. */
  blockedSalesMailbox: string | null;
  /**
   * The error-reporting service's DSN (Sentry), or null: nothing is loaded or sent without it
   * (SPEC §8 "when a key is configured"). Its origin is allowed by the server's CSP.
   */
  errorReportingDsn: string | null;
  /** How often the app asks `/builds/latest.json` whether a newer build is out (s); 0 = never. */
  updateCheckSeconds: number;
  /** Session engine overrides as served (validated by the session wiring), absent for defaults. */
  session?: unknown;
  /** Live socket overrides as served, absent for defaults. */
  socket?: unknown;
}

/** Defaults used for every field the file lacks or gets wrong. */
export const DEFAULT_APP_CONFIG: Readonly<AppConfig> = Object.freeze({
  apiBaseUrl: '',
  socketUrl: '',
  brand: 'one',
  cookiePrefix: DEFAULT_COOKIE_PREFIX,
  investmentsUrl: null,
  blockedSalesMailbox: null,
  errorReportingDsn: null,
  updateCheckSeconds: 300,
});

/** Where the configuration is read from. */
export const APP_CONFIG_PATH = '/app-config.json';

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** Merges a parsed configuration file over the defaults, field by field. */
export function parseAppConfig(raw: unknown): AppConfig {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const d = DEFAULT_APP_CONFIG;
  return {
    apiBaseUrl: str(o.apiBaseUrl, d.apiBaseUrl).replace(/\/+$/, ''),
    socketUrl: str(o.socketUrl, d.socketUrl),
    brand: isBrandId(o.brand) ? o.brand : d.brand,
    cookiePrefix: str(o.cookiePrefix, d.cookiePrefix),
    investmentsUrl: typeof o.investmentsUrl === 'string' && o.investmentsUrl ? o.investmentsUrl : null,
    blockedSalesMailbox:
      typeof o.blockedSalesMailbox === 'string' && o.blockedSalesMailbox.includes('@') ? o.blockedSalesMailbox : null,
    errorReportingDsn: typeof o.errorReportingDsn === 'string' && o.errorReportingDsn ? o.errorReportingDsn : null,
    updateCheckSeconds:
      typeof o.updateCheckSeconds === 'number' && Number.isFinite(o.updateCheckSeconds) && o.updateCheckSeconds >= 0
        ? o.updateCheckSeconds
        : d.updateCheckSeconds,
    ...(o.session !== undefined ? { session: o.session } : {}),
    ...(o.socket !== undefined ? { socket: o.socket } : {}),
  };
}

/**
 * Fetches the configuration at boot. A missing or broken file is not fatal: the app then runs
 * on the defaults (same-origin API), which is what a plain `pnpm start` serves anyway.
 */
export async function loadAppConfig(fetchFn: typeof globalThis.fetch = globalThis.fetch): Promise<AppConfig> {
  try {
    // The server marks it `no-cache` with an ETag: asked again on every start, a current copy
    // costs a 304. The default cache mode lets this fetch take index.html's preload of it.
    const res = await fetchFn(APP_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!res.ok) return { ...DEFAULT_APP_CONFIG };
    return parseAppConfig(await res.json());
  } catch {
    return { ...DEFAULT_APP_CONFIG };
  }
}

/** The socket URL to use: the configured one, else `/ws` on the page's origin. */
export function resolveSocketUrl(config: AppConfig, location: { protocol: string; host: string }): string {
  if (config.socketUrl) return config.socketUrl;
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}
