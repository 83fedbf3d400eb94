import { type FieldErrors, formatMessage, messages } from '@salesdesk/sdk';
import { HttpError } from './httpError';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest legitimate body (an
 * offer's lines with their fields) is 3 levels; 32 leaves room for any future shape while a
 * body of thousands of levels is refused before anything walks it.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * The deepest nesting of a JSON text, stopping as soon as it passes `limit` (one pass over the
 * characters, brackets inside strings skipped). Malformed text is left to `JSON.parse`.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === BACKSLASH) i++;
      else if (ch === QUOTE) inString = false;
    } else if (ch === QUOTE) inString = true;
    else if (ch === OPEN_OBJECT || ch === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (ch === CLOSE_OBJECT || ch === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * A request body's JSON (undefined when empty): 400 `malformed_json` when it does not parse,
 * 400 with a Polish message when it nests deeper than {@link MAX_JSON_DEPTH}.
 */
export function parseJsonBody(text: string): unknown {
  if (!text.trim()) return undefined;
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    const message = formatMessage(messages.errors.tooDeep, { depth: MAX_JSON_DEPTH });
    throw HttpError.validation({ _: [message] }, message);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'malformed_json', messages.errors.malformedJson, { _: [messages.errors.malformedJson] });
  }
}

/** A UTF-16 surrogate without its pair: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Names every string (and object key) of parsed input that holds a lone surrogate. JSON's
 * `"\uD800"` escape makes one, and SQLite would store it as invalid UTF-8, so it is refused
 * once for every endpoint instead of in each schema. Walks with a stack of its own, not by
 * recursion, so no input can exhaust the call stack.
 */
export function findMalformedText(root: unknown, errors: FieldErrors): void {
  const stack: [unknown, string][] = [[root, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, path] = next;
    const field = path || '_';
    if (typeof value === 'string') {
      if (LONE_SURROGATE.test(value)) errors[field] = [messages.validation.malformedText];
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], path ? `${path}.${i}` : String(i)]);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (LONE_SURROGATE.test(k)) errors[field] = [messages.validation.malformedText];
        else stack.push([v, path ? `${path}.${k}` : k]);
      }
    }
  }
}
