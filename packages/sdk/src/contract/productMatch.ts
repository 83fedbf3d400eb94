import { z } from 'zod';
import { MATCH_CANDIDATES } from '../domain/matchScore';
import type { PastedRow } from '../domain/pastedRows';
import { MAX_QUANTITY } from '../domain/units';
import { catalogueContractMessages, catalogueMessages } from '../messages/catalogue';
import { formatMessage } from '../messages/pl';
import { stockQuantitySchema, warehouseCodeSchema } from './catalogueQuery';
import { idSchema } from './common';
import { defineEndpoint } from './endpoint';
import { productListItemSchema } from './products';

const m = catalogueMessages.match;

/** Rows one matching call takes (a long material list; longer ones go in parts). */
export const MATCH_MAX_ROWS = 500;
/** Longest text of a row (a name copied with its description still fits). */
export const MATCH_MAX_TEXT = 300;

/** What a row's text is, as the row parser guessed or the person said. */
export const MATCH_ROW_KINDS = ['symbol', 'ean', 'name'] as const;

/** Control characters (a tab or a line break included): a row is one cell or line of text. */
const CONTROL = /\p{Cc}/u;

const rowText = z
  .string({ error: (issue) => (issue.input === undefined ? undefined : m.textRequired) })
  .trim()
  .min(1, { error: m.textRequired })
  .max(MATCH_MAX_TEXT, { error: formatMessage(m.textTooLong, { max: MATCH_MAX_TEXT }) })
  .refine((text) => !CONTROL.test(text), { error: m.control });

/** One row of a pasted list: what identifies the product, and how much (sdk `parsePastedRows` gives these). */
export const matchRowSchema = z
  .object({
    /** A symbol, an EAN, a catalogue number or a name. */
    text: rowText,
    /** What `text` is (default: guessed — a single word is tried as a code first). */
    kind: z.enum(MATCH_ROW_KINDS, { error: m.kind }).optional(),
    /** The name given beside a code, matched when the code finds nothing. */
    name: rowText.optional(),
    quantity: z
      .number({ error: m.quantity })
      .positive({ error: m.quantity })
      .max(MAX_QUANTITY, { error: m.quantity })
      .nullable()
      .optional(),
    unit: z
      .string({ error: m.unit })
      .trim()
      .max(20, { error: m.unit })
      .refine((unit) => !CONTROL.test(unit), { error: m.unitControl })
      .nullable()
      .optional(),
  })
  .strict();
/** One row of a pasted list. */
export type MatchRow = z.infer<typeof matchRowSchema>;

/**
 * The rows of a parsed list as the matcher takes them, in calls of at most {@link MATCH_MAX_ROWS}
 * (a longer list is matched in parts, the answers' `row` indexes counted from each part's start).
 * Texts longer than the contract allows are cut; quantities outside it are left out (the answer
 * then takes 1, with a note).
 */
export function matchRowsOf(rows: readonly PastedRow[]): MatchRow[][] {
  const parts: MatchRow[][] = [];
  rows.forEach((r, i) => {
    if (i % MATCH_MAX_ROWS === 0) parts.push([]);
    const row: MatchRow = { text: r.text.slice(0, MATCH_MAX_TEXT), kind: r.kind };
    if (r.name) row.name = r.name.slice(0, MATCH_MAX_TEXT);
    if (r.quantity !== null && r.quantity > 0 && r.quantity <= MAX_QUANTITY) row.quantity = r.quantity;
    if (r.unit) row.unit = r.unit.slice(0, 20);
    parts[parts.length - 1]?.push(row);
  });
  return parts;
}

/** Body of `POST /api/products/match`. */
export const productMatchBodySchema = z
  .object({
    rows: z
      .array(matchRowSchema, { error: m.rowsRequired })
      .min(1, { error: m.rowsRequired })
      .max(MATCH_MAX_ROWS, { error: formatMessage(m.tooManyRows, { max: MATCH_MAX_ROWS }) }),
    /** The warehouse whose available stock is shown (default: the caller's default warehouse). */
    warehouse: warehouseCodeSchema.optional(),
    /** The client the list is for: the matches learned for them come before everyone's. */
    client_id: idSchema.nullable().optional(),
  })
  .strict();

