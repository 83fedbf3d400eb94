// Webhook delivery (docs/webhooks.md): how fast the outbox reaches a receiver, and what a
// receiver that was down gets when it comes back.
//  1. Deliveries per second: a backlog of order.changed events (made with the dispatcher stopped)
//     drained to a local receiver (node http on 127.0.0.1) that verifies every signature with the
//     Standard Webhooks library (`standardwebhooks`), default concurrency.
//  2. Confirm → delivery: orders confirmed one at a time through the API; the delay from the
//     confirm's answer (the commit) to the receiver having the event, p50/p99.
//  3. Receiver down for 10 minutes, then back, in time compressed uniformly: the outage lasts
//     BENCH_OUTAGE_MS (default 3 s, so 1:200) and the production retry schedule (5 s, 5 min,
//     30 min, …) is divided by the same factor, so the drain after the receiver is back is the
//     real one scaled down (reported in real minutes too). The receiver answers 503 for the
//     outage while orders keep changing, then 200. Checked: every event arrives, in order per
//     order (versions rising), once per webhook-id.
// Everything runs on a file database (WAL, synchronous FULL), as in production.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '../packages/sdk/src/index';
import { DEFAULT_RETRY_SCHEDULE } from '../packages/server/src/events/webhookConfig';
import { ensureOfferTestData, TEST_CLIENTS, TEST_PRODUCTS } from '../packages/server/src/testing/offerTestData';
import { createTestServer } from '../packages/server/src/testing/testServer';
import { startWebhookReceiver, type WebhookReceiver } from '../packages/server/src/testing/webhookReceiver';

const SCALE = Number(process.env.BENCH_SCALE ?? 10);
const BACKLOG = 100 * SCALE;
const CONFIRMS = 10 * SCALE;
const OUTAGE_CHANGES = 10 * SCALE;
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_MS ?? 3000);
/** The outage stands for 10 real minutes: real time = compressed time × this. */
const TIME_FACTOR = 600_000 / OUTAGE_MS;

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { p50: at(0.5), p99: at(0.99), max: s.at(-1) as number };
}

async function setup(retrySchedule: number[], pollMs = 50) {
  const dir = mkdtempSync(join(tmpdir(), 'salesdesk-webhooks-bench-'));
  const server = await createTestServer({
    dataDir: dir,
    validateResponses: false,
    webhooks: { retrySchedule, timeoutMs: 5000, concurrency: 8, pollMs },
  });
  ensureOfferTestData(server.ctx.db);
  const admin = await server.loginAs('admin');
  const seller = await server.loginAs('handlowiec');
  const receiver = await startWebhookReceiver();
  const close = async () => {
    await server.ctx.webhooks.stop();
    server.close();
    await receiver.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { server, admin, seller, receiver, close };
}

async function register(admin: ApiClient, receiver: WebhookReceiver, events: string[]) {
  const { secret } = await admin.call('webhookCreate', { body: { url: receiver.url, events: events as never } });
  receiver.secret = secret;
}

const newOrder = (seller: ApiClient) =>
  seller.call('orderCreate', {
    body: {
      client_id: TEST_CLIENTS.main,
      realization_date: '2099-03-01',
      items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }],
    },
  });

async function touch(seller: ApiClient, id: number, version: number, n: number) {
  return seller.call('orderUpdate', { params: { id }, body: { version, comment: `zmiana ${n}` } });
}

async function throughput() {
  const t = await setup([1]);
  await register(t.admin, t.receiver, ['order.changed']);
  const orders = await Promise.all(Array.from({ length: 20 }, () => newOrder(t.seller)));
  const versions = new Map(orders.map((o) => [o.id, o.version]));
  for (let i = 0; i < BACKLOG; i++) {
    const order = orders[i % orders.length] as { id: number };
    const changed = await touch(t.seller, order.id, versions.get(order.id) as number, i);
    versions.set(order.id, changed.version);
  }
  const started = performance.now();
  t.server.ctx.webhooks.start();
  await t.receiver.until((r) => r.accepted().length >= BACKLOG, 600_000);
  const seconds = (performance.now() - started) / 1000;
  const bad = t.receiver.received.filter((r) => r.problem !== null).length;
  await t.close();
  console.log(
    `deliveries/s: ${(BACKLOG / seconds).toFixed(0)} (${BACKLOG} order.changed over 20 orders in ${seconds.toFixed(2)} s, concurrency 8; signature checks failed: ${bad})`,
  );
}

