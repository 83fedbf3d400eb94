import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got, checked with the Standard Webhooks library. */
export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  /** The parsed body when its signature verified with the secret, else null. */
  payload: { type: string; timestamp: string; data: Record<string, unknown> } | null;
  /** Why verification failed, if it did. */
  problem: string | null;
  /** The status the receiver answered. */
  answered: number;
  at: number;
}

/** A local webhook receiver (node http on 127.0.0.1) for tests and benchmarks. */
export interface WebhookReceiver {
  url: string;
  received: Received[];
  /** The signing secret to verify with (set once the endpoint is registered). */
  secret: string | null;
  /** Decides the status of each request (default 200); may also wait. */
  answer: (request: Received) => number | Promise<number>;
  /** Verified deliveries answered 2xx, in the order they arrived. */
  accepted(): Received[];
  /** Resolves once `predicate` holds (checked after every request), or rejects after `timeoutMs`. */
  until(predicate: (r: WebhookReceiver) => boolean, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Starts a receiver on a free port of 127.0.0.1. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let waiters: (() => void)[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    secret: null,
    answer: () => 200,
    accepted: () => receiver.received.filter((r) => r.payload !== null && r.answered >= 200 && r.answered < 300),
    until(predicate, timeoutMs = 10_000) {
      if (predicate(receiver)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`webhook receiver: condition not met in ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          if (predicate(receiver)) {
            clearTimeout(timer);
            resolve();
          } else waiters.push(check);
        };
        waiters.push(check);
      });
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const headers = {
      'webhook-id': String(req.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
    };
    const got: Received = {
      id: headers['webhook-id'],
      timestamp: headers['webhook-timestamp'],
      signature: headers['webhook-signature'],
      payload: null,
      problem: null,
      answered: 0,
      at: Date.now(),
    };
    try {
      got.payload = new Webhook(receiver.secret ?? '').verify(body, headers) as Received['payload'];
    } catch (error) {
      got.problem = (error as Error).message;
    }
    got.answered = got.payload ? await receiver.answer(got) : 400;
    receiver.received.push(got);
    res.writeHead(got.answered, { 'content-type': 'text/plain' });
    res.end(got.answered < 300 ? 'przyjęto' : `odmowa ${got.answered}`);
    const pending = waiters;
    waiters = [];
    for (const w of pending) w();
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
