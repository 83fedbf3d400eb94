import { deletionKeys, gtin13FromCode, isTypoCandidate, searchWords, withinOneEdit } from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { prepareCached, type SqlCondition } from '../http/sqlList';
import { synonymsOfWords } from '../synonyms/synonymStore';

/** Highest code point: the upper bound of a prefix range (`x >= term AND x < term + MAX`). */
const MAX_CHAR = '\u{10FFFF}';
/** Corrections tried for one mistyped word (all one edit away; more would match at random). */
const MAX_CORRECTIONS = 4;
/** Above this many full-text hits a list sorted by a column walks its sort index instead of sorting every hit. */
export const WIDE_SEARCH_HITS = 2_000;

/**
 * A product search worked out once per request: the full-text query of the words, the words
 * with their typo corrections (for the rank), and what an exact code lookup needs. Every product
 * list (catalogue, search, picker, warehouse) and the matcher use it, so they all find and rank
 * alike (docs/decisions/catalogue.md, "Product search ranks").
 */
export interface ProductSearchPlan {
  /** The text as typed (trimmed). */
  term: string;
  /** FTS5 query: every word a token prefix (or an OR of its corrections), all required; null when no word. */
  match: string | null;
  /** Every word with its alternatives (itself, then the catalogue's words one typo away), for the rank. */
  words: string[][];
  /** The GTIN-13 of a typed or scanned barcode, for the exact EAN lookup. */
  ean: string | null;
  /** A single-word term, for the exact symbol and catalogue-number lookups. */
  code: string | null;
  /** Some word found nothing and was replaced by the catalogue's words one letter away. */
  corrected: boolean;
  /**
   * The alternatives that are synonyms of a typed word from the trade's dictionary (they follow
   * the typed word in `words`, before its corrections): the matcher scores them as the word itself.
   */
  synonyms?: string[];
  /**
   * Per word (as in `words`), whether it finds products on its own, where the typo pass had to
   * look (true: it did, or was corrected to the catalogue's words; false: it found nothing and was not
   * corrected); undefined where it did not look. The matcher reads it instead of asking again.
   */
  wordHits?: (boolean | undefined)[];
}

/** Options of {@link planProductSearch}. */
export interface PlanOptions {
  /** Look up typo corrections when the words together find nothing (default true). */
  correctTypos?: boolean;
  /** Words of the text looked up for corrections at most (the matcher's bound; default all). */
  maxCorrectedWords?: number;
  /**
   * Called before each query the plan makes: `search` for the words together, `word` for one
   * word's lookup (its hits, its corrections). The matcher counts them against a row's bounds;
   * it may throw.
   */
  beforeQuery?: (kind: 'search' | 'word') => void;
}

/** A word as an FTS5 prefix query: it matches the tokens it starts (`"zaw"*` finds `zawor`). */
function prefix(word: string): string {
  return `"${word.replace(/"/g, '""')}"*`;
}

function matchOf(words: readonly (readonly string[])[]): string {
  return words
    .map((alts) => (alts.length === 1 ? prefix(alts[0] as string) : `(${alts.map(prefix).join(' OR ')})`))
    .join(' AND ');
}

function hasHits(db: Db, match: string): boolean {
  return prepareCached(db, 'SELECT 1 FROM products_fts WHERE products_fts MATCH ? LIMIT 1').get(match) !== undefined;
}

/** The catalogue's words one edit from `word` (looked up by deletion keys, then checked), best first. */
export function typoCorrections(db: Db, word: string): string[] {
  const keys = deletionKeys(word);
  const found = prepareCached(
    db,
    `SELECT DISTINCT word FROM search_vocabulary_keys WHERE key IN (${keys.map(() => '?').join(', ')})`,
  )
    .pluck()
    .all(...keys) as string[];
  return found
    .filter((w) => w !== word && withinOneEdit(word, w))
    .sort((a, b) => Math.abs(a.length - word.length) - Math.abs(b.length - word.length) || a.localeCompare(b))
    .slice(0, MAX_CORRECTIONS);
}

/**
 * Works a search text out into a {@link ProductSearchPlan}. Each word is any of its synonyms in
 * the trade's dictionary too ("kabel" finds "Przewód YDY"; one indexed lookup for the text).
 * When the words together find nothing, each word of letters that finds nothing on its own
 * (nor through a synonym) is replaced by the catalogue's words one typo away ("zawur" →
 * "zawor"); sizes and codes are never corrected.
 */
