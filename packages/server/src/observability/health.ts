/**
 * One readiness check's answer: `ok`, and what an operator needs to see beside it (numbers,
 * times as ISO text, a short message), flat.
 */
export interface HealthCheckResult {
  ok: boolean;
  [detail: string]: string | number | boolean | null;
}

/** A readiness check: cheap, read at every `GET /api/health/ready` and every `/metrics` scrape. */
export type HealthCheck = () => HealthCheckResult | Promise<HealthCheckResult>;

/**
 * The readiness checks of the server (`GET /api/health/ready`, docs/operations.md "Health"): each
 * part of the server that can fail on its own (the database, the backups, the mail and webhook
 * queues) registers one under its name.
 */
export interface HealthChecks {
  /** Adds the check `name`, or replaces the one of that name (a sender that takes over a queue). */
  register(name: string, check: HealthCheck): void;
  /** Runs every check; a check that throws or takes longer than the limit is not ok. */
  run(): Promise<Record<string, HealthCheckResult>>;
}

/** The longest a check may take before the answer calls it failed (the probe must answer). */
export const HEALTH_CHECK_TIMEOUT_MS = 2000;

/** Creates the registry of readiness checks. */
export function createHealthChecks(timeoutMs = HEALTH_CHECK_TIMEOUT_MS): HealthChecks {
  const checks = new Map<string, HealthCheck>();
  async function runOne(check: HealthCheck): Promise<HealthCheckResult> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const late = new Promise<HealthCheckResult>((resolve) => {
        timer = setTimeout(() => resolve({ ok: false, error: `no answer within ${timeoutMs} ms` }), timeoutMs);
        timer.unref?.();
      });
      return await Promise.race([Promise.resolve().then(check), late]);
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    register(name, check) {
      checks.set(name, check);
    },
    async run() {
      const entries = await Promise.all([...checks].map(async ([name, check]) => [name, await runOne(check)] as const));
      return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
    },
  };
}
