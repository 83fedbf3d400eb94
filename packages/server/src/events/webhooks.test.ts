import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient, WebhookEventType } from '@salesdesk/sdk';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureOfferTestData, TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { expectApiError, type OfferTestKit } from '../testing/offerTestKit';
import { createTestServer } from '../testing/testServer';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhookReceiver';
import { startWebhookTestKit } from '../testing/webhookTestKit';
import { webhookQueueDepth } from './webhookServer';

const FAST = { retrySchedule: [0.05, 0.1, 0.15], timeoutMs: 1500, concurrency: 8, pollMs: 20 };

let kit: OfferTestKit;
let receiver: WebhookReceiver;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ kit, receiver, close } = await startWebhookTestKit(FAST));
});
afterEach(() => close());

async function register(
  events: WebhookEventType[] = ['order.confirmed', 'order.changed'],
  on: WebhookReceiver = receiver,
  admin: ApiClient = kit.admin,
) {
  const created = await admin.call('webhookCreate', { body: { url: on.url, events, description: 'ERP' } });
  on.secret = created.secret;
  return created;
}

const newOrder = (client: ApiClient = kit.seller, quantity = 4) =>
  client.call('orderCreate', {
    body: {
      client_id: TEST_CLIENTS.main,
      realization_date: '2099-03-01',
      items: [{ product_id: TEST_PRODUCTS.board, quantity }],
    },
  });

async function changeComment(client: ApiClient, id: number, comment: string) {
  const order = await client.call('orderById', { params: { id } });
  return client.call('orderUpdate', { params: { id }, body: { version: order.version, comment } });
}

describe('webhook endpoints (administrators)', () => {
  it('registers an endpoint and shows its whsec_ secret once; others are refused; bad input is a Polish 400', async () => {
    const { secret, webhook } = await register();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(webhook.secret_hint).toBe(`${secret.slice(0, 10)}…`);
    const listed = await kit.admin.call('webhookList', {});
    expect(listed.items).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(secret);
    expect(JSON.stringify(await kit.admin.call('webhookGet', { params: { id: webhook.id } }))).not.toContain(secret);

    await expectApiError(kit.seller.call('webhookList', {}), 403);
    await expectApiError(
      kit.board.call('webhookCreate', { body: { url: receiver.url, events: ['order.confirmed'] } }),
      403,
    );

    const bad = await expectApiError(
      kit.admin.call('webhookCreate', { body: { url: 'ftp://erp', events: ['order.shipped' as WebhookEventType] } }),
      400,
    );
    expect(bad.fieldErrors?.url?.[0]).toContain('http://');
    expect(bad.fieldErrors?.['events.0']?.[0]).toContain('Nieznane zdarzenie');
    const noEvents = await expectApiError(
      kit.admin.call('webhookCreate', { body: { url: 'https://user:pw@erp.example.pl/h', events: [] } }),
      400,
    );
    expect(noEvents.fieldErrors?.url?.[0]).toContain('loginu');
    expect(noEvents.fieldErrors?.events?.[0]).toBe('Wybierz co najmniej jedno zdarzenie.');
    expect((await kit.admin.call('webhookList', {})).items).toHaveLength(1);
  });

  it('disables, enables, updates and deletes an endpoint', async () => {
    const { webhook } = await register();
    const off = await kit.admin.call('webhookUpdate', { params: { id: webhook.id }, body: { enabled: false } });
    expect(off).toMatchObject({ enabled: false, disabled_reason: 'manual' });
    await expectApiError(kit.admin.call('webhookTest', { params: { id: webhook.id } }), 409);
    // Disabled: a confirmation makes no delivery for it.
    const order = await newOrder();
    await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    expect(webhookQueueDepth(kit.server.ctx)).toBe(0);
    const on = await kit.admin.call('webhookUpdate', {
      params: { id: webhook.id },
      body: { enabled: true, events: ['offer.accepted'], description: 'Magazyn' },
    });
    expect(on).toMatchObject({
      enabled: true,
      disabled_reason: null,
      events: ['offer.accepted'],
      description: 'Magazyn',
    });
    expect(await kit.admin.call('webhookDelete', { params: { id: webhook.id } })).toEqual({ ok: true });
    await expectApiError(kit.admin.call('webhookGet', { params: { id: webhook.id } }), 404);
  });
});