export function planProductSearch(db: Db, term: string, options: PlanOptions = {}): ProductSearchPlan {
  const text = term.trim();
  const typed = searchWords(text);
  const synonymsOf = synonymsOfWords(db, typed);
  const synonyms = [...synonymsOf.values()].flat();
  let alternatives = typed.map((w) => [w, ...(synonymsOf.get(w) ?? [])]);
  let corrected = false;
  let wordHits: (boolean | undefined)[] | undefined;
  const before = options.beforeQuery ?? (() => {});
  let lookups = options.maxCorrectedWords ?? Number.POSITIVE_INFINITY;
  const together = () => {
    before('search');
    return hasHits(db, matchOf(alternatives));
  };
  if ((options.correctTypos ?? true) && alternatives.length && !together()) {
    wordHits = [];
    alternatives = alternatives.map((alts, i) => {
      const word = alts[0] as string;
      if (!isTypoCandidate(word)) return alts;
      before('word');
      if (hasHits(db, matchOf([alts]))) {
        (wordHits as (boolean | undefined)[])[i] = true;
        return alts;
      }
      (wordHits as (boolean | undefined)[])[i] = false;
      if (lookups <= 0) return alts;
      lookups--;
      before('word');
      const fixes = typoCorrections(db, word);
      if (!fixes.length) return alts;
      corrected = true;
      (wordHits as (boolean | undefined)[])[i] = true;
      // The typed word stays first: it finds nothing (nor do its synonyms), so only its corrections count.
      return [...alts, ...fixes];
    });
  }
  const plan = {
    term: text,
    match: null,
    words: [],
    ean: gtin13FromCode(text),
    corrected,
    ...(synonyms.length ? { synonyms } : {}),
  };
  const planned = planWithWords({ ...plan, code: text && !/\s/.test(text) ? text : null }, alternatives);
  return wordHits ? { ...planned, wordHits } : planned;
}

/** The plan with other words (the matcher leaves out words that find nothing). */
export function planWithWords(plan: ProductSearchPlan, words: readonly (readonly string[])[]): ProductSearchPlan {
  const { wordHits: _, ...rest } = plan;
  return { ...rest, match: words.length ? matchOf(words) : null, words: words.map((alts) => [...alts]) };
}

/** Whether any product matches a full-text query. */
export function matchesAny(db: Db, match: string): boolean {
  return hasHits(db, match);
}

/** The FTS5 query of one word and its alternatives. */
export function wordMatch(alternatives: readonly string[]): string {
  return matchOf([alternatives]);
}

/**
 * Ids of the full-text hits and of the product with a given EAN, first (the unique index
 * `products_ean`) or further (`product_eans`); a product no longer sold is not offered.
 */
const HITS_WITH_EAN = `SELECT rowid FROM products_fts WHERE products_fts MATCH ?
  UNION SELECT id FROM products WHERE ean = ? AND is_active = 1
  UNION SELECT e.product_id FROM product_eans e JOIN products p ON p.id = e.product_id WHERE e.ean = ? AND p.is_active = 1`;

/**
 * Products matching a search (full-text hits plus the product with that EAN), counted on the
 * indexes alone; undefined for a search of no word. Cheap: the indexes answer it.
 */
export function ftsHitCount(db: Db, plan: ProductSearchPlan): number | undefined {
  if (!plan.match) return undefined;
  if (plan.ean === null) {
    return prepareCached(db, 'SELECT COUNT(*) FROM products_fts WHERE products_fts MATCH ?')
      .pluck()
      .get(plan.match) as number;
  }
  return prepareCached(db, `SELECT COUNT(*) FROM (${HITS_WITH_EAN})`)
    .pluck()
    .get(plan.match, plan.ean, plan.ean) as number;
}

/** Options of {@link productSearchCondition}. */
export interface ProductSearchOptions {
  /** The product-id column the hits restrict (`p.id`, `s.product_id`, `ps.id`). */
  idColumn?: string;
  /**
   * Many hits: write the restriction as `+id IN (...)` so SQLite walks the sort column's index
   * and stops at the page, instead of looking up and sorting every hit (the unary `+` keeps the
   * planner from driving the query by the id list).
   */
  wide?: boolean;
}

/**
 * The `search` condition of the product lists, served by indexes: every word of the search is
 * the start of a token of the product's search texts in `products_fts` (name with its size
 * aliases, short name, manufacturer, description, codes; unicode61 tokens over the sdk's search
 * normal form, so case, Polish marks, `3x2,5`/`3x2.5` and `1/2''`/`1/2"` do not matter), a
 * mistyped word through its corrections; a term that is a GTIN of 8–14 digits with a valid check
 * digit (a scanned barcode) also matches the product with that EAN exactly, one lookup in the
 * unique index `products_ean`. A search of no word (punctuation only) matches nothing.
 */
