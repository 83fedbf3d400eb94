import { isBrandId } from '@salesdesk/sdk';
import { loadConfig } from './config';
import { parseTrustProxy } from './http/clientAddress';

/**
 * A start refused for its settings: every wrong setting at once, one Polish line each, so the
 * operator fixes them in one go rather than one per restart.
 */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Popraw ustawienia (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The fewest characters of a `TOKEN_SECRET` (32 random bytes in base64 are 43). */
export const MIN_TOKEN_SECRET_LENGTH = 32;
/** Shortest and longest session (`TOKEN_TTL_SECONDS`): a minute, 30 days. */
const TTL_RANGE = { min: 60, max: 30 * 86_400 } as const;
/** What `NODE_ENV` may be: production, or what a developer's tools set. */
const NODE_ENVS = ['production', 'development', 'test'] as const;

const quoted = (value: string) => `„${value}”`;

/** Integer settings: name, smallest allowed, and what the number means (for the message). */
const INTEGERS: readonly [name: string, min: number, meaning: string][] = [
  ['UPDATE_CHECK_SECONDS', 0, 'liczbą sekund (0 = bez sprawdzania)'],
  ['FIXTURE_SEED', 0, 'liczbą całkowitą'],
  ['FIXTURE_SCALE', 0, 'liczbą całkowitą'],
  ['BACKUP_INTERVAL_MINUTES', 0, 'liczbą minut (0 = bez kopii według harmonogramu)'],
  ['BACKUP_KEEP', 1, 'liczbą kopii do zachowania, co najmniej 1'],
  ['PDF_WORKERS', 0, 'liczbą wątków (0 = według liczby rdzeni)'],
  ['MATCH_WORKERS', 0, 'liczbą wątków (0 = według liczby rdzeni)'],
  ['MATCH_BUDGET_MS', 0, 'liczbą milisekund'],
  ['DRAIN_TIMEOUT_MS', 0, 'liczbą milisekund'],
  ['IMPORT_KEEP_DAYS', 0, 'liczbą dni (0 = bez usuwania)'],
];

/**
 * Settings whose own parser (config.ts and the modules it calls) says in Polish what is wrong,
 * read in groups that depend on each other (mail needs `PUBLIC_URL` beside `SMTP_URL`).
 */
const PARSED_SETTINGS: readonly (readonly string[])[] = [
  ['SMTP_URL', 'PUBLIC_URL', 'MAIL_FROM', 'MAIL_RETRY_SCHEDULE'],
  ['CORS_ORIGINS'],
  ['KSEF_ENV'],
  ['METRICS_TOKEN'],
  ['WEBHOOK_RETRY_SCHEDULE', 'WEBHOOK_TIMEOUT_MS', 'WEBHOOK_CONCURRENCY', 'WEBHOOK_POLL_MS'],
];

/** JSON settings whose own parser (config.ts) names the wrong part. */
const JSON_SETTINGS = ['LETTERHEAD', 'IMPORT_SCHEDULES', 'SESSION_CONFIG', 'SOCKET_CONFIG'] as const;

const isInteger = (value: string) => /^\d+$/.test(value.trim());

/** A secret a person typed rather than a generator made: short, or of few distinct characters. */
function weakSecret(secret: string): string | null {
  if (secret.length < MIN_TOKEN_SECRET_LENGTH) {
    return `TOKEN_SECRET jest za krótki (${secret.length} znaków): potrzeba co najmniej ${MIN_TOKEN_SECRET_LENGTH} losowych znaków, np. z „openssl rand -base64 48”, albo usuń go, a serwer wygeneruje własny w DATA_DIR/token-secret.`;
  }
  if (new Set(secret).size < 10) {
    return 'TOKEN_SECRET jest za słaby (mało różnych znaków): użyj losowego, np. z „openssl rand -base64 48”.';
  }
  return null;
}

/**
 * Every problem of the settings in `env`, one Polish sentence per setting naming it, its value
 * and what it should be; empty when the server may start. Checks what would otherwise start a
 * server that is unsafe or does not do what the operator meant (a weak token secret, sessions
 * that expire at once, `NODE_ENV=Production` quietly running as development, a port out of range).
 */
export function configProblems(env: NodeJS.ProcessEnv): string[] {
  const problems: string[] = [];
  const set = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value === '' ? undefined : value;
  };

  const nodeEnv = set('NODE_ENV');
  if (nodeEnv !== undefined && !(NODE_ENVS as readonly string[]).includes(nodeEnv)) {
    problems.push(
      (NODE_ENVS as readonly string[]).includes(nodeEnv.toLowerCase())
        ? `NODE_ENV=${nodeEnv}: wielkość liter ma znaczenie, wpisz ${quoted(nodeEnv.toLowerCase())} (inaczej serwer działałby w trybie deweloperskim).`
        : `NODE_ENV=${nodeEnv}: dozwolone ${NODE_ENVS.map(quoted).join(', ')}.`,
    );
  }

  const port = set('PORT');
  if (port !== undefined && (!isInteger(port) || Number(port) > 65_535)) {
    problems.push(`PORT=${port}: podaj numer portu od 1 do 65535 (0 = dowolny wolny).`);
  }

  const secret = env.TOKEN_SECRET;
  if (secret !== undefined && secret !== '') {
    const weak = weakSecret(secret);
    if (weak) problems.push(weak);
  }

  const ttl = set('TOKEN_TTL_SECONDS');
  if (ttl !== undefined) {
    if (!isInteger(ttl) || Number(ttl) < TTL_RANGE.min || Number(ttl) > TTL_RANGE.max) {
      problems.push(
        `TOKEN_TTL_SECONDS=${ttl}: czas sesji w sekundach od ${TTL_RANGE.min} do ${TTL_RANGE.max} (domyślnie 3600)${ttl.trim() === '0' ? '; 0 oznaczałoby, że każde logowanie wygasa od razu' : ''}.`,
      );
    }
  }

  const adminPassword = env.ADMIN_PASSWORD;
  if (adminPassword !== undefined && adminPassword !== '' && adminPassword.length < 8) {
    problems.push(`ADMIN_PASSWORD ma ${adminPassword.length} znaków: hasło musi mieć co najmniej 8 znaków.`);
  }

  for (const [name, min, meaning] of INTEGERS) {
    const value = set(name);
    if (value !== undefined && (!isInteger(value) || Number(value) < min)) {
      problems.push(`${name}=${value}: musi być ${meaning}.`);
    }
  }

  const brand = set('BRAND');
  if (brand !== undefined && !isBrandId(brand)) problems.push(`BRAND=${brand}: dozwolone „one” albo „two”.`);
  const seed = set('SEED');
  if (seed !== undefined && !['demo', 'empty'].includes(seed.toLowerCase())) {
    problems.push(`SEED=${seed}: dozwolone „demo” albo „empty”.`);
  }
  const synchronous = set('DB_SYNCHRONOUS');
  if (synchronous !== undefined && !['full', 'normal'].includes(synchronous.toLowerCase())) {
    problems.push(`DB_SYNCHRONOUS=${synchronous}: dozwolone „full” albo „normal”.`);
  }
  const compress = set('COMPRESS_JSON');
  if (compress !== undefined && !['1', '0', 'true', 'false'].includes(compress)) {
    problems.push(`COMPRESS_JSON=${compress}: dozwolone 1 albo 0.`);
  }
  for (const name of ['BLOCKED_SALES_MAILBOX', 'ADMIN_EMAIL']) {
    const value = set(name);
    if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())) {
      problems.push(`${name}=${value}: podaj adres e-mail.`);
    }
  }
  try {
    parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    problems.push(`TRUST_PROXY: ${(error as Error).message}.`);
  }
  for (const group of PARSED_SETTINGS) {
    const given = Object.fromEntries(group.filter((name) => set(name) !== undefined).map((name) => [name, env[name]]));
    if (Object.keys(given).length === 0) continue;
    try {
      loadConfig(given, { dataDir: ':memory:', tokenSecret: 'unused' });
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  for (const name of JSON_SETTINGS) {
    if (set(name) === undefined) continue;
    try {
      loadConfig({ [name]: env[name] }, { dataDir: ':memory:', tokenSecret: 'unused' });
    } catch (error) {
      problems.push(`${name}: nieprawidłowa wartość (${(error as Error).message}).`);
    }
  }
  return problems;
}

/** Throws a {@link ConfigError} listing every problem of `env`'s settings, if there is any. */
export function checkConfig(env: NodeJS.ProcessEnv): void {
  const problems = configProblems(env);
  if (problems.length) throw new ConfigError(problems);
}
