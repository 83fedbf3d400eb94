import {
  catalogueMessages,
  convertQuantity,
  decideNameMatch,
  gtin13FromCode,
  MATCH_CANDIDATES,
  type MatchCandidate,
  type MatchKind,
  type MatchResult,
  type MatchRow,
  nameMatchScore,
  type ProductMatchResponse,
} from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { prepareCached } from '../http/sqlList';
import {
  matchesAny,
  type ProductSearchPlan,
  planProductSearch,
  planWithWords,
  productSearchCondition,
  rankedPage,
  wordMatch,
} from '../routes/catalogueSearch';
import { placeholders, qty } from '../routes/catalogueSql';
import { type CatalogueProductRow, productSymbol } from '../routes/products';
import { learnedMatchFor } from '../synonyms/learnedMatches';

// The matcher of pasted lists (`POST /api/products/match`) without its transport: a row's
// search, its scoring, and the answer. Its work is bounded (docs/decisions/catalogue.md, "Bounds
// of the matcher"): a row makes at most MATCH_ROW_SEARCHES searches of several words (the costly
// queries), at most MATCH_ROW_LOOKUPS lookups of one word or code, and looks up typo corrections
// for at most MATCH_TYPO_WORDS words; a call stops searching at its time budget and
// answers the rows not reached as `unresolved`. It runs in a worker thread of the matcher's pool
// (productMatcher.ts), or, on an in-memory database, on the request thread a row a turn.

/** Candidates the ranked search hands to scoring per row (its best; the score reorders them). */
export const MATCH_SCORED = 20;
/**
 * Searches of several words one row may make: the rank of its words, the check of them together
 * before typos are looked at, the rank of the corrected words, and the tries leaving words out
 * (each a check and, when it finds something, a rank). Each intersects the hits of every word,
 * the matcher's costly query: a row of eight common words that find nothing together made 16.
 */
export const MATCH_ROW_SEARCHES = 10;
/** Lookups of one word (its hits, its corrections) or of a code one row may make (cheap index probes). */
export const MATCH_ROW_LOOKUPS = 64;
/** Mistyped words of one row looked up for corrections (each brings at most four). */
export const MATCH_TYPO_WORDS = 3;
/** Words a row that finds nothing as a whole may leave out (more, and the row says little). */
const MAX_DROPPED = 2;
/** Words of a row the matcher tries leaving out (beyond that a row is a sentence, not a product). */
const MAX_WORDS_TO_DROP_FROM = 8;

/** The call's time budget is spent: this row and the rest are unresolved. */
const OUT_OF_TIME = Symbol('out of time');
/** The row's queries are spent: it found nothing within its bound. */
const ROW_SPENT = Symbol('row spent');

/** Counts a row's queries against its bounds and the call's deadline; throws when one is spent. */
interface RowWork {
  spend(kind: 'search' | 'word'): void;
}

function rowWork(deadline: number, now: () => number): RowWork {
  let searches = 0;
  let lookups = 0;
  return {
    spend(kind) {
      if (now() >= deadline) throw OUT_OF_TIME;
      if (kind === 'search' ? ++searches > MATCH_ROW_SEARCHES : ++lookups > MATCH_ROW_LOOKUPS) throw ROW_SPENT;
    },
  };
}

/** What a row came to before the products are read; null: not reached within the budget. */
interface Outcome {
  kind: MatchKind;
  matchedBy: MatchResult['matched_by'];
  /** Product ids with their scores, best first. */
  found: { id: number; score: number }[];
  corrected: boolean;
  /** The remembered match that decided the row. */
  learnedId?: number;
}

const NOTHING: Outcome = { kind: 'none', matchedBy: null, found: [], corrected: false };

