import { type FieldErrors, messages, type ServerErrorCode } from '@salesdesk/sdk';

/** An error with an HTTP status, a stable code and a Polish message; the router answers with it. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  /** 400 with field errors. */
  static validation(fields: FieldErrors, message: string = messages.errors.validation): HttpError {
    return new HttpError(400, 'validation_error', message, fields);
  }
  /** 401. */
  static unauthorized(message: string = messages.errors.unauthorized): HttpError {
    return new HttpError(401, 'unauthorized', message);
  }
  /** 403. */
  static forbidden(message: string = messages.errors.forbidden): HttpError {
    return new HttpError(403, 'forbidden', message);
  }
  /** 404. */
  static notFound(message: string = messages.errors.notFound): HttpError {
    return new HttpError(404, 'not_found', message);
  }
  /**
   * 409 `invalid_state`: the resource's state forbids the change whatever the version sent (a
   * confirmed order, an archived offer, a limit reached, a job running). Reading again will not help.
   */
  static conflict(message: string): HttpError {
    return new HttpError(409, 'invalid_state', message);
  }
  /**
   * 409 `stale_version`: the `version` sent is older than the document's (optimistic concurrency):
   * someone else saved first; the client reads it again and decides.
   */
  static staleVersion(message: string = messages.errors.conflict): HttpError {
    return new HttpError(409, 'stale_version', message);
  }
}
