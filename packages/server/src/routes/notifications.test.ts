import { type ApiClient, notificationSchema } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { expectApiError, fieldErrorsOf } from './catalogueTestKit';
import { rows, scalar, snapshot } from './referenceTestKit';

let server: TestServer;
let seller: ApiClient;

beforeAll(async () => {
  server = await createTestServer();
  seller = await server.loginAs('handlowiec');
});
afterAll(() => server.close());

const unreadInDb = (userId: number) =>
  scalar(server.ctx.db, 'SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL', userId);

describe('notifications', () => {
  it('lists only the caller’s notifications, newest first, with key/value metadata', async () => {
    const page = await seller.call('notificationList', { query: { limit: 50 } });
    expect(page.total).toBe(scalar(server.ctx.db, 'SELECT COUNT(*) FROM notifications WHERE user_id = 2'));
    const expected = rows<{ id: number }>(
      server.ctx.db,
      'SELECT id FROM notifications WHERE user_id = 2 ORDER BY created_at DESC, id DESC',
    );
    expect(page.items.map((n) => notificationSchema.parse(n).id)).toEqual(expected.map((r) => r.id));
    const group = page.items.find((n) => n.type === 'offer_add_product_group');
    expect(group?.metadata.map((m) => m.key)).toEqual(['group_name', 'number', 'offer_id']);
    const unread = await seller.call('notificationList', { query: { read: 'false' } });
    expect(unread.total).toBe(unreadInDb(2));
    expect(unread.items.every((n) => !n.read)).toBe(true);
  });

  it('counts unread, marks a list read, then all', async () => {
    const before = await seller.call('notificationUnreadCounter');
    expect(before.count).toBe(unreadInDb(2));
    expect(before.count).toBeGreaterThan(1);
    const unread = await seller.call('notificationList', { query: { read: 'false', limit: 1 } });
    const after = await seller.call('notificationReadList', { body: { ids: [unread.items[0]?.id ?? 0] } });
    expect(after.count).toBe(before.count - 1);
    expect((await seller.call('notificationReadAll')).count).toBe(0);
    expect(unreadInDb(2)).toBe(0);
    expect(unreadInDb(1)).toBeGreaterThan(0);
  });

  it('refuses ids of someone else’s or missing notifications and a bad body, changing nothing', async () => {
    const foreign = scalar(server.ctx.db, 'SELECT id FROM notifications WHERE user_id = 1 AND read_at IS NULL LIMIT 1');
    const mine = scalar(server.ctx.db, 'SELECT id FROM notifications WHERE user_id = 2 LIMIT 1');
    server.ctx.db.prepare('UPDATE notifications SET read_at = NULL WHERE id = ?').run(mine);
    for (const body of [{ ids: [mine, foreign] }, { ids: [] }, { ids: ['x'] }, {}, { ids: [mine], extra: 1 }]) {
      const before = snapshot(server.ctx.db, ['notifications']);
      const e = await expectApiError(seller.call('notificationReadList', { body: body as never }), 400);
      expect(Object.keys(fieldErrorsOf(e)).length).toBeGreaterThan(0);
      expect(snapshot(server.ctx.db, ['notifications'])).toEqual(before);
    }
  });
});

describe('notification search', () => {
  let user: ApiClient;
  let userId: number;
  beforeAll(async () => {
    // A user of its own, so the seeded notifications do not blur what the search finds.
    userId = scalar(server.ctx.db, "SELECT id FROM users WHERE username = 'zarzad'");
    server.ctx.db.prepare('DELETE FROM notifications WHERE user_id = ?').run(userId);
    const insert = server.ctx.db.prepare(
      "INSERT INTO notifications (user_id, type, metadata, created_at) VALUES (?, ?, ?, '2026-01-0' || ? || 'T10:00:00Z')",
    );
    const meta = (pairs: Record<string, string>) =>
      JSON.stringify(Object.entries(pairs).map(([key, value]) => ({ key, value })));
    insert.run(
      userId,
      'offer_add_product_group',
      meta({ group_name: 'Kable miedziane', number: 'OF/2026/17', offer_id: '17' }),
      1,
    );
    insert.run(userId, 'order_confirmed', meta({ number: 'ZAM/2026/5', order_id: '5' }), 2);
    // `group_name` is not shown for this type, so it must not be found by it.
    insert.run(userId, 'offer_status_changed', meta({ number: 'OF/2026/18', group_name: 'Ukryta' }), 3);
    user = await server.loginAs('zarzad');
  });

  const found = async (search: string) =>
    (await user.call('notificationList', { query: { search, limit: 50 } })).items.map(
      (n) => n.metadata.find((m) => m.key === 'number')?.value,
    );

  it('does not match the keys or punctuation of the stored metadata', async () => {
    for (const term of ['_', 'group_name', 'offer_id', '"', 'key', 'value', ':', '{'])
      expect(await found(term)).toEqual([]);
  });

  it('matches the words the list shows: the group name and the document number', async () => {
    expect(await found('miedziane')).toEqual(['OF/2026/17']);
    expect(await found('KABLE')).toEqual(['OF/2026/17']);
    expect(await found('ZAM/2026')).toEqual(['ZAM/2026/5']);
    expect(await found('OF/2026/1')).toEqual(['OF/2026/18', 'OF/2026/17']);
    expect(await found('Ukryta')).toEqual([]);
  });
});
