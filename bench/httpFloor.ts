// The HTTP floor of a line write (bench/offers.bench.ts, "HTTP floor"): a bare `node:http`
// handler on better-sqlite3 doing what the server's quantity write must do at the least — read
// the body and parse it, check the bearer token (its HMAC and its session row), change the line,
// move the offer's totals and version (refused on a stale version), write a history row, read
// the header and the line back and answer them as JSON — and a keep-alive HTTP client that
// times a call from the moment it is sent to the last byte of its answer. No router, no
// middleware, no schema, no rules: what is left when everything the server adds is taken away.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../packages/server/src/db/database';

/** A bare server of one route, `PUT /bare/offer-item-qty/:lineId`, on the server's own database. */
export interface BareServer {
  port: number;
  close(): Promise<void>;
}

/** Starts the bare handler on 127.0.0.1 (a free port) against `db`, checking tokens signed with `secret`. */
export async function startBareServer(db: Db, secret: string): Promise<BareServer> {
  const session = db.prepare('SELECT user_id FROM sessions WHERE jti = ? AND revoked_at IS NULL').pluck();
  const lineOf = db.prepare('SELECT offer_id, quantity, client_price, tax_rate, name FROM offer_items WHERE id = ?');
  const saveLine = db.prepare(
    `UPDATE offer_items SET quantity = @quantity, total_row_excl_tax = @net, tax = @tax, total_row_incl_tax = @net + @tax
     WHERE id = @id`,
  );
  const header = db.prepare(
    `UPDATE offers SET grand_total_excl_tax = grand_total_excl_tax + @net, grand_total_tax = grand_total_tax + @tax,
       grand_total_incl_tax = grand_total_incl_tax + @net + @tax, version = version + 1, updated_at = @now
     WHERE id = @id AND version = @version`,
  );
  const history = db.prepare(
    `INSERT INTO offer_history (offer_id, user_id, created_at, event, description) VALUES (?, ?, ?, 'quantity', ?)`,
  );
  const readHeader = db.prepare('SELECT * FROM offers WHERE id = ?');
  const readLine = db.prepare('SELECT * FROM offer_items WHERE id = ?');
  type Line = { offer_id: number; quantity: number; client_price: number; tax_rate: number; name: string };

  const write = db.transaction((userId: number, lineId: number, version: number, quantity: number) => {
    const line = lineOf.get(lineId) as Line | undefined;
    if (!line) return { status: 404, body: { code: 'not_found' } };
    const net = Math.round(line.client_price * quantity);
    const tax = Math.round((net * line.tax_rate) / 100);
    const oldNet = Math.round(line.client_price * line.quantity);
    const oldTax = Math.round((oldNet * line.tax_rate) / 100);
    saveLine.run({ id: lineId, quantity, net, tax });
    const now = new Date().toISOString();
    const moved = header.run({ id: line.offer_id, version, net: net - oldNet, tax: tax - oldTax, now });
    if (moved.changes !== 1) throw new StaleVersion();
    history.run(line.offer_id, userId, now, `${line.name}: ${quantity}`);
    return {
      status: 200,
      body: { offer: readHeader.get(line.offer_id), items: [readLine.get(lineId)], removed_item_ids: [] },
    };
  });

  /** The user of a bearer token: its HS256 signature checked, then its session row. */
  function userOf(authorization: string | undefined): number | null {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const parts = token?.split('.');
    if (parts?.length !== 3) return null;
    const [h, b, s] = parts as [string, string, string];
    const expected = Buffer.from(createHmac('sha256', secret).update(`${h}.${b}`).digest('base64url'));
    const actual = Buffer.from(s);
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
    const payload = JSON.parse(Buffer.from(b, 'base64url').toString('utf8')) as { jti: string; exp: number };
    if (payload.exp * 1000 <= Date.now()) return null;
    return (session.get(payload.jti) as number | undefined) ?? null;
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
        res.end(text);
      };
      const match = /^\/bare\/offer-item-qty\/(\d+)$/.exec(req.url ?? '');
      if (req.method !== 'PUT' || !match) return answer(404, { code: 'not_found' });
      const userId = userOf(req.headers.authorization);
      if (userId === null) return answer(401, { code: 'unauthorized' });
      let body: { version?: unknown; quantity?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(400, { code: 'malformed_json' });
      }
      if (typeof body.version !== 'number' || typeof body.quantity !== 'number' || !(body.quantity > 0))
        return answer(400, { code: 'validation' });
      try {
        const out = write(userId, Number(match[1]), body.version, body.quantity);
        answer(out.status, out.body);
      } catch (error) {
        if (error instanceof StaleVersion) answer(409, { code: 'version_conflict' });
        else answer(500, { code: 'internal_error' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

class StaleVersion extends Error {}

/** A keep-alive client of one connection per origin, the same for the server and the bare handler. */
export function floorClient() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    /** Sends one JSON call; resolves with its status, its answer's text and the time to its last byte (ms). */
    call(
      port: number,
      method: string,
      path: string,
      token: string,
      body: unknown,
    ): Promise<{ status: number; text: string; ms: number }> {
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const started = performance.now();
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method,
            path,
            agent,
            headers: {
              'Content-Type': 'application/json',
              'Content-Length': Buffer.byteLength(payload),
              Accept: 'application/json',
              Authorization: `Bearer ${token}`,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                text: Buffer.concat(chunks).toString('utf8'),
                ms: performance.now() - started,
              }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
