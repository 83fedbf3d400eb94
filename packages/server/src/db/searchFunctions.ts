import { deletionKeys, foldSearchText, isTypoCandidate, searchAliases, searchName, searchTokens } from '@salesdesk/sdk';
import type { Db } from './database';

/**
 * The SQL functions the search index is kept with (triggers of migration 9 call them): the
 * sdk's search normal form, so what is indexed and what is asked are folded by one function.
 * Registered on every connection `openDatabase` opens; a tool that opens the file without them
 * can read products but not write them (SQLite refuses a trigger calling an unknown function).
 */
export function registerSearchFunctions(db: Db): void {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  db.function('search_fold', { deterministic: true }, (value: unknown) => foldSearchText(text(value)));
  db.function('search_name', { deterministic: true }, (value: unknown) => searchName(text(value)));
  db.function('search_aliases', { deterministic: true }, (value: unknown) => searchAliases(text(value)));
  // What the full-text index gets: the tokens of the folded text, hyphenated words also in parts.
  db.function('search_tokens', { deterministic: true }, (value: unknown) =>
    searchTokens(foldSearchText(text(value))).join(' '),
  );
  // The catalogue's words a typo may be corrected to: letters only, four or more (JSON array).
  db.function('search_vocabulary_words', { deterministic: true }, (value: unknown) => {
    const words = new Set<string>();
    for (const word of foldSearchText(text(value)).split(/[^\p{L}]+/u)) if (isTypoCandidate(word)) words.add(word);
    return JSON.stringify([...words]);
  });
  db.function('search_deletion_keys', { deterministic: true }, (value: unknown) =>
    JSON.stringify(deletionKeys(text(value))),
  );
}
