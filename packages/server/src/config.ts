import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import {
  type BrandId,
  DEFAULT_COOKIE_PREFIX,
  getBrand,
  IMPORT_KINDS,
  type ImportKind,
  isBrandId,
  LETTERHEAD_FIELDS,
  type Letterhead,
} from '@salesdesk/sdk';
import type { SynchronousMode } from './db/database';
import { type WebhookConfig, webhookConfigFrom } from './events/webhookConfig';
import { parseTrustProxy, type TrustedProxies } from './http/clientAddress';
import { isFiveFieldCron } from './imports/cronFrequency';
import { KSEF_ENVS, type KsefEnv } from './ksef/verificationLink';

/** Everything the server reads from its environment; see README "Settings". */
export interface ServerConfig {
  port: number;
  host: string;
  /** Folder of the SQLite file and the token secret; `:memory:` for tests. */
  dataDir: string;
  /** Folder of the built app to serve, or null to serve the API only. */
  appDir: string | null;
  brand: BrandId;
  /**
   * The seller's details at the head of the PDFs: the brand's defaults with the fields of env
   * `LETTERHEAD` (a JSON object, e.g. `{"name":"…","nip":"…"}`) laid over them.
   */
  letterhead: Letterhead;
  /** Investments link of the dashboard tile (per brand, SPEC §2). */
  investmentsUrl: string | undefined;
  /**
   * The blocked-sales contact mailbox (SPEC §9), env `BLOCKED_SALES_MAILBOX`, default the brand's:
   * named in the refusal to confirm a blocked client's order and handed to the app.
   */
  blockedSalesMailbox: string;
  /** API base URL handed to the app ('' = same origin). */
  apiBaseUrl: string;
  /** Socket URL handed to the app ('' = `/ws` on the same origin). */
  socketUrl: string;
  cookiePrefix: string;
  /** DSN of the error-reporting service handed to the app (env `SENTRY_DSN`); null = no reporting. */
  errorReportingDsn: string | null;
  /** Seconds between the app's checks for a newer build (env `UPDATE_CHECK_SECONDS`, default 300; 0 = never). */
  updateCheckSeconds: number;
  tokenSecret: string;
  /** Lifetime of a session token in seconds (default 3600). */
  tokenTtlSeconds: number;
  production: boolean;
  /** Check every response against the contract (on outside production). */
  validateResponses: boolean;
  /**
   * What the first start puts in an empty database (env `SEED`): `demo`, the demo dataset (the
   * default outside production), or `empty`, the administrator and the configuration only (the
   * default in production). docs/operations.md, "An empty start".
   */
  seedData: SeedData;
  /** Fixture generation for the first start: seed and scale. */
  fixtures: { seed: number; scale: number };
  /**
   * Overrides of the app's session constants (any numeric `SessionConfig` field, e.g.
   * `sessionSeconds`), handed to the app in `/app-config.json` as `session`; empty = SPEC defaults.
   * Env `SESSION_CONFIG` as a JSON object. End-to-end tests shorten the timers with it.
   */
  sessionOverrides: Record<string, number>;
  /** Overrides of the live socket's retry constants (`maxRetries`, `retryDelayMs`, …) for the app, env `SOCKET_CONFIG` (JSON). */
  socketOverrides: Record<string, number>;
  /**
   * Compress JSON answers of 1 kB and more with brotli or gzip when the client accepts it (env
   * `COMPRESS_JSON`, `0` to turn off; default on, see docs/decisions/performance.md).
   */
  compressJson: boolean;
  /** Online backups of the database (docs/operations.md). */
  backup: BackupConfig;
  /**
   * How SQLite syncs commits (`DB_SYNCHRONOUS`): `full` (default) syncs every commit, so an
   * acknowledged write survives a power cut; `normal` only at checkpoints (faster on slow disks,
   * the last commits may be lost in a power cut). docs/operations.md, "Durability".
   */
  dbSynchronous: SynchronousMode;
  /**
   * Worker threads that render PDFs off the request thread (env `PDF_WORKERS`; default: one per
   * core beyond the first, at least 1, at most 4). Renders beyond them wait in a bounded queue.
   */
  pdfWorkers: number;
  /**
   * Worker threads matching pasted lists off the request thread, each with its own read-only
   * connection (env `MATCH_WORKERS`; default: one per core beyond the first, at least 1, at most
   * 2). docs/decisions/catalogue.md, "Bounds of the matcher".
   */
  matchWorkers: number;
  /**
   * Milliseconds of work one `POST /api/products/match` may take (env `MATCH_BUDGET_MS`, default
   * 5000): rows not reached by then are answered `unresolved`, to be sent again.
   */
  matchBudgetMs: number;
  /**
   * The folder of the scheduled imports' inboxes (env `IMPORT_DIR`): each import job picks its
   * files up from `<importDir>/<kind>/` (docs/imports.md, "Scheduled jobs"). null: no inboxes,
   * a job's scheduled run finds nothing.
   */
  importDir: string | null;
  /**
   * Schedules of import jobs set at start (env `IMPORT_SCHEDULES`, a JSON object of kind → five-field
   * cron expression, e.g. `{"stock":"*\/5 * * * *"}`); the jobs not named keep theirs.
   */
  importSchedules: Partial<Record<ImportKind, string>>;
  /**
   * The reverse proxies whose `X-Forwarded-For` / `X-Forwarded-Proto` are believed (env
   * `TRUST_PROXY`: `loopback`, addresses, CIDR ranges); none by default. docs/operations.md,
   * "Behind a proxy".
   */
  trustProxy: TrustedProxies;
  /**
   * Milliseconds a stopping server waits for requests in flight before it closes their
   * connections (env `DRAIN_TIMEOUT_MS`, default 25000, under systemd's 90 s stop timeout).
   */
  drainTimeoutMs: number;
  /**
   * Bearer token of `GET /metrics` (env `METRICS_TOKEN`, at least 16 characters); null: the
   * metrics are off (404). docs/operations.md, "Metrics".
   */
  metricsToken: string | null;
  /**
   * The KSeF environment the invoices' verification links (KOD I) point at (env `KSEF_ENV`:
   * `prd`, the default, `demo` or `test`; kody-qr.md).
   */
  ksefEnv: KsefEnv;
  /** E-mail delivery of the outbox (docs/operations.md, "Mail"). */
  mail: MailConfig;
  /**
   * The address people open the app at, e.g. `https://salesdesk.example.pl` (env `PUBLIC_URL`,
   * no trailing slash): links in e-mails (password reset) are made absolute with it. null: the
   * links stay relative (only an outbox-only server may go without it).
   */
  publicUrl: string | null;
  /**
   * Origins whose pages may call the API from the browser (env `CORS_ORIGINS`, comma separated,
   * e.g. `https://intranet.example.pl,https://crm.example.pl`); empty: none, no CORS headers at all
   * (docs/embedding.md, "Another origin").
   */
  corsOrigins: string[];
  /**
   * Days a file the scheduled imports filed to `done/` or `rejected/` is kept, with its report and
   * rejected rows (env `IMPORT_KEEP_DAYS`, default 30); older ones are removed by the scheduler.
   * 0 keeps them for ever.
   */
  importKeepDays: number;
  /**
  /** Webhook delivery: retry schedule, timeout, concurrency (`WEBHOOK_*`, docs/webhooks.md). */
  webhooks: WebhookConfig;
}