/** The product with exactly this symbol, EAN or catalogue number (case-insensitive), and which it was. */
function codeMatch(db: Db, text: string): { id: number; by: 'symbol' | 'ean' | 'catalog_number' } | null {
  if (/\s/.test(text)) return null;
  const codes = [...new Set([text, text.toUpperCase()])];
  const list = placeholders(codes);
  // A product no longer sold (`is_active = 0`, docs/imports.md) is not offered.
  const symbol = prepareCached(db, `SELECT id FROM products WHERE symbol IN (${list}) AND is_active = 1 LIMIT 1`)
    .pluck()
    .get(...codes) as number | undefined;
  if (symbol !== undefined) return { id: symbol, by: 'symbol' };
  const ean = gtin13FromCode(text);
  if (ean) {
    const id = prepareCached(
      db,
      `SELECT id FROM products WHERE ean = ? AND is_active = 1
       UNION ALL SELECT e.product_id FROM product_eans e JOIN products p ON p.id = e.product_id WHERE e.ean = ? AND p.is_active = 1`,
    )
      .pluck()
      .get(ean, ean) as number | undefined;
    if (id !== undefined) return { id, by: 'ean' };
  }
  const catalogue = prepareCached(
    db,
    `SELECT id FROM products WHERE catalog_number IN (${list}) AND is_active = 1 ORDER BY id LIMIT 1`,
  )
    .pluck()
    .get(...codes) as number | undefined;
  return catalogue === undefined ? null : { id: catalogue, by: 'catalog_number' };
}

/** The best-ranked products for a plan (no total: the matcher only wants the best few). */
function ranked(db: Db, plan: ProductSearchPlan, work: RowWork): number[] {
  work.spend('search');
  return rankedPage(
    db,
    plan,
    {
      from: 'product_search ps',
      key: 'ps.id',
      conditions: [productSearchCondition(plan, { idColumn: 'ps.id' })],
      onlySearch: true,
    },
    { limit: MATCH_SCORED, offset: 0, countTotal: false },
  ).keys;
}

/** Every way to choose `k` of `n` indexes, the later ones first (remarks tend to end a row). */
function choices(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let first = n - 1; first >= k - 1; first--) {
    for (const rest of choices(first, k - 1)) out.push([first, ...rest]);
  }
  return out;
}

/**
 * Searches a row's text; when all its words together find nothing, leaves out first the words
 * no product has, then up to {@link MAX_DROPPED} words in all, and says which were left out. A
 * word no product has is left out of every try (a try keeping it finds nothing), so a row with
 * more such words than may be left out finds nothing without trying.
 */
function searchRow(db: Db, text: string, work: RowWork): { plan: ProductSearchPlan; ids: number[]; dropped: string[] } {
  // The rank's own query says whether the words find anything: typos are looked at only when not.
  const typed = planProductSearch(db, text, { correctTypos: false });
  const first = typed.match ? ranked(db, typed, work) : [];
  if (first.length) return { plan: typed, ids: first, dropped: [] };
  const plan = planProductSearch(db, text, { maxCorrectedWords: MATCH_TYPO_WORDS, beforeQuery: work.spend });
  const ids = plan.corrected && plan.match ? ranked(db, plan, work) : [];
  const words = plan.words;
  if (ids.length || words.length < 2) return { plan, ids, dropped: [] };
  const nothing = { plan, ids: [], dropped: [] };
  const tryWithout = (drop: number[]) => {
    const kept = words.filter((_, i) => !drop.includes(i));
    if (!kept.length) return null;
    const narrower = planWithWords(plan, kept);
    if (!narrower.match) return null;
    work.spend('search');
    if (!matchesAny(db, narrower.match)) return null;
    const found = ranked(db, narrower, work);
    return found.length ? { plan: narrower, ids: found, dropped: drop.map((i) => words[i]?.[0] as string) } : null;
  };
  const unknown: number[] = [];
  for (let i = 0; i < words.length; i++) {
    let hits = plan.wordHits?.[i];
    if (hits === undefined) {
      work.spend('word');
      hits = matchesAny(db, wordMatch(words[i] as string[]));
    }
    if (!hits) unknown.push(i);
    if (unknown.length > MAX_DROPPED) return nothing;
  }
  if (unknown.length) {
    const found = tryWithout(unknown);
    if (found) return found;
  }
  const n = Math.min(words.length, MAX_WORDS_TO_DROP_FROM);
  for (let k = Math.max(1, unknown.length); k <= MAX_DROPPED; k++) {
    for (const drop of choices(n, k)) {
      // Every try leaves out the unknown words; leaving out only them was tried above.
      if (!unknown.every((i) => drop.includes(i)) || (unknown.length && k === unknown.length)) continue;
      const found = tryWithout(drop);
      if (found) return found;
    }
  }
  return nothing;
}

