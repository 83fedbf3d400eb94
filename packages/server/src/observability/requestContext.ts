import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The header that carries a request's id in and out (docs/operations.md, "Logs"). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Longest request id taken from a caller; a longer one is replaced by one of ours. */
export const REQUEST_ID_MAX_LENGTH = 128;

// Letters, digits and the punctuation of UUIDs, ULIDs, base64 and proxies' ids (`host:pid-n`):
// nothing that could break a log line, a header or a shell that greps for it.
const SAFE_REQUEST_ID = new RegExp(`^[A-Za-z0-9._:@+=/-]{1,${REQUEST_ID_MAX_LENGTH}}$`);

/**
 * The id of a request: the caller's `X-Request-Id` when it is short and of safe characters (a
 * proxy or an integrator's own id, so their logs and ours meet), else a new UUID.
 */
export function requestIdOf(header: string | undefined | null): string {
  return header && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** What the server knows about the request being handled, for every log line written meanwhile. */
export interface RequestScope {
  requestId: string;
  /** The caller, once the token has been checked. */
  userId?: number;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs `work` as part of the request `scope` (its log lines carry the request's id). */
export function withinRequest<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The request being handled, or undefined outside one (timers, workers, the start). */
export function currentRequest(): RequestScope | undefined {
  return scopes.getStore();
}

/** Notes the caller of the request being handled (its request line and log lines name them). */
export function noteCaller(userId: number): void {
  const scope = scopes.getStore();
  if (scope) scope.userId = userId;
}