describe('delivery', () => {
  it('delivers order.confirmed signed per Standard Webhooks, data = the order as the API answers it', async () => {
    await register();
    const order = await newOrder();
    const confirmed = await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    await receiver.until((r) => r.accepted().length === 1);
    const [got] = receiver.received;
    expect(got?.problem).toBeNull();
    expect(got?.id).toMatch(/^msg_/);
    expect(got?.signature).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(got?.payload?.type).toBe('order.confirmed');
    expect(Date.parse(got?.payload?.timestamp ?? '')).not.toBeNaN();
    const asAnswered = await kit.seller.call('orderById', { params: { id: order.id } });
    expect(got?.payload?.data).toEqual(JSON.parse(JSON.stringify(asAnswered)));
    expect(got?.payload?.data).toMatchObject({ id: order.id, status: 'confirmed', version: confirmed.version });
    // A wrong secret does not verify: the signature is really over this body.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify('{}', {
        'webhook-id': got?.id ?? '',
        'webhook-timestamp': got?.timestamp ?? '',
        'webhook-signature': got?.signature ?? '',
      }),
    ).toThrow();
    await kit.server.ctx.webhooks.idle();
    expect(webhookQueueDepth(kit.server.ctx)).toBe(0);
  });

  it('retries a failed delivery with the same webhook-id and logs every attempt', async () => {
    const { webhook } = await register(['order.confirmed']);
    let calls = 0;
    receiver.answer = () => (++calls <= 2 ? 503 : 200);
    const order = await newOrder();
    await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    await receiver.until((r) => r.accepted().length === 1);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    await kit.server.ctx.webhooks.idle();
    const log = await kit.admin.call('webhookDeliveries', { params: { id: webhook.id }, query: {} });
    expect(log.items).toHaveLength(1);
    const [delivery] = log.items;
    expect(delivery).toMatchObject({
      status: 'delivered',
      event_type: 'order.confirmed',
      message_id: receiver.received[0]?.id,
    });
    expect(delivery?.attempts.map((a) => [a.status_code, a.ok])).toEqual([
      [503, false],
      [503, false],
      [200, true],
    ]);
    expect(delivery?.attempts[0]?.response_excerpt).toBe('odmowa 503');
    expect(delivery?.attempts[2]?.response_excerpt).toBe('przyjęto');

    // Redelivered by hand: the same id and body again.
    const again = await kit.admin.call('webhookRedeliver', {
      params: { id: webhook.id, delivery_id: delivery?.id ?? 0 },
    });
    expect(again.status).toBe('pending');
    await receiver.until((r) => r.accepted().length === 2);
    expect(receiver.received[3]?.id).toBe(delivery?.message_id);
    await kit.server.ctx.webhooks.idle();
    const after = await kit.admin.call('webhookDeliveries', { params: { id: webhook.id }, query: {} });
    expect(after.items[0]?.attempts.map((a) => a.manual)).toEqual([false, false, false, true]);
  });

  it('delivers the events of one document in order, while the receiver is down and when it is back, once per webhook-id', async () => {
    await register(['order.created', 'order.changed', 'order.confirmed', 'order.archived']);
    let down = true;
    receiver.answer = () => (down ? 503 : 200);
    const orders = [await newOrder(), await newOrder(kit.seller, 2), await newOrder(kit.admin, 3)];
    const owners = [kit.seller, kit.seller, kit.admin];
    for (let round = 1; round <= 3; round += 1)
      for (const [i, o] of orders.entries()) await changeComment(owners[i] as ApiClient, o.id, `zmiana ${round}`);
    const first = await kit.seller.call('orderById', { params: { id: orders[0]?.id ?? 0 } });
    await kit.seller.call('orderConfirm', {
      params: { id: first.id },
      body: { orderId: first.id, version: first.version },
    });
    // 3 created + 9 changed + 1 confirmed.
    await receiver.until((r) => new Set(r.received.map((x) => x.id)).size >= 3);
    down = false;
    await receiver.until((r) => r.accepted().length === 13, 15_000);
    await kit.server.ctx.webhooks.idle();
    const accepted = receiver.accepted();
    expect(new Set(accepted.map((r) => r.id)).size).toBe(13);
    for (const o of orders) {
      const versions = accepted
        .filter((r) => r.payload?.data.id === o.id)
        .map((r) => r.payload?.data.version as number);
      expect(versions).toEqual([...versions].sort((a, b) => a - b));
      expect(versions).toHaveLength(o.id === first.id ? 5 : 4);
    }
    const types = accepted.filter((r) => r.payload?.data.id === first.id).map((r) => r.payload?.type);
    expect(types).toEqual(['order.created', 'order.changed', 'order.changed', 'order.changed', 'order.confirmed']);
    // While down, only the head of each order's queue was tried: nothing got ahead of an older event.
    for (const r of receiver.received) expect(r.problem).toBeNull();
  });

  it('disables the endpoint after its schedule of failures and tells the administrators', async () => {
    const { webhook } = await register(['order.confirmed']);
    receiver.answer = () => 500;
    const order = await newOrder();
    await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    await receiver.until((r) => r.received.length === 4);
    await kit.server.ctx.webhooks.idle();
    const off = await kit.admin.call('webhookGet', { params: { id: webhook.id } });
    expect(off).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    const log = await kit.admin.call('webhookDeliveries', { params: { id: webhook.id }, query: {} });
    expect(log.items[0]).toMatchObject({ status: 'failed' });
    expect(log.items[0]?.attempts).toHaveLength(4);
    const notes = await kit.admin.call('notificationList', { query: { type: 'webhook_disabled' } });
    expect(notes.items[0]?.metadata).toContainEqual({ key: 'url', value: receiver.url });
    // The delivery is not lost: enabled again, a redelivery goes through.
    receiver.answer = () => 200;
    await kit.admin.call('webhookUpdate', { params: { id: webhook.id }, body: { enabled: true } });
    await kit.admin.call('webhookRedeliver', { params: { id: webhook.id, delivery_id: log.items[0]?.id ?? 0 } });
    await receiver.until((r) => r.accepted().length === 1);
  });

  it('follows no redirect and gives up on a receiver that does not answer in time', async () => {
    const other = await startWebhookReceiver();
    try {
      receiver.answer = () => 302;
      const { webhook } = await register(['order.confirmed']);
      const order = await newOrder();
      await kit.seller.call('orderConfirm', {
        params: { id: order.id },
        body: { orderId: order.id, version: order.version },
      });
      await receiver.until((r) => r.received.length === 1);
      await kit.admin.call('webhookUpdate', { params: { id: webhook.id }, body: { enabled: false } });
      await kit.server.ctx.webhooks.idle();
      expect(other.received).toHaveLength(0);
      const log = await kit.admin.call('webhookDeliveries', { params: { id: webhook.id }, query: {} });
      expect(log.items[0]?.attempts[0]).toMatchObject({ status_code: 302, ok: false });
      expect(log.items[0]?.attempts[0]?.error).toContain('przekierowań się nie wykonuje');

      const slow = await register(['order.confirmed'], other);
      other.answer = () => new Promise((r) => setTimeout(() => r(200), 2500));
      const second = await newOrder();
      await kit.seller.call('orderConfirm', {
        params: { id: second.id },
        body: { orderId: second.id, version: second.version },
      });
      await other.until((r) => r.received.length === 1, 8000);
      await kit.admin.call('webhookUpdate', { params: { id: slow.webhook.id }, body: { enabled: false } });
      await kit.server.ctx.webhooks.idle();
      const slowLog = await kit.admin.call('webhookDeliveries', { params: { id: slow.webhook.id }, query: {} });
      expect(slowLog.items[0]?.attempts[0]).toMatchObject({ status_code: null, ok: false });
      expect(slowLog.items[0]?.attempts[0]?.error).toBe('Brak odpowiedzi w ciągu 1.5 s.');
    } finally {
      await other.close();
    }
  });

  it('sends a test event, and signs with the old secret beside the new one for a day after a rotation', async () => {
    const { webhook, secret: old } = await register();
    const delivery = await kit.admin.call('webhookTest', { params: { id: webhook.id } });
    expect(delivery).toMatchObject({ event_type: 'webhook.test', status: 'pending' });
    await receiver.until((r) => r.accepted().length === 1);
    expect(receiver.received[0]?.payload?.type).toBe('webhook.test');

    const rotated = await kit.admin.call('webhookRotateSecret', { params: { id: webhook.id } });
    expect(rotated.secret).not.toBe(old);
    receiver.secret = rotated.secret;
    await kit.admin.call('webhookTest', { params: { id: webhook.id } });
    await receiver.until((r) => r.accepted().length === 2);
    const last = receiver.received[1];
    expect(last?.signature.split(' ')).toHaveLength(2);
    // A receiver still holding the old secret verifies it too.
    const body = JSON.stringify(last?.payload);
    expect(() =>
      new Webhook(old).verify(body, {
        'webhook-id': last?.id ?? '',
        'webhook-timestamp': last?.timestamp ?? '',
        'webhook-signature': last?.signature ?? '',
      }),
    ).not.toThrow();
  });

  it('offer.accepted and offer.status_changed when an order is made from an offer at the client', async () => {
    await register(['offer.accepted', 'offer.status_changed', 'order.created']);
    const offer = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 2 }] },
    });
    let current = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { action: 'submit', version: offer.version },
    });
    current = await kit.seller.call('offerAction', {
      params: { id: offer.id },
      body: { action: 'send_to_client', version: current.version },
    });
    await kit.seller.call('orderCreate', {
      body: { client_id: TEST_CLIENTS.main, offer_id: offer.id, realization_date: '2099-03-01' },
    });
    await receiver.until((r) => r.accepted().length === 5);
    // In order per document; the order's own event may come between (another document).
    const ofOffer = receiver.accepted().filter((r) => r.payload?.type.startsWith('offer.'));
    expect(ofOffer.map((r) => [r.payload?.type, r.payload?.data.status])).toEqual([
      ['offer.status_changed', 'approved'],
      ['offer.status_changed', 'pending_approval_client'],
      ['offer.accepted', 'accepted'],
      ['offer.status_changed', 'accepted'],
    ]);
    expect(receiver.accepted().filter((r) => r.payload?.type === 'order.created')).toHaveLength(1);
  });
});

