/** How the server delivers webhooks (docs/webhooks.md, "Settings"). */
export interface WebhookConfig {
  /**
   * Seconds to wait after each failed attempt before the next (`WEBHOOK_RETRY_SCHEDULE`, a comma
   * list). After the last wait's attempt fails too, the delivery has failed.
   */
  retrySchedule: number[];
  /** Milliseconds an attempt waits for the receiver's answer (`WEBHOOK_TIMEOUT_MS`). */
  timeoutMs: number;
  /** Attempts in flight at once, all endpoints together (`WEBHOOK_CONCURRENCY`). */
  concurrency: number;
  /** Milliseconds between looks for retries that came due (`WEBHOOK_POLL_MS`). */
  pollMs: number;
}

/**
 * The Standard Webhooks reference schedule (Svix): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h —
 * eight attempts over 27 h 35 min, so a receiver down for a whole day still gets the event.
 */
export const DEFAULT_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 36000];

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name}=${value}: podaj liczbę całkowitą większą od 0.`);
  return n;
}

/** Parses `WEBHOOK_RETRY_SCHEDULE`: whole seconds, comma-separated, e.g. `1,2,4`. */
export function retryScheduleFrom(value: string | undefined): number[] {
  if (value === undefined || value.trim() === '') return [...DEFAULT_RETRY_SCHEDULE];
  const parts = value.split(',').map((p) => p.trim());
  const seconds = parts.map(Number);
  if (parts.some((p) => p === '') || seconds.some((s) => !Number.isFinite(s) || s < 0))
    throw new Error(`WEBHOOK_RETRY_SCHEDULE=${value}: podaj liczby sekund oddzielone przecinkami, np. 5,300,1800.`);
  return seconds;
}

/** The webhook settings from the environment. */
export function webhookConfigFrom(env: NodeJS.ProcessEnv, overrides: Partial<WebhookConfig> = {}): WebhookConfig {
  return {
    retrySchedule: overrides.retrySchedule ?? retryScheduleFrom(env.WEBHOOK_RETRY_SCHEDULE),
    timeoutMs: overrides.timeoutMs ?? positiveInt(env.WEBHOOK_TIMEOUT_MS, 10_000, 'WEBHOOK_TIMEOUT_MS'),
    concurrency: overrides.concurrency ?? positiveInt(env.WEBHOOK_CONCURRENCY, 8, 'WEBHOOK_CONCURRENCY'),
    pollMs: overrides.pollMs ?? positiveInt(env.WEBHOOK_POLL_MS, 1000, 'WEBHOOK_POLL_MS'),
  };
}
