import {
  pageAccess,
  rankRefusal,
  referenceMessages,
  type Substitution,
  substitutionRefusal,
  warsawDay,
} from '@salesdesk/sdk';
import { actingOnBehalfOf, recordAudit } from '../auth/auditLog';
import { adminActor, adminPerson, enforce } from '../auth/userAdmin';
import { createOnce } from '../documents/idempotency';
import type { Handlers } from '../http/contractRouter';
import { HttpError } from '../http/httpError';
import { likePattern, runList, type SqlCondition } from '../http/sqlList';
import type { ServerContext } from '../serverContext';

interface SubstitutionRow {
  id: number;
  absent_user_id: number;
  deputy_user_id: number;
  name: string;
  email: string;
  organizational_unit: string;
  permission_level: string;
  deputy_name: string;
  deputy_email: string;
  date_from: string;
  date_to: string;
  ended_at: string | null;
}

const FROM = 'substitutions s JOIN users a ON a.id = s.absent_user_id JOIN users d ON d.id = s.deputy_user_id';
const SELECT = `s.id, s.absent_user_id, s.deputy_user_id, a.firstname || ' ' || a.lastname AS name, a.email,
  a.organizational_unit, a.role AS permission_level, d.firstname || ' ' || d.lastname AS deputy_name,
  d.email AS deputy_email, s.date_from, s.date_to, s.ended_at`;

/** Planned, active or finished on `today` (an early end finishes it). */
export function substitutionStatus(
  row: Pick<SubstitutionRow, 'date_from' | 'date_to' | 'ended_at'>,
  today: string,
): Substitution['status'] {
  if (row.ended_at !== null || row.date_to < today) return 'finished';
  return row.date_from > today ? 'planned' : 'active';
}

const STATUS_SQL: Record<Substitution['status'], string> = {
  active: 's.ended_at IS NULL AND s.date_from <= ? AND s.date_to >= ?',
  planned: 's.ended_at IS NULL AND s.date_from > ?',
  finished: 's.ended_at IS NOT NULL OR s.date_to < ?',
};

function load(ctx: ServerContext, id: number): Substitution {
  const row = ctx.db.prepare(`SELECT ${SELECT} FROM ${FROM} WHERE s.id = ?`).get(id) as SubstitutionRow | undefined;
  if (!row) throw HttpError.notFound(referenceMessages.substitutionNotFound);
  return { ...row, status: substitutionStatus(row, warsawDay(ctx.now())) };
}

interface UserBrief {
  id: number;
  role: string;
  company_code: string;
  is_active: number;
}

const person = (u: UserBrief) => ({ id: u.id, role: u.role, companyCode: u.company_code });

/**
 * Substitution handlers. A substitution is time-boxed by date_from..date_to (whole UTC days,
 * inclusive); while active the deputy holds the absent user's permission level
 * (auth/substitutions.ts) and actions are audited as by the deputy on behalf of the absent user.
 */
