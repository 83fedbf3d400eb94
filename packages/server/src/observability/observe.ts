import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatMessage, messages } from '@salesdesk/sdk';
import type { Hono, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Handlers } from '../http/contractRouter';
import type { ServerContext } from '../serverContext';
import { SERVER_VERSION } from '../serverVersion';
import { type BackupStatus, createBackupStatus, registerBackupMetrics } from './backupStatus';
import { REQUEST_ID_HEADER, type RequestScope, requestIdOf, withinRequest } from './requestContext';

interface NodeBindings {
  incoming?: IncomingMessage;
  outgoing?: ServerResponse;
}

/**
 * Observes every request, as the first middleware of the app: gives it its id (the caller's
 * `X-Request-Id` when fit, else a new one; {@link requestIdOf}), returns the id on the answer,
 * runs it inside the request's scope (every log line written meanwhile carries the id and, once
 * the token is checked, the user), then writes one request line (method, route pattern, status,
 * duration, user) and counts it in the metrics. The route is the pattern that answered
 * (`/api/offer/:id`), never the raw path: paths carry ids and the reset page's token.
 */
export function requestObserver(ctx: ServerContext): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const node = c.env as NodeBindings | undefined;
    const header = node?.incoming?.headers ? node.incoming.headers['x-request-id'] : c.req.header(REQUEST_ID_HEADER);
    const scope: RequestScope = { requestId: requestIdOf(typeof header === 'string' ? header : undefined) };
    // On the node server the id goes onto the socket's answer, which merges it with the headers
    // the route writes: the answers made whole by their routes stay plain objects (compressJson.ts).
    node?.outgoing?.setHeader(REQUEST_ID_HEADER, scope.requestId);
    await withinRequest(scope, next);
    if (!node?.outgoing) c.res.headers.set(REQUEST_ID_HEADER, scope.requestId);
    const ms = performance.now() - started;
    const status = c.res.status;
    const route = routePath(c) || 'unmatched';
    const method = c.req.method;
    ctx.metrics.observeRequest(method, route, status, ms / 1000);
    const line = {
      request_id: scope.requestId,
      method,
      route,
      status,
      duration_ms: Math.round(ms * 100) / 100,
      ...(scope.userId === undefined ? {} : { user_id: scope.userId }),
    };
    const text = `${method} ${route} ${status}`;
    // A 503 is the readiness probe saying what it found (a monitor may ask every few seconds).
    if (status >= 500 && status !== 503) ctx.log.error(text, line);
    else if (status === 503) ctx.log.warn(text, line);
    else ctx.log.info(text, line);
  };
}

/** Handler of `GET /api/health/ready`: every registered check; 503 (by the contract) unless all are ok. */
export const observabilityHandlers: Handlers = {
  healthReady: async ({ ctx }) => {
    const checks = await ctx.health.run();
    const ready = Object.values(checks).every((check) => check.ok);
    return { status: ready ? 'ready' : 'not_ready', version: SERVER_VERSION, checks };
  },
};

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The path of the Prometheus metrics. */
export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics`: the Prometheus exposition of {@link ServerContext.metrics}. Off (404, as any
 * unknown address) unless `METRICS_TOKEN` is set; then only for `Authorization: Bearer
 * <METRICS_TOKEN>` (401 otherwise). docs/operations.md, "Metrics".
 */
export function mountMetrics(app: Hono, ctx: ServerContext): void {
  app.get(METRICS_PATH, async (c) => {
    const token = ctx.config.metricsToken;
    if (!token) {
      return c.json(
        { code: 'not_found', message: formatMessage(messages.errors.routeNotFound, { path: c.req.path }) },
        404,
      );
    }
    if (!bearerMatches(c.req.header('authorization'), token)) {
      return c.json({ code: 'unauthorized', message: messages.errors.unauthorized }, 401, {
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
    }
    const { text, contentType } = await ctx.metrics.scrape();
    return c.body(text, 200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  });
}

const backupStatuses = new WeakMap<ServerContext, BackupStatus>();

/** The backup status of a server (the schedule reports to it; the readiness answer reads it). */
export function backupStatusOf(ctx: ServerContext): BackupStatus {
  let status = backupStatuses.get(ctx);
  if (!status) {
    const { backup, dataDir } = ctx.config;
    status = createBackupStatus({
      dir: dataDir === ':memory:' ? null : backup.dir,
      intervalMs: backup.intervalMinutes * 60_000,
      startedAt: ctx.now(),
    });
    backupStatuses.set(ctx, status);
  }
  return status;
}

/**
 * The checks and metrics of what exists in every server: the database (a query on its file),
 * the backups, the mail sender's and the webhook dispatcher's queues, and
 * the import runs by kind and status.
 */
export function registerServerObservers(ctx: ServerContext): void {
  ctx.health.register('database', () => {
    const started = performance.now();
    const version = ctx.db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get() as number | null;
    return { ok: true, schema_version: version, query_ms: Math.round((performance.now() - started) * 100) / 100 };
  });
  const backups = backupStatusOf(ctx);
  ctx.health.register('backup', () => backups.check(ctx.now()));
  registerBackupMetrics(ctx.metrics, backups, ctx.now);

  // The outbox's sender: its queue (waiting or being sent) and the mail it gave up on. Failed mail
  // does not make the server unready (the sender sees it on the documents page); it is reported.
  ctx.health.register('mail', () => {
    const depth = ctx.mail.depth();
    return {
      ok: true,
      queued: depth.queued,
      failed: depth.failed,
      delivery: ctx.config.mail.smtpUrl ? 'smtp' : 'outbox',
    };
  });
  ctx.metrics.queue('mail', () => ctx.mail.depth().queued);
  // Webhook deliveries waiting (retries included); an endpoint that fails is disabled and its
  // administrators notified, so a long queue is reported, not a reason to stop taking traffic.
  ctx.health.register('webhooks', () => ({ ok: true, queued: ctx.webhooks.queueDepth() }));
  ctx.metrics.queue('webhooks', () => ctx.webhooks.queueDepth());

  ctx.metrics.gauge(
    'salesdesk_import_runs',
    'Import runs recorded in the database, by kind and status (queued, running, done, refused, failed).',
    () =>
      (
        ctx.db.prepare('SELECT kind, status, COUNT(*) AS n FROM import_files GROUP BY kind, status').all() as {
          kind: string;
          status: string;
          n: number;
        }[]
      ).map((row) => ({ labels: { kind: row.kind, status: row.status }, value: row.n })),
    ['kind', 'status'],
  );
  ctx.metrics.gauge(
    'salesdesk_ready_check',
    'Readiness checks of GET /api/health/ready: 1 ok, 0 failing, by check.',
    async () =>
      Object.entries(await ctx.health.run()).map(([check, result]) => ({
        labels: { check },
        value: result.ok ? 1 : 0,
      })),
    ['check'],
  );
}
