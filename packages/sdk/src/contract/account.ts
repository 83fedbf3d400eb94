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
    summary: 'Stan serwera: odpowiada, gdy serwer i jego baza działają.',
    auth: 'public',
    response: z.object({ status: z.literal('ok'), version: z.string(), brand: z.string() }),
  }),
  healthReady: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    summary:
      'Gotowość serwera: baza danych, wiek i błąd ostatniej kopii zapasowej, kolejki poczty i webhooków; 503, gdy któraś kontrola nie przechodzi.',
    auth: 'public',
    unavailableWhenNotReady: true,
    response: readinessSchema,
  }),
  login: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.login,
    summary: 'Logowanie nazwą użytkownika i hasłem; zwraca podpisany token z czasem ważności `exp`.',
    auth: 'public',
    rateLimited: true,
    body: loginBodySchema,
    response: loginResponseSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.logout,
    summary: 'Wylogowanie: unieważnia bieżący token.',
    auth: 'user',
    sessionOnly: true,
    response: okSchema,
  }),
  renewToken: defineEndpoint({
    method: 'POST',
    path: ACCOUNT_PATHS.renewToken,
    summary: 'Wymienia ważny token na nowy; stary zostaje unieważniony.',
    auth: 'user',
    sessionOnly: true,
    response: z.object({ token: z.string().min(1) }),
  }),
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/forgot-password',
    summary: 'Wysyła link do ustawienia nowego hasła na konto z tym adresem e-mail (odpowiedź zawsze ok).',
    auth: 'public',
    rateLimited: true,
    body: forgotPasswordBodySchema,
    response: okSchema,
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/account/reset-password',
    summary: 'Ustawia nowe hasło tokenem z wiadomości e-mail.',
    auth: 'public',
    body: resetPasswordBodySchema,
    response: okSchema,
  }),
  userInformation: defineEndpoint({
    method: 'GET',
    path: '/api/account/user-information',
    summary: 'Zalogowany użytkownik: dane, rola, firma, magazyny.',
    auth: 'user',
    response: userInformationSchema,
  }),
  getUiConfig: defineEndpoint({
    method: 'GET',
    path: '/api/ui-config',
    summary:
      'Ustawienie interfejsu użytkownika: `userZoomConfig` zwraca liczbę, `userStockFilterConfig` tekst JSON z flagami filtra stanów.',
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
    summary: 'Zapisuje ustawienie interfejsu użytkownika; zwraca zapisaną wartość w tej samej postaci co odczyt.',
    auth: 'user',
    body: uiConfigWriteSchema,
    response: z.union([z.number(), z.string()]),
  }),
};
