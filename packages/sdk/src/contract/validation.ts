import { z } from 'zod';
import { pl } from 'zod/locales';
import type { FieldErrors } from '../errors';
import { messages } from '../messages/pl';
import { toFieldErrors } from './fieldErrors';

const polish = pl().localeError;

/**
 * The Polish error map used to parse every input: a missing value reads "Pole jest wymagane.",
 * everything else comes from zod's Polish locale unless a schema gives its own message.
 */
export const polishErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input === undefined) return messages.validation.required;
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((k) => messages.validation.unknownField.replace('{field}', k)).join(' ');
  }
  const out = polish(issue);
  return typeof out === 'string' ? out : (out?.message ?? messages.errors.validation);
};

export { toFieldErrors };

let polishInstalled = false;

/**
 * Makes {@link polishErrorMap} zod's locale for this page, so any parse that names no error
 * map of its own (a form's resolver, a component's `safeParse`) speaks Polish too. It sets
 * zod's `localeError`, the lowest-precedence map: a host application's own `customError` and
 * every schema's own message still win. Idempotent; called by react-ui's provider.
 */
export function installPolishZodMessages(): void {
  if (polishInstalled) return;
  polishInstalled = true;
  z.config({ localeError: polishErrorMap });
}

/** Result of {@link parseWithPolishErrors}. */
export type ParseResult<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors };

/** Parses `input` with Polish messages; never throws. */
export function parseWithPolishErrors<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(input, { error: polishErrorMap });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: toFieldErrors(result.error.issues) };
}

/**
 * A schema-level message for a wrong type that still lets a missing value read
 * "Pole jest wymagane." (schema messages take precedence over the parse-level map in zod 4).
 */
export function typeError(message: string): (issue: { input?: unknown }) => string | undefined {
  return (issue) => (issue.input === undefined ? undefined : message);
}