/** How long a stopping server waits for the requests in flight by default. */
export const DEFAULT_DRAIN_TIMEOUT_MS = 25_000;

/** How the server delivers the outbox's e-mails. */
export interface MailConfig {
  /**
   * The SMTP server (env `SMTP_URL`, e.g. `smtps://user:pass@smtp.example.pl:465` or
   * `smtp://relay:25`); null: nothing is sent, e-mails are kept in the outbox only (the demo default).
   */
  smtpUrl: string | null;
  /**
   * One From address for every e-mail (env `MAIL_FROM`), for an SMTP server that lets the server
   * send as one address only; null: a document goes out from its company's address, a system
   * e-mail from the letterhead's (docs/operations.md, "Mail").
   */
  from: string | null;
  /**
   * Seconds to wait before each retry of a failed attempt (env `MAIL_RETRY_SCHEDULE`, comma
   * separated, default `60,300,1800,7200,21600`): its length + 1 attempts in all, then `failed`.
   */
  retrySchedule: number[];
}

/** Waits between delivery attempts by default: a minute, 5 min, 30 min, 2 h, 6 h (six attempts in all). */
export const DEFAULT_MAIL_RETRY_SCHEDULE = [60, 300, 1800, 7200, 21600];

/** Work one pasted-list match may take by default (500 rows of real names take well under it). */
export const DEFAULT_MATCH_BUDGET_MS = 5000;

/** What the first start seeds: the demo dataset or nothing but the administrator and the configuration. */
export type SeedData = 'demo' | 'empty';

