import { type ApiClient, userListItemSchema } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { expectApiError, fieldErrorsOf } from './catalogueTestKit';
import { rows, scalar, snapshot } from './referenceTestKit';

let server: TestServer;
let admin: ApiClient;
let director: ApiClient;

const USER_TABLES = ['users', 'user_warehouses', 'sessions', 'audit_log'] as const;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.loginAs('admin');
  director = await server.loginAs('dyrektor.oddzialu');
});
afterAll(() => server.close());

/** Runs a call that must be refused with `status` and proves the user tables did not change. */
async function refusedUnchanged(call: Promise<unknown>, status: number) {
  // Logging in writes sessions; the snapshot is taken right before the refused call.
  const before = snapshot(server.ctx.db, USER_TABLES);
  const error = await expectApiError(call, status);
  expect(snapshot(server.ctx.db, USER_TABLES)).toEqual(before);
  return error;
}

describe('userList and userRole', () => {
  it('lists users with warehouses, sorted and filtered in SQL', async () => {
    const page = await admin.call('userList', { query: { sort: '-email', limit: 10, page: 2 } });
    const expected = rows<{ id: number }>(
      server.ctx.db,
      'SELECT id FROM users ORDER BY email DESC, id DESC LIMIT 10 OFFSET 10',
    );
    expect(page.items.map((u) => userListItemSchema.parse(u).id)).toEqual(expected.map((r) => r.id));
    expect(page.total).toBe(scalar(server.ctx.db, 'SELECT COUNT(*) FROM users'));
    const directors = await admin.call('userList', {
      query: { role: 'Dyrektor Oddziału', is_active: 'true', limit: 200 },
    });
    expect(directors.total).toBe(
      scalar(server.ctx.db, "SELECT COUNT(*) FROM users WHERE role = 'Dyrektor Oddziału' AND is_active = 1"),
    );
    for (const u of directors.items) {
      expect(u.role).toBe('Dyrektor Oddziału');
      expect(u.available_warehouses.length).toBeGreaterThan(0);
    }
    const found = await admin.call('userList', { query: { search: 'Żółkiewski' } });
    expect(found.items.map((u) => u.username)).toEqual(['handlowiec']);
  });

  it('lists the roles with user counts', async () => {
    const page = await admin.call('userRole', { query: { limit: 10 } });
    expect(page.items.map((r) => r.role).sort()).toEqual([
      'Administrators',
      'Dyrektor Oddziału',
      'Dyrektor Regionu',
      'Handlowiec',
      'Zarząd',
    ]);
    const adminRole = page.items.find((r) => r.role === 'Administrators');
    expect(adminRole?.is_admin).toBe(true);
    expect(adminRole?.users_count).toBe(
      scalar(server.ctx.db, "SELECT COUNT(*) FROM users WHERE role = 'Administrators'"),
    );
  });
});

describe('assignRole, assignStatus, assignWarehouse', () => {
  it('changes a role and records who did it', async () => {
    const target = scalar(server.ctx.db, "SELECT id FROM users WHERE role = 'Handlowiec' AND id > 7 LIMIT 1");
    const user = await admin.call('assignRole', { body: { user_id: target, role: 'Dyrektor Oddziału' } });
    expect(user.role).toBe('Dyrektor Oddziału');
    expect(
      scalar(
        server.ctx.db,
        "SELECT COUNT(*) FROM audit_log WHERE action = 'user.assign_role' AND target = ?",
        `user:${target}`,
      ),
    ).toBe(1);
  });

  it('refuses an unknown role, an unknown user and a role above the caller, changing nothing', async () => {
    const e1 = await refusedUnchanged(
      admin.call('assignRole', { body: { user_id: 2, role: 'Szef' as 'Zarząd' } }),
      400,
    );
    expect(fieldErrorsOf(e1).role?.[0]).toContain('Nieznana rola');
    const e2 = await refusedUnchanged(admin.call('assignRole', { body: { user_id: 99_999, role: 'Zarząd' } }), 400);
    expect(fieldErrorsOf(e2).user_id?.[0]).toBe('Nie ma takiego użytkownika.');
    const e3 = await refusedUnchanged(
      director.call('assignRole', { body: { user_id: 2, role: 'Administrators' } }),
      403,
    );
    expect(e3.message).toContain('wyższej');
    // Not on one's own say (403); the last active administrator not at all (409).
    const otherAdmins = scalar(
      server.ctx.db,
      "SELECT COUNT(*) FROM users WHERE role = 'Administrators' AND is_active = 1 AND id <> 1",
    );
    await refusedUnchanged(
      admin.call('assignRole', { body: { user_id: 1, role: 'Handlowiec' } }),
      otherAdmins ? 403 : 409,
    );
    await refusedUnchanged(admin.call('assignRole', { body: { user_id: 'x', role: 'Zarząd' } as never }), 400);
  });

  it('deactivates an account and revokes its sessions', async () => {
    const seller = await server.loginAs('akceptant');
    const user = await admin.call('assignStatus', { body: { user_id: 6, is_active: false } });
    expect(user.is_active).toBe(false);
    await expectApiError(seller.call('userInformation'), 401);
    await admin.call('assignStatus', { body: { user_id: 6, is_active: true } });
  });

  it('refuses a bad status body and self-deactivation, changing nothing', async () => {
    const e = await refusedUnchanged(
      admin.call('assignStatus', { body: { user_id: 2, is_active: 'nie' } as never }),
      400,
    );
    expect(fieldErrorsOf(e).is_active?.[0]).toBe('Wartość musi być typu logicznego.');
    await refusedUnchanged(admin.call('assignStatus', { body: { user_id: 1, is_active: false } }), 400);
  });

  it('sets available and default warehouses', async () => {
    const user = await admin.call('assignWarehouse', {
      body: { user_id: 2, default_warehouse: 'GDA', available_warehouses: ['GDA', 'POZ'] },
    });
    expect(user.default_warehouse).toBe('GDA');
    expect(user.available_warehouses).toEqual(['GDA', 'POZ']);
  });

  it('refuses an unknown warehouse, a foreign one and a default outside the list, changing nothing', async () => {
    const e1 = await refusedUnchanged(
      admin.call('assignWarehouse', {
        body: { user_id: 2, default_warehouse: 'XYZ', available_warehouses: ['XYZ', 'WAW'] },
      }),
      400,
    );
    expect(fieldErrorsOf(e1).available_warehouses?.[0]).toBe('Nieznany magazyn: XYZ.');
    const e2 = await refusedUnchanged(
      admin.call('assignWarehouse', {
        body: { user_id: 2, default_warehouse: 'WAW', available_warehouses: ['WAW', 'LCZ'] },
      }),
      400,
    );
    expect(fieldErrorsOf(e2).available_warehouses?.[0]).toContain('LCZ');
    const e3 = await refusedUnchanged(
      admin.call('assignWarehouse', { body: { user_id: 2, default_warehouse: 'KRK', available_warehouses: ['WAW'] } }),
      400,
    );
    expect(fieldErrorsOf(e3).default_warehouse?.[0]).toContain('jednym z dostępnych');
    await refusedUnchanged(
      admin.call('assignWarehouse', { body: { user_id: 2, default_warehouse: 'WAW', available_warehouses: [] } }),
      400,
    );
  });
});