async function latency() {
  const t = await setup([1]);
  await register(t.admin, t.receiver, ['order.confirmed']);
  t.server.ctx.webhooks.start();
  const delays: number[] = [];
  for (let i = 0; i < CONFIRMS; i++) {
    const order = await newOrder(t.seller);
    const want = t.receiver.accepted().length + 1;
    await t.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    const committed = Date.now();
    await t.receiver.until((r) => r.accepted().length >= want, 30_000);
    delays.push((t.receiver.accepted()[want - 1]?.at ?? Date.now()) - committed);
  }
  await t.close();
  const s = stats(delays);
  console.log(
    `confirm → delivery: p50 ${s.p50} ms, p99 ${s.p99} ms, max ${s.max} ms (${CONFIRMS} confirmations, one at a time; clock resolution 1 ms)`,
  );
}

async function outage() {
  // The production schedule compressed by the outage's factor (1:200 by default: 5 s → 25 ms,
  // 5 min → 1.5 s, 30 min → 9 s); the dispatcher's poll likewise, within reason.
  const t = await setup(
    DEFAULT_RETRY_SCHEDULE.map((s) => s / TIME_FACTOR),
    Math.max(10, Math.round(1000 / TIME_FACTOR)),
  );
  await register(t.admin, t.receiver, ['order.changed', 'order.confirmed']);
  t.server.ctx.webhooks.start();
  let down = true;
  t.receiver.answer = () => (down ? 503 : 200);
  const orders = await Promise.all(Array.from({ length: 5 }, () => newOrder(t.seller)));
  const versions = new Map(orders.map((o) => [o.id, o.version]));
  const outageStart = performance.now();
  let made = 0;
  while (made < OUTAGE_CHANGES || performance.now() - outageStart < OUTAGE_MS) {
    if (made < OUTAGE_CHANGES) {
      const order = orders[made % orders.length] as { id: number };
      const changed = await touch(t.seller, order.id, versions.get(order.id) as number, made);
      versions.set(order.id, changed.version);
      made += 1;
    } else await new Promise((r) => setTimeout(r, 50));
  }
  const refusedDuring = t.receiver.received.length;
  down = false;
  const back = performance.now();
  // The heads of the queues wait for their next retry by the schedule (up to 30 real minutes).
  await t.receiver.until((r) => r.accepted().length >= OUTAGE_CHANGES, 120_000 + (2 * 1_800_000) / TIME_FACTOR);
  await t.server.ctx.webhooks.idle();
  const drained = performance.now() - back;
  const accepted = t.receiver.accepted();
  const ids = accepted.map((r) => r.id);
  const duplicates = ids.length - new Set(ids).size;
  let outOfOrder = 0;
  for (const o of orders) {
    const vs = accepted.filter((r) => r.payload?.data.id === o.id).map((r) => r.payload?.data.version as number);
    for (let i = 1; i < vs.length; i++) if ((vs[i] as number) <= (vs[i - 1] as number)) outOfOrder += 1;
  }
  const depth = t.server.ctx.webhooks.queueDepth();
  await t.close();
  console.log(
    `receiver down ${(OUTAGE_MS / 1000).toFixed(1)} s (10 min compressed 1:${TIME_FACTOR.toFixed(0)}) then back: ` +
      `${accepted.length}/${OUTAGE_CHANGES} events delivered, out of order ${outOfOrder}, accepted twice ${duplicates}, ` +
      `refused attempts while down ${refusedDuring}, drained ${drained.toFixed(0)} ms after it came back ` +
      `(${((drained * TIME_FACTOR) / 60_000).toFixed(1)} min in real time), queue left ${depth}`,
  );
  if (accepted.length !== OUTAGE_CHANGES || outOfOrder || duplicates || depth) process.exitCode = 1;
}

await throughput();
await latency();
await outage();
