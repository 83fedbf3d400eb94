import { ApiError, apiTokenMessages, ContractError, NetworkError } from '@salesdesk/sdk';
import { CommanderError } from 'commander';
import { ZodError } from 'zod';
import { cliMessages } from './messages/pl';

// TYPES

/** Stable codes of the CLI's errors; scripts may match on them (`--verbose` prints the JSON). */
export type CliErrorCode =
  | 'usage'
  | 'not_logged_in'
  | 'token_rejected'
  | 'forbidden'
  | 'not_found'
  | 'server'
  | 'network'
  | 'contract'
  | 'io'
  | 'interrupted'
  | 'import_refused'
  | 'unexpected';

/** Exit codes of the `salesdesk` binary (docs/cli.md). */
export const EXIT = { ok: 0, failure: 1, usage: 2, auth: 3, interrupted: 130 } as const;

const exitCodes: Record<CliErrorCode, number> = {
  usage: EXIT.usage,
  not_logged_in: EXIT.auth,
  token_rejected: EXIT.auth,
  forbidden: EXIT.failure,
  not_found: EXIT.failure,
  server: EXIT.failure,
  network: EXIT.failure,
  contract: EXIT.failure,
  io: EXIT.failure,
  interrupted: EXIT.interrupted,
  import_refused: EXIT.failure,
  unexpected: EXIT.failure,
};

// CLASS

/** The one error type the CLI reports: a stable code, an exit code, an optional hint. */
export class CliError extends Error {
  /** Stable machine-readable code. */
  readonly code: CliErrorCode;
  /** What the user may do about it (Polish). */
  readonly suggestion: string | undefined;
  /** Extra lines printed with `--verbose` (field errors, server code, ...). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: CliErrorCode,
    message: string,
    options: { suggestion?: string; cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'CliError';
    this.code = code;
    this.suggestion = options.suggestion;
    this.details = options.details;
  }

  /** The process exit code for this error. */
  get exitCode(): number {
    return exitCodes[this.code];
  }

  /** A plain object for `--verbose` output and logs. */
  toJSON(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      exitCode: this.exitCode,
      suggestion: this.suggestion,
      details: this.details,
    };
  }
}

// MAPPING

/** `baseUrl` → `--base-url`: how the user typed the option. */
const flagName = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** A usage error (exit 2) from a zod error of an action's option schema. */
export function usageFromZod(error: ZodError): CliError {
  const first = error.issues[0];
  const message = first?.message ?? error.message;
  const text = first?.path.length
    ? cliMessages.invalidOption(flagName(String(first.path[0])), message)
    : `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
  return new CliError('usage', text, {
    suggestion: cliMessages.usageHint,
    details: { issues: error.issues },
  });
}

/** Turns anything thrown into a {@link CliError}; the single place that decides the category. */
export function toCliError(error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof ZodError) return usageFromZod(error);
  if (error instanceof ApiError) {
    const details = { status: error.status, serverCode: error.serverCode, fieldErrors: error.fieldErrors };
    if (error.status === 401) {
      // A personal API token's own reason (expired, revoked) says more than "session ended".
      const apiToken = (Object.values(apiTokenMessages) as string[]).includes(error.message);
      return new CliError('token_rejected', apiToken ? error.message : cliMessages.tokenRejected, {
        suggestion: apiToken ? cliMessages.apiTokenHint : cliMessages.loginHint,
        cause: error,
        details,
      });
    }
    if (error.status === 403)
      return new CliError('forbidden', error.message || cliMessages.forbidden, { cause: error, details });
    if (error.status === 404)
      return new CliError('not_found', error.message || cliMessages.notFound, { cause: error, details });
    // The server validated the query built from the flags: the flags were wrong.
    if (error.status === 400) {
      const fields = Object.entries(error.fieldErrors)
        .map(([k, v]) => `${k}: ${v.join(' ')}`)
        .join('; ');
      return new CliError('usage', fields ? `${error.message} (${fields})` : error.message, {
        suggestion: cliMessages.usageHint,
        cause: error,
        details,
      });
    }
    return new CliError('server', `${cliMessages.server} (HTTP ${error.status}): ${error.message}`, {
      cause: error,
      details,
    });
  }
  if (error instanceof NetworkError) {
    // Commands report it with the server's address (`action`); this is the fallback.
    return new CliError('network', cliMessages.network(''), { suggestion: cliMessages.networkHint, cause: error });
  }
  if (error instanceof ContractError) {
    return new CliError('contract', `${cliMessages.contract} (${error.endpoint})`, {
      cause: error,
      details: { issues: error.issues },
    });
  }
  if (error instanceof CommanderError) return new CliError('usage', error.message, { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new CliError('unexpected', `${cliMessages.unexpected}: ${message}`, { cause: error });
}

/** Where {@link handleError} writes. */
export interface ErrorOutput {
  write(chunk: string): unknown;
}

/**
 * The one error handler: prints one line (plus the hint) on stderr, the JSON details with
 * `verbose`, and returns the exit code.
 */
export function handleError(error: unknown, stderr: ErrorOutput, verbose: boolean): number {
  const cliError = toCliError(error);
  stderr.write(`salesdesk: ${cliError.message}\n`);
  if (cliError.suggestion) stderr.write(`${cliError.suggestion}\n`);
  if (verbose) {
    stderr.write(`${JSON.stringify(cliError.toJSON(), null, 2)}\n`);
    const cause = cliError.cause;
    if (cause instanceof Error && cause.stack) stderr.write(`${cause.stack}\n`);
  }
  return cliError.exitCode;
}