describe('outbox', () => {
  it('writes nothing for a change that is refused', async () => {
    await register();
    const order = await newOrder();
    const before = kit.server.ctx.db.prepare('SELECT COUNT(*) FROM change_events').pluck().get();
    await expectApiError(
      kit.seller.call('orderConfirm', {
        params: { id: order.id },
        body: { orderId: order.id, version: order.version + 5 },
      }),
      409,
    );
    expect(kit.server.ctx.db.prepare('SELECT COUNT(*) FROM change_events').pluck().get()).toBe(before);
    expect(webhookQueueDepth(kit.server.ctx)).toBe(0);
  });

  it('a server stopped between the commit and the delivery delivers at its next start, under the same webhook-id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salesdesk-webhooks-'));
    const far = await startWebhookReceiver();
    try {
      const first = await createTestServer({ dataDir: dir, webhooks: FAST });
      ensureOfferTestData(first.ctx.db);
      const admin = await first.loginAs('admin');
      const seller = await first.loginAs('handlowiec');
      const { secret } = await admin.call('webhookCreate', { body: { url: far.url, events: ['order.confirmed'] } });
      far.secret = secret;
      // The receiver takes the first attempt and never answers it: the server dies with it in flight.
      let hold = true;
      far.answer = () => (hold ? new Promise<number>(() => {}) : 200);
      first.ctx.webhooks.start();
      const order = await seller.call('orderCreate', {
        body: {
          client_id: TEST_CLIENTS.main,
          realization_date: '2099-03-01',
          items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }],
        },
      });
      await seller.call('orderConfirm', {
        params: { id: order.id },
        body: { orderId: order.id, version: order.version },
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(far.received).toHaveLength(0);
      // Crash: the database is left as the commit left it (no attempt recorded).
      first.ctx.db.close();
      const pending = first.ctx.webhooks.stop();

      hold = false;
      const second = await createTestServer({ dataDir: dir, webhooks: FAST });
      try {
        expect(webhookQueueDepth(second.ctx)).toBe(1);
        second.ctx.webhooks.start();
        await far.until((r) => r.accepted().length === 1);
        await second.ctx.webhooks.idle();
        expect(far.accepted()[0]?.payload).toMatchObject({ type: 'order.confirmed', data: { id: order.id } });
        const msgId = second.ctx.db.prepare('SELECT msg_id FROM webhook_messages').pluck().get();
        expect(far.accepted()[0]?.id).toBe(msgId);
        expect(webhookQueueDepth(second.ctx)).toBe(0);
      } finally {
        await second.ctx.webhooks.stop();
        second.close();
      }
      void pending;
    } finally {
      await far.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The cursor after every change so far (the seed's reference data included). */
async function endCursor(): Promise<number> {
  let cursor = 0;
  for (;;) {
    const page = await kit.admin.call('changeList', { query: { after: cursor, limit: 1000 } });
    cursor = page.next_cursor;
    if (!page.has_more) return cursor;
  }
}

describe('changes feed', () => {
  it('lists changes in commit order after a cursor, each user seeing what they may', async () => {
    const start = await endCursor();
    const mine = await newOrder();
    const others = await newOrder(kit.admin);
    await changeComment(kit.seller, mine.id, 'a');
    const offer = await kit.seller.call('offerCreate', {
      body: { client_id: TEST_CLIENTS.main, items: [{ product_id: TEST_PRODUCTS.board, quantity: 1 }] },
    });
    await kit.seller.call('offerDelete', { params: { id: offer.id } });

    const all = await kit.admin.call('changeList', { query: { after: start } });
    expect(all.items.map((c) => [c.type, c.id, c.change, c.event, c.version])).toEqual([
      ['order', mine.id, 'created', 'order.created', 1],
      ['order', others.id, 'created', 'order.created', 1],
      ['order', mine.id, 'changed', 'order.changed', 2],
      ['offer', offer.id, 'created', 'offer.created', 1],
      ['offer', offer.id, 'deleted', 'offer.deleted', 1],
    ]);
    expect(all.items[0]?.number).toBe(mine.number);
    expect(all.next_cursor).toBe(all.items[4]?.cursor);
    expect(all.has_more).toBe(false);

    // Paging: two at a time, nothing missed or repeated.
    const seen: number[] = [];
    let cursor = start;
    for (;;) {
      const page = await kit.admin.call('changeList', { query: { after: cursor, limit: 2 } });
      seen.push(...page.items.map((c) => c.cursor));
      cursor = page.next_cursor;
      if (!page.has_more) break;
    }
    expect(seen).toEqual(all.items.map((c) => c.cursor));

    // The seller sees their own documents, not the administrator's; the cursor still moves past it.
    const sellers = await kit.seller.call('changeList', { query: { after: start } });
    expect(sellers.items.map((c) => c.id)).not.toContain(others.id);
    expect(sellers.items).toHaveLength(4);
    expect(sellers.next_cursor).toBe(all.next_cursor);

    const none = await kit.seller.call('changeList', { query: { after: all.next_cursor } });
    expect(none).toEqual({ items: [], next_cursor: all.next_cursor, has_more: false });

    const bad = await expectApiError(kit.seller.call('changeList', { query: { after: -1 as number } }), 400);
    expect(bad.fieldErrors?.after?.[0]).toContain('Kursor');
  });

  it('records clients and invoices written by anyone (triggers)', async () => {
    const start = await endCursor();
    kit.server.ctx.db.prepare("UPDATE clients SET phone = '123' WHERE id = ?").run(TEST_CLIENTS.main);
    const feed = await kit.seller.call('changeList', { query: { after: start } });
    expect(feed.items.map((c) => [c.type, c.id, c.change, c.version])).toEqual([
      ['client', TEST_CLIENTS.main, 'changed', null],
    ]);
  });

  it('order and offer lists take updated_since', async () => {
    const older = await newOrder();
    await new Promise((r) => setTimeout(r, 5));
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    const newer = await newOrder();
    const list = await kit.seller.call('orderList', { query: { updated_since: since, limit: 200 } });
    expect(list.items.map((o) => o.id)).toEqual([newer.id]);
    await changeComment(kit.seller, older.id, 'później');
    const again = await kit.seller.call('orderList', { query: { updated_since: since, limit: 200 } });
    expect(again.items.map((o) => o.id).sort()).toEqual([older.id, newer.id].sort());
    const offers = await kit.seller.call('offerList', { query: { updated_since: since } });
    expect(offers.items).toEqual([]);
    const bad = await expectApiError(kit.seller.call('orderList', { query: { updated_since: 'wczoraj' } }), 400);
    expect(bad.fieldErrors?.updated_since?.[0]).toContain('ISO 8601');
  });
});
