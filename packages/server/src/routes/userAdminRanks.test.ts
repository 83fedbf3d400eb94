import { type ApiClient, warsawDay } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/testServer';
import { expectApiError } from './catalogueTestKit';
import { scalar, snapshot } from './referenceTestKit';

// Who may act on whom in user administration (docs/decisions/access.md, "Ranks").
let server: TestServer;
let admin: ApiClient;
let branch: ApiClient;
let region: ApiClient;
let deputy: ApiClient;
let today: string;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.parse(today) + offset * DAY).toISOString().slice(0, 10);

const TABLES = ['users', 'user_warehouses', 'sessions', 'substitutions', 'audit_log', 'password_resets'] as const;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.loginAs('admin');
  branch = await server.loginAs('dyrektor.oddzialu');
  region = await server.loginAs('dyrektor.regionu');
  deputy = await server.loginAs('zastepca');
  today = warsawDay(server.ctx.now());
});
afterAll(() => server.close());

async function refused(call: Promise<unknown>, status: number) {
  const before = snapshot(server.ctx.db, TABLES);
  const error = await expectApiError(call, status);
  expect(snapshot(server.ctx.db, TABLES)).toEqual(before);
  return error;
}

const idOf = (username: string) => scalar(server.ctx.db, 'SELECT id FROM users WHERE username = ?', username);
/** An active seller of the home company who takes part in no substitution. */
const plainSeller = () =>
  scalar(
    server.ctx.db,
    `SELECT id FROM users WHERE role = 'Handlowiec' AND company_code = '3W' AND is_active = 1 AND id > 8
       AND id NOT IN (SELECT absent_user_id FROM substitutions UNION SELECT deputy_user_id FROM substitutions)
     ORDER BY id LIMIT 1`,
  );

describe('ranks: nobody acts on a person above them, only an administrator on administrators', () => {
  it('a branch director cannot demote the board or an administrator, nor deactivate or move them', async () => {
    const board = idOf('zarzad');
    const e1 = await refused(branch.call('assignRole', { body: { user_id: board, role: 'Handlowiec' } }), 403);
    expect(e1.message).toBe('Nie możesz zmieniać danych osoby o wyższym poziomie uprawnień niż własny.');
    const e2 = await refused(branch.call('assignRole', { body: { user_id: 1, role: 'Handlowiec' } }), 403);
    expect(e2.message).toBe('Administratorami może zarządzać tylko administrator.');
    await refused(branch.call('assignStatus', { body: { user_id: 1, is_active: false } }), 403);
    await refused(
      branch.call('assignWarehouse', {
        body: { user_id: board, default_warehouse: 'WAW', available_warehouses: ['WAW'] },
      }),
      403,
    );
    // A regional director is above a branch director, and below the board.
    await refused(branch.call('assignStatus', { body: { user_id: idOf('dyrektor.regionu'), is_active: false } }), 403);
    await refused(region.call('assignStatus', { body: { user_id: board, is_active: false } }), 403);
  });

  it('a director administers the staff of his own company only; an administrator every company', async () => {
    const partner = idOf('partner');
    const e = await refused(branch.call('assignStatus', { body: { user_id: partner, is_active: false } }), 403);
    expect(e.message).toBe('Możesz zarządzać tylko użytkownikami własnej firmy.');
    await refused(region.call('assignRole', { body: { user_id: partner, role: 'Dyrektor Oddziału' } }), 403);
    expect((await admin.call('assignStatus', { body: { user_id: partner, is_active: false } })).is_active).toBe(false);
    expect((await admin.call('assignStatus', { body: { user_id: partner, is_active: true } })).is_active).toBe(true);
  });

  it('a director still acts on people at or below his level in his company', async () => {
    const seller = plainSeller();
    expect((await branch.call('assignStatus', { body: { user_id: seller, is_active: false } })).is_active).toBe(false);
    expect((await branch.call('assignStatus', { body: { user_id: seller, is_active: true } })).is_active).toBe(true);
    const branchDirector = idOf('dyrektor.oddzialu');
    const moved = await region.call('assignWarehouse', {
      body: { user_id: branchDirector, default_warehouse: 'WAW', available_warehouses: ['WAW', 'KRK'] },
    });
    expect(moved.default_warehouse).toBe('WAW');
    expect((await region.call('assignRole', { body: { user_id: seller, role: 'Dyrektor Regionu' } })).role).toBe(
      'Dyrektor Regionu',
    );
    await region.call('assignRole', { body: { user_id: seller, role: 'Handlowiec' } });
  });

  it('a branch director cannot end a board member’s substitution', async () => {
    const created = await admin.call('substitutionCreate', {
      body: {
        absent_user_id: idOf('zarzad'),
        deputy_user_id: idOf('akceptant'),
        date_from: day(300),
        date_to: day(301),
      },
    });
    const e = await refused(branch.call('substitutionEnd', { params: { id: created.id } }), 403);
    expect(e.message).toBe('Nie możesz zmieniać danych osoby o wyższym poziomie uprawnień niż własny.');
    expect((await admin.call('substitutionEnd', { params: { id: created.id } })).status).toBe('finished');
  });

  it('a director cannot name a deputy above his level or from another company', async () => {
    await refused(
      branch.call('substitutionCreate', {
        body: { absent_user_id: plainSeller(), deputy_user_id: idOf('zarzad'), date_from: day(310), date_to: day(311) },
      }),
      403,
    );
    await refused(
      branch.call('substitutionCreate', {
        body: { absent_user_id: idOf('partner'), deputy_user_id: 2, date_from: day(310), date_to: day(311) },
      }),
      403,
    );
  });
});