/** Where and how often the running server backs its database up. */
export interface BackupConfig {
  /** Folder of the backups (`BACKUP_DIR`, default `<DATA_DIR>/backups`); null for an in-memory database. */
  dir: string | null;
  /** Minutes between backups (`BACKUP_INTERVAL_MINUTES`, default 1440 = daily); 0 turns the schedule off. */
  intervalMinutes: number;
  /** Newest backups kept (`BACKUP_KEEP`, default 14); older ones are deleted. */
  keep: number;
}

/** Parses a JSON object of numbers from an environment variable (empty when unset). */
function numbersFrom(value: string | undefined, name: string): Record<string, number> {
  if (value === undefined || value === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`${name} must be a JSON object, got "${value}"`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${name} must be a JSON object, got "${value}"`);
  }
  const out: Record<string, number> = {};
  for (const [key, n] of Object.entries(parsed)) {
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) {
      throw new Error(`${name}.${key} must be a non-negative number, got ${JSON.stringify(n)}`);
    }
    out[key] = n;
  }
  return out;
}

/** Parses env `LETTERHEAD`: a JSON object of letterhead fields, each a string (empty when unset). */
function letterheadFrom(value: string | undefined): Partial<Letterhead> {
  if (value === undefined || value === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`LETTERHEAD must be a JSON object, got "${value}"`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`LETTERHEAD must be a JSON object, got "${value}"`);
  }
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(parsed)) {
    if (!(LETTERHEAD_FIELDS as readonly string[]).includes(key)) {
      throw new Error(`LETTERHEAD.${key} is not a letterhead field (${LETTERHEAD_FIELDS.join(', ')})`);
    }
    if (typeof text !== 'string') throw new Error(`LETTERHEAD.${key} must be a string, got ${JSON.stringify(text)}`);
    out[key] = text;
  }
  return out;
}

/** Parses env `IMPORT_SCHEDULES`: a JSON object of import kind → five-field cron expression. */
function importSchedulesFrom(value: string | undefined): Partial<Record<ImportKind, string>> {
  if (value === undefined || value.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`IMPORT_SCHEDULES must be a JSON object of import kind to cron expression, got "${value}"`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`IMPORT_SCHEDULES must be a JSON object of import kind to cron expression, got "${value}"`);
  }
  const out: Partial<Record<ImportKind, string>> = {};
  for (const [kind, expression] of Object.entries(parsed)) {
    if (!(IMPORT_KINDS as readonly string[]).includes(kind)) {
      throw new Error(`IMPORT_SCHEDULES.${kind} is not an import kind (${IMPORT_KINDS.join(', ')})`);
    }
    if (typeof expression !== 'string' || !isFiveFieldCron(expression)) {
      throw new Error(
        `IMPORT_SCHEDULES.${kind} must be a cron expression of five fields (minute hour day month weekday), got ${JSON.stringify(expression)}`,
      );
    }
    out[kind as ImportKind] = expression.trim();
  }
  return out;
}

/** Env `BLOCKED_SALES_MAILBOX`: an e-mail address, else the brand's default mailbox. */
function mailboxFrom(value: string | undefined, brand: BrandId): string {
  if (value === undefined || value.trim() === '') return getBrand(brand).blockedSalesMailbox;
  const address = value.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
    throw new Error(`BLOCKED_SALES_MAILBOX must be an e-mail address, got "${value}"`);
  }
  return address;
}

const EMAIL_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** Env `SMTP_URL`: an `smtp:` or `smtps:` URL, else null (no delivery). */
function smtpUrlFrom(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error('SMTP_URL: podaj adres serwera poczty, np. smtps://użytkownik:hasło@smtp.example.pl:465.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL: adres musi zaczynać się od smtp:// albo smtps:// (jest „${url.protocol}//”).`);
  }
  return value.trim();
}

/** Env `PUBLIC_URL`: an http(s) URL without a trailing slash, else null. */
function publicUrlFrom(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(
      `PUBLIC_URL=${value}: podaj adres, pod którym otwiera się aplikację, np. https://salesdesk.example.pl.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL=${value}: adres musi zaczynać się od https:// (albo http://).`);
  }
  return value.trim().replace(/\/+$/, '');
}

/** Env `CORS_ORIGINS`: origins (scheme, host, port; no path), comma separated. */
function corsOriginsFrom(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL | null = null;
      try {
        url = new URL(origin);
      } catch {}
      // A browser sends `Origin` exactly as scheme://host[:port]: anything else would never match.
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) {
        throw new Error(
          `CORS_ORIGINS: „${origin}” nie jest originem; podaj np. https://intranet.example.pl (bez ścieżki i końcowego ukośnika).`,
        );
      }
      return origin;
    });
}

