import { rmSync, writeFileSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { DEMO_PASSWORD, datasetStages } from '@salesdesk/fixtures';
import { SOCKET_CLOSE } from '@salesdesk/sdk';
import { createApp } from './app';
import { createLoginLimiter, type LoginLimiterOptions } from './auth/loginLimiter';
import { createResetLimiter, type ResetLimitOptions } from './auth/passwordReset';
import { PID_FILE } from './backup/backupFiles';
import { type BackupSchedule, checkBackupDir, createBackupMonitor, scheduleBackups } from './backup/backupSchedule';
import { type DataDirLock, lockDataDir } from './backup/dataDirLock';
import { loadConfig, type ServerConfig } from './config';
import { checkConfig } from './configCheck';
import { type Db, migrate, openDatabase } from './db/database';
import { isEmpty, seedDatabase } from './db/seed';
import { seedEmpty } from './db/seedEmpty';
import { createServerWebhooks } from './events/webhookServer';
import { userFromToken } from './http/authenticate';
import { ensureImportJobs } from './imports/importJobs';
import { resumeInterruptedImports } from './imports/importResume';
import { createImportRunner } from './imports/importRunner';
import { failInterruptedImports } from './imports/importRuns';
import { createImportScheduler } from './imports/importScheduler';
import { systemMail } from './mail/mailQueue';
import { createMailSender } from './mail/mailSender';
import { createProductMatcher } from './matching/productMatcher';
import { createHealthChecks } from './observability/health';
import { asServerLogger } from './observability/logger';
import { createServerMetrics } from './observability/metrics';
import { backupStatusOf, registerServerObservers } from './observability/observe';
import type { LivePush, Logger, ServerContext } from './serverContext';
import { SERVER_VERSION } from './serverVersion';
import { createSocketHub } from './socket/socketHub';

/** Options of {@link startServer}: any config field, plus test hooks. */
export interface StartServerOptions extends Partial<ServerConfig> {
  /** Environment to read the rest of the config from (default `process.env`). */
  env?: NodeJS.ProcessEnv;
  /** Clock in epoch ms (tests move it). */
  now?: () => number;
  logger?: Logger;
  loginLimits?: LoginLimiterOptions;
  resetLimits?: ResetLimitOptions;
  /** Seed on first start (default true). */
  seed?: boolean;
}

/** A running server. */
export interface RunningServer {
  /** `http://host:port` */
  url: string;
  port: number;
  config: ServerConfig;
  ctx: ServerContext;
  /** Stops accepting connections, closes sockets, the import and backup schedules and the database. */
  close(): Promise<void>;
  /**
   * Stops the way SIGTERM does (docs/operations.md, "Restarts"): stops accepting connections,
   * closes the live sockets with 1012 (the app reconnects), lets the requests in flight finish
   * for at most `config.drainTimeoutMs`, then {@link RunningServer.close}; logs each step.
   */
  drain(reason: string): Promise<void>;
}

const quietLogger: Logger = { info: () => {}, error: (m, ...r) => console.error(m, ...r) };

/**
 * The first start's seed, by `config.seedData` (docs/operations.md, "An empty start"). `empty`
 * needs the administrator's password: `ADMIN_PASSWORD`, or outside production the demo password;
 * a production start without it is refused, since nobody could sign in to the system it made.
 */
async function seedFirstStart(db: Db, config: ServerConfig, env: NodeJS.ProcessEnv, logger: Logger, at: number) {
  if (config.seedData === 'empty') {
    const adminPassword = env.ADMIN_PASSWORD || (config.production ? undefined : DEMO_PASSWORD);
    if (!adminPassword) throw new Error(EMPTY_START_NEEDS_PASSWORD);
    await seedEmpty(db, { adminPassword, adminEmail: env.ADMIN_EMAIL, letterhead: config.letterhead, now: at });
    logger.info(`Empty start: created the administrator "admin" (SEED=empty); import the data next.`);
    return;
  }
  if (config.production && !env.ADMIN_PASSWORD) {
    logger.info('NODE_ENV=production: demo passwords are not seeded; set ADMIN_PASSWORD for the admin account.');
  }
  await seedDatabase(db, datasetStages(config.fixtures), {
    demoPasswords: !config.production,
    adminPassword: env.ADMIN_PASSWORD,
    now: at,
  });
}

/** Why a production start of an empty database without `ADMIN_PASSWORD` is refused. */
export const EMPTY_START_NEEDS_PASSWORD =
  'First start with SEED=empty in production: set ADMIN_PASSWORD to the password of the administrator "admin" ' +
  '(it is read once, on the first start only). Nothing was created; start again with it set.';

/** Logged when `ADMIN_PASSWORD` is set on a start that is not the first: it changes nothing. */
export const ADMIN_PASSWORD_IGNORED =
  'ADMIN_PASSWORD jest ustawione, ale baza danych już istnieje: hasło jest czytane tylko przy pierwszym starcie i nic nie zmienia. ' +
  'Hasło użytkownika zmienia polecenie: salesdesk-server set-password <login> (docs/operations.md); potem usuń ADMIN_PASSWORD z ustawień.';

/** Opens the database (migrating and seeding on first start) and builds the server context. */
export async function createServerContext(options: StartServerOptions = {}): Promise<ServerContext> {
  const {
    env = process.env,
    now = Date.now,
    logger: givenLogger = quietLogger,
    loginLimits,
    resetLimits,
    seed = true,
    ...overrides
  } = options;
  // Every wrong setting at once, in Polish, before anything is opened (configCheck.ts).
  checkConfig(env);
  const config = loadConfig(env, overrides);
  const logger = asServerLogger(givenLogger);
  const db: Db = openDatabase(config.dataDir, { synchronous: config.dbSynchronous });
  try {
    migrate(db, undefined, logger);
  } catch (error) {
    db.close();
    throw error;
  }
  if (seed && isEmpty(db)) {
    try {
      await seedFirstStart(db, config, env, logger, now());
    } catch (error) {
      db.close();
      throw error;
    }
  } else if (env.ADMIN_PASSWORD) {
    logger.info(ADMIN_PASSWORD_IGNORED);
  }
  failInterruptedImports(db, now());
  ensureImportJobs(db, now(), config.importSchedules);
  const live: LivePush = {
    pushToUser: () => {},
    closeForToken: () => {},
    closeForUser: () => {},
    tokenRenewed: () => {},
    connectionCount: () => 0,
    connectedUserCount: () => 0,
  };
  const base: Omit<ServerContext, 'importScheduler' | 'mail' | 'webhooks'> = {
    db,
    config,
    log: logger,
    now,
    loginLimiter: createLoginLimiter({ now, ...loginLimits }),
    resetLimiter: createResetLimiter({ now, ...resetLimits }),
    live,
    runLater: (job) => setImmediate(job),
    matcher: createProductMatcher({
      db,
      dataDir: config.dataDir,
      workers: config.matchWorkers,
      budgetMs: config.matchBudgetMs,
      now,
    }),
    // After `failInterruptedImports`: its first clean-up removes the interrupted runs' files.
    imports: createImportRunner({
      db,
      dataDir: config.dataDir,
      synchronous: config.dbSynchronous,
      now,
      log: logger,
      mail: systemMail({ config }),
    }),
    backups: createBackupMonitor(
      config.dataDir === ':memory:' ? null : config.backup.dir,
      config.dataDir !== ':memory:' && config.backup.dir !== null && config.backup.intervalMinutes > 0,
      now,
    ),
    health: createHealthChecks(),
    metrics: createServerMetrics(SERVER_VERSION),
  };
  // The scheduler works on the context it belongs to (its db, clock, live pushes).
  const ctx = base as ServerContext;
  ctx.importScheduler = createImportScheduler(ctx);
  ctx.mail = createMailSender(ctx);
  ctx.webhooks = createServerWebhooks(ctx);
  registerServerObservers(ctx);
  // Runs a stopped server left half-applied are completed from their files, after the start.
  resumeInterruptedImports(ctx);
  return ctx;
}

/** Starts the reference server on `host:port` (port 0 picks a free one). */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // One server per DATA_DIR for its whole life: taken before the database is opened, so a second
  // server (or a restore) is refused before it touches anything (docs/operations.md, "Restarts").
  // Settings first: a start refused for them leaves DATA_DIR untouched (no folder, no lock file).
  checkConfig(options.env ?? process.env);
  const dataDir = options.dataDir ?? loadConfigDataDir(options.env ?? process.env);
  const lock: DataDirLock | null = dataDir === ':memory:' ? null : lockDataDir(dataDir, 'server');
  let ctx: ServerContext;
  try {
    ctx = await createServerContext(options);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const log = ctx.log;
  // The live socket shares the port: `/ws`, first text frame = a valid token (SPEC §7).
  const hub = createSocketHub({
    verifyToken: (token) => {
      const user = userFromToken(ctx, token);
      return 'problem' in user ? null : { userId: user.id, tokenId: user.jti, expiresAt: user.exp * 1000 };
    },
    now: ctx.now,
    log: ctx.log,
  });
  ctx.live = hub;
  ctx.metrics.gauge('salesdesk_socket_connections', 'Open live sockets (/ws).', () => hub.openSocketCount());
  ctx.metrics.gauge('salesdesk_socket_users', 'Users with at least one authenticated live socket.', () =>
    hub.connectedUserCount(),
  );
  const app = createApp(ctx);
  const server = await new Promise<Server>((resolveServer) => {
    const s = serve({ fetch: app.fetch, port: ctx.config.port, hostname: ctx.config.host }, () =>
      resolveServer(s as Server),
    ) as Server;
  });
  server.on('upgrade', hub.handleUpgrade);
  // The requests being answered: a drain waits for them (a response's 'close' comes when it is done or cut).
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  ctx.importScheduler.start();
  // Mail leaves off the request path: the answer that queued it never waits for the SMTP server.
  ctx.mail.start();
  ctx.webhooks.start();
  const fileDatabase = ctx.config.dataDir !== ':memory:';
  // `restore` refuses to replace the database of a server that is running (docs/operations.md).
  const pidFile = fileDatabase ? join(ctx.config.dataDir, PID_FILE) : null;
  if (pidFile) writeFileSync(pidFile, String(process.pid));
  const { backup } = ctx.config;
  // An unusable backup folder is said at once, not at the first scheduled backup a day later.
  const backupDirProblem = fileDatabase && backup.dir && backup.intervalMinutes > 0 ? checkBackupDir(backup.dir) : null;
  if (backupDirProblem) {
    const message = `BACKUP_DIR: ${backupDirProblem}; kopie zapasowe nie powstaną, dopóki folder nie będzie zapisywalny.`;
    ctx.backups.failed(message);
    // The readiness answer reads its own status: without this it would say ok until the next
    // scheduled attempt, an interval away when a fresh backup is in the folder.
    backupStatusOf(ctx).failed(message, ctx.now());
    log.error(message);
  }
  const backups: BackupSchedule | null =
    fileDatabase && backup.dir && backup.intervalMinutes > 0
      ? scheduleBackups({
          db: ctx.db,
          dir: backup.dir,
          intervalMs: backup.intervalMinutes * 60_000,
          keep: backup.keep,
          now: ctx.now,
          log: ctx.log,
          monitor: ctx.backups,
          status: backupStatusOf(ctx),
        })
      : null;
  const port = (server.address() as AddressInfo).port;
  const host = ctx.config.host.includes(':') ? `[${ctx.config.host}]` : ctx.config.host;
  let closed = false;
  let draining: Promise<void> | null = null;
  const running: RunningServer = {
    url: `http://${host}:${port}`,
    port,
    config: ctx.config,
    ctx,
    async close() {
      if (closed) return;
      closed = true;
      hub.close();
      await ctx.importScheduler.stop();
      await ctx.webhooks.stop();
      await backups?.stop();
      await ctx.mail.stop();
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections?.();
      });
      await ctx.matcher.close();
      await ctx.imports.close();
      ctx.db.close();
      // Only the holder of the lock wrote the pid file; the lock goes after it, so a server
      // starting next never finds its own pid file removed.
      if (pidFile) rmSync(pidFile, { force: true });
      lock?.release();
    },
    drain(reason) {
      draining ??= drainServer({
        reason,
        server,
        inFlight,
        closeSockets: () => hub.closeAllForRestart(SOCKET_CLOSE.serverRestart),
        timeoutMs: ctx.config.drainTimeoutMs,
        log,
        close: () => running.close(),
      });
      return draining;
    },
  };
  return running;
}

