#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { runServerCommand } from './serverCommands';
import { startServer } from './startServer';

// `salesdesk-server` (`pnpm start`): the whole product on one port, the built app served from
// packages/app/dist. `salesdesk-server backup` / `restore <file>`: see docs/operations.md.
const [command] = process.argv.slice(2);
if (command !== undefined && command !== 'serve') {
  process.exit(
    await runServerCommand(process.argv.slice(2), process.env, {
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    }),
  );
}

const here = dirname(fileURLToPath(import.meta.url));
const defaultAppDir = resolve(here, '../../app/dist');
const appDir = process.env.APP_DIR ?? (existsSync(defaultAppDir) ? defaultAppDir : null);

let server: Awaited<ReturnType<typeof startServer>>;
try {
  server = await startServer({
    appDir,
    logger: { info: (m) => console.log(m), error: (m, ...r) => console.error(m, ...r) },
  });
} catch (error) {
  // A refused start (bad settings, an empty production start without ADMIN_PASSWORD) is one
  // line for the operator, not a stack trace.
  console.error(`salesdesk nie wystartował: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

console.log(`salesdesk działa: ${server.url}/pl`);
console.log(`  dane: ${server.config.dataDir} · marka: ${server.config.brand}`);
const { backup } = server.config;
if (backup.dir && backup.intervalMinutes > 0) {
  console.log(`  kopie zapasowe: ${backup.dir} co ${backup.intervalMinutes} min, zachowane ${backup.keep}`);
}
if (!server.config.production && server.config.seedData === 'demo') {
  console.log(`  konta demo: admin / ${DEMO_PASSWORD} (Administrators), handlowiec / ${DEMO_PASSWORD} (Handlowiec)`);
}
if (!appDir) console.log('  uwaga: brak zbudowanej aplikacji (packages/app/dist); serwowane jest tylko API.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
