import {
  apiTokenMessages,
  canAccess,
  type EndpointDef,
  type EndpointName,
  type Endpoints,
  endpoints,
  type FieldErrors,
  type FileAnswer,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  messages,
  type PartSchema,
  parseIdempotencyKey,
  parseWithPolishErrors,
} from '@salesdesk/sdk';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { effectivePermission } from '../auth/substitutions';
import { type IdempotencyRequest, requestFingerprint, storedJsonOf } from '../documents/idempotency';
import type { ServerContext } from '../serverContext';
import { type AuthUser, authenticate } from './authenticate';
import { bodyLimitOf, boundedBody, JSON_BODY_LIMIT, NO_BODY, refuseDeclaredOversize } from './bodyLimits';
import { type JsonCompression, jsonAnswer } from './compressJson';
import { etagOf, matchesIfNoneMatch } from './etag';
import { fileResponse } from './fileAnswer';
import { type FileUpload, fileUploadOf } from './fileUpload';
import { HttpError } from './httpError';
import { findMalformedText, parseJsonBody } from './jsonBody';
import { apiAnswerHeaders, wholeAnswer } from './securityHeaders';

type Out<S> = [PartSchema<S>] extends [z.ZodType] ? z.output<PartSchema<S>> : undefined;

/** What a route handler receives: parsed input, the caller and the server's services. */
export interface HandlerArgs<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The caller; always set for `auth: 'user'` endpoints. */
  user: E['auth'] extends 'user' ? AuthUser : AuthUser | null;
  ctx: ServerContext;
  /** The hono context, for headers and the remote address. */
  c: Context;
  /**
   * The `Idempotency-Key` of a line write (endpoints marked `idempotent`) with the request's
   * fingerprint, or undefined when none was sent (documents/idempotency.ts).
   */
  idempotency: IdempotencyRequest | undefined;
  /**
   * The file of a `sends: 'file'` call (its `body` is then left unset): the request's body as it
   * arrives, for the handler to stream (`fileUpload.ts`); undefined for every other call.
   */
  upload: FileUpload | undefined;
}

/** A route handler: returns the response body, typed by the endpoint's response schema. */
export type Handler<E extends EndpointDef> = (
  args: HandlerArgs<E>,
) => z.input<E['response']> | Promise<z.input<E['response']>>;

/** Handlers by endpoint name. */
export type Handlers = { [N in EndpointName]?: Handler<Endpoints[N]> };

function readQuery(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  const out: Record<string, string | string[]> = {};
  for (const [k, values] of Object.entries(all)) {
    // `attribute_code=a&attribute_code=b` and `attribute_code[]=a` both become a list.
    const key = k.endsWith('[]') ? k.slice(0, -2) : k;
    out[key] = values.length > 1 || k.endsWith('[]') ? values : (values[0] ?? '');
  }
  return out;
}

function parsePart(schema: z.ZodType | undefined, input: unknown, prefix: string, errors: FieldErrors): unknown {
  if (!schema) return undefined;
  const result = parseWithPolishErrors(schema, input);
  if (result.ok) return result.data;
  for (const [k, v] of Object.entries(result.fieldErrors)) {
    errors[prefix && k === '_' ? prefix : k] = v;
  }
  return undefined;
}

/**
 * Binds every handler to its endpoint of the contract table: the path and method come from
 * the table, the token and the access rule are checked (401/403) before any of the body is
 * read, the body is bounded while it is read (413, see `bodyLimits.ts`) and its nesting depth
 * checked (`jsonBody.ts`), input is parsed with its schemas (400 with Polish field errors); a
 * `sends: 'file'` body is not read but handed to the handler to stream (`fileUpload.ts`); the
 * answer has the endpoint's `status` (200 unless it says 201 or 202),
 * and, when `validateResponses` is on, the answer is
 * checked against the response schema so the server cannot drift from the contract. Answers go
 * out whole (`jsonAnswer`: the API's headers, compressed by `compression` when the client takes
 * it), so the routes may be mounted before the header middlewares.
 */