describe('on one’s own say', () => {
  it('nobody changes his own role', async () => {
    const e = await refused(
      branch.call('assignRole', { body: { user_id: idOf('dyrektor.oddzialu'), role: 'Handlowiec' } }),
      403,
    );
    expect(e.message).toBe('Nie możesz zmienić własnej roli.');
    await refused(
      region.call('assignRole', { body: { user_id: idOf('dyrektor.regionu'), role: 'Dyrektor Oddziału' } }),
      403,
    );
  });

  it('nobody makes himself someone’s deputy; naming one’s own deputy stays allowed', async () => {
    const me = idOf('dyrektor.oddzialu');
    const e = await refused(
      branch.call('substitutionCreate', {
        body: { absent_user_id: plainSeller(), deputy_user_id: me, date_from: day(320), date_to: day(321) },
      }),
      403,
    );
    expect(e.message).toBe('Nie możesz ustanowić siebie zastępcą innej osoby.');
    await refused(
      admin.call('substitutionCreate', {
        body: { absent_user_id: idOf('zarzad'), deputy_user_id: 1, date_from: day(320), date_to: day(321) },
      }),
      403,
    );
    const own = await branch.call('substitutionCreate', {
      body: { absent_user_id: me, deputy_user_id: 2, date_from: day(330), date_to: day(331) },
    });
    expect(own).toMatchObject({ absent_user_id: me, deputy_user_id: 2 });
    await admin.call('substitutionEnd', { params: { id: own.id } });
  });
});

describe('a level held through a substitution never administers', () => {
  it('the deputy of a branch director sees the users page but changes no role, status, warehouse or substitution', async () => {
    const me = idOf('zastepca');
    // The substituted level still opens the pages (reading).
    expect((await deputy.call('userList', { query: { limit: 5 } })).total).toBeGreaterThan(0);
    expect((await deputy.call('substitutionList', { query: { limit: 5 } })).total).toBeGreaterThan(0);

    const message = 'Poziom uprawnień z zastępstwa nie pozwala zmieniać ról, stanu kont, magazynów ani zastępstw.';
    const e1 = await refused(deputy.call('assignRole', { body: { user_id: me, role: 'Dyrektor Oddziału' } }), 403);
    expect(e1.message).toBe(message);
    const seller = plainSeller();
    await refused(deputy.call('assignStatus', { body: { user_id: seller, is_active: false } }), 403);
    await refused(
      deputy.call('assignWarehouse', {
        body: { user_id: seller, default_warehouse: 'WAW', available_warehouses: ['WAW'] },
      }),
      403,
    );
    const otherBranchDirector = scalar(
      server.ctx.db,
      "SELECT id FROM users WHERE role = 'Dyrektor Oddziału' AND company_code = '3W' AND is_active = 1 AND id > 8 LIMIT 1",
    );
    const e2 = await refused(
      deputy.call('substitutionCreate', {
        body: { absent_user_id: otherBranchDirector, deputy_user_id: me, date_from: today, date_to: '2036-12-31' },
      }),
      403,
    );
    expect(e2.message).toBe(message);
    const active = scalar(
      server.ctx.db,
      'SELECT id FROM substitutions WHERE deputy_user_id = ? AND ended_at IS NULL AND date_from <= ? AND date_to >= ?',
      me,
      today,
      today,
    );
    await refused(deputy.call('substitutionEnd', { params: { id: active } }), 403);
    expect(scalar(server.ctx.db, 'SELECT role FROM users WHERE id = ?', me)).toBe('Handlowiec');
  });
});

describe('the last active administrator', () => {
  it('cannot be demoted or deactivated (409), so somebody can always grant the role again', async () => {
    const others = server.ctx.db
      .prepare("SELECT id FROM users WHERE role = 'Administrators' AND is_active = 1 AND id <> 1")
      .pluck()
      .all() as number[];
    // With a second administrator, one administrator may demote the other.
    if (!others.length) {
      await admin.call('assignRole', { body: { user_id: plainSeller(), role: 'Administrators' } });
      others.push(plainSeller());
    }
    for (const id of others) await admin.call('assignStatus', { body: { user_id: id, is_active: false } });
    expect(scalar(server.ctx.db, "SELECT COUNT(*) FROM users WHERE role = 'Administrators' AND is_active = 1")).toBe(1);

    const reason = 'Nie można odebrać roli ani dezaktywować ostatniego aktywnego administratora.';
    const e1 = await refused(admin.call('assignRole', { body: { user_id: 1, role: 'Zarząd' } }), 409);
    expect(e1.message).toBe(reason);
    const e2 = await refused(admin.call('assignStatus', { body: { user_id: 1, is_active: false } }), 409);
    expect(e2.message).toBe(reason);

    for (const id of others) await admin.call('assignStatus', { body: { user_id: id, is_active: true } });
    // No longer the last one: still not on his own say.
    await refused(admin.call('assignRole', { body: { user_id: 1, role: 'Zarząd' } }), 403);
    await refused(admin.call('assignStatus', { body: { user_id: 1, is_active: false } }), 400);
  });
});