export function productSearchCondition(plan: ProductSearchPlan, options: ProductSearchOptions = {}): SqlCondition {
  const idColumn = options.idColumn ?? 'p.id';
  if (!plan.match) return { sql: '0', params: [] };
  const hits = plan.ean === null ? 'SELECT rowid FROM products_fts WHERE products_fts MATCH ?' : HITS_WITH_EAN;
  return {
    sql: `${options.wide ? '+' : ''}${idColumn} IN (${hits})`,
    params: plan.ean === null ? [plan.match] : [plan.match, plan.ean, plan.ean],
  };
}

/**
 * The rank of a hit, best first (lower): the sum over the query's words of where each stands in
 * the product (sdk `wordPlace`: 0 the name starts with it, 1 a whole word of the name, 2 a word's
 * start or a size alias, 3 inside a word of the name, 4 the short name, 5 the manufacturer,
 * 6 elsewhere), over the folded texts of `product_search` aliased `ps`. Ties: the shorter name
 * first (fewer words the query did not ask for), then the name.
 */
export function productRankOrder(plan: ProductSearchPlan): SqlCondition {
  const params: unknown[] = [];
  const terms = plan.words.map((alternatives) => {
    const cases = alternatives.map((w) => {
      params.push(w.length + 1, ` ${w}`, ` ${w} `, ` ${w}`, `-${w}`, ` ${w}`, w, w, w);
      return `CASE WHEN substr(ps.name, 1, ?) = ? THEN 0 WHEN instr(ps.name, ?) THEN 1
        WHEN instr(ps.name, ?) OR instr(ps.name, ?) OR instr(ps.aliases, ?) THEN 2 WHEN instr(ps.name, ?) THEN 3
        WHEN instr(ps.short_name, ?) THEN 4 WHEN instr(ps.manufacturer, ?) THEN 5 ELSE 6 END`;
    });
    return cases.length === 1 ? cases[0] : `min(${cases.join(', ')})`;
  });
  // A search of no word finds nothing; NULL keeps the ORDER BY valid (a bare 0 names a column).
  const sum = terms.length ? terms.join(' + ') : 'NULL';
  return { sql: `${sum}, ps.name_length, ps.name`, params };
}

/**
 * Products whose symbol, EAN or catalogue number is exactly the term (case-insensitive),
 * symbol first: they lead a ranked list whatever their text says.
 */
export function exactCodeIds(db: Db, plan: ProductSearchPlan): number[] {
  const ids: number[] = [];
  const add = (found: number[]) => {
    for (const id of found) if (!ids.includes(id)) ids.push(id);
  };
  if (plan.code) {
    const codes = [...new Set([plan.code, plan.code.toUpperCase()])];
    const list = codes.map(() => '?').join(', ');
    add(
      prepareCached(db, `SELECT id FROM products WHERE symbol IN (${list}) AND is_active = 1`)
        .pluck()
        .all(...codes) as number[],
    );
    if (plan.ean) {
      add(
        prepareCached(
          db,
          `SELECT id FROM products WHERE ean = ? AND is_active = 1
           UNION ALL SELECT e.product_id FROM product_eans e JOIN products p ON p.id = e.product_id WHERE e.ean = ? AND p.is_active = 1`,
        )
          .pluck()
          .all(plan.ean, plan.ean) as number[],
      );
    }
    add(
      prepareCached(db, `SELECT id FROM products WHERE catalog_number IN (${list}) AND is_active = 1 ORDER BY id`)
        .pluck()
        .all(...codes) as number[],
    );
  }
  return ids;
}

/** What {@link rankedPage} reads from. */
export interface RankedSource {
  /** `FROM` of the page, reaching `product_search ps` (e.g. `products p JOIN product_search ps ON ps.id = p.id`). */
  from: string;
  fromParams?: unknown[];
  /** The product id of a row (`p.id`, `ps.id`, `s.product_id`): the page's key. */
  key: string;
  /** Every condition of the list, the search's own included. */
  conditions: SqlCondition[];
  /** The total, when already counted. */
  knownTotal?: number | undefined;
  /**
   * The source is `product_search ps` under the search's condition alone: a one-word search may
   * then take its best from the names that start with the word ({@link namesStartingWith}).
   */
  onlySearch?: boolean;
}

