import { deletionKeys, foldSearchText, isTypoCandidate, searchAliases, searchName, searchTokens } from '@salesdesk/sdk';
import type { Db } from './database';

/**
 * The SQL functions the search index is kept with (triggers of migration 9 call them): the
 * sdk's search normal form, so what is indexed and what is asked are folded by one function.
 * Registered on every connection `openDatabase` opens; a tool that opens the file without them
 * can read products but not write them (SQLite refuses a trigger calling an unknown function).
 */
export function registerSearchFunctions(db: Db): void {
  const fn = (name: string, f: (text: string) => string) =>
    db.function(
      name,
      { deterministic: true },
      memoised((value: unknown) => f(value == null ? '' : String(value))),
    );
  fn('search_fold', foldSearchText);
  fn('search_name', searchName);
  fn('search_aliases', searchAliases);
  // What the full-text index gets: the tokens of the folded text, hyphenated words also in parts.
  fn('search_tokens', (text) => searchTokens(foldSearchText(text)).join(' '));
  // The catalogue's words a typo may be corrected to: letters only, four or more (JSON array).
  fn('search_vocabulary_words', (text) => {
    const words = new Set<string>();
    for (const word of foldSearchText(text).split(/[^\p{L}]+/u)) if (isTypoCandidate(word)) words.add(word);
    return JSON.stringify([...words]);
  });
  fn('search_deletion_keys', (text) => JSON.stringify(deletionKeys(text)));
  // Whether this connection is writing products with their search rows written set-wise beside
  // them (an import's apply, docs/imports.md "The search index during an apply"): the product
  // search triggers (migration 22) stand aside while it is 1. Not deterministic: it changes.
  db.function('search_bulk', { deterministic: false }, () => (bulk.has(db) ? 1 : 0));
}

/** Connections whose product search triggers stand aside (see {@link withSearchBulk}). */
const bulk = new WeakSet<Db>();

/**
 * Runs `write` with the product search triggers of `db`'s connection only standing aside
 * (`search_bulk()` is 1 there, 0 on every other connection): the caller writes the search rows
 * itself, set-wise, and must leave them as the triggers would have.
 */
export function withSearchBulk<T>(db: Db, write: () => T): T {
  bulk.add(db);
  try {
    return write();
  } finally {
    bulk.delete(db);
  }
}

/** Texts remembered per function (a catalogue repeats names and descriptions; folding is regex work). */
const MEMO_SIZE = 20_000;

/** `f` remembering its last answers; forgets them all when full (simple, and bounded). */
function memoised(f: (value: unknown) => string): (value: unknown) => string {
  const memo = new Map<unknown, string>();
  return (value) => {
    let answer = memo.get(value);
    if (answer === undefined) {
      if (memo.size >= MEMO_SIZE) memo.clear();
      answer = f(value);
      memo.set(value, answer);
    }
    return answer;
  };
}
