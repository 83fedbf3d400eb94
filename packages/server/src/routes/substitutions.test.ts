import { type ApiClient, substitutionSchema, warsawDay } from '@salesdesk/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeSubstitutionsFor, effectivePermission } from '../auth/substitutions';
import { createTestServer, type TestServer } from '../testing/testServer';
import { expectApiError, fieldErrorsOf } from './catalogueTestKit';
import { rows, scalar, snapshot } from './referenceTestKit';

let server: TestServer;
let admin: ApiClient;
const TABLES = ['substitutions', 'audit_log'] as const;
const DAY = 86_400_000;
let today: string;
const day = (offset: number) => new Date(Date.parse(today) + offset * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.loginAs('admin');
  today = warsawDay(server.ctx.now());
});
afterAll(() => server.close());

async function refusedUnchanged(call: Promise<unknown>, status: number) {
  const before = snapshot(server.ctx.db, TABLES);
  const error = await expectApiError(call, status);
  expect(snapshot(server.ctx.db, TABLES)).toEqual(before);
  return error;
}

describe('substitutionList', () => {
  it('has one active, one past and one planned substitution relative to the seed day', async () => {
    const active = await admin.call('substitutionList', { query: { status: 'active' } });
    const planned = await admin.call('substitutionList', { query: { status: 'planned' } });
    const finished = await admin.call('substitutionList', { query: { status: 'finished', limit: 100 } });
    expect(active.total).toBe(1);
    expect(planned.total).toBeGreaterThanOrEqual(1);
    expect(finished.total).toBeGreaterThanOrEqual(1);
    expect(active.total + planned.total + finished.total).toBe(
      scalar(server.ctx.db, 'SELECT COUNT(*) FROM substitutions'),
    );
    const a = substitutionSchema.parse(active.items[0]);
    expect(a.date_from <= today && a.date_to >= today).toBe(true);
    expect(a.deputy_name).toBe('Jadwiga Zastępczyńska');
  });

  it('sorts like SQL and searches by name', async () => {
    const page = await admin.call('substitutionList', { query: { sort: 'date_to', limit: 5, page: 2 } });
    const expected = rows<{ id: number }>(
      server.ctx.db,
      'SELECT id FROM substitutions ORDER BY date_to, id LIMIT 5 OFFSET 5',
    );
    expect(page.items.map((s) => s.id)).toEqual(expected.map((r) => r.id));
    const found = await admin.call('substitutionList', { query: { search: 'Zastępczyńska', limit: 50 } });
    expect(found.items.length).toBeGreaterThan(0);
    for (const s of found.items) expect(s.deputy_name).toContain('Zastępczyńska');
  });
});

describe('effective permission of a deputy', () => {
  it('gives the deputy the absent user’s level while active, recorded on their behalf', async () => {
    const deputy = rows<{ id: number; role: string }>(
      server.ctx.db,
      "SELECT id, role FROM users WHERE username = 'zastepca'",
    )[0];
    expect(deputy?.role).toBe('Handlowiec');
    const subs = activeSubstitutionsFor(server.ctx.db, deputy?.id ?? 0, server.ctx.now());
    expect(subs).toHaveLength(1);
    const eff = effectivePermission(
      server.ctx.db,
      { id: deputy?.id ?? 0, role: 'Handlowiec', isAcceptor: false },
      server.ctx.now(),
    );
    expect(eff.role).toBe(subs[0]?.role);
    expect(eff.onBehalfOf).toBe(subs[0]?.absentUserId);
    expect(eff.isAcceptor).toBe(true);
    // After the end date the deputy is back to their own level.
    const later = effectivePermission(
      server.ctx.db,
      { id: deputy?.id ?? 0, role: 'Handlowiec', isAcceptor: false },
      server.ctx.now() + 30 * DAY,
    );
    expect(later).toMatchObject({ role: 'Handlowiec', onBehalfOf: null });

    // The deputy passes the substitutions page rule and reads the list, but the substituted
    // level hands out no substitution (docs/decisions/access.md, "Ranks").
    const client = await server.loginAs('zastepca');
    expect((await client.call('substitutionList', { query: {} })).total).toBeGreaterThan(0);
    const target = scalar(
      server.ctx.db,
      "SELECT id FROM users WHERE role = 'Handlowiec' AND id > 8 AND is_active = 1 LIMIT 1",
    );
    await refusedUnchanged(
      client.call('substitutionCreate', {
        body: { absent_user_id: target, deputy_user_id: 2, date_from: day(40), date_to: day(45) },
      }),
      403,
    );
  });
});

