import type { WebhookEventType } from '@salesdesk/sdk';
import { importExampleCsv } from '@salesdesk/sdk/imports';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import type { OfferTestKit } from '../testing/offerTestKit';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhookReceiver';
import { startWebhookTestKit } from '../testing/webhookTestKit';

// The events of docs/webhooks.md not covered by webhooks.test.ts: an order archived and deleted,
// an import finished; a receiver that refuses the connection; invoices in the changes feed.

const FAST = { retrySchedule: [0.05, 0.1], timeoutMs: 1500, concurrency: 8, pollMs: 20 };

let kit: OfferTestKit;
let receiver: WebhookReceiver;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ kit, receiver, close } = await startWebhookTestKit(FAST));
});
afterEach(() => close());

async function register(events: WebhookEventType[], url = receiver.url) {
  const created = await kit.admin.call('webhookCreate', { body: { url, events } });
  receiver.secret = created.secret;
  return created.webhook;
}

const newOrder = () =>
  kit.seller.call('orderCreate', {
    body: {
      client_id: TEST_CLIENTS.main,
      realization_date: '2099-03-01',
      items: [{ product_id: TEST_PRODUCTS.board, quantity: 3 }],
    },
  });

describe('events', () => {
  it('order.archived carries the archived order; order.deleted the draft as it was last', async () => {
    await register(['order.archived', 'order.deleted']);
    const order = await newOrder();
    const confirmed = await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    await kit.seller.call('orderArchive', { params: { id: order.id }, body: { version: confirmed.version } });
    const draft = await newOrder();
    const asItWas = JSON.parse(JSON.stringify(await kit.seller.call('orderById', { params: { id: draft.id } })));
    await kit.seller.call('orderDelete', { params: { id: draft.id } });
    await receiver.until((r) => r.accepted().length === 2);
    await kit.server.ctx.webhooks.idle();
    // Two documents: their events may arrive in either order.
    expect(
      receiver
        .accepted()
        .map((r) => r.payload?.type)
        .sort(),
    ).toEqual(['order.archived', 'order.deleted']);
    const byType = Object.fromEntries(receiver.accepted().map((r) => [r.payload?.type, r.payload?.data]));
    expect(byType['order.archived']).toMatchObject({ id: order.id, archived: true, status: 'confirmed' });
    expect(byType['order.deleted']).toEqual(asItWas);
  });

  it('import.finished carries the run as GET /api/imports/runs/:id answers it', async () => {
    await register(['import.finished']);
    const started = await kit.admin.call('importStart', {
      query: { kind: 'warehouses', file_name: 'magazyny.csv' },
      body: new Blob([importExampleCsv('warehouses')]),
    });
    await receiver.until((r) => r.accepted().length === 1);
    const got = receiver.accepted()[0]?.payload;
    expect(got?.type).toBe('import.finished');
    const run = await kit.admin.call('importRunById', { params: { id: started.id } });
    expect(got?.data).toMatchObject({ id: started.id, kind: 'warehouses', status: run.status });
    expect(run.status).toBe('done');
  });
});

describe('a receiver that refuses the connection', () => {
  it('is retried by the schedule, each attempt logged without a status, then the delivery fails', async () => {
    const gone = await startWebhookReceiver();
    const url = gone.url;
    await gone.close();
    const webhook = await register(['order.confirmed'], url);
    const order = await newOrder();
    await kit.seller.call('orderConfirm', {
      params: { id: order.id },
      body: { orderId: order.id, version: order.version },
    });
    await expect
      .poll(
        async () =>
          (await kit.admin.call('webhookDeliveries', { params: { id: webhook.id }, query: {} })).items[0]?.status,
        { timeout: 10_000, interval: 50 },
      )
      .toBe('failed');
    const log = await kit.admin.call('webhookDeliveries', { params: { id: webhook.id }, query: {} });
    const attempts = log.items[0]?.attempts ?? [];
    expect(attempts).toHaveLength(3);
    for (const a of attempts) expect(a).toMatchObject({ status_code: null, ok: false });
    expect(attempts[0]?.error).toContain('ECONNREFUSED');
  });
});

describe('changes feed', () => {
  it('lists invoices written by anyone (triggers)', async () => {
    let cursor = 0;
    for (;;) {
      const page = await kit.admin.call('changeList', { query: { after: cursor, limit: 1000 } });
      cursor = page.next_cursor;
      if (!page.has_more) break;
    }
    const invoice = kit.server.ctx.db.prepare('SELECT id, number FROM invoices ORDER BY id LIMIT 1').get() as {
      id: number;
      number: string;
    };
    kit.server.ctx.db.prepare('UPDATE invoices SET left_to_pay = 0 WHERE id = ?').run(invoice.id);
    const feed = await kit.seller.call('changeList', { query: { after: cursor } });
    expect(feed.items.map((c) => [c.type, c.id, c.number, c.change, c.version])).toEqual([
      ['invoice', invoice.id, invoice.number, 'changed', null],
    ]);
  });
});

describe('POST /api/webhooks', () => {
  it('answers 201 with the Location the new endpoint is read at', async () => {
    const token = kit.admin.tokenStore?.get() ?? '';
    const res = await kit.server.fetch('http://salesdesk.test/api/webhooks', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, events: ['order.confirmed'] }),
    });
    expect(res.status).toBe(201);
    const { webhook } = (await res.json()) as { webhook: { id: number } };
    expect(res.headers.get('location')).toBe(`/api/webhooks/${webhook.id}`);
    const read = await kit.server.fetch(`http://salesdesk.test${res.headers.get('location')}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await read.json()) as { id: number }).id).toBe(webhook.id);
  });
});
