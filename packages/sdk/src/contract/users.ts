import { z } from 'zod';
import { pageAccess, ROLES } from '../domain/access';
import { contractCommonMessages } from '../messages/contractCommon';
import { formatMessage } from '../messages/pl';
import { userAdminContractMessages as m } from '../messages/userAdmin';
import { idSchema, listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';
import { typeError } from './validation';

/** Where a user account comes from. */
export const USER_SOURCES = ['local', 'erp', 'ad'] as const;

/** A role name, refused with a Polish message when unknown. */
export const roleSchema = z.enum(ROLES, { error: formatMessage(m.role, { roles: ROLES.join(', ') }) });

/** `true`/`false` in a query string. */
export const queryBoolean = z
  .enum(['true', 'false'], { error: contractCommonMessages.queryBoolean })
  .transform((v) => v === 'true');

/** A warehouse code as sent by callers (existence is checked by the server). */
const warehouseCode = z
  .string({ error: typeError(m.warehouse.notText) })
  .trim()
  .regex(/^[A-Z0-9]{2,10}$/, { error: m.warehouse.format });

/** A row of the users list (SPEC §3: name, role, email, phone, default_warehouse, is_active, source). */
export const userListItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  username: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
  default_warehouse: z.string().nullable(),
  available_warehouses: z.array(z.string()),
  organizational_unit: z.string(),
  company_code: z.string(),
  is_acceptor: z.boolean(),
  is_active: z.boolean(),
  source: z.enum(USER_SOURCES),
});
/** A row of the users list. */
export type UserListItem = z.infer<typeof userListItemSchema>;

/** A role with the number of users holding it. */
export const userRoleSchema = z.object({
  role: roleSchema,
  is_admin: z.boolean(),
  users_count: z.number().int().nonnegative(),
});

/** Sort keys of the users list. */
export const USER_SORT_FIELDS = ['name', 'role', 'email', 'phone', 'default_warehouse', 'is_active', 'source'] as const;

const userId = idSchema.describe('id of the user changed');

/** Body of `PUT /api/user/assign-role`. */
export const assignRoleBodySchema = z.object({ user_id: userId, role: roleSchema }).strict();
/** Body of `PUT /api/user/assign-status`. */
export const assignStatusBodySchema = z
  .object({ user_id: userId, is_active: z.boolean({ error: contractCommonMessages.boolean }) })
  .strict();
/** Body of `PUT /api/user/assign-warehouse`: the default warehouse must be one of the available ones. */
export const assignWarehouseBodySchema = z
  .object({
    user_id: userId,
    default_warehouse: warehouseCode,
    available_warehouses: z
      .array(warehouseCode, { error: m.warehouse.notList })
      .min(1, { error: m.warehouse.empty })
      .max(50, { error: m.warehouse.tooMany }),
  })
  .strict()
  .refine((b) => b.available_warehouses.includes(b.default_warehouse), {
    path: ['default_warehouse'],
    error: m.warehouse.defaultNotAvailable,
  });

/** User administration calls (SPEC §7); all behind `pageAccess.userAdmin`. */
export const userEndpoints = {
  userList: defineEndpoint({
    method: 'GET',
    path: '/api/user-list',
    summary: m.summaries.userList,
    auth: 'user',
    access: pageAccess.userAdmin,
    query: listQuery(USER_SORT_FIELDS, {
      role: roleSchema.optional(),
      is_active: queryBoolean.optional(),
      source: z.enum(USER_SOURCES, { error: m.source }).optional(),
    }),
    response: listResponse(userListItemSchema),
  }),
  userRole: defineEndpoint({
    method: 'GET',
    path: '/api/user-role',
    summary: m.summaries.userRole,
    auth: 'user',
    access: pageAccess.userAdmin,
    query: listQuery(['role', 'users_count'], {}),
    response: listResponse(userRoleSchema),
  }),
  assignRole: defineEndpoint({
    method: 'PUT',
    path: '/api/user/assign-role',
    summary: m.summaries.assignRole,
    auth: 'user',
    sessionOnly: true,
    access: pageAccess.userAdmin,
    body: assignRoleBodySchema,
    response: userListItemSchema,
  }),
  assignStatus: defineEndpoint({
    method: 'PUT',
    path: '/api/user/assign-status',
    summary: m.summaries.assignStatus,
    auth: 'user',
    sessionOnly: true,
    access: pageAccess.userAdmin,
    body: assignStatusBodySchema,
    response: userListItemSchema,
  }),
  assignWarehouse: defineEndpoint({
    method: 'PUT',
    path: '/api/user/assign-warehouse',
    summary: m.summaries.assignWarehouse,
    auth: 'user',
    sessionOnly: true,
    access: pageAccess.userAdmin,
    body: assignWarehouseBodySchema,
    response: userListItemSchema,
  }),
} as const;