/**
 * Matches one row: its code exactly, else the product a person picked for this text before
 * (learned, for `clientId` first), else its name (or its text) through the ranked search.
 */
function matchRow(db: Db, row: MatchRow, work: RowWork, clientId: number | null): Outcome {
  if (row.kind !== 'name') {
    work.spend('word');
    const exact = codeMatch(db, row.text);
    if (exact) return { kind: 'exact', matchedBy: exact.by, found: [{ id: exact.id, score: 1 }], corrected: false };
  }
  const text = row.kind !== 'name' && row.name ? row.name : row.text;
  work.spend('word');
  const learned = learnedMatchFor(db, text, clientId);
  if (learned) {
    // A person said which product this text means: no search second-guesses them (forgetting it does).
    return {
      kind: 'exact',
      matchedBy: 'learned',
      found: [{ id: learned.productId, score: 1 }],
      corrected: false,
      learnedId: learned.id,
    };
  }
  const { plan, ids, dropped } = searchRow(db, text, work);
  if (!ids.length) return { kind: 'none', matchedBy: null, found: [], corrected: plan.corrected };
  const names = new Map(
    (
      prepareCached(db, `SELECT id, index_name FROM products WHERE id IN (${placeholders(ids)})`).all(...ids) as {
        id: number;
        index_name: string;
      }[]
    ).map((r) => [r.id, r.index_name]),
  );
  const words = { words: plan.words, dropped, ...(plan.synonyms ? { synonyms: plan.synonyms } : {}) };
  // Sorted by score; equal scores keep the search's rank.
  const found = ids
    .map((id) => ({ id, score: nameMatchScore(words, names.get(id) ?? '') }))
    .sort((a, b) => b.score - a.score)
    .slice(0, MATCH_CANDIDATES);
  const kind = decideNameMatch(
    found.map((f) => f.score),
    dropped.length > 0,
  );
  return { kind, matchedBy: kind === 'name' ? 'name' : null, found, corrected: plan.corrected };
}

/** A product's row with the packaging the matcher rounds quantities to. */
interface MatchProductRow extends CatalogueProductRow {
  collective_packaging: number | null;
}

/** Rows of the products and their available stock in `warehouse`, for every id at once. */
function readProducts(db: Db, warehouse: string, ids: number[]) {
  const products = new Map<number, MatchProductRow>();
  const stock = new Map<number, number>();
  // Chunks well under SQLite's limit of bound parameters.
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const rows = db
      .prepare(
        `SELECT p.id, p.symbol, p.ean, p.image, p.index_name, p.index_short_name, p.uom, p.catalog_price, p.tax_rate,
          p.manufacturer, p.catalog_number, p.product_group, p.collective_packaging, s.available_stock
         FROM products p LEFT JOIN warehouse_stock s ON s.warehouse_code = ? AND s.product_id = p.id
         WHERE p.id IN (${placeholders(chunk)})`,
      )
      .all(warehouse, ...chunk) as (MatchProductRow & { available_stock: number | null })[];
    for (const { available_stock, ...row } of rows) {
      products.set(row.id, row);
      stock.set(row.id, qty(available_stock));
    }
  }
  return { products, stock };
}