/**
 * How a row was matched: `exact` (its symbol, EAN or catalogue number), `name` (the ranked
 * search's best candidate, clearly ahead), `choose` ("do wyboru": the person picks among the
 * candidates), `none` (no product found).
 */
export const MATCH_KINDS = ['exact', 'name', 'choose', 'none'] as const;
/** How a row was matched. */
export type MatchKind = (typeof MATCH_KINDS)[number];

/**
 * What identified an exact or name match; `learned`: the product a person picked for this text
 * before (`POST /api/products/match/learned`), an exact match.
 */
export const MATCHED_BY = ['symbol', 'ean', 'catalog_number', 'name', 'learned'] as const;

/**
 * Whether a row was worked out: `matched` (its `kind` says how), or `unresolved` — the call's
 * time budget ran out before the row was reached (or while it was searched); its `kind` is
 * `none` with no candidates, `message` says to send it again (docs/decisions/catalogue.md,
 * "Bounds of the matcher").
 */
export const MATCH_ROW_STATUSES = ['matched', 'unresolved'] as const;
/** Whether a row was worked out. */
export type MatchRowStatus = (typeof MATCH_ROW_STATUSES)[number];

/** A product offered for a row, with the row's quantity in its unit and its stock. */
export const matchCandidateSchema = z.object({
  product: productListItemSchema.extend({ collective_packaging: z.number().nullable() }),
  /** How well the row names this product, 0–1 (1 for an exact code). */
  score: z.number().min(0).max(1),
  /** Available stock in the answer's `warehouse`. */
  available_stock: stockQuantitySchema,
  /** The row's quantity in the product's unit (whole-number units rounded up, SPEC §5). */
  quantity: z.number().positive(),
  /** Polish notes on the quantity: a default, a rounding, packs counted, a unit that does not fit. */
  notes: z.array(z.string()),
  /** The row's unit could not be converted into the product's: the quantity is as given. */
  unit_mismatch: z.boolean(),
});
/** A product offered for a row. */
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

/** The answer for one row. */
export const matchResultSchema = z.object({
  /** The row's index in the request. */
  row: z.number().int().nonnegative(),
  text: z.string(),
  kind: z.enum(MATCH_KINDS),
  matched_by: z.enum(MATCHED_BY).nullable(),
  /** 1 for an exact code; otherwise the best candidate's score (0 when none). */
  confidence: z.number().min(0).max(1),
  /** The product taken (`exact`, `name`), else null. */
  match: matchCandidateSchema.nullable(),
  /** The best candidates, best first (the match first when there is one), at most five. */
  candidates: z.array(matchCandidateSchema).max(MATCH_CANDIDATES),
  /** A mistyped word was read as the catalogue's word one letter away. */
  corrected: z.boolean(),
  /** `unresolved`: not worked out within the call's time budget, to be sent again (absent from older servers: `matched`). */
  status: z.enum(MATCH_ROW_STATUSES).optional(),
  /** A Polish note on the row for the person (an unresolved row: send it again). */
  message: z.string().optional(),
  /** The remembered match that decided the row (`matched_by: learned`), to forget it. */
  learned_id: z.number().int().positive().optional(),
});
/** The answer for one row. */
export type MatchResult = z.infer<typeof matchResultSchema>;

/** Answer of `POST /api/products/match`: every row in request order, and the counts by kind. */
export const productMatchResponseSchema = z.object({
  warehouse: z.string(),
  rows: z.array(matchResultSchema),
  summary: z.object({
    exact: z.number().int().nonnegative(),
    name: z.number().int().nonnegative(),
    choose: z.number().int().nonnegative(),
    none: z.number().int().nonnegative(),
    /** Rows left unresolved when the time budget ran out (counted in `none` too; absent from older servers). */
    unresolved: z.number().int().nonnegative().optional(),
  }),
});
/** Answer of `POST /api/products/match`. */
export type ProductMatchResponse = z.infer<typeof productMatchResponseSchema>;

/** The matcher of pasted lists. */
export const productMatchEndpoints = {
  productMatch: defineEndpoint({
    method: 'POST',
    path: '/api/products/match',
    summary: catalogueContractMessages.summaries.productMatch,
    auth: 'user',
    rateLimited: true,
    body: productMatchBodySchema,
    response: productMatchResponseSchema,
  }),
} as const;
