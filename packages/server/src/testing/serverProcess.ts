import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../../../..');
const MAIN = resolve(import.meta.dirname, '../main.ts');

/** The server as an operator runs it: `main.ts` in a process of its own (from the sources, through tsx). */
export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Its exit code (null when killed by a signal), once it exits. */
  exited: Promise<number | null>;
}

/** Every process started by {@link spawnServer} in this test file, for {@link killServers}. */
const started = new Set<ChildProcess>();

/** Kills (SIGKILL) what {@link spawnServer} started and still runs: a failed test leaves no server behind. */
export async function killServers(): Promise<void> {
  await Promise.all(
    [...started].map((child) => {
      if (child.exitCode !== null || child.signalCode !== null) return undefined;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      return gone;
    }),
  );
  started.clear();
}

/** Starts `salesdesk-server [args]` with `env` (over a clean base: PATH, HOME) from the sources. */
export function spawnServer(env: Record<string, string>, args: string[] = []): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@salesdesk/source', MAIN, ...args], {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  started.add(child);
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, output: () => text, exited };
}

/** Resolves with the server's base URL once it says it runs; rejects with its output when it exits first. */
export async function serverUrl(server: ServerProcess, timeoutMs = 120_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const match = /salesdesk działa: (http:\/\/[^\s/]+)\/pl/.exec(server.output());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no start within ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