/** The answer: every row in request order (the unresolved ones said so), and the counts. */
function answerOf(
  db: Db,
  rows: readonly MatchRow[],
  warehouse: string,
  outcomes: readonly (Outcome | null)[],
): ProductMatchResponse {
  const ids = [...new Set(outcomes.flatMap((o) => o?.found.map((f) => f.id) ?? []))];
  const { products, stock } = readProducts(db, warehouse, ids);
  const summary = { exact: 0, name: 0, choose: 0, none: 0, unresolved: 0 };
  const results = outcomes.map((reached, index): MatchResult => {
    const row = rows[index] as MatchRow;
    const outcome = reached ?? NOTHING;
    summary[outcome.kind]++;
    if (!reached) summary.unresolved++;
    const candidates = outcome.found.flatMap(({ id, score }): MatchCandidate[] => {
      const p = products.get(id);
      if (!p) return [];
      const converted = convertQuantity(row.quantity, row.unit, p);
      return [
        {
          product: { ...p, symbol: productSymbol(p.symbol, p.id) },
          score,
          available_stock: stock.get(id) ?? 0,
          quantity: converted.quantity,
          notes: converted.notes,
          unit_mismatch: converted.unit_mismatch,
        },
      ];
    });
    const taken = outcome.kind === 'exact' || outcome.kind === 'name';
    return {
      row: index,
      text: row.text,
      kind: outcome.kind,
      matched_by: outcome.matchedBy,
      confidence: outcome.kind === 'exact' ? 1 : (outcome.found[0]?.score ?? 0),
      match: taken ? (candidates[0] ?? null) : null,
      candidates,
      corrected: outcome.corrected,
      ...(outcome.learnedId ? { learned_id: outcome.learnedId } : {}),
      ...(reached ? { status: 'matched' } : { status: 'unresolved', message: catalogueMessages.match.unresolved }),
    };
  });
  return { warehouse, rows: results, summary };
}

/** Options of {@link matchSteps}. */
export interface MatchListOptions {
  /** Milliseconds of work the call may take; rows not worked out by then are unresolved. */
  budgetMs: number;
  /** A clock in milliseconds (tests move it); default `performance.now`. */
  now?: () => number;
  /** The client the list is for: the matches learned for them come first. */
  clientId?: number | null;
}

/**
 * Matches `rows` a row a step (the generator yields after each row it worked on), and returns
 * the answer. {@link matchList} runs it at once (in a worker), {@link matchListSliced} a row a
 * turn of the event loop (on the request thread).
 */
export function* matchSteps(
  db: Db,
  rows: readonly MatchRow[],
  warehouse: string,
  options: MatchListOptions,
): Generator<void, ProductMatchResponse> {
  const now = options.now ?? (() => performance.now());
  const deadline = now() + options.budgetMs;
  const outcomes: (Outcome | null)[] = [];
  let outOfTime = false;
  for (const row of rows) {
    if (outOfTime) {
      outcomes.push(null);
      continue;
    }
    try {
      outcomes.push(matchRow(db, row, rowWork(deadline, now), options.clientId ?? null));
    } catch (error) {
      if (error === ROW_SPENT) outcomes.push(NOTHING);
      else if (error === OUT_OF_TIME) {
        outOfTime = true;
        outcomes.push(null);
      } else throw error;
    }
    yield;
  }
  return answerOf(db, rows, warehouse, outcomes);
}

/** Matches `rows` at once (a worker thread's way). */
export function matchList(
  db: Db,
  rows: readonly MatchRow[],
  warehouse: string,
  options: MatchListOptions,
): ProductMatchResponse {
  const steps = matchSteps(db, rows, warehouse, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * Matches `rows` on the request thread a row a turn: between rows other requests are answered
 * (a row's own work is bounded by {@link MATCH_ROW_SEARCHES} and {@link MATCH_ROW_LOOKUPS}). For an in-memory database, which
 * no worker can open.
 */
export async function matchListSliced(
  db: Db,
  rows: readonly MatchRow[],
  warehouse: string,
  options: MatchListOptions,
): Promise<ProductMatchResponse> {
  const steps = matchSteps(db, rows, warehouse, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
