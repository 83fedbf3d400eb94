import type { LoginLimiter } from './auth/loginLimiter';
import type { ResetLimiter } from './auth/passwordReset';
import type { BackupMonitor } from './backup/backupSchedule';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import type { WebhookDispatcher } from './events/webhookDispatcher';
import type { ImportRunner } from './imports/importRunner';
import type { ImportScheduler } from './imports/importScheduler';
import type { MailSender } from './mail/mailSender';
import type { ProductMatcher } from './matching/productMatcher';
import type { HealthChecks } from './observability/health';
import type { ServerLogger } from './observability/logger';
import type { ServerMetrics } from './observability/metrics';

/** Where the server logs. */
export interface Logger {
  info(message: string, ...rest: unknown[]): void;
  error(message: string, ...rest: unknown[]): void;
}

/** Something that pushes live messages to a user's open sockets, and ends them with their authorisation. */
export interface LivePush {
  pushToUser(userId: number, message: Record<string, unknown>): void;
  /** The session of this token was revoked: close its sockets (4002). `expiresAt` in epoch ms. */
  closeForToken(tokenId: string, expiresAt?: number): void;
  /** Every session of the user was revoked (`revoked`, 4002) or the user deactivated (`deactivated`, 4003). */
  closeForUser(userId: number, why: 'revoked' | 'deactivated'): void;
  /** A renew replaced the token: its sockets continue under the new id and expiry (epoch ms). */
  tokenRenewed(oldTokenId: string, grant: { tokenId: string; expiresAt: number }): void;
  /** Open authenticated sockets of a user. */
  connectionCount(userId: number): number;
  /** Users with at least one open authenticated socket (0: a push would reach nobody). */
  connectedUserCount(): number;
}

/** Services shared by every handler. */
export interface ServerContext {
  db: Db;
  config: ServerConfig;
  /** Structured log lines (observability/logger.ts): `info`, `warn`, `error`, `debug`, fields after the message. */
  log: ServerLogger;
  /** Epoch milliseconds; injected so tests can move time. */
  now: () => number;
  loginLimiter: LoginLimiter;
  /** Throttles of `forgot-password` (per caller address, per e-mail address). */
  resetLimiter: ResetLimiter;
  /** Live socket pushes (a no-op until the socket is attached). */
  live: LivePush;
  /** Runs background work after the answer is sent (`setImmediate`); tests may hold it to race it. */
  runLater: (job: () => void) => void;
  /** The matcher of pasted lists: off the request thread, bounded (docs/decisions/catalogue.md). */
  matcher: ProductMatcher;
  /** The scheduled import jobs: ticking once the server starts; tests tick it after moving the clock. */
  importScheduler: ImportScheduler;
  /** Carries out file imports (a worker thread on a file database) and keeps their files (docs/imports.md). */
  imports: ImportRunner;
  /**
   * The backups' state: the newest backup's age and the last failure (an unusable `BACKUP_DIR`, a
   * backup that failed), for the readiness answer (docs/operations.md, "Back up").
   */
  backups: BackupMonitor;
  /**
   * Readiness checks of `GET /api/health/ready` (docs/operations.md, "Health"): a part of the
   * server that can fail on its own registers one, `ctx.health.register(name, () => ({ ok, … }))`.
   */
  health: HealthChecks;
  /**
   * Prometheus metrics at `/metrics` (docs/operations.md, "Metrics"): `ctx.metrics.queue(name,
   * depth)` for a queue, `gauge`/`counter` for the rest.
   */
  metrics: ServerMetrics;
  /** Delivers the outbox's e-mails over SMTP in the background (docs/operations.md, "Mail"). */
  mail: MailSender;
  /** Sends the outbox's webhook deliveries (docs/webhooks.md); started with the server, tests start it themselves. */
  webhooks: WebhookDispatcher;
}
