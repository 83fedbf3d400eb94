import { type EndpointDef, endpoints } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestServer, type TestServer } from '../testing/testServer';

// Input that used to answer 500 or cost memory (docs/decisions/access.md, "Body size limits",
// "Nesting depth", "Search text").
let server: TestServer;
let token: string;
const logged: string[] = [];

beforeAll(async () => {
  server = await createTestServer({
    logger: { info: () => {}, error: (message) => logged.push(message) },
  });
  token = (await server.loginAs('admin')).tokenStore?.get() ?? '';
});
afterAll(() => server.close());

async function send(method: string, path: string, body?: BodyInit, headers: Record<string, string> = {}) {
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
  if (body instanceof ReadableStream) init.duplex = 'half';
  const res = await server.app.fetch(new Request(`http://salesdesk.test${path}`, init));
  const text = await res.text();
  return {
    status: res.status,
    json: JSON.parse(text) as { code: string; message: string; fields?: Record<string, string[]> },
  };
}

describe('deeply nested JSON', () => {
  const nested = (depth: number) => `{"username":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;
  const DEPTH_MESSAGE = 'Treść żądania jest zbyt głęboko zagnieżdżona (najwyżej 32 poziomy).';

  it('answers 400 with a Polish message on the public login, logging nothing', async () => {
    for (const depth of [40, 4000, 200_000]) {
      const { status, json } = await send('POST', '/api/account/login', nested(depth), {
        'content-type': 'application/json',
      });
      expect(status).toBe(400);
      expect(json).toMatchObject({ code: 'validation_error', message: DEPTH_MESSAGE, fields: { _: [DEPTH_MESSAGE] } });
    }
    expect(logged).toEqual([]);
  });

  it('answers 400 on an authenticated write too, and still takes an ordinary nested body', async () => {
    const deep = `{"client_id":1,"items":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const { status, json } = await send('POST', '/api/offer/create', deep, {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    });
    expect(status).toBe(400);
    expect(json.message).toBe(DEPTH_MESSAGE);
    // Brackets inside strings are text, not nesting.
    const text = `{"username":"${'['.repeat(100)}","password":"x"}`;
    expect((await send('POST', '/api/account/login', text, { 'content-type': 'application/json' })).status).toBe(401);
    expect(logged).toEqual([]);
  });

  it('finds a lone surrogate however deep (within the limit) without recursion', async () => {
    const body = `{"username":${'['.repeat(30)}"\\uD800"${']'.repeat(30)},"password":"x"}`;
    const { status, json } = await send('POST', '/api/account/login', body, { 'content-type': 'application/json' });
    expect(status).toBe(400);
    expect(Object.values(json.fields ?? {}).flat()).toContain(
      'Tekst zawiera nieprawidłowy znak (niesparowany surogat UTF-16).',
    );
  });
});

/** The query keys an endpoint accepts, from its schema. */
function queryKeys(endpoint: EndpointDef): string[] {
  if (!endpoint.query) return [];
  const schema = z.toJSONSchema(endpoint.query, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
  };
  return Object.keys(schema.properties ?? {});
}

describe('control characters in search text', () => {
  const withSearch = Object.entries(endpoints).filter(([, e]) => queryKeys(e as EndpointDef).includes('search'));
  const MESSAGE = 'Wyszukiwana fraza nie może zawierać znaków sterujących.';

  it('covers the catalogue, stock, invoice and settlement searches (and every other list)', () => {
    const names = withSearch.map(([name]) => name);
    for (const name of [
      'productsAll',
      'productList',
      'productSearch',
      'productPrices',
      'productsRelated',
      'warehouseProducts',
      'invoiceList',
      'settlementList',
    ]) {
      expect(names).toContain(name);
    }
  });

  it.each(withSearch)('%s refuses NUL, other controls and DEL with 400 on `search`', async (_, endpoint) => {
    const path = endpoint.path.replace(':type', 'accessories').replace(':variant', 'all').replace(/:\w+/g, '1');
    for (const bad of ['a%00b', '%00', 'kabel%1B', 'x%7F', 'ab%0Acd']) {
      const { status, json } = await send('GET', `${path}?search=${bad}`, undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(status).toBe(400);
      expect(json.fields?.search).toEqual([MESSAGE]);
    }
    expect(logged).toEqual([]);
  });

  it('still trims a scanner’s trailing Enter or Tab and searches', async () => {
    const { status } = await send('GET', '/api/products?search=kabel%09%0D%0A', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(status).toBe(200);
  });
});

describe('anonymous bodies', () => {
  /** A chunked body of `total` bytes that counts how much of it the server pulled. */
  function countedBody(total: number) {
    const chunk = new Uint8Array(64 * 1024).fill(0x41);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= total) return controller.close();
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, pulled: () => pulled };
  }

  it('are not read before the token is checked: 401 with (almost) nothing pulled', async () => {
    const body = countedBody(6.8 * 1024 * 1024);
    const { status } = await send('POST', '/api/offer/1/add-attachment', body.stream, {
      'content-type': 'application/json',
    });
    expect(status).toBe(401);
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
  });

  it('an anonymous call of a public endpoint reads at most 1 MB', async () => {
    const body = countedBody(6.8 * 1024 * 1024);
    const { status, json } = await send('POST', '/api/account/login', body.stream, {
      'content-type': 'application/json',
    });
    expect(status).toBe(413);
    expect(json.code).toBe('payload_too_large');
    expect(body.pulled()).toBeLessThanOrEqual(1024 * 1024 + 64 * 1024);
  });

  it('a declared length over the limit is refused before the token is looked at', async () => {
    const { status } = await send('POST', '/api/offer/1/add-attachment', 'x', {
      'content-type': 'application/json',
      'content-length': String(50 * 1024 * 1024),
    });
    expect(status).toBe(413);
  });
});
