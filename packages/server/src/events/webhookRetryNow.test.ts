import type { ApiClient } from '@salesdesk/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEST_CLIENTS, TEST_PRODUCTS } from '../testing/offerTestData';
import { expectApiError, type OfferTestKit } from '../testing/offerTestKit';
import type { WebhookReceiver } from '../testing/webhookReceiver';
import { startWebhookTestKit } from '../testing/webhookTestKit';

// A schedule whose next step is ten minutes away: a test that sees the backlog arrive saw it
// made due by hand (or by enabling the endpoint), not by the schedule.
const SLOW = { retrySchedule: [600, 1200], timeoutMs: 1500, concurrency: 8, pollMs: 20 };

let kit: OfferTestKit;
let receiver: WebhookReceiver;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ kit, receiver, close } = await startWebhookTestKit(SLOW));
});
afterEach(() => close());

const newOrder = (client: ApiClient = kit.seller) =>
  client.call('orderCreate', {
    body: {
      client_id: TEST_CLIENTS.main,
      realization_date: '2099-03-01',
      items: [{ product_id: TEST_PRODUCTS.board, quantity: 4 }],
    },
  });

async function changeComment(id: number, comment: string) {
  const order = await kit.seller.call('orderById', { params: { id } });
  return kit.seller.call('orderUpdate', { params: { id }, body: { version: order.version, comment } });
}

/** Two orders' events to a receiver that is down: the head of each waits for the next step. */
async function backlog() {
  const created = await kit.admin.call('webhookCreate', {
    body: { url: receiver.url, events: ['order.created', 'order.changed'], description: 'ERP' },
  });
  receiver.secret = created.secret;
  receiver.answer = () => 503;
  const first = await newOrder();
  await changeComment(first.id, 'pierwsza zmiana');
  await changeComment(first.id, 'druga zmiana');
  const second = await newOrder();
  await receiver.until((r) => r.received.length === 2);
  await kit.server.ctx.webhooks.idle();
  return { webhook: created.webhook, first, second };
}

describe('retry now (POST /api/webhooks/:id/retry)', () => {
  it('sends the whole backlog at once, in order per document, with the same webhook-id', async () => {
    const { webhook, first } = await backlog();
    const failedIds = receiver.received.map((r) => r.id);
    receiver.answer = () => 200;
    // The schedule alone would wait ten minutes.
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.received).toHaveLength(2);

    const answer = await kit.admin.call('webhookRetry', { params: { id: webhook.id } });
    expect(answer.queued).toBe(4);
    expect(answer.webhook.id).toBe(webhook.id);
    await receiver.until((r) => r.accepted().length === 4);

    const accepted = receiver.accepted();
    // The heads that failed went again under their own webhook-id.
    expect(accepted.map((r) => r.id)).toEqual(expect.arrayContaining(failedIds));
    expect(new Set(accepted.map((r) => r.id)).size).toBe(4);
    const versions = accepted.filter((r) => r.payload?.data.id === first.id).map((r) => r.payload?.data.version);
    expect(versions).toEqual([...versions].sort((a, b) => Number(a) - Number(b)));
    expect(versions).toHaveLength(3);
    await kit.server.ctx.webhooks.idle();
    const after = await kit.admin.call('webhookGet', { params: { id: webhook.id } });
    expect(after.pending).toBe(0);
  });

  it('is for administrators only, 404 for an unknown endpoint and 409 while it is disabled', async () => {
    const { webhook } = await backlog();
    await expectApiError(kit.seller.call('webhookRetry', { params: { id: webhook.id } }), 403);
    await expectApiError(kit.admin.call('webhookRetry', { params: { id: 999_999 } }), 404);
    await kit.admin.call('webhookUpdate', { params: { id: webhook.id }, body: { enabled: false } });
    const refused = await expectApiError(kit.admin.call('webhookRetry', { params: { id: webhook.id } }), 409);
    expect(refused.message).toContain('wyłączony');
    receiver.answer = () => 200;
    await new Promise((r) => setTimeout(r, 200));
    expect(receiver.accepted()).toHaveLength(0);
  });

  it('enabling a disabled endpoint again makes its pending deliveries due at once', async () => {
    const { webhook } = await backlog();
    await kit.admin.call('webhookUpdate', { params: { id: webhook.id }, body: { enabled: false } });
    receiver.answer = () => 200;
    await kit.admin.call('webhookUpdate', { params: { id: webhook.id }, body: { enabled: true } });
    await receiver.until((r) => r.accepted().length === 4);
    await kit.server.ctx.webhooks.idle();
    expect((await kit.admin.call('webhookGet', { params: { id: webhook.id } })).pending).toBe(0);
  });
});