export const substitutionHandlers: Handlers = {
  substitutionList: ({ query, ctx }) => {
    const today = warsawDay(ctx.now());
    const filters: SqlCondition[] = [];
    if (query.status) {
      const sql = STATUS_SQL[query.status];
      filters.push({
        sql,
        params: sql
          .split('?')
          .slice(1)
          .map(() => today),
      });
    }
    if (query.user)
      filters.push({ sql: 's.absent_user_id = ? OR s.deputy_user_id = ?', params: [query.user, query.user] });
    return runList(
      ctx.db,
      {
        from: FROM,
        select: SELECT,
        sortColumns: {
          name: "a.firstname || ' ' || a.lastname",
          email: 'a.email',
          organizational_unit: 'a.organizational_unit',
          permission_level: 'a.role',
          date_from: 's.date_from',
          date_to: 's.date_to',
        },
        defaultSort: '-date_from',
        tieBreaker: 's.id',
        search: (term) => {
          const p = likePattern(term);
          return {
            sql: "a.firstname || ' ' || a.lastname LIKE ? ESCAPE '\\' OR a.email LIKE ? ESCAPE '\\' OR d.firstname || ' ' || d.lastname LIKE ? ESCAPE '\\' OR d.email LIKE ? ESCAPE '\\'",
            params: [p, p, p, p],
          };
        },
        map: (r: SubstitutionRow) => ({ ...r, status: substitutionStatus(r, today) }),
      },
      query,
      filters,
    );
  },

  // Made once per Idempotency-Key: a repeat answers the substitution the first call made.
  substitutionCreate: ({ body, user, ctx, idempotency }) =>
    createOnce(ctx, user.id, idempotency, () => {
      const today = warsawDay(ctx.now());
      const find = ctx.db.prepare('SELECT id, role, company_code, is_active FROM users WHERE id = ?');
      const absent = find.get(body.absent_user_id) as UserBrief | undefined;
      const deputy = find.get(body.deputy_user_id) as UserBrief | undefined;
      const fields: Record<string, string[]> = {};
      if (!absent) fields.absent_user_id = [referenceMessages.userNotFound];
      if (!deputy) fields.deputy_user_id = [referenceMessages.userNotFound];
      else if (deputy.is_active !== 1) fields.deputy_user_id = [referenceMessages.inactiveDeputy];
      if (body.date_to < today) fields.date_to = [referenceMessages.substitutionInPast];
      if (Object.keys(fields).length) throw HttpError.validation(fields);
      // Both people under the rank rule, by the caller's own role (a substituted level never
      // hands out substitutions), and nobody makes himself someone's deputy.
      enforce(substitutionRefusal(adminActor(ctx, user), person(absent as UserBrief), person(deputy as UserBrief)));
      const overlap = ctx.db
        .prepare(
          'SELECT 1 FROM substitutions WHERE absent_user_id = ? AND ended_at IS NULL AND date_from <= ? AND date_to >= ?',
        )
        .get(body.absent_user_id, body.date_to, body.date_from);
      if (overlap) throw HttpError.validation({ date_from: [referenceMessages.substitutionOverlap] });
      const id = ctx.db
        .prepare(
          `INSERT INTO substitutions (absent_user_id, deputy_user_id, date_from, date_to, ended_at, created_at, created_by)
           VALUES (?, ?, ?, ?, NULL, ?, ?)`,
        )
        .run(
          body.absent_user_id,
          body.deputy_user_id,
          body.date_from,
          body.date_to,
          new Date(ctx.now()).toISOString(),
          user.id,
        ).lastInsertRowid as number;
      recordAudit(ctx, {
        user,
        onBehalfOf: actingOnBehalfOf(ctx, user, pageAccess.substitutions),
        action: 'substitution.create',
        target: `substitution:${id}`,
        details: body,
      });
      return load(ctx, Number(id));
    }).answer,

  substitutionEnd: ({ params, user, ctx }) =>
    ctx.db
      .transaction(() => {
        const current = load(ctx, params.id);
        const actor = adminActor(ctx, user);
        enforce(
          rankRefusal(actor, adminPerson(ctx, current.absent_user_id), 'substitution') ??
            rankRefusal(actor, adminPerson(ctx, current.deputy_user_id), 'substitution'),
        );
        if (current.status === 'finished') throw HttpError.conflict(referenceMessages.substitutionFinished);
        const today = warsawDay(ctx.now());
        // An active one ends today; a planned one is cancelled and keeps its dates.
        const dateTo = current.status === 'active' ? today : current.date_to;
        ctx.db
          .prepare('UPDATE substitutions SET ended_at = ?, date_to = ? WHERE id = ?')
          .run(new Date(ctx.now()).toISOString(), dateTo, params.id);
        recordAudit(ctx, {
          user,
          onBehalfOf: actingOnBehalfOf(ctx, user, pageAccess.substitutions),
          action: 'substitution.end',
          target: `substitution:${params.id}`,
          details: { status: current.status },
        });
        return load(ctx, params.id);
      })
      .immediate(),
};
