import { z } from 'zod';
import { pageAccess } from '../domain/access';
import { searchWords } from '../domain/searchText';
import { contractCommonMessages } from '../messages/contractCommon';
import { formatMessage } from '../messages/pl';
import { synonymMessages as m, synonymContractMessages } from '../messages/synonyms';
import { idParam, idSchema, isoDateTime, okSchema, searchTextSchema } from './common';
import { defineEndpoint } from './endpoint';
import { MATCH_MAX_TEXT } from './productMatch';
import { typeError } from './validation';

/**
 * The trade's synonym dictionary (docs/offers.md, "Pasting a list"): groups of words that name
 * the same thing ("kabel" and "przewód", "kolano" and "łuk"). The product search and the matcher
 * of pasted lists read every word of a group as any of them. And the matches the paste dialog
 * learns: the product a person picked for a pasted text, offered for that text with certainty
 * next time.
 */

/** Words of one group at least (a word and its synonym) and at most. */
export const SYNONYM_GROUP_MIN_WORDS = 2;
/** Words of one group at most. */
export const SYNONYM_GROUP_MAX_WORDS = 12;
/** Groups the dictionary holds at most (every search reads it). */
export const SYNONYM_MAX_GROUPS = 500;
/** Shortest word (a one-letter word would widen every search). */
export const SYNONYM_WORD_MIN = 2;
/** Longest word. */
export const SYNONYM_WORD_MAX = 40;

const wordSchema = z
  .string({ error: typeError(m.wordRequired) })
  .trim()
  .min(1, { error: m.wordRequired })
  .min(SYNONYM_WORD_MIN, { error: formatMessage(m.wordTooShort, { min: SYNONYM_WORD_MIN }) })
  .max(SYNONYM_WORD_MAX, { error: formatMessage(m.wordTooLong, { max: SYNONYM_WORD_MAX }) })
  // One search word: the search expands word by word, so a phrase could never be found.
  .refine((word) => /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u.test(word) && searchWords(word).length === 1, {
    error: m.wordOneWord,
  });

/** Body of creating or changing a group: its words, as the administrator writes them. */
export const synonymGroupBodySchema = z
  .object({
    words: z
      .array(wordSchema, { error: typeError(m.wordsRequired) })
      .min(SYNONYM_GROUP_MIN_WORDS, { error: formatMessage(m.tooFewWords, { min: SYNONYM_GROUP_MIN_WORDS }) })
      .max(SYNONYM_GROUP_MAX_WORDS, { error: formatMessage(m.tooManyWords, { max: SYNONYM_GROUP_MAX_WORDS }) })
      .superRefine((words, ctx) => {
        const seen = new Set<string>();
        for (const word of words) {
          const folded = searchWords(word)[0] ?? word;
          if (seen.has(folded)) {
            ctx.addIssue({ code: 'custom', message: formatMessage(m.wordsDuplicated, { word }) });
            return;
          }
          seen.add(folded);
        }
      }),
  })
  .strict();
/** Body of creating or changing a synonym group. */
export type SynonymGroupBody = z.infer<typeof synonymGroupBodySchema>;

/** A group of words the search reads as one. */
export const synonymGroupSchema = z.object({
  id: z.number().int().positive(),
  /** The words as written, in the order given. */
  words: z.array(z.string()),
  updated_at: isoDateTime,
});
/** A synonym group. */
export type SynonymGroup = z.infer<typeof synonymGroupSchema>;

const learnedText = z
  .string({ error: typeError(m.learned.textRequired) })
  .trim()
  .min(1, { error: m.learned.textRequired })
  .max(MATCH_MAX_TEXT, { error: formatMessage(m.learned.textTooLong, { max: MATCH_MAX_TEXT }) });

/** Body of `POST /api/products/match/learned`: the pasted text, the product picked for it, for whom. */
export const learnedMatchBodySchema = z
  .object({
    text: learnedText,
    product_id: idSchema,
    /** The client of the document the list was pasted into: their own memory comes first. */
    client_id: idSchema.nullable().optional(),
  })
  .strict();
/** Body of remembering a match. */
export type LearnedMatchBody = z.infer<typeof learnedMatchBodySchema>;

/** A remembered match: a pasted text's key and the product picked for it. */
export const learnedMatchSchema = z.object({
  id: z.number().int().positive(),
  /** The text as last pasted. */
  text: z.string(),
  /** The normal form it is looked up by (sdk `learnedMatchKey`). */
  key: z.string(),
  product: z.object({ id: z.number().int().positive(), symbol: z.string(), index_name: z.string() }),
  /** The client it was learned for; null: for every client. */
  client: z.object({ id: z.number().int().positive(), name: z.string() }).nullable(),
  /** How many times it was picked. */
  uses: z.number().int().positive(),
  /** Who picked it last. */
  learned_by: z.string(),
  updated_at: isoDateTime,
});
/** A remembered match. */
export type LearnedMatch = z.infer<typeof learnedMatchSchema>;

const learnedListQuery = z
  .object({
    search: searchTextSchema.optional(),
    limit: z.coerce
      .number({ error: contractCommonMessages.limit.notNumber })
      .int({ error: contractCommonMessages.limit.notInteger })
      .min(1, { error: contractCommonMessages.limit.notPositive })
      .max(200, { error: formatMessage(contractCommonMessages.limit.tooLarge, { max: 200 }) })
      .default(50),
  })
  .strict();

const idParams = z.object({ id: idParam });

/** The synonym dictionary (administrators change it; the search of everyone reads it) and the learned matches. */
export const synonymEndpoints = {
  synonymList: defineEndpoint({
    method: 'GET',
    path: '/api/search-synonyms',
    summary: synonymContractMessages.summaries.synonymList,
    auth: 'user',
    access: pageAccess.synonyms,
    response: z.object({ items: z.array(synonymGroupSchema) }),
  }),
  synonymCreate: defineEndpoint({
    method: 'POST',
    path: '/api/search-synonyms',
    summary: synonymContractMessages.summaries.synonymCreate,
    auth: 'user',
    access: pageAccess.synonyms,
    status: 201,
    body: synonymGroupBodySchema,
    response: synonymGroupSchema,
  }),
  synonymUpdate: defineEndpoint({
    method: 'PUT',
    path: '/api/search-synonyms/:id',
    summary: synonymContractMessages.summaries.synonymUpdate,
    auth: 'user',
    access: pageAccess.synonyms,
    params: idParams,
    body: synonymGroupBodySchema,
    response: synonymGroupSchema,
  }),
  synonymDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/search-synonyms/:id',
    summary: synonymContractMessages.summaries.synonymDelete,
    auth: 'user',
    access: pageAccess.synonyms,
    params: idParams,
    response: okSchema,
  }),
  learnedMatchList: defineEndpoint({
    method: 'GET',
    path: '/api/products/match/learned',
    summary: synonymContractMessages.summaries.learnedMatchList,
    auth: 'user',
    query: learnedListQuery,
    response: z.object({ items: z.array(learnedMatchSchema), total: z.number().int().nonnegative() }),
  }),
  learnedMatchCreate: defineEndpoint({
    method: 'POST',
    path: '/api/products/match/learned',
    summary: synonymContractMessages.summaries.learnedMatchCreate,
    auth: 'user',
    status: 201,
    body: learnedMatchBodySchema,
    response: learnedMatchSchema,
  }),
  learnedMatchDelete: defineEndpoint({
    method: 'DELETE',
    path: '/api/products/match/learned/:id',
    summary: synonymContractMessages.summaries.learnedMatchDelete,
    auth: 'user',
    params: idParams,
    response: okSchema,
  }),
} as const;
