// JSON compression of API answers: the same list calls asked for plain (`Accept-Encoding:
// identity`, the baseline) and compressed (gzip, brotli), one after the other in each iteration,
// through the real server on a loopback port. Per call and coding: the time until the last byte
// is in (p50; the server's JSON, compression and the loopback transfer), the bytes on the wire,
// and the client's cost of decoding them (zlib here, the browser's own inflater in the app).
// Loopback has no bandwidth to save, so the printout also models links of the branches
// (100, 20 and 5 Mbit/s): time + decode + bytes at that rate, as a ratio to the plain answer.
// Printed, never asserted. The decision it feeds is written in docs/decisions/performance.md.
// Run: pnpm bench compression   (env BENCH_SCALE (fixture scale, default 1), BENCH_RUNS (200))
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer } from '../packages/server/src/startServer';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const runs = Number(process.env.BENCH_RUNS ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'salesdesk-bench-compression-'));
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  env: {},
  appDir: null,
  fixtures: { seed: 1, scale },
  validateResponses: false,
});
const login = await fetch(`${server.url}/api/account/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
});
const { token } = (await login.json()) as { token: string };

const calls = [
  { name: 'invoices, page of 200', path: '/api/invoices?limit=200' },
  { name: 'offers, page of 20', path: '/api/table-offer-list?limit=20' },
  { name: 'clients, page of 5', path: '/api/clients?limit=5' },
];
const codings = ['identity', 'gzip', 'br'] as const;
type Coding = (typeof codings)[number];

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const url = new URL(server.url);

/** One call: milliseconds until the last byte, the body as received, its Content-Encoding. */
function get(path: string, coding: Coding): Promise<{ ms: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': coding, Accept: 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
          else
            resolve({
              ms: performance.now() - started,
              body: Buffer.concat(chunks),
              encoding: String(res.headers['content-encoding'] ?? 'identity'),
            });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function decode(body: Buffer, encoding: string): { ms: number; text: string } {
  const started = performance.now();
  const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
  const text = plain.toString('utf8');
  return { ms: performance.now() - started, text };
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const links = [100, 20, 5];

console.log(`fixture scale ${scale}, ${runs} runs per call and coding (interleaved), loopback`);
for (const call of calls) {
  const samples = Object.fromEntries(codings.map((c) => [c, { ms: [] as number[], decode: [] as number[] }])) as Record<
    Coding,
    { ms: number[]; decode: number[] }
  >;
  const sizes = {} as Record<Coding, { bytes: number; encoding: string }>;
  let plainText = '';
  for (let i = -Math.min(20, runs); i < runs; i++) {
    // The order rotates, so no coding always runs first (warm caches) or last.
    for (let k = 0; k < codings.length; k++) {
      const coding = codings[(k + Math.max(0, i)) % codings.length] as Coding;
      const answer = await get(call.path, coding);
      const decoded = decode(answer.body, answer.encoding);
      if (coding === 'identity') plainText = decoded.text;
      else if (plainText && decoded.text !== plainText)
        throw new Error(`${call.path}: ${coding} decodes to other JSON`);
      sizes[coding] = { bytes: answer.body.length, encoding: answer.encoding };
      if (i < 0) continue;
      samples[coding].ms.push(answer.ms);
      samples[coding].decode.push(decoded.ms);
    }
  }
  const plain = { ms: p50(samples.identity.ms), bytes: sizes.identity.bytes };
  console.log(`\n${call.name} (${call.path}): ${(plain.bytes / 1024).toFixed(1)} kB of JSON`);
  for (const coding of codings) {
    const s = samples[coding];
    const { bytes, encoding } = sizes[coding];
    const ms = p50(s.ms);
    const dec = p50(s.decode);
    const modelled = links
      .map((mbit) => {
        const total = (t: number, d: number, b: number) => t + d + (b * 8) / (mbit * 1000);
        const ratio = total(ms, dec, bytes) / total(plain.ms, p50(samples.identity.decode), plain.bytes);
        return `${mbit} Mbit/s ${ratio.toFixed(2)}`;
      })
      .join(', ');
    console.log(
      `  ${coding.padEnd(8)} sent as ${encoding.padEnd(8)} ${String(bytes).padStart(7)} B (ratio ${(bytes / plain.bytes).toFixed(3)}); until last byte p50 ${ms.toFixed(2)} ms (ratio ${(ms / plain.ms).toFixed(2)}); decode p50 ${dec.toFixed(3)} ms; modelled time ratio: ${modelled}`,
    );
  }
}
console.log(
  '\nkeep compression when the compressed answer is much smaller (bytes ratio ≤ 0.5) and the modelled time at 20 Mbit/s is not worse (ratio ≤ 1)',
);
agent.destroy();
await server.close();
rmSync(dataDir, { recursive: true, force: true });
