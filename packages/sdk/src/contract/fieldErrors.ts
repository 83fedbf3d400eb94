import type { FieldErrors } from '../errors';

/** Turns zod issues into field errors keyed by dotted path (`_` for the root). */
export function toFieldErrors(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/**
 * Reads the error body every non-2xx answer has (`{ code, message, fields? }`), by hand rather
 * than with zod: errors must be readable before the contract's schemas are loaded.
 */
export function readErrorBody(data: unknown): { code: string; message: string; fields?: FieldErrors } | null {
  if (!data || typeof data !== 'object') return null;
  const { code, message, fields } = data as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields === undefined) return { code, message };
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) return null;
  const entries = Object.entries(fields as Record<string, unknown>);
  if (!entries.every(([, v]) => Array.isArray(v) && v.every((m) => typeof m === 'string'))) return null;
  return { code, message, fields: Object.fromEntries(entries) as FieldErrors };
}
