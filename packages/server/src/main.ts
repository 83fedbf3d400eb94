#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { createLogger, logSettingsFrom, type ServerLogger } from './observability/logger';
import { runServerCommand } from './serverCommands';
import { startServer } from './startServer';
import { readStdinSecret } from './stdinSecret';

// `salesdesk-server` (`pnpm start`): the whole product on one port, the built app served from
// packages/app/dist. `salesdesk-server backup` / `restore <file>`: see docs/operations.md.
const [command] = process.argv.slice(2);
if (command !== undefined && command !== 'serve') {
  process.exit(
    await runServerCommand(process.argv.slice(2), process.env, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      readSecret: readStdinSecret,
    }),
  );
}

const here = dirname(fileURLToPath(import.meta.url));
const defaultAppDir = resolve(here, '../../app/dist');
const appDir = process.env.APP_DIR ?? (existsSync(defaultAppDir) ? defaultAppDir : null);

// JSON lines in production, plain text at a terminal (docs/operations.md, "Logs").
let log: ServerLogger;
try {
  log = createLogger(logSettingsFrom(process.env));
} catch (error) {
  console.error(`salesdesk nie wystartował: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// Whatever escapes is one line with its stack in a field, then the supervisor restarts the server.
process.on('uncaughtException', (error) => {
  log.error('nieobsłużony wyjątek: serwer kończy pracę', error);
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  log.error('nieobsłużone odrzucenie obietnicy: serwer kończy pracę', reason);
  process.exit(1);
});

let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer({ appDir, logger: log });
} catch (error) {
  // A refused start (bad settings, an empty production start without ADMIN_PASSWORD) is one
  // line for the operator, not a stack trace.
  log.error(`salesdesk nie wystartował: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { backup } = server.config;
log.info(`salesdesk działa: ${server.url}/pl`, {
  url: server.url,
  data_dir: server.config.dataDir,
  brand: server.config.brand,
  ...(backup.dir && backup.intervalMinutes > 0
    ? { backup_dir: backup.dir, backup_interval_minutes: backup.intervalMinutes, backup_keep: backup.keep }
    : {}),
  metrics: server.config.metricsToken ? 'on' : 'off',
});
if (!server.config.production && server.config.seedData === 'demo') {
  log.info(`konta demo: admin / ${DEMO_PASSWORD} (Administrators), handlowiec / ${DEMO_PASSWORD} (Handlowiec)`);
}
if (!appDir) log.warn('brak zbudowanej aplikacji (packages/app/dist); serwowane jest tylko API.');

if (server.config.trustProxy.entries.length) {
  console.log(`  zaufane proxy (TRUST_PROXY): ${server.config.trustProxy.entries.join(', ')}`);
}

// SIGTERM (systemd's stop, a deploy) and SIGINT drain: what is in flight finishes, then the
// process exits 0. A second signal while draining stops at once (exit 1).
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) {
      console.error(`zatrzymywanie: drugi ${signal}, kończę natychmiast`);
      process.exit(1);
    }
    stopping = true;
    server.drain(signal).then(
      () => process.exit(0),
      (error) => {
        console.error('zatrzymywanie nie powiodło się', error);
        process.exit(1);
      },
    );
  });
}
