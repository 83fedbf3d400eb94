import { rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { datasetStages } from '@salesdesk/fixtures';
import { createApp } from './app';
import { createLoginLimiter, type LoginLimiterOptions } from './auth/loginLimiter';
import { createResetLimiter, type ResetLimitOptions } from './auth/passwordReset';
import { PID_FILE } from './backup/backupFiles';
import { type BackupSchedule, scheduleBackups } from './backup/backupSchedule';
import { loadConfig, type ServerConfig } from './config';
import { type Db, migrate, openDatabase } from './db/database';
import { isEmpty, seedDatabase } from './db/seed';
import { userFromToken } from './http/authenticate';
import { failInterruptedImports } from './imports/importRuns';
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
  /** Stops accepting connections, closes sockets, the backup schedule and the database. */
  close(): Promise<void>;
}

const quietLogger: Logger = { info: () => {}, error: (m, ...r) => console.error(m, ...r) };

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
    if (config.production && !env.ADMIN_PASSWORD) {
      logger.info('NODE_ENV=production: demo passwords are not seeded; set ADMIN_PASSWORD for the admin account.');
    }
    await seedDatabase(db, datasetStages(config.fixtures), {
      demoPasswords: !config.production,
      adminPassword: env.ADMIN_PASSWORD,
      now: now(),
    });
  }
  failInterruptedImports(db, now());
  const live: LivePush = {
    pushToUser: () => {},
    closeForToken: () => {},
    closeForUser: () => {},
    tokenRenewed: () => {},
    connectionCount: () => 0,
    connectedUserCount: () => 0,
  };
  return {
    db,
    config,
    log: logger,
    now,
    loginLimiter: createLoginLimiter({ now, ...loginLimits }),
    resetLimiter: createResetLimiter({ now, ...resetLimits }),
    live,
    runLater: (job) => setImmediate(job),
  };
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
      await backups?.stop();
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections?.();
      });
      ctx.db.close();
      if (pidFile) rmSync(pidFile, { force: true });
    },
  };
}
