import { z } from 'zod';
import { accountContractMessages as m } from '../messages/accountContract';
import { contractCommonMessages } from '../messages/contractCommon';
import { formatMessage } from '../messages/pl';
import { ACCOUNT_PATHS, DEFAULT_STOCK_FILTER, DEFAULT_ZOOM, type StockFilter } from './accountBasics';
import { okSchema } from './common';
import { defineEndpoint } from './endpoint';
import { typeError } from './validation';

/** Credentials of `POST /api/account/login`. */
export const loginBodySchema = z
  .object({
    username: z
      .string({ error: typeError(m.username.notText) })
      .trim()
      .min(1, { error: m.username.required })
      .max(100, { error: m.username.tooLong }),
    password: z
      .string({ error: typeError(m.password.notText) })
      .min(1, { error: m.password.required })
      .max(200, { error: m.password.tooLong }),
  })
  .strict();
/** Credentials of `POST /api/account/login`. */
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Body of `POST /api/account/forgot-password`. */
export const forgotPasswordBodySchema = z.object({ email: z.email({ error: m.email }) }).strict();

/** The password rule of the reset (and of any new password): 8 to 200 characters. */
export const newPasswordSchema = z
  .string()
  .min(8, { error: m.password.tooShort })
  .max(200, { error: m.password.tooLong });

/** Body of `POST /api/account/reset-password`: the token from the e-mailed link and the new password. */
export const resetPasswordBodySchema = z
  .object({ token: z.string().min(1, { error: m.resetToken }), password: newPasswordSchema })
  .strict();

/** Login response (SPEC §3). */
export const loginResponseSchema = z.object({ token: z.string().min(1), company_code: z.string() });
/** Login response (SPEC §3). */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** The user information object (SPEC §3). Warehouses are identified by their code. */
export const userInformationSchema = z.object({
  user_id: z.number().int().positive(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.string(),
  company: z.string(),
  company_code: z.string().default('3W'),
  default_warehouse: z.string().nullable(),
  available_warehouses: z.array(z.string()),
  is_acceptor: z.boolean(),
});
/** The user information object (SPEC §3). */
export type UserInformation = z.infer<typeof userInformationSchema>;

/** Keys of the per-user UI settings (SPEC §3, §7). */
export const UI_CONFIG_KEYS = ['userZoomConfig', 'userStockFilterConfig'] as const;
/** A key of the per-user UI settings. */
export type UiConfigKey = (typeof UI_CONFIG_KEYS)[number];
const uiConfigKeyError = formatMessage(m.uiConfigKey, { keys: UI_CONFIG_KEYS.join(', ') });

/** Stock filter flags, all true by default (SPEC §3). */
export const stockFilterSchema = z
  .object({
    stockhouseProducts: z.boolean({ error: contractCommonMessages.boolean }),
    search: z.boolean({ error: contractCommonMessages.boolean }),
    catalog: z.boolean({ error: contractCommonMessages.boolean }),
  })
  .strict();

/** Zoom percentage accepted by the server. */
export const zoomSchema = z
  .number({ error: m.zoom.notNumber })
  .int({ error: m.zoom.notInteger })
  .min(50, { error: m.zoom.tooSmall })
  .max(200, { error: m.zoom.tooLarge });

/** Body of `POST /api/ui-config`: one key and its value. */
export { DEFAULT_STOCK_FILTER, DEFAULT_ZOOM, type StockFilter };

export const uiConfigWriteSchema = z.discriminatedUnion(
  'key',
  [
    z.object({ key: z.literal('userZoomConfig'), value: zoomSchema }).strict(),
    z.object({ key: z.literal('userStockFilterConfig'), value: stockFilterSchema }).strict(),
  ],
  { error: uiConfigKeyError },
);
/** Body of `POST /api/ui-config`. */
export type UiConfigWrite = z.infer<typeof uiConfigWriteSchema>;

/**
 * One readiness check of `GET /api/health/ready`: `ok`, and flat details beside it (counts, times
 * as ISO text, a short message).
 */
export const healthCheckSchema = z
  .object({ ok: z.boolean() })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** The readiness answer: `ready` when every check is ok (docs/operations.md, "Health"). */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  version: z.string(),
  checks: z.record(z.string(), healthCheckSchema),
});
/** The readiness answer. */
export type Readiness = z.infer<typeof readinessSchema>;

/** Account and session endpoints (SPEC §7). */
export const accountEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: m.summaries.health,
    auth: 'public',
    response: z.object({ status: z.literal('ok'), version: z.string(), brand: z.string() }),
  }),
  healthReady: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    summary: m.summaries.healthReady,
    auth: 'public',
    unavailableWhenNotReady: true,
    response: readinessSchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    summary: m.summaries.login,
    auth: 'public',
    rateLimited: true,
    body: loginBodySchema,
    response: loginResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.logout,
    summary: m.summaries.logout,
    auth: 'user',
    sessionOnly: true,
    response: okSchema,
  }),
  renewToken: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.renewToken,
    summary: m.summaries.renewToken,
    auth: 'user',
    sessionOnly: true,
    response: z.object({ token: z.string().min(1) }),
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/forgot-password',
    summary: m.summaries.forgotPassword,
    auth: 'public',
    rateLimited: true,
    body: forgotPasswordBodySchema,
    response: okSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/reset-password',
    summary: m.summaries.resetPassword,
    auth: 'public',
    body: resetPasswordBodySchema,
    response: okSchema,
  }),
  userInformation: defineEndpoint({
    method: 'GET',
    path: '/api/account/user-information',
    summary: m.summaries.userInformation,
    auth: 'user',
    response: userInformationSchema,
  }),
  getUiConfig: defineEndpoint({
    method: 'GET',
    path: '/api/ui-config',
    summary: m.summaries.getUiConfig,
    auth: 'user',
    query: z
      .object({
        key: z.enum(UI_CONFIG_KEYS, { error: uiConfigKeyError }),
      })
      .strict(),
    response: z.union([z.number(), z.string()]),
  }),
  setUiConfig: defineEndpoint({
    method: 'POST',
    path: '/api/ui-config',
    summary: m.summaries.setUiConfig,
    auth: 'user',
    body: uiConfigWriteSchema,
    response: z.union([z.number(), z.string()]),
  }),
};