/** `DATA_DIR` as the config would resolve it, without reading the rest (the lock comes before the config's checks). */
function loadConfigDataDir(env: NodeJS.ProcessEnv): string {
  return resolve(env.DATA_DIR ?? '.data');
}

/**
 * The steps of a graceful stop: no new connections (idle keep-alive ones closed), live sockets
 * closed with a restart code, the requests in flight waited for up to `timeoutMs` (then cut),
 * then the server closed. Each step is logged, so the journal shows how a stop went.
 */
async function drainServer(options: {
  reason: string;
  server: Server;
  inFlight: Set<ServerResponse>;
  closeSockets: () => number;
  timeoutMs: number;
  log: Logger;
  close: () => Promise<void>;
}): Promise<void> {
  const { server, inFlight, log } = options;
  log.info(`zatrzymywanie (${options.reason}): nowe połączenia nie są przyjmowane`);
  server.close();
  server.closeIdleConnections?.();
  const sockets = options.closeSockets();
  log.info(`zatrzymywanie: zamknięto połączenia na żywo: ${sockets} (kod 1012, aplikacja połączy się ponownie)`);
  const waiting = inFlight.size;
  log.info(`zatrzymywanie: żądania w toku: ${waiting}, czekam najwyżej ${options.timeoutMs} ms`);
  const started = Date.now();
  while (inFlight.size > 0 && Date.now() - started < options.timeoutMs) {
    await new Promise((r) => setTimeout(r, 25));
    // A keep-alive connection whose request just finished would otherwise hold the port open.
    server.closeIdleConnections?.();
  }
  if (inFlight.size > 0) {
    log.error(`zatrzymywanie: po ${options.timeoutMs} ms przerwano żądania w toku: ${inFlight.size}`);
  } else if (waiting > 0) {
    log.info(`zatrzymywanie: żądania w toku zakończone (${Date.now() - started} ms)`);
  }
  await options.close();
  log.info('zatrzymywanie: harmonogramy, baza danych i blokada folderu danych zamknięte; serwer zatrzymany');
}
