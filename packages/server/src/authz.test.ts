import { type EndpointDef, endpoints } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './testing/testServer';

/**
 * One table-driven authorization test over EVERY endpoint of the sdk table, so calls added
 * later (offers, orders, ...) are covered without touching this file: no token → 401 on each
 * `auth: 'user'` call; a seller (Handlowiec) → 403 on each call with an `access` rule; an
 * administrator is let through every `access` rule.
 */

const table = Object.entries(endpoints as Record<string, EndpointDef>);

/** A path with every `:param` filled with a valid-looking value (ids become 1). */
function samplePath(def: EndpointDef): string {
  return def.path.replace(/:(\w+)/g, (_, name: string) => {
    const shape = (def.params as { shape?: Record<string, { options?: readonly string[] }> } | undefined)?.shape;
    const options = shape?.[name]?.options;
    return options?.length ? String(options[0]) : '1';
  });
}

let server: TestServer;
let sellerToken: string;
let adminToken: string;

beforeAll(async () => {
  server = await createTestServer();
  sellerToken = (await server.loginAs('handlowiec')).tokenStore?.get() ?? '';
  adminToken = (await server.loginAs('admin')).tokenStore?.get() ?? '';
});
afterAll(() => server.close());

async function call(
  def: EndpointDef,
  token: string | null,
): Promise<{ status: number; body: { code?: string; message?: string } }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await server.fetch(`http://salesdesk.test${samplePath(def)}`, {
    method: def.method,
    headers,
    // An empty object: enough to reach the checks; validation comes after them.
    ...(def.method === 'GET' ? {} : { body: '{}' }),
  });
  // A file answer (an import's example file) is not JSON: only its status matters here.
  const json = res.headers.get('content-type')?.includes('json');
  return { status: res.status, body: json ? ((await res.json()) as { code?: string; message?: string }) : {} };
}

describe('authorization of every route of the endpoint table', () => {
  it('covers the whole table, with only login, password recovery, health, readiness and the API description public', () => {
    const publicCalls = table.filter(([, d]) => d.auth === 'public').map(([, d]) => d.path);
    for (const path of publicCalls) {
      expect([
        '/api/account/login',
        '/api/account/forgot-password',
        '/api/account/reset-password',
        '/api/health',
        // Readiness for monitoring: the checks' state, no data (docs/operations.md, "Health").
        '/api/health/ready',
        // The OpenAPI document describes the interface and holds no data (docs/decisions/openapi.md).
        '/api/openapi.json',
      ]).toContain(path);
    }
    expect(table.length).toBeGreaterThan(40);
  });

  it.each(table.filter(([, d]) => d.auth === 'user'))('%s without a token → 401', async (_name, def) => {
    const { status, body } = await call(def, null);
    expect(status).toBe(401);
    expect(body.code).toBe('unauthorized');
  });

  it.each(table.filter(([, d]) => d.access))('%s as Handlowiec → 403 with a Polish message', async (_name, def) => {
    const { status, body } = await call(def, sellerToken);
    expect(status).toBe(403);
    expect(body.code).toBe('forbidden');
    expect(body.message).toMatch(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|Nie /);
  });

  it.each(table.filter(([, d]) => d.access))('%s as Administrators passes the access rule', async (_name, def) => {
    const { status } = await call(def, adminToken);
    expect([401, 403]).not.toContain(status);
  });
});