/** Env `MAIL_RETRY_SCHEDULE`: seconds between attempts, comma separated. */
function retryScheduleFrom(value: string | undefined): number[] {
  if (value === undefined || value.trim() === '') return DEFAULT_MAIL_RETRY_SCHEDULE;
  const waits = value.split(',').map((part) => Number(part.trim()));
  if (waits.some((n) => !Number.isFinite(n) || n < 0) || waits.length > 20) {
    throw new Error(
      `MAIL_RETRY_SCHEDULE=${value}: podaj do 20 liczb sekund oddzielonych przecinkami, np. 60,300,1800.`,
    );
  }
  return waits;
}

/** The mail settings; a server that sends mail needs `PUBLIC_URL`, or its reset links would lead nowhere. */
function mailFrom(env: NodeJS.ProcessEnv, publicUrl: string | null): MailConfig {
  const smtpUrl = smtpUrlFrom(env.SMTP_URL);
  const from = env.MAIL_FROM?.trim() || null;
  if (from !== null && !EMAIL_ADDRESS.test(from)) {
    throw new Error(`MAIL_FROM=${env.MAIL_FROM}: podaj adres e-mail.`);
  }
  if (smtpUrl && !publicUrl) {
    throw new Error(
      'SMTP_URL jest ustawiony, a PUBLIC_URL nie: podaj w PUBLIC_URL adres, pod którym otwiera się aplikację (potrzebują go linki w e-mailach).',
    );
  }
  return { smtpUrl, from, retrySchedule: retryScheduleFrom(env.MAIL_RETRY_SCHEDULE) };
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

function booleanFrom(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new Error(`${name} must be 1 or 0 (true or false), got "${value}"`);
}

function seedDataFrom(value: string | undefined, production: boolean): SeedData {
  if (value === undefined || value === '') return production ? 'empty' : 'demo';
  const kind = value.toLowerCase();
  if (kind !== 'demo' && kind !== 'empty') throw new Error(`SEED must be "demo" or "empty", got "${value}"`);
  return kind;
}

function synchronousFrom(value: string | undefined): SynchronousMode {
  if (value === undefined || value === '') return 'full';
  const mode = value.toLowerCase();
  if (mode !== 'full' && mode !== 'normal')
    throw new Error(`DB_SYNCHRONOUS must be "full" or "normal", got "${value}"`);
  return mode;
}

/** Reads the token secret from `TOKEN_SECRET`, else from `<dataDir>/token-secret` (created 0600). */
function tokenSecret(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  if (dataDir === ':memory:') return randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Builds the configuration from environment variables and explicit overrides. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const brand = overrides.brand ?? env.BRAND ?? 'one';
  if (!isBrandId(brand)) throw new Error(`BRAND must be "one" or "two", got "${brand}"`);
  const production = overrides.production ?? env.NODE_ENV === 'production';
  const dataDir = overrides.dataDir ?? resolve(env.DATA_DIR ?? '.data');
  const publicUrl = overrides.publicUrl !== undefined ? overrides.publicUrl : publicUrlFrom(env.PUBLIC_URL);
  return {
    port: overrides.port ?? intFrom(env.PORT, 3000, 'PORT'),
    host: overrides.host ?? env.HOST ?? '127.0.0.1',
    dataDir,
    appDir: overrides.appDir !== undefined ? overrides.appDir : (env.APP_DIR ?? null),
    brand,
    letterhead: {
      ...getBrand(brand, { letterhead: letterheadFrom(env.LETTERHEAD) }).letterhead,
      ...overrides.letterhead,
    },
    investmentsUrl: overrides.investmentsUrl ?? env.INVESTMENTS_URL,
    blockedSalesMailbox: overrides.blockedSalesMailbox ?? mailboxFrom(env.BLOCKED_SALES_MAILBOX, brand),
    apiBaseUrl: overrides.apiBaseUrl ?? env.API_BASE_URL ?? '',
    socketUrl: overrides.socketUrl ?? env.SOCKET_URL ?? '',
    cookiePrefix: overrides.cookiePrefix ?? env.COOKIE_PREFIX ?? DEFAULT_COOKIE_PREFIX,
    errorReportingDsn: overrides.errorReportingDsn !== undefined ? overrides.errorReportingDsn : env.SENTRY_DSN || null,
    updateCheckSeconds: overrides.updateCheckSeconds ?? intFrom(env.UPDATE_CHECK_SECONDS, 300, 'UPDATE_CHECK_SECONDS'),
    tokenSecret: overrides.tokenSecret ?? tokenSecret(env, dataDir),
    tokenTtlSeconds: overrides.tokenTtlSeconds ?? intFrom(env.TOKEN_TTL_SECONDS, 3600, 'TOKEN_TTL_SECONDS'),
    production,
    validateResponses: overrides.validateResponses ?? !production,
    seedData: overrides.seedData ?? seedDataFrom(env.SEED, production),
    fixtures: overrides.fixtures ?? {
      seed: intFrom(env.FIXTURE_SEED, 1, 'FIXTURE_SEED'),
      scale: intFrom(env.FIXTURE_SCALE, 1, 'FIXTURE_SCALE') || 1,
    },
    sessionOverrides: overrides.sessionOverrides ?? numbersFrom(env.SESSION_CONFIG, 'SESSION_CONFIG'),
    socketOverrides: overrides.socketOverrides ?? numbersFrom(env.SOCKET_CONFIG, 'SOCKET_CONFIG'),
    compressJson: overrides.compressJson ?? booleanFrom(env.COMPRESS_JSON, true, 'COMPRESS_JSON'),
    dbSynchronous: overrides.dbSynchronous ?? synchronousFrom(env.DB_SYNCHRONOUS),
    backup: overrides.backup ?? {
      dir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : dataDir === ':memory:' ? null : join(dataDir, 'backups'),
      intervalMinutes: intFrom(env.BACKUP_INTERVAL_MINUTES, 1440, 'BACKUP_INTERVAL_MINUTES'),
      keep: Math.max(1, intFrom(env.BACKUP_KEEP, 14, 'BACKUP_KEEP')),
    },
    pdfWorkers:
      overrides.pdfWorkers ??
      (intFrom(env.PDF_WORKERS, 0, 'PDF_WORKERS') || Math.min(4, Math.max(1, availableParallelism() - 1))),
    matchWorkers:
      overrides.matchWorkers ??
      (intFrom(env.MATCH_WORKERS, 0, 'MATCH_WORKERS') || Math.min(2, Math.max(1, availableParallelism() - 1))),
    matchBudgetMs:
      overrides.matchBudgetMs ?? (intFrom(env.MATCH_BUDGET_MS, 0, 'MATCH_BUDGET_MS') || DEFAULT_MATCH_BUDGET_MS),
    importDir:
      overrides.importDir !== undefined ? overrides.importDir : env.IMPORT_DIR ? resolve(env.IMPORT_DIR) : null,
    importSchedules: overrides.importSchedules ?? importSchedulesFrom(env.IMPORT_SCHEDULES),
    trustProxy: overrides.trustProxy ?? parseTrustProxy(env.TRUST_PROXY),
    drainTimeoutMs:
      overrides.drainTimeoutMs ?? intFrom(env.DRAIN_TIMEOUT_MS, DEFAULT_DRAIN_TIMEOUT_MS, 'DRAIN_TIMEOUT_MS'),
    metricsToken: overrides.metricsToken !== undefined ? overrides.metricsToken : metricsTokenFrom(env.METRICS_TOKEN),
    ksefEnv: overrides.ksefEnv ?? ksefEnvFrom(env.KSEF_ENV),
    mail: overrides.mail ?? mailFrom(env, publicUrl),
    publicUrl,
    corsOrigins: overrides.corsOrigins ?? corsOriginsFrom(env.CORS_ORIGINS),
    importKeepDays: overrides.importKeepDays ?? intFrom(env.IMPORT_KEEP_DAYS, 30, 'IMPORT_KEEP_DAYS'),
    webhooks: webhookConfigFrom(env, overrides.webhooks),
  };
}

/** Shortest `METRICS_TOKEN`: a scrape token is a secret, not a password to remember. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** Env `METRICS_TOKEN`: unset or empty turns the metrics off; otherwise a bearer token of safe characters. */
function metricsTokenFrom(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < METRICS_TOKEN_MIN_LENGTH || !/^[\x21-\x7e]+$/.test(value)) {
    throw new Error(
      `METRICS_TOKEN musi mieć co najmniej ${METRICS_TOKEN_MIN_LENGTH} znaków bez spacji (np. wynik \`openssl rand -hex 24\`).`,
    );
  }
  return value;
}

/** `KSEF_ENV`: `prd` when unset; anything but `prd`, `demo` or `test` stops the server at start. */
function ksefEnvFrom(value: string | undefined): KsefEnv {
  if (value === undefined || value === '') return 'prd';
  if (!(KSEF_ENVS as readonly string[]).includes(value)) {
    throw new Error(`KSEF_ENV musi mieć jedną z wartości: ${KSEF_ENVS.join(', ')} (jest „${value}”).`);
  }
  return value as KsefEnv;
}
