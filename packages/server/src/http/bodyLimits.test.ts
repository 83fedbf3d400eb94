import { DEMO_PASSWORD } from '@salesdesk/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CLIENTS } from '../testing/offerTestData';
import { draftOffer, type OfferTestKit, offerTestKit } from '../testing/offerTestKit';
import { ATTACHMENT_BODY_LIMIT, JSON_BODY_LIMIT } from './bodyLimits';

let kit: OfferTestKit;
beforeAll(async () => {
  kit = await offerTestKit();
});
afterAll(() => kit.server.close());

const CHUNK = 64 * 1024;

/** A body of `total` bytes produced on demand; `pulled()` tells how much the server asked for. */
function meteredBody(total: number) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent >= total) return controller.close();
        const size = Math.min(CHUNK, total - sent);
        sent += size;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => sent };
}

/** `{"username":..,"password":..}` padded with spaces to exactly `size` bytes. */
function paddedLogin(size: number, password = 'zle-haslo'): string {
  const json = JSON.stringify({ username: 'handlowiec', password });
  return json + ' '.repeat(size - json.length);
}

async function send(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  const res = await kit.server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, json: (await res.json()) as { code: string; message: string } };
}

describe('body size limits', () => {
  it('reads a login body of exactly the limit', async () => {
    const body = paddedLogin(JSON_BODY_LIMIT, DEMO_PASSWORD);
    const { status } = await send('/api/account/login', body, { 'content-length': String(body.length) });
    expect(status).toBe(200);
  });

  it('refuses a login body one byte over the limit with 413 and a Polish message', async () => {
    const body = paddedLogin(JSON_BODY_LIMIT + 1);
    const { status, json } = await send('/api/account/login', body, { 'content-length': String(body.length) });
    expect(status).toBe(413);
    expect(json).toEqual({ code: 'payload_too_large', message: 'Treść żądania jest za duża (maksymalnie 1 MB).' });
  });

  it('refuses a body announced as 100 MB without reading it', async () => {
    const body = meteredBody(100 * 1024 * 1024);
    const { status } = await send('/api/account/login', body.stream, { 'content-length': String(100 * 1024 * 1024) });
    expect(status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK);
  });

  it('refuses a chunked body (no Content-Length) as soon as it passes the limit', async () => {
    const body = meteredBody(100 * 1024 * 1024);
    const { status, json } = await send('/api/account/login', body.stream);
    expect(status).toBe(413);
    expect(json.code).toBe('payload_too_large');
    // The server stopped pulling right after the limit instead of draining 100 MB.
    expect(body.pulled()).toBeGreaterThan(JSON_BODY_LIMIT);
    expect(body.pulled()).toBeLessThanOrEqual(JSON_BODY_LIMIT + 2 * CHUNK);
  });

  it('reads a chunked body under the limit', async () => {
    const body = new Blob([paddedLogin(JSON_BODY_LIMIT - 10, DEMO_PASSWORD)]).stream();
    const { status } = await send('/api/account/login', body);
    expect(status).toBe(200);
  });

  it('takes an attachment larger than the JSON limit, up to its own limit', async () => {
    const offer = await draftOffer(kit.seller);
    const token = kit.seller.tokenStore?.get() ?? '';
    // 4 MB PDF: about 5.6 MB of base64, far over the JSON limit, under the attachment limit.
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4 * 1024 * 1024, 7)]).toString('base64');
    const body = JSON.stringify({
      version: offer.version,
      name: 'a.pdf',
      content_type: 'application/pdf',
      content_base64: content,
    });
    expect(body.length).toBeGreaterThan(JSON_BODY_LIMIT);
    const auth = { authorization: `Bearer ${token}` };
    const ok = await send(`/api/offer/${offer.id}/add-attachment`, body, auth);
    expect(ok.status).toBe(200);

    const tooBig = meteredBody(ATTACHMENT_BODY_LIMIT + 1);
    const refused = await send(`/api/offer/${offer.id}/add-attachment`, tooBig.stream, auth);
    expect(refused.status).toBe(413);
    expect(refused.json.message).toBe('Treść żądania jest za duża (maksymalnie 6,9 MB).');
  });

  it('keeps the JSON limit on other writes', async () => {
    const token = kit.seller.tokenStore?.get() ?? '';
    const body = JSON.stringify({ client_id: TEST_CLIENTS.main, comment: 'x'.repeat(JSON_BODY_LIMIT) });
    const { status } = await send('/api/offer/create', body, { authorization: `Bearer ${token}` });
    expect(status).toBe(413);
  });
});
