import { rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { DEMO_PASSWORD, datasetStages } from '@salesdesk/fixtures';
import { createApp } from './app';
import { createLoginLimiter, type LoginLimiterOptions } from './auth/loginLimiter';
import { createResetLimiter, type ResetLimitOptions } from './auth/passwordReset';
import { PID_FILE } from './backup/backupFiles';
import { type BackupSchedule, scheduleBackups } from './backup/backupSchedule';
import { loadConfig, type ServerConfig } from './config';
import { type Db, migrate, openDatabase } from './db/database';
import { isEmpty, seedDatabase } from './db/seed';
import { seedEmpty } from './db/seedEmpty';
import { createServerWebhooks } from './events/webhookServer';
import { userFromToken } from './http/authenticate';
import { ensureImportJobs } from './imports/importJobs';
import { createImportRunner } from './imports/importRunner';
import { failInterruptedImports } from './imports/importRuns';
import { createImportScheduler } from './imports/importScheduler';
import { createProductMatcher } from './matching/productMatcher';
import type { LivePush, Logger, ServerContext } from './serverContext';
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

/** Opens the database (migrating and seeding on first start) and builds the server context. */
export async function createServerContext(options: StartServerOptions = {}): Promise<ServerContext> {
  const {
    env = process.env,
    now = Date.now,
    logger = quietLogger,
    loginLimits,
    resetLimits,
    seed = true,
    ...overrides
  } = options;
  const config = loadConfig(env, overrides);
  const db: Db = openDatabase(config.dataDir, { synchronous: config.dbSynchronous });
  migrate(db);
  if (seed && isEmpty(db)) {
    try {
      await seedFirstStart(db, config, env, logger, now());
    } catch (error) {
      db.close();
      throw error;
    }
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
  const base: Omit<ServerContext, 'importScheduler' | 'webhooks'> = {
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
    }),
  };
  // The scheduler works on the context it belongs to (its db, clock, live pushes).
  const ctx = base as ServerContext;
  ctx.importScheduler = createImportScheduler(ctx);
  ctx.webhooks = createServerWebhooks(ctx);
  return ctx;
}

/** Starts the reference server on `host:port` (port 0 picks a free one). */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const ctx = await createServerContext(options);
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
  const app = createApp(ctx);
  const server = await new Promise<Server>((resolveServer) => {
    const s = serve({ fetch: app.fetch, port: ctx.config.port, hostname: ctx.config.host }, () =>
      resolveServer(s as Server),
    ) as Server;
  });
  server.on('upgrade', hub.handleUpgrade);
  ctx.importScheduler.start();
  ctx.webhooks.start();
  const fileDatabase = ctx.config.dataDir !== ':memory:';
  // `restore` refuses to replace the database of a server that is running (docs/operations.md).
  const pidFile = fileDatabase ? join(ctx.config.dataDir, PID_FILE) : null;
  if (pidFile) writeFileSync(pidFile, String(process.pid));
  const { backup } = ctx.config;
  const backups: BackupSchedule | null =
    fileDatabase && backup.dir && backup.intervalMinutes > 0
      ? scheduleBackups({
          db: ctx.db,
          dir: backup.dir,
          intervalMs: backup.intervalMinutes * 60_000,
          keep: backup.keep,
          now: ctx.now,
          log: ctx.log,
        })
      : null;
  const port = (server.address() as AddressInfo).port;
  const host = ctx.config.host.includes(':') ? `[${ctx.config.host}]` : ctx.config.host;
  let closed = false;
  return {
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
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections?.();
      });
      await ctx.matcher.close();
      await ctx.imports.close();
      ctx.db.close();
      if (pidFile) rmSync(pidFile, { force: true });
    },
  };
}
