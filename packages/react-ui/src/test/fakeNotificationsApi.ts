import { createApiClient, memoryTokenStore, type Notification } from '@salesdesk/sdk';

/** Sample notifications, newest first: `count` of them, every third one read. */
export function sampleNotifications(count = 7): Notification[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return {
      id,
      type: id % 2 === 0 ? 'offer_add_product_group' : 'order_confirmed',
      metadata:
        id % 2 === 0
          ? [
              { key: 'group_name', value: `Grupa ${id}` },
              { key: 'number', value: `OF/2026/${String(id).padStart(4, '0')}` },
              { key: 'offer_id', value: String(id) },
            ]
          : [{ key: 'number', value: `ZA/2026/${String(id).padStart(4, '0')}` }],
      read: id % 3 === 0,
      created_at: new Date(Date.UTC(2026, 10, id, 9, 30)).toISOString(),
    };
  });
}

/**
 * An sdk client whose fetch serves the four notification calls from memory (for stories and
 * component tests); `requests` records `METHOD path?query body`.
 */
export function fakeNotificationsApi(initial: Notification[] = sampleNotifications()) {
  const data = initial.map((n) => ({ ...n }));
  const requests: string[] = [];
  const unread = () => data.filter((n) => !n.read).length;
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const body = request.method === 'PUT' ? await request.text() : '';
    requests.push(`${request.method} ${url.pathname}${url.search}${body ? ` ${body}` : ''}`);
    if (url.pathname === '/api/notification/list') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 5);
      const read = url.searchParams.get('read');
      const rows = read === null ? data : data.filter((n) => n.read === (read === 'true'));
      return json({ items: rows.slice((page - 1) * limit, page * limit), total: rows.length, page, limit });
    }
    if (url.pathname === '/api/notification/unread-counter') return json({ count: unread() });
    if (url.pathname === '/api/table-config' && request.method === 'GET') {
      return json({ key: url.searchParams.get('tableId'), tableColumns: [], itemsPerPage: 5 });
    }
    if (url.pathname === '/api/notification/read-all') {
      for (const n of data) n.read = true;
      return json({ count: 0 });
    }
    if (url.pathname === '/api/notification/read-list') {
      const { ids } = JSON.parse(body || '{}') as { ids: number[] };
      for (const n of data) if (ids.includes(n.id)) n.read = true;
      return json({ count: unread() });
    }
    return json({ code: 'not_found', message: 'Nie znaleziono.' }, 404);
  };
  const client = createApiClient({ baseURL: 'http://api.test', tokenStore: memoryTokenStore('t'), fetch });
  return { client, data, requests, unread };
}
