import { z } from 'zod';
import { ACCOUNT_PATHS, DEFAULT_STOCK_FILTER, DEFAULT_ZOOM, type StockFilter } from './accountBasics';
import { okSchema } from './common';
import { defineEndpoint } from './endpoint';
import { typeError } from './validation';

/** Credentials of `POST /api/account/login`. */
export const loginBodySchema = z
  .object({
    username: z
      .string({ error: typeError('Nazwa użytkownika musi być tekstem.') })
      .trim()
      .min(1, { error: 'Podaj nazwę użytkownika.' })
      .max(100, { error: 'Nazwa użytkownika jest za długa.' }),
    password: z
      .string({ error: typeError('Hasło musi być tekstem.') })
      .min(1, { error: 'Podaj hasło.' })
      .max(200, { error: 'Hasło jest za długie.' }),
  })
  .strict();
/** Credentials of `POST /api/account/login`. */
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Body of `POST /api/account/forgot-password`. */
export const forgotPasswordBodySchema = z
  .object({ email: z.email({ error: 'Podaj poprawny adres e-mail.' }) })
  .strict();

/** The password rule of the reset (and of any new password): 8 to 200 characters. */
export const newPasswordSchema = z
  .string()
  .min(8, { error: 'Hasło musi mieć co najmniej 8 znaków.' })
  .max(200, { error: 'Hasło jest za długie.' });

/** Body of `POST /api/account/reset-password`: the token from the e-mailed link and the new password. */
export const resetPasswordBodySchema = z
  .object({ token: z.string().min(1, { error: 'Brak tokenu resetu hasła.' }), password: newPasswordSchema })
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

/** Stock filter flags, all true by default (SPEC §3). */
export const stockFilterSchema = z
  .object({
    stockhouseProducts: z.boolean({ error: 'Wartość musi być typu logicznego.' }),
    search: z.boolean({ error: 'Wartość musi być typu logicznego.' }),
    catalog: z.boolean({ error: 'Wartość musi być typu logicznego.' }),
  })
  .strict();

/** Zoom percentage accepted by the server. */
export const zoomSchema = z
  .number({ error: 'Powiększenie musi być liczbą.' })
  .int({ error: 'Powiększenie musi być liczbą całkowitą.' })
  .min(50, { error: 'Powiększenie musi wynosić co najmniej 50%.' })
  .max(200, { error: 'Powiększenie może wynosić najwyżej 200%.' });

/** Body of `POST /api/ui-config`: one key and its value. */
export { DEFAULT_STOCK_FILTER, DEFAULT_ZOOM, type StockFilter };

export const uiConfigWriteSchema = z.discriminatedUnion(
  'key',
  [
    z.object({ key: z.literal('userZoomConfig'), value: zoomSchema }).strict(),
    z.object({ key: z.literal('userStockFilterConfig'), value: stockFilterSchema }).strict(),
  ],
  { error: `Nieznany klucz ustawień. Dozwolone: ${UI_CONFIG_KEYS.join(', ')}.` },
);
/** Body of `POST /api/ui-config`. */
export type UiConfigWrite = z.infer<typeof uiConfigWriteSchema>;

/** Account and session endpoints (SPEC §7). */
export const accountEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Health check: the server and its database answer.',
    auth: 'public',
    response: z.object({ status: z.literal('ok'), version: z.string(), brand: z.string() }),
  }),
  login: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    summary: 'Log in with username and password; returns a signed token carrying `exp`.',
    auth: 'public',
    body: loginBodySchema,
    response: loginResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.logout,
    summary: 'Revoke the current token.',
    auth: 'user',
    response: okSchema,
  }),
  renewToken: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.renewToken,
    summary: 'Exchange a valid token for a fresh one; the old one is revoked.',
    auth: 'user',
    response: z.object({ token: z.string().min(1) }),
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/forgot-password',
    summary: 'Send a password reset link to the account with this email (always answers ok).',
    auth: 'public',
    body: forgotPasswordBodySchema,
    response: okSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/reset-password',
    summary: 'Set a new password with a reset token from the email.',
    auth: 'public',
    body: resetPasswordBodySchema,
    response: okSchema,
  }),
  userInformation: defineEndpoint({
    method: 'GET',
    path: '/api/account/user-information',
    summary: 'The logged-in user (SPEC §3 user information).',
    auth: 'user',
    response: userInformationSchema,
  }),
  getUiConfig: defineEndpoint({
    method: 'GET',
    path: '/api/ui-config',
    summary:
      'A per-user UI setting: `userZoomConfig` returns a number, `userStockFilterConfig` a JSON string of the filter flags.',
    auth: 'user',
    query: z
      .object({
        key: z.enum(UI_CONFIG_KEYS, { error: `Nieznany klucz ustawień. Dozwolone: ${UI_CONFIG_KEYS.join(', ')}.` }),
      })
      .strict(),
    response: z.union([z.number(), z.string()]),
  }),
  setUiConfig: defineEndpoint({
    method: 'POST',
    path: '/api/ui-config',
    summary: 'Save a per-user UI setting; returns the stored value in the same form as the GET.',
    auth: 'user',
    body: uiConfigWriteSchema,
    response: z.union([z.number(), z.string()]),
  }),
};
