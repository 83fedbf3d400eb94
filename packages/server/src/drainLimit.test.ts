import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServer } from './startServer';

// The drain's limit (docs/operations.md, "Restarts"): a request that does not finish is waited
// for at most DRAIN_TIMEOUT_MS, then cut, and the server stops anyway. restarts.test.ts covers a
// request that finishes within it, with real processes and signals.

describe('a drain with a request that does not finish', () => {
  it('waits DRAIN_TIMEOUT_MS, cuts it, logs so and stops', async () => {
    const lines: string[] = [];
    const server = await startServer({
      dataDir: ':memory:',
      port: 0,
      host: '127.0.0.1',
      env: {},
      appDir: null,
      drainTimeoutMs: 300,
      logger: { info: (m) => lines.push(`info ${m}`), error: (m) => lines.push(`error ${m}`) },
    });
    // A request whose body never comes: in flight from its headers on, for ever.
    const socket = connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    socket.write(
      'POST /api/account/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    const started = Date.now();
    await server.drain('SIGTERM');
    const took = Date.now() - started;
    await closed;
    expect(took).toBeGreaterThanOrEqual(300);
    expect(took).toBeLessThan(10_000);
    expect(lines).toContain('info zatrzymywanie: żądania w toku: 1, czekam najwyżej 300 ms');
    expect(lines).toContain('error zatrzymywanie: po 300 ms przerwano żądania w toku: 1');
    expect(lines.at(-1)).toMatch(/serwer zatrzymany$/);
    // Stopped: nothing listens any more.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
