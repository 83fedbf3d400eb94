import { z } from 'zod';
import { pageAccess } from '../domain/access';
import { userAdminContractMessages as m } from '../messages/userAdmin';
import { idParam, idParams, idSchema, isoDate, listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';

/** Where a substitution stands relative to now. */
export const SUBSTITUTION_STATUSES = ['planned', 'active', 'finished'] as const;

/**
 * A substitution (SPEC §3: name, email, organizational_unit, permission_level, date_from,
 * date_to). name/email/organizational_unit/permission_level describe the absent user, whose
 * permission level the deputy holds while the substitution is active.
 */
export const substitutionSchema = z.object({
  id: z.number().int().positive(),
  absent_user_id: z.number().int().positive(),
  deputy_user_id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  organizational_unit: z.string(),
  permission_level: z.string(),
  deputy_name: z.string(),
  deputy_email: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  status: z.enum(SUBSTITUTION_STATUSES),
  /** When it was ended early (ISO timestamp), else null. */
  ended_at: z.string().nullable(),
});
/** A substitution. */
export type Substitution = z.infer<typeof substitutionSchema>;

/** Body of `POST /api/user-substitution/create`: both dates inclusive. */
export const substitutionCreateBodySchema = z
  .object({ absent_user_id: idSchema, deputy_user_id: idSchema, date_from: isoDate, date_to: isoDate })
  .strict()
  .refine((b) => b.date_to >= b.date_from, {
    path: ['date_to'],
    error: m.substitution.dateOrder,
  })
  .refine((b) => b.absent_user_id !== b.deputy_user_id, {
    path: ['deputy_user_id'],
    error: m.substitution.selfDeputy,
  });
/** Body of `POST /api/user-substitution/create`. */
export type SubstitutionCreateBody = z.infer<typeof substitutionCreateBodySchema>;

/** Sort keys of the substitutions list. */
export const SUBSTITUTION_SORT_FIELDS = [
  'name',
  'email',
  'organizational_unit',
  'permission_level',
  'date_from',
  'date_to',
] as const;

/** Substitution calls (SPEC §7 list; create and end designed here); behind `pageAccess.substitutions`. */
export const substitutionEndpoints = {
  substitutionList: defineEndpoint({
    method: 'GET',
    path: '/api/user-substitution/list',
    summary: m.summaries.substitutionList,
    auth: 'user',
    access: pageAccess.substitutions,
    query: listQuery(SUBSTITUTION_SORT_FIELDS, {
      status: z.enum(SUBSTITUTION_STATUSES, { error: m.substitution.status }).optional(),
      user: idParam.optional(),
    }),
    response: listResponse(substitutionSchema),
  }),
  substitutionCreate: defineEndpoint({
    method: 'POST',
    path: '/api/user-substitution/create',
    summary: m.summaries.substitutionCreate,
    auth: 'user',
    idempotent: true,
    sessionOnly: true,
    access: pageAccess.substitutions,
    body: substitutionCreateBodySchema,
    response: substitutionSchema,
  }),
  substitutionEnd: defineEndpoint({
    method: 'PUT',
    path: '/api/user-substitution/:id/end',
    summary: m.summaries.substitutionEnd,
    auth: 'user',
    sessionOnly: true,
    access: pageAccess.substitutions,
    params: idParams,
    response: substitutionSchema,
  }),
} as const;
