import { z } from 'zod';
import { contractCommonMessages as m } from '../messages/contractCommon';
import { formatMessage, messages } from '../messages/pl';

/** Largest page a list call serves (see docs/contract.md, "List convention"). */
export const MAX_PAGE_LIMIT = 200;
/** Default page size of every list (SPEC §9). */
export const DEFAULT_PAGE_LIMIT = 5;

const ID_MESSAGE = m.id;
/** Message of an id given where the rule wants it; a missing id still reads "Pole jest wymagane.". */
const idError = (issue: { input?: unknown }): string | undefined =>
  issue.input === undefined ? undefined : ID_MESSAGE;

/**
 * An id in a JSON body: a JSON number that is a positive safe integer. Strings (`"1"`),
 * booleans and fractions are refused, so a value never silently changes type on the way in.
 */
export const idSchema = z.number({ error: idError }).int({ error: ID_MESSAGE }).positive({ error: ID_MESSAGE });

/**
 * An id in a path or a query string: decimal digits without a leading zero, within the safe
 * integers, read as a number. `0x1`, `1.0`, `1e0`, `+1`, `01` and ` 1` are refused so one
 * resource has one address. A number is also taken so typed callers can pass ids as they
 * hold them; on the wire (and so on the server) a path or query value is always a string.
 */
export const idParam = z.union(
  [
    idSchema,
    z
      .string()
      .regex(/^[1-9][0-9]*$/, { error: ID_MESSAGE })
      .refine((s) => Number.isSafeInteger(Number(s)), { error: ID_MESSAGE })
      .transform(Number),
  ],
  // A union reports its own issue, which the parse-level "required" rule does not cover.
  { error: (issue) => (issue.input === undefined ? messages.validation.required : ID_MESSAGE) },
);

/** `{ id }` path params. */
export const idParams = z.object({ id: idParam });

/** ISO date `YYYY-MM-DD`. */
export const isoDate = z.iso.date({ error: m.isoDate });
/** ISO date-time with offset. */
export const isoDateTime = z.iso.datetime({ offset: true, error: m.isoDateTime });

/** Error body of every non-2xx response. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
/** Error body of every non-2xx response. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * The answer of a call that `answers: 'file'`: the bytes, the file's (cleaned) name from
 * `Content-Disposition` and its checked type from `Content-Type`.
 */
export const fileAnswerSchema = z.object({
  blob: z.instanceof(Blob),
  name: z.string().min(1),
  content_type: z.string().min(1),
});
/** The answer of a call that `answers: 'file'`. */
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

/** `{ ok: true }`, the answer of calls that return nothing else. */
export const okSchema = z.object({ ok: z.literal(true) });

/** C0 control characters (NUL, ESC, line breaks, tabs …), DEL and the C1 controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;

/**
 * The `search` text of every list: trimmed (a barcode scanner's trailing Enter or Tab goes),
 * at most 200 characters, and no control character inside (NUL broke the full-text queries
 * with a 500); one definition, so every list of the contract refuses them alike.
 */
export const searchTextSchema = z
  .string()
  .trim()
  .max(200, { error: m.search.tooLong })
  .refine((text) => !CONTROL_CHARACTER.test(text), { error: m.search.controlCharacter });

/**
 * `page` (from 1) and `limit` (from 1 to `maxLimit`, `defaultLimit` when left out) of a paged
 * query, with their Polish errors: one definition for every paged call.
 */
export function pageFields(maxLimit: number, defaultLimit: number) {
  return {
    page: z.coerce
      .number({ error: m.page.notNumber })
      .int({ error: m.page.notInteger })
      .min(1, { error: m.page.notPositive })
      .default(1),
    limit: z.coerce
      .number({ error: m.limit.notNumber })
      .int({ error: m.limit.notInteger })
      .min(1, { error: m.limit.notPositive })
      .max(maxLimit, { error: formatMessage(m.limit.tooLarge, { max: maxLimit }) })
      .default(defaultLimit),
  };
}

/**
 * The list convention: `page` (from 1), `limit` (default 5, max 200), `sort` (`field` or
 * `-field`, from an allowed set), `search`, plus per-column filters given by the caller.
 */
export function listQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortFields: S,
  filters: F,
) {
  const sortValues = [...sortFields, ...sortFields.map((f) => `-${f}`)] as [string, ...string[]];
  return z
    .object({
      ...pageFields(MAX_PAGE_LIMIT, DEFAULT_PAGE_LIMIT),
      sort: z.enum(sortValues, { error: formatMessage(m.sort, { fields: sortFields.join(', ') }) }).optional(),
      search: searchTextSchema.optional(),
      ...filters,
    })
    .strict();
}

/** `{ items, total, page, limit }`, the response of every list call. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
  });
}

/** A page of a list call. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
