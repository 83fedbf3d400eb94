import { foldSearchText, searchWords, sizeAliases } from './searchText';
import { withinOneEdit } from './typos';

/**
 * How well a pasted row names a product, and whether the best product is clearly the one meant.
 * The server's matcher ranks candidates with the product search, then scores the best of them
 * here; the mock backend does the same, so a paste dialog behaves alike against both.
 */

/** Lowest score of a match taken without asking (docs/decisions/catalogue.md, "Matching a pasted list"). */
export const CONFIDENT_SCORE = 0.8;
/** How far the best candidate must be ahead of the next to be taken without asking. */
export const CLEAR_LEAD = 0.05;
/** Candidates a "do wyboru" row offers. */
export const MATCH_CANDIDATES = 5;

/** A size with or without its inch mark is the same size (`1/2` is `1/2"`). */
const bare = (word: string) => word.replace(/"$/, '');

/** How strongly a row word is found in the product's name words (1 the word itself, 0 not there). */
function strength(word: string, name: readonly string[], aliases: readonly string[]): number {
  const w = bare(word);
  if (name.some((p) => bare(p) === w) || aliases.some((a) => bare(a) === w)) return 1;
  if (w.length >= 2 && name.some((p) => p.startsWith(w))) return 0.9;
  if (w.length >= 4 && name.some((p) => p.length >= 4 && withinOneEdit(w, p))) return 0.8;
  if (w.length >= 3 && name.some((p) => p.includes(w))) return 0.7;
  return 0;
}

/** What a row asked for, as the product search worked it out. */
export interface RowWords {
  /** Each word of the row with its alternatives (a mistyped word's corrections). */
  words: readonly (readonly string[])[];
  /** Words the search had to leave out to find anything: in no product, they count as missing. */
  dropped?: readonly string[];
  /**
   * Alternatives that are a typed word's synonyms from the trade's dictionary, not typo
   * corrections: they count as the word itself ("kabel" finds "Przewód" at full strength).
   */
  synonyms?: readonly string[];
}

/**
 * The similarity (0–1) of a row to a product name: the share of the row's words the name has
 * (a word only in the product's short name, manufacturer or description — the search found it
 * there — counts 0.4; a typo's correction 0.8 of its strength, a synonym its full strength), times how much of the name the
 * row covers (a name with many words the row does not mention is a less certain match):
 * `recall × (0.6 + 0.4 × precision)`.
 */
export function nameMatchScore(row: RowWords, productName: string): number {
  const name = searchWords(productName);
  const aliases = sizeAliases(foldSearchText(productName));
  if (!row.words.length || !name.length) return 0;
  const dropped = new Set(row.words.filter((alts) => row.dropped?.includes(alts[0] as string)).map((a) => a[0]));
  let recall = 0;
  for (const alternatives of row.words) {
    const [typed, ...corrections] = alternatives as string[];
    if (dropped.has(typed)) continue;
    const own = strength(typed as string, name, aliases);
    const fixed = Math.max(
      0,
      ...corrections.map((c) => (row.synonyms?.includes(c) ? 1 : 0.8) * strength(c, name, aliases)),
    );
    const best = Math.max(own, fixed);
    recall += best > 0 ? best : 0.4;
  }
  recall /= row.words.length;
  const asked = row.words.flat();
  const covered = name.filter((p) => asked.some((w) => strength(w, [p], []) > 0)).length;
  const precision = covered / name.length;
  return Math.round(recall * (0.6 + 0.4 * precision) * 1000) / 1000;
}

/** What the matcher does with a row: take the product (`name`), offer a choice, or say nothing fits. */
export type NameMatchDecision = 'name' | 'choose' | 'none';

/**
 * Takes the best candidate without asking when its score is at least {@link CONFIDENT_SCORE},
 * it is {@link CLEAR_LEAD} ahead of the next one, and the search did not have to leave a word
 * out; otherwise the person chooses among the best ({@link MATCH_CANDIDATES}).
 */
export function decideNameMatch(scores: readonly number[], relaxed: boolean): NameMatchDecision {
  const [best, next] = scores;
  if (best === undefined) return 'none';
  const ahead = next === undefined || best - next >= CLEAR_LEAD - 1e-9;
  return !relaxed && best >= CONFIDENT_SCORE && ahead ? 'name' : 'choose';
}
