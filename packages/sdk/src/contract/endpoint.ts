import type { z } from 'zod';
import type { PageAccessRule } from '../domain/access';

/** HTTP methods used by the contract. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: method, path (with `:param` placeholders), the schemas of its path
 * params, query, body and response, and who may call it. The typed client, the server's
 * routes, the msw handlers and docs/contract.md all derive from these definitions.
 */
export interface EndpointDef<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends 'public' | 'user' = 'public' | 'user',
  M extends HttpMethod = HttpMethod,
> {
  readonly method: M;
  /** Path with `:name` placeholders, e.g. `/api/offer/:id/copy`. */
  readonly path: string;
  /** One line for docs/contract.md. */
  readonly summary: string;
  /** `public` calls need no token; `user` calls need a valid token. */
  readonly auth: A;
  /** Extra rule on top of a valid token (roles); absent means any logged-in user. */
  readonly access?: PageAccessRule;
  /**
   * A write that may be retried safely with an `Idempotency-Key` request header
   * (`IDEMPOTENCY_KEY_HEADER`, value `idempotencyKeySchema`; optional; `CallOptions.idempotencyKey`): the server applies one
   * key once and answers a repeat with the first answer. Set on the line writes and on every
   * call that creates something (documents, copies, comments, attachments, sent PDFs,
   * substitutions, API tokens); the client sends a key of its own on each of them.
   */
  readonly idempotent?: true;
  /**
   * Needs a signed-in session: a personal API token is refused with 403 (token management,
   * user administration, renewing a session). docs/decisions/api-tokens.md.
   */
  readonly sessionOnly?: true;
  /**
   * Throttled per caller (login, password reset requests, matches in flight): too many answer 429 with a
   * `Retry-After` header (seconds), which the OpenAPI document describes.
   */
  readonly rateLimited?: true;
  /**
   * What the request carries: `json` (the default) is a JSON body parsed with `body`; `file` is a
   * file's bytes as the body (`Content-Type: application/octet-stream`, or the file's own type),
   * streamed by the server and never parsed as JSON; the client takes a `Blob` (a browser's
   * `File`) as `body`, and the options go in the query.
   */
  readonly sends?: 'json' | 'file';
  /** The success status when it is not 200, e.g. 202 for work accepted and done after the answer. */
  readonly status?: 201 | 202;
  /**
   * A probe (`GET /api/health/ready`) that answers its usual body with 503 instead of 200 while
   * the body's `status` is `not_ready`: a monitor reads the status code, a person the body.
   */
  readonly unavailableWhenNotReady?: true;
  /**
   * A create (status 201) answers `Location`: this path with `:id` filled from the answer's
   * `id`, where the new resource is read (e.g. `/api/offer/:id`); `:webhook.id` takes the id of
   * the resource an answer wraps (`{ secret, webhook }`).
   */
  readonly location?: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /**
   * What the answer is: `json` (the default) is parsed with `response`; `file` is a file's bytes
   * (`Content-Disposition: attachment`), which the client hands back as `{ blob, name,
   * content_type }` (`fileAnswerSchema`) and the server builds from the handler's answer of
   * that shape.
   */
  readonly answers?: 'json' | 'file';
  readonly response: R;
}

/** Declares an endpoint, keeping its literal types for inference. */
export function defineEndpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  const A extends 'public' | 'user' = 'public' | 'user',
  const M extends HttpMethod = HttpMethod,
>(def: EndpointDef<P, Q, B, R, A, M>): EndpointDef<P, Q, B, R, A, M> {
  return def;
}

/** The schema of an optional endpoint part, without the `undefined` of the optional property. */
export type PartSchema<S> = [NonNullable<S>] extends [never] ? undefined : NonNullable<S>;

type InputPart<K extends string, S> = [PartSchema<S>] extends [z.ZodType]
  ? undefined extends z.input<PartSchema<S>>
    ? { [k in K]?: z.input<PartSchema<S>> }
    : // An object whose every field is optional (list queries) may be left out too.
      // biome-ignore lint/complexity/noBannedTypes: `{} extends T` is the test for "every field optional".
      {} extends z.input<PartSchema<S>>
      ? { [k in K]?: z.input<PartSchema<S>> }
      : { [k in K]: z.input<PartSchema<S>> }
  : { [k in K]?: never };

/** What a caller passes for an endpoint: `{ params, query, body }` as its schemas require. */
export type EndpointInput<E extends EndpointDef> = InputPart<'params', E['params']> &
  InputPart<'query', E['query']> &
  InputPart<'body', E['body']>;

/** What an endpoint returns once parsed. */
export type EndpointOutput<E extends EndpointDef> = z.output<E['response']>;

/** Fills `:name` placeholders of a path with encoded values. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
