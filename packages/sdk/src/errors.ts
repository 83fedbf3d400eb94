import type { ServerErrorCode } from './contract/serverErrorCodes';

/** Field errors keyed by dotted path (`lines.0.quantity`), each a list of Polish messages. */
export type FieldErrors = Record<string, string[]>;

/** Stable error codes shared by the SDK, the server and the CLI. */
export type SalesdeskErrorCode =
  | 'api_error'
  | 'contract_error'
  | 'network_error'
  | 'session_expired'
  | 'scan_not_found';

/** Base class of every error the SDK throws; check with `instanceof`. */
export class SalesdeskError extends Error {
  /** Stable machine-readable code. */
  readonly code: SalesdeskErrorCode;
  /** What the user may do about it (Polish), when there is something to do. */
  readonly suggestion: string | undefined;

  constructor(code: SalesdeskErrorCode, message: string, options: { cause?: unknown; suggestion?: string } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.suggestion = options.suggestion;
  }

  /** A plain object for logs and JSON output. */
  toJSON(): Record<string, unknown> {
    return { name: this.name, code: this.code, message: this.message, suggestion: this.suggestion };
  }
}

/** The server answered with an error status. `message` is the server's Polish message. */
export class ApiError extends SalesdeskError {
  /** HTTP status of the response. */
  readonly status: number;
  /**
   * Server-side error code (`validation_error`, `not_found`, `stale_version`, `invalid_state`, ...).
   * Typed as a {@link ServerErrorCode} or any other string: a newer server may send a code this
   * SDK does not know yet, and `'error'` stands for an answer without one. Branch on the known
   * codes; treat an unknown one by its status.
   */
  readonly serverCode: ServerErrorCode | (string & {});
  /** Field errors of a 400 response, keyed by dotted path. */
  readonly fieldErrors: FieldErrors;

  constructor(
    status: number,
    message: string,
    options: { serverCode?: ServerErrorCode | (string & {}); fieldErrors?: FieldErrors; cause?: unknown } = {},
  ) {
    super('api_error', message, { cause: options.cause });
    this.status = status;
    this.serverCode = options.serverCode ?? 'error';
    this.fieldErrors = options.fieldErrors ?? {};
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), status: this.status, serverCode: this.serverCode, fieldErrors: this.fieldErrors };
  }
}

/** A response that does not match its contract schema. */
export class ContractError extends SalesdeskError {
  /** `METHOD path` of the call whose response did not parse. */
  readonly endpoint: string;
  /** Where the response differs from the schema. */
  readonly issues: FieldErrors;

  constructor(endpoint: string, message: string, issues: FieldErrors, cause?: unknown) {
    super('contract_error', message, { cause });
    this.endpoint = endpoint;
    this.issues = issues;
  }

  override toJSON(): Record<string, unknown> {
    return { ...super.toJSON(), endpoint: this.endpoint, issues: this.issues };
  }
}

/** The server could not be reached (connection refused, DNS, timeout, aborted). */
export class NetworkError extends SalesdeskError {
  constructor(message: string, cause?: unknown) {
    super('network_error', message, { cause });
  }
}
