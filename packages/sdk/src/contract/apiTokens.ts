import { z } from 'zod';
import { pageAccess } from '../domain/access';
import { apiTokenContractMessages, apiTokenMessages } from '../messages/apiTokens';
import { idParam, idParams, isoDateTime, listQuery, listResponse } from './common';
import { defineEndpoint } from './endpoint';
import { typeError } from './validation';

/**
 * Personal API tokens (docs/decisions/api-tokens.md): long-lived, named, revocable bearer tokens
 * for scripts and nightly exports, held by one user and limited to that user's rights.
 */

/** What a personal token may do: `read` only reads (GET), `full` also writes. */
export const API_TOKEN_SCOPES = ['read', 'full'] as const;
/** What a personal token may do. */
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Every personal token starts with this, so a leaked one is recognisable (and secret scanners can match it). */
export const API_TOKEN_PREFIX = 'sdpat_';

/** Lifetimes offered on the settings page, in days; any whole number of days up to the maximum is accepted. */
export const API_TOKEN_LIFETIMES_DAYS = [7, 30, 90, 180, 365] as const;
/** The longest lifetime of a personal token, in days. */
export const API_TOKEN_MAX_DAYS = 365;
/** At most this many tokens of one user are active (not revoked, not expired) at once. */
export const API_TOKEN_MAX_ACTIVE = 20;

/** Whether a bearer token is a personal API token (by its prefix), not a session token. */
export function isApiToken(token: string | null | undefined): boolean {
  return typeof token === 'string' && token.startsWith(API_TOKEN_PREFIX);
}

/** Where a token is in its life: usable, past its expiry, or revoked. */
export const API_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;

/** A personal token as listed: never the secret, only its first characters to tell tokens apart. */
export const apiTokenSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The first characters of the token (`sdpat_AbCd`), enough to recognise it in a script. */
  hint: z.string(),
  created_at: isoDateTime,
  expires_at: isoDateTime,
  last_used_at: isoDateTime.nullable(),
  revoked_at: isoDateTime.nullable(),
  status: z.enum(API_TOKEN_STATUSES),
});
/** A personal token as listed. */
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** A token as the administrator's list shows it: with its owner. */
export const apiTokenAdminItemSchema = apiTokenSchema.extend({
  user_id: z.number().int().positive(),
  user_name: z.string(),
  username: z.string(),
});
/** A token in the administrator's list. */
export type ApiTokenAdminItem = z.infer<typeof apiTokenAdminItemSchema>;

/** Body of `POST /api/api-tokens`. */
export const apiTokenCreateBodySchema = z
  .object({
    name: z
      .string({ error: typeError(apiTokenMessages.nameRequired) })
      .trim()
      .min(1, { error: apiTokenMessages.nameRequired })
      .max(80, { error: apiTokenMessages.nameTooLong }),
    scope: z.enum(API_TOKEN_SCOPES, { error: apiTokenMessages.scopeInvalid }),
    expires_in_days: z
      .number({ error: typeError(apiTokenMessages.lifetimeInvalid) })
      .int({ error: apiTokenMessages.lifetimeInvalid })
      .min(1, { error: apiTokenMessages.lifetimeInvalid })
      .max(API_TOKEN_MAX_DAYS, { error: apiTokenMessages.lifetimeInvalid }),
  })
  .strict();
/** Body of `POST /api/api-tokens`. */
export type ApiTokenCreateBody = z.infer<typeof apiTokenCreateBodySchema>;

/** Answer of `POST /api/api-tokens`: the secret, shown this once, and the token as listed. */
export const apiTokenCreatedSchema = z.object({
  token: z.string().startsWith(API_TOKEN_PREFIX),
  api_token: apiTokenSchema,
});
/** Answer of `POST /api/api-tokens`. */
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

/** Sort keys of the administrator's token list. */
export const API_TOKEN_SORT_FIELDS = ['created_at', 'expires_at', 'last_used_at', 'name', 'user_name'] as const;

/** Personal API token calls. None of them can be made with a personal token (`sessionOnly`). */
export const apiTokenEndpoints = {
  apiTokenList: defineEndpoint({
    method: 'GET',
    path: '/api/api-tokens',
    summary: apiTokenContractMessages.summaries.apiTokenList,
    auth: 'user',
    sessionOnly: true,
    response: z.object({ items: z.array(apiTokenSchema) }),
  }),
  apiTokenCreate: defineEndpoint({
    method: 'POST',
    path: '/api/api-tokens',
    summary: apiTokenContractMessages.summaries.apiTokenCreate,
    auth: 'user',
    idempotent: true,
    sessionOnly: true,
    body: apiTokenCreateBodySchema,
    response: apiTokenCreatedSchema,
  }),
  apiTokenRevoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/api-tokens/:id',
    summary: apiTokenContractMessages.summaries.apiTokenRevoke,
    auth: 'user',
    sessionOnly: true,
    params: idParams,
    response: apiTokenSchema,
  }),
  apiTokenAdminList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/api-tokens',
    summary: apiTokenContractMessages.summaries.apiTokenAdminList,
    auth: 'user',
    access: pageAccess.userAdmin,
    sessionOnly: true,
    query: listQuery(API_TOKEN_SORT_FIELDS, {
      user_id: idParam.optional(),
      status: z.enum(API_TOKEN_STATUSES, { error: apiTokenMessages.statusInvalid }).optional(),
    }),
    response: listResponse(apiTokenAdminItemSchema),
  }),
} as const;
