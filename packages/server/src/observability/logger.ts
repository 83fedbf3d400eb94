import pino, { type DestinationStream } from 'pino';
import type { Logger } from '../serverContext';
import { currentRequest } from './requestContext';

/** How log lines are written: one JSON object per line, or plain text for a person at a terminal. */
export type LogFormat = 'json' | 'text';
/** The least severe level written. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const LOG_FORMATS: readonly LogFormat[] = ['json', 'text'];
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

/** The logging settings (env `LOG_FORMAT`, `LOG_LEVEL`; README "Settings"). */
export interface LogSettings {
  format: LogFormat;
  level: LogLevel;
}

/**
 * Reads `LOG_FORMAT` (`json` by default with `NODE_ENV=production`, `text` otherwise) and
 * `LOG_LEVEL` (default `info`); a value it does not know stops the start with a message naming it.
 */
export function logSettingsFrom(env: NodeJS.ProcessEnv): LogSettings {
  const format = (env.LOG_FORMAT || (env.NODE_ENV === 'production' ? 'json' : 'text')).toLowerCase();
  if (!(LOG_FORMATS as readonly string[]).includes(format)) {
    throw new Error(`LOG_FORMAT musi mieć wartość "json" albo "text", a ma "${env.LOG_FORMAT}".`);
  }
  const level = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new Error(
      `LOG_LEVEL musi mieć wartość ${LOG_LEVELS.map((l) => `"${l}"`).join(', ')}, a ma "${env.LOG_LEVEL}".`,
    );
  }
  return { format: format as LogFormat, level: level as LogLevel };
}

/**
 * The server's logger: {@link Logger}'s `info(message, …rest)` and `error(message, …rest)` and
 * two more levels. What follows the message becomes fields of the line: an `Error` its `err`
 * (type, message, stack, code), a plain object its own fields (`{ run_id: 3 }`), anything else
 * `detail`. Values under names of secrets (password, token, secret, authorization, cookie, …) are
 * written as `[redacted]`, and tokens, bearer credentials and URL passwords inside any text too.
 */
export interface ServerLogger extends Logger {
  warn(message: string, ...rest: unknown[]): void;
  debug(message: string, ...rest: unknown[]): void;
}

/** Names whose values never reach a log line. */
const SECRET_NAME = /pass(word)?|secret|token|authori[sz]ation|cookie|api[-_]?key|credential|smtp[-_]?url/i;
const REDACTED = '[redacted]';

/** Patterns of secrets inside free text, with what each becomes. */
const SECRET_TEXT: readonly [RegExp, string][] = [
  [/\bBearer\s+[^\s,;"']+/gi, `Bearer ${REDACTED}`],
  [/\bBasic\s+[A-Za-z0-9+/=]{8,}/g, `Basic ${REDACTED}`],
  [/\bsdpat_[A-Za-z0-9_-]+/g, `sdpat_${REDACTED}`],
  [/\bwhsec_[A-Za-z0-9+/=_-]+/g, `whsec_${REDACTED}`],
  [/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, REDACTED],
  [/([?&;\s"'](?:token|password|passwd|secret|key)=)[^&\s"';]+/gi, `$1${REDACTED}`],
  [/(\/\/[^/\s:@]+:)[^@\s/]+@/g, `$1${REDACTED}@`],
];

/** `text` with every secret it visibly holds replaced (see {@link SECRET_TEXT}). */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_TEXT) out = out.replace(pattern, replacement);
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A value made fit for a log line: secrets redacted, bounded in depth. */
function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value instanceof Error) return errorFields(value, depth);
  if (depth >= 6) return typeof value === 'object' && value !== null ? '[…]' : value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value))
      out[key] = SECRET_NAME.test(key) ? REDACTED : scrubValue(v, depth + 1);
    return out;
  }
  return value;
}

/** An error as fields of one line: its stack is a field, never lines of its own. */
function errorFields(error: Error, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = { type: error.name, message: scrubText(error.message) };
  if (error.stack) out.stack = scrubText(error.stack);
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) out.code = code;
  if (error.cause !== undefined && depth < 3) out.cause = scrubValue(error.cause, depth + 1);
  return out;
}

/** The fields of a line from what followed its message (see {@link ServerLogger}). */
export function fieldsOf(rest: readonly unknown[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const details: unknown[] = [];
  for (const item of rest) {
    if (item instanceof Error && fields.err === undefined) fields.err = errorFields(item);
    else if (isPlainObject(item)) Object.assign(fields, scrubValue(item));
    else if (item !== undefined) details.push(scrubValue(item));
  }
  if (details.length) fields.detail = details.length === 1 ? details[0] : details;
  return fields;
}

/** Where the lines go: standard output (synchronously, so nothing is lost at an exit) unless given. */
export interface LoggerOptions extends LogSettings {
  /** Receives each line with its newline (tests collect them). */
  write?: (line: string) => void;
}

/** A JSON line as a person reads it: time, level, message, the fields as `key=value`, then a stack. */
function textLine(json: string): string {
  const { time, level, msg, pid: _pid, err, ...fields } = JSON.parse(json) as Record<string, unknown>;
  const pairs = Object.entries(fields)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const error = err as { stack?: string; message?: string } | undefined;
  const clock = typeof time === 'string' ? time.slice(11, 23) : '';
  const stack = error ? `\n  ${(error.stack ?? error.message ?? '').replaceAll('\n', '\n  ')}` : '';
  return `${clock} ${String(level).toUpperCase().padEnd(5)} ${String(msg)}${pairs ? `  ${pairs}` : ''}${stack}\n`;
}

/**
 * Creates the server's logger on pino: JSON lines with `time` (ISO 8601, UTC), `level` (by
 * name), `msg`, the process id, the request's `request_id` and `user_id` while a request is
 * handled (requestContext.ts), and the fields of the call; or the same as plain text.
 */
export function createLogger(options: LoggerOptions): ServerLogger {
  const write = options.write;
  let destination: DestinationStream;
  if (options.format === 'text') {
    const out = write ?? ((line: string) => process.stdout.write(line));
    destination = { write: (line: string) => out(textLine(line)) };
  } else {
    destination = write ? { write } : pino.destination({ dest: 1, sync: true });
  }
  const base = pino(
    {
      level: options.level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // `err` is made by `errorFields` already (secrets scrubbed); pino's own would make it again.
      serializers: { err: (value: unknown) => value },
      mixin() {
        const request = currentRequest();
        if (!request) return {};
        return request.userId === undefined
          ? { request_id: request.requestId }
          : { request_id: request.requestId, user_id: request.userId };
      },
    },
    destination,
  );
  const at =
    (level: LogLevel) =>
    (message: string, ...rest: unknown[]) => {
      if (!base.isLevelEnabled(level)) return;
      const text = scrubText(message);
      if (rest.length === 0) base[level](text);
      else base[level](fieldsOf(rest), text);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** A {@link Logger} given by a caller (a test's) with the levels it lacks: `warn` as `info`, `debug` dropped. */
export function asServerLogger(logger: Logger): ServerLogger {
  const given = logger as Partial<ServerLogger>;
  return {
    info: (message, ...rest) => logger.info(message, ...rest),
    error: (message, ...rest) => logger.error(message, ...rest),
    warn: given.warn
      ? (message, ...rest) => given.warn?.(message, ...rest)
      : (message, ...rest) => logger.info(message, ...rest),
    debug: given.debug ? (message, ...rest) => given.debug?.(message, ...rest) : () => {},
  };
}