export function mountContract(
  app: Hono,
  ctx: ServerContext,
  handlers: Handlers,
  compression: JsonCompression | null,
): void {
  for (const [name, handler] of Object.entries(handlers) as [EndpointName, Handler<EndpointDef>][]) {
    const endpoint: EndpointDef = endpoints[name];
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const bodyLimit = bodyLimitOf(name);
    app[method](endpoint.path, async (c) => {
      // A declared length over the limit costs nothing to refuse. Anything else about the body
      // waits for the token: an anonymous caller of a `user` call gets its 401 with the body
      // unread, and an anonymous (public) call reads at most JSON_BODY_LIMIT.
      refuseDeclaredOversize(c.req.raw, bodyLimit);
      const user = endpoint.auth === 'user' ? authenticate(c, ctx) : null;
      if (user?.apiToken) refuseApiToken(endpoint, user.apiToken.scope);
      // A deputy holds the absent user's permission level while a substitution is active.
      if (
        user &&
        !canAccess(user.role, endpoint.access) &&
        !canAccess(effectivePermission(ctx.db, user, ctx.now()).role, endpoint.access)
      ) {
        throw HttpError.forbidden();
      }
      // A file sent as the body is never read here: the handler streams it once params and query
      // are known good (a wrong query is refused before a byte of the file is read).
      const sendsFile = endpoint.sends === 'file';
      const jsonBody = endpoint.body && !sendsFile;
      const bodyText = jsonBody
        ? await boundedBody(c.req.raw, user ? bodyLimit : Math.min(bodyLimit, JSON_BODY_LIMIT))
        : NO_BODY;
      const errors: FieldErrors = {};
      const rawParams = c.req.param();
      const rawQuery = endpoint.query ? readQuery(c) : undefined;
      const rawBody = jsonBody ? parseJsonBody(await bodyText()) : undefined;
      for (const raw of [rawParams, rawQuery, rawBody]) findMalformedText(raw, errors);
      if (Object.keys(errors).length) throw HttpError.validation(errors);
      const params = parsePart(endpoint.params, rawParams, '', errors);
      const query = parsePart(endpoint.query, rawQuery, '', errors);
      const body = jsonBody ? parsePart(endpoint.body, rawBody, '', errors) : undefined;
      if (Object.keys(errors).length) throw HttpError.validation(errors);
      const idempotency = endpoint.idempotent ? idempotencyOf(c, rawBody) : undefined;
      const upload = sendsFile ? fileUploadOf(c.req.raw, bodyLimit) : undefined;
      const result = await handler({
        params,
        query,
        body,
        user,
        ctx,
        c,
        idempotency,
        upload,
      } as HandlerArgs<EndpointDef>);
      if (ctx.config.validateResponses) {
        const check = endpoint.response.safeParse(result);
        if (!check.success) {
          ctx.log.error(`response of ${endpoint.method} ${endpoint.path} breaks the contract`, check.error.issues);
          throw new HttpError(500, 'contract_violation', messages.errors.internal);
        }
      }
      if (endpoint.answers === 'file') return fileResponse(result as FileAnswer);
      // An answer stored under an idempotency key was serialised then: send that text.
      const text = storedJsonOf(result) ?? JSON.stringify(result);
      // A readiness probe that is not ready answers its body with 503 (`unavailableWhenNotReady`).
      const notReady = endpoint.unavailableWhenNotReady && (result as { status?: unknown }).status === 'not_ready';
      if (notReady) return jsonAnswer(c, text, compression, 503);
      if (endpoint.method === 'GET') return conditionalAnswer(c, text, compression);
      const headers = endpoint.location ? { Location: locationOf(endpoint.location, result) } : undefined;
      return jsonAnswer(c, text, compression, endpoint.status ?? 200, headers);
    });
  }
}

/**
 * A read's answer with its `ETag`; 304 with no body when the caller's `If-None-Match` names it
 * (the caller already holds exactly this answer). The handler has run either way: the tag is
 * of what this user would get now.
 */
function conditionalAnswer(c: Context, text: string, compression: JsonCompression | null) {
  const etag = etagOf(text);
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) {
    const headers = apiAnswerHeaders('application/json');
    delete headers['Content-Type'];
    return wholeAnswer(new Response(null, { status: 304, headers: { ...headers, ETag: etag } }));
  }
  return jsonAnswer(c, text, compression, 200, { ETag: etag });
}

/**
 * `Location` of a create: the endpoint's path of the new resource with the answer's id (`:id`),
 * or the id of the resource the answer wraps (`:webhook.id`).
 */
function locationOf(template: string, result: unknown): string {
  return template.replace(/:([a-z_]+(?:\.[a-z_]+)*)/, (_, path: string) =>
    String(path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], result)),
  );
}

/**
 * What a personal API token may not do (docs/decisions/api-tokens.md): calls that need a session
 * (token management, user administration, renewing or ending a session), and any write with a
 * read-only token. Checked before the body is read.
 */
export function refuseApiToken(endpoint: EndpointDef, scope: 'read' | 'full'): void {
  if (endpoint.sessionOnly) throw new HttpError(403, 'api_token_not_allowed', apiTokenMessages.sessionOnly);
  if (scope === 'read' && endpoint.method !== 'GET')
    throw new HttpError(403, 'api_token_read_only', apiTokenMessages.readOnly);
}

/**
 * The `Idempotency-Key` of a request and its fingerprint (method, path, body), or undefined when
 * it has none; 400 with a Polish field error when the header is not a key.
 */
function idempotencyOf(c: Context, rawBody: unknown): IdempotencyRequest | undefined {
  const header = c.req.header(IDEMPOTENCY_KEY_HEADER);
  if (header === undefined) return undefined;
  const key = parseIdempotencyKey(header);
  if (key === null) throw HttpError.validation({ [IDEMPOTENCY_KEY_HEADER]: [IDEMPOTENCY_KEY_MESSAGE] });
  return { key, fingerprint: requestFingerprint(c.req.method, c.req.path, rawBody) };
}

/** Names of table endpoints that have no handler (a test keeps this empty). */
export function unhandledEndpoints(handlers: Handlers): EndpointName[] {
  return (Object.keys(endpoints) as EndpointName[]).filter((n) => !handlers[n]);
}
