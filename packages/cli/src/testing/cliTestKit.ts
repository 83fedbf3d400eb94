import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { type RunningServer, startServer } from '@salesdesk/server';
import type { CliIo } from '../io';
import { run } from '../run';

/** What one in-process CLI run printed and returned. */
export interface RunResult {
  code: number;
  stdout: string;
  stdoutBytes: Buffer;
  stderr: string;
}

/** A reference server on a loopback port plus a private XDG config dir. */
export interface CliTestEnv {
  server: RunningServer;
  dir: string;
  env: Record<string, string>;
  /** Runs the CLI in-process against the server. */
  cli(argv: string[], extra?: Partial<CliIo> & { input?: string; env?: Record<string, string> }): Promise<RunResult>;
  close(): Promise<void>;
}

/**
 * Starts the real server (seeded at scale 1) on 127.0.0.1:0 with a temp data dir; `now` fixes
 * its clock (the seed's dates count from it), for output compared with snapshots.
 */
export async function startCliTestEnv(
  options: { now?: () => number; matchBudgetMs?: number } = {},
): Promise<CliTestEnv> {
  const dir = mkdtempSync(join(tmpdir(), 'salesdesk-cli-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(dir, 'data'),
    env: {},
    appDir: null,
    ...(options.now ? { now: options.now } : {}),
    ...(options.matchBudgetMs === undefined ? {} : { matchBudgetMs: options.matchBudgetMs }),
  });
  const env = { XDG_CONFIG_HOME: join(dir, 'config'), HOME: dir, SALESDESK_BASE_URL: server.url };
  return {
    server,
    dir,
    env,
    async cli(argv, extra = {}) {
      const stdout = new PassThrough();
      const stderr = new PassThrough();
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      stdout.on('data', (c: Buffer) => out.push(c));
      stderr.on('data', (c: Buffer) => err.push(c));
      const stdin = new PassThrough();
      stdin.end(extra.input ?? '');
      const { input: _input, env: extraEnv, ...io } = extra;
      const code = await run(argv, {
        stdout,
        stderr,
        stdin,
        env: { ...env, ...extraEnv },
        retryDelay: () => 10,
        ...io,
      });
      // Let piped chunks arrive.
      await new Promise((r) => setImmediate(r));
      const stdoutBytes = Buffer.concat(out);
      return { code, stdout: stdoutBytes.toString('utf8'), stdoutBytes, stderr: Buffer.concat(err).toString('utf8') };
    },
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Parses CSV per RFC 4180 (quoted fields, doubled quotes, CRLF) — a reader for round-trip tests. */
export function parseCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