/** A word the index keeps as one token (letters, digits, `/ . " -`): a name starting with it is a hit. */
const WHOLE_TOKEN = /^[\p{L}\p{N}/."-]+$/u;

/**
 * The best `count` hits of a one-word search when the names starting with the word are that
 * many or more, else null. They rank first (place 0, then the shortest name, the name, the id,
 * exactly the order of {@link productRankOrder}), and the index on `product_search(name,
 * name_length)` holds them: a search for "rura" among 200,000 products reads the "rura…" names
 * from the index instead of ranking its 35,000 hits.
 */
function namesStartingWith(db: Db, word: string, count: number, pinned: number[]): number[] | null {
  const skip = pinned.length ? `AND id NOT IN (${pinned.map(() => '?').join(', ')})` : '';
  const ids = prepareCached(
    db,
    `SELECT id FROM product_search WHERE name >= ? AND name < ? ${skip} ORDER BY name_length, name, id LIMIT ?`,
  )
    .pluck()
    .all(` ${word}`, ` ${word}${MAX_CHAR}`, ...pinned, count) as number[];
  return ids.length >= count ? ids : null;
}

/**
 * {@link namesStartingWith} for a word with alternatives (its synonyms, "kabel" or "przewod"):
 * place 0 is a name starting with any of them, so the best `count` are the best of each
 * alternative's own best `count`, merged in the rank's order (shortest name, name, id). Null
 * when all of them together are fewer than `count` (the full rank then decides).
 */
function namesStartingWithAny(db: Db, words: readonly string[], count: number, pinned: number[]): number[] | null {
  const skip = pinned.length ? `AND id NOT IN (${pinned.map(() => '?').join(', ')})` : '';
  const read = prepareCached(
    db,
    `SELECT id, name, name_length FROM product_search WHERE name >= ? AND name < ? ${skip} ORDER BY name_length, name, id LIMIT ?`,
  );
  const byId = new Map<number, { id: number; name: string; name_length: number }>();
  for (const word of words) {
    for (const row of read.all(` ${word}`, ` ${word}${MAX_CHAR}`, ...pinned, count) as {
      id: number;
      name: string;
      name_length: number;
    }[])
      byId.set(row.id, row);
  }
  if (byId.size < count) return null;
  // SQLite compares the names byte by byte (BINARY); the folded names are the same order in code units.
  return [...byId.values()]
    .sort((a, b) => a.name_length - b.name_length || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || a.id - b.id)
    .slice(0, count)
    .map((r) => r.id);
}

function whereOf(conditions: SqlCondition[]): { sql: string; params: unknown[] } {
  return {
    sql: conditions.length ? `WHERE ${conditions.map((c) => `(${c.sql})`).join(' AND ')}` : '',
    params: conditions.flatMap((c) => c.params),
  };
}

/**
 * A page of a ranked search: the products with the exact code first (when the list's
 * conditions keep them), then the hits by {@link productRankOrder}, the key breaking ties.
 * Answers the page's keys in order and the total (NaN when `countTotal` is false).
 */
export function rankedPage(
  db: Db,
  plan: ProductSearchPlan,
  source: RankedSource,
  page: { limit: number; offset: number; countTotal?: boolean },
): { keys: number[]; total: number } {
  const fromParams = source.fromParams ?? [];
  const all = whereOf(source.conditions);
  let pinned: number[] = [];
  const exact = exactCodeIds(db, plan);
  if (exact.length) {
    const kept = new Set(
      prepareCached(
        db,
        `SELECT ${source.key} FROM ${source.from} ${all.sql ? `${all.sql} AND` : 'WHERE'} ${source.key} IN (${exact.map(() => '?').join(', ')})`,
      )
        .pluck()
        .all(...fromParams, ...all.params, ...exact) as number[],
    );
    pinned = exact.filter((id) => kept.has(id));
  }
  // The matcher wants the best few, not how many there are: it skips the count.
  const total =
    page.countTotal === false
      ? Number.NaN
      : (source.knownTotal ??
        (prepareCached(db, `SELECT COUNT(*) FROM ${source.from} ${all.sql}`)
          .pluck()
          .get(...fromParams, ...all.params) as number));
  const head = pinned.slice(page.offset, page.offset + page.limit);
  const limit = page.limit - head.length;
  if (limit <= 0) return { keys: head, total };
  const offset = Math.max(0, page.offset - pinned.length);
  const [only] = plan.words;
  if (source.onlySearch && plan.words.length === 1 && only?.length && only.every((w) => WHOLE_TOKEN.test(w))) {
    const best =
      only.length === 1
        ? namesStartingWith(db, only[0] as string, offset + limit, pinned)
        : namesStartingWithAny(db, only, offset + limit, pinned);
    if (best) return { keys: [...head, ...best.slice(offset)], total };
  }
  const rest = whereOf(
    pinned.length
      ? [...source.conditions, { sql: `${source.key} NOT IN (${pinned.map(() => '?').join(', ')})`, params: pinned }]
      : source.conditions,
  );
  const order = productRankOrder(plan);
  const keys = prepareCached(
    db,
    `SELECT ${source.key} FROM ${source.from} ${rest.sql} ORDER BY ${order.sql}, ${source.key} LIMIT ? OFFSET ?`,
  )
    .pluck()
    .all(...fromParams, ...rest.params, ...order.params, limit, offset) as number[];
  return { keys: [...head, ...keys], total };
}
