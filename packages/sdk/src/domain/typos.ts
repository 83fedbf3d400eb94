/**
 * One-letter typos: "zawur" for "zawór", "kulwy" for "kulowy", "zawro" for "zawór". A word is
 * corrected only against the catalogue's own words (its vocabulary), and only when it is made of
 * letters: sizes and codes ("3x2.5", "dn15", "IN-0000001") are never "corrected" into another
 * size or code, which would sell the wrong product.
 */

/** Shortest word a typo is forgiven in: in three letters one change makes too many other words. */
export const MIN_TYPO_WORD_LENGTH = 4;

/** Whether a (folded) word may be corrected: letters only, at least {@link MIN_TYPO_WORD_LENGTH}. */
export function isTypoCandidate(word: string): boolean {
  return word.length >= MIN_TYPO_WORD_LENGTH && /^\p{L}+$/u.test(word);
}

/**
 * The word and every form of it with one letter left out (SymSpell's deletion keys). Two words
 * one edit apart (a letter changed, added, left out, or two neighbours swapped) share a key, so
 * the catalogue's words are indexed by these keys and a typed word's keys look them up.
 */
export function deletionKeys(word: string): string[] {
  const keys = new Set<string>([word]);
  for (let i = 0; i < word.length; i++) keys.add(word.slice(0, i) + word.slice(i + 1));
  return [...keys];
}

/**
 * Whether `a` and `b` are at most one edit apart (optimal string alignment distance ≤ 1: one
 * letter changed, added or left out, or two neighbouring letters swapped).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    // One change, or a swap of neighbours.
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  // One letter more in the longer word.
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