describe('substitutionCreate and substitutionEnd', () => {
  it('creates a planned substitution and ends (cancels) it', async () => {
    const created = await admin.call('substitutionCreate', {
      body: { absent_user_id: 3, deputy_user_id: 6, date_from: day(60), date_to: day(62) },
    });
    expect(created).toMatchObject({
      absent_user_id: 3,
      deputy_user_id: 6,
      status: 'planned',
      name: 'Małgorzata Kowalczyk',
      permission_level: 'Dyrektor Oddziału',
    });
    const ended = await admin.call('substitutionEnd', { params: { id: created.id } });
    expect(ended.status).toBe('finished');
    expect(ended.ended_at).not.toBeNull();
    await refusedUnchanged(admin.call('substitutionEnd', { params: { id: created.id } }), 409);
  });

  it('ends an active substitution today', async () => {
    const created = await admin.call('substitutionCreate', {
      body: { absent_user_id: 4, deputy_user_id: 6, date_from: day(-1), date_to: day(3) },
    });
    expect(created.status).toBe('active');
    const ended = await admin.call('substitutionEnd', { params: { id: created.id } });
    expect(ended).toMatchObject({ status: 'finished', date_to: today });
    expect(activeSubstitutionsFor(server.ctx.db, 6, server.ctx.now())).toEqual([]);
  });

  it('refuses bad input, changing nothing', async () => {
    const e1 = await refusedUnchanged(
      admin.call('substitutionCreate', {
        body: { absent_user_id: 3, deputy_user_id: 3, date_from: day(5), date_to: day(1) },
      }),
      400,
    );
    expect(fieldErrorsOf(e1).date_to?.[0]).toContain('wcześniejsza');
    expect(fieldErrorsOf(e1).deputy_user_id?.[0]).toContain('inną osobą');
    const e2 = await refusedUnchanged(
      admin.call('substitutionCreate', {
        body: { absent_user_id: 99_999, deputy_user_id: 2, date_from: day(1), date_to: day(2) },
      }),
      400,
    );
    expect(fieldErrorsOf(e2).absent_user_id?.[0]).toBe('Nie ma takiego użytkownika.');
    const e3 = await refusedUnchanged(
      admin.call('substitutionCreate', {
        body: { absent_user_id: 3, deputy_user_id: 2, date_from: day(-10), date_to: day(-5) },
      }),
      400,
    );
    expect(fieldErrorsOf(e3).date_to?.[0]).toContain('przeszłości');
    await refusedUnchanged(
      admin.call('substitutionCreate', {
        body: { absent_user_id: 3, deputy_user_id: 2, date_from: '2026-13-01', date_to: day(2) },
      }),
      400,
    );
    await refusedUnchanged(admin.call('substitutionCreate', { body: { absent_user_id: 3 } as never }), 400);
    // Overlapping an existing substitution of the same absent user.
    await admin.call('substitutionCreate', {
      body: { absent_user_id: 5, deputy_user_id: 2, date_from: day(100), date_to: day(110) },
    });
    const e4 = await refusedUnchanged(
      admin.call('substitutionCreate', {
        body: { absent_user_id: 5, deputy_user_id: 6, date_from: day(105), date_to: day(120) },
      }),
      400,
    );
    expect(fieldErrorsOf(e4).date_from?.[0]).toBe('Ta osoba ma już zastępstwo w tym okresie.');
    await refusedUnchanged(admin.call('substitutionEnd', { params: { id: 999_999 } }), 404);
    await refusedUnchanged(admin.call('substitutionEnd', { params: { id: -1 } }), 400);
  });

  it('refuses to hand out a level above the caller’s own', async () => {
    const director = await server.loginAs('dyrektor.oddzialu');
    const e = await refusedUnchanged(
      director.call('substitutionCreate', {
        body: { absent_user_id: 5, deputy_user_id: 2, date_from: day(200), date_to: day(201) },
      }),
      403,
    );
    expect(e.message).toContain('wyższym poziomie');
  });
});

describe('substitution days are Warsaw days', () => {
  it('a substitution from today is in force at 00:30 in Warsaw, while UTC is still on the day before', async () => {
    // 23:30 UTC on 23 November is 00:30 on 24 November in Warsaw.
    const late = await createTestServer({ now: () => Date.parse('2026-11-23T23:30:00Z') });
    try {
      const lateAdmin = await late.loginAs('admin');
      const created = await lateAdmin.call('substitutionCreate', {
        body: { absent_user_id: 3, deputy_user_id: 6, date_from: '2026-11-24', date_to: '2026-11-24' },
      });
      expect(created.status).toBe('active');
      expect(activeSubstitutionsFor(late.ctx.db, 6, late.ctx.now()).map((s) => s.id)).toContain(created.id);
      // Ended early, it ends on the Warsaw day too.
      const ended = await lateAdmin.call('substitutionEnd', { params: { id: created.id } });
      expect(ended.date_to).toBe('2026-11-24');
    } finally {
      late.close();
    }
  });
});
