import {
  convertQuantity,
  decideNameMatch,
  gtin13FromCode,
  MATCH_CANDIDATES,
  type MatchCandidate,
  type MatchKind,
  type MatchResult,
  type MatchRow,
  nameMatchScore,
} from '@salesdesk/sdk';
import type { Db } from '../db/database';
import type { Handlers } from '../http/contractRouter';
import { prepareCached } from '../http/sqlList';
import {
  matchesAny,
  type ProductSearchPlan,
  planProductSearch,
  planWithWords,
  productSearchCondition,
  rankedPage,
  wordMatch,
} from './catalogueSearch';
import { placeholders, qty, resolveWarehouse } from './catalogueSql';
import { type CatalogueProductRow, productSymbol } from './products';

/** Candidates the ranked search hands to scoring (its best; the score reorders them). */
const SCORED = 20;
/** Words a row that finds nothing as a whole may leave out (more, and the row says little). */
const MAX_DROPPED = 2;
/** Words of a row the matcher tries leaving out (beyond that a row is a sentence, not a product). */
const MAX_WORDS_TO_DROP_FROM = 8;

/** What a row came to before the products are read. */
interface Outcome {
  kind: MatchKind;
  matchedBy: MatchResult['matched_by'];
  /** Product ids with their scores, best first. */
  found: { id: number; score: number }[];
  corrected: boolean;
}

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
function ranked(db: Db, plan: ProductSearchPlan): number[] {
  return rankedPage(
    db,
    plan,
    {
      from: 'product_search ps',
      key: 'ps.id',
      conditions: [productSearchCondition(plan, { idColumn: 'ps.id' })],
      onlySearch: true,
    },
    { limit: SCORED, offset: 0, countTotal: false },
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
 * no product has, then up to {@link MAX_DROPPED} others, and says which were left out.
 */
function searchRow(db: Db, text: string): { plan: ProductSearchPlan; ids: number[]; dropped: string[] } {
  // The rank's own query says whether the words find anything: typos are looked at only when not.
  const typed = planProductSearch(db, text, { correctTypos: false });
  const first = typed.match ? ranked(db, typed) : [];
  if (first.length) return { plan: typed, ids: first, dropped: [] };
  const plan = planProductSearch(db, text);
  const ids = plan.corrected && plan.match ? ranked(db, plan) : [];
  const words = plan.words;
  if (ids.length || words.length < 2) return { plan, ids, dropped: [] };
  const tryWithout = (drop: number[]) => {
    const kept = words.filter((_, i) => !drop.includes(i));
    if (!kept.length) return null;
    const narrower = planWithWords(plan, kept);
    if (!narrower.match || !matchesAny(db, narrower.match)) return null;
    const found = ranked(db, narrower);
    return found.length ? { plan: narrower, ids: found, dropped: drop.map((i) => words[i]?.[0] as string) } : null;
  };
  const unknown = words.flatMap((alts, i) => (matchesAny(db, wordMatch(alts)) ? [] : [i]));
  if (unknown.length && unknown.length <= MAX_DROPPED) {
    const found = tryWithout(unknown);
    if (found) return found;
  }
  const n = Math.min(words.length, MAX_WORDS_TO_DROP_FROM);
  for (let k = 1; k <= MAX_DROPPED; k++) {
    for (const drop of choices(n, k)) {
      const found = tryWithout(drop);
      if (found) return found;
    }
  }
  return { plan, ids: [], dropped: [] };
}

/** Matches one row: its code exactly, else its name (or its text) through the ranked search. */
function matchRow(db: Db, row: MatchRow): Outcome {
  if (row.kind !== 'name') {
    const exact = codeMatch(db, row.text);
    if (exact) return { kind: 'exact', matchedBy: exact.by, found: [{ id: exact.id, score: 1 }], corrected: false };
  }
  const text = row.kind !== 'name' && row.name ? row.name : row.text;
  const { plan, ids, dropped } = searchRow(db, text);
  if (!ids.length) return { kind: 'none', matchedBy: null, found: [], corrected: plan.corrected };
  const names = new Map(
    (
      prepareCached(db, `SELECT id, index_name FROM products WHERE id IN (${placeholders(ids)})`).all(...ids) as {
        id: number;
        index_name: string;
      }[]
    ).map((r) => [r.id, r.index_name]),
  );
  const words = { words: plan.words, dropped };
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

/** The matcher of pasted lists (`POST /api/products/match`). */
export const productMatchHandlers: Handlers = {
  productMatch: ({ body, user, ctx }) => {
    const warehouse = resolveWarehouse(ctx.db, user, body.warehouse);
    const outcomes = body.rows.map((row) => matchRow(ctx.db, row));
    const ids = [...new Set(outcomes.flatMap((o) => o.found.map((f) => f.id)))];
    const { products, stock } = readProducts(ctx.db, warehouse, ids);
    const summary = { exact: 0, name: 0, choose: 0, none: 0 };
    const rows = outcomes.map((outcome, index): MatchResult => {
      const row = body.rows[index] as MatchRow;
      summary[outcome.kind]++;
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
      };
    });
    return { warehouse, rows, summary };
  },
};
