import { TRADE_SYNONYM_SEED as SEED_SYNONYM_GROUPS, searchWords } from '@salesdesk/sdk';

/**
 * The trade's synonym dictionary (docs/offers.md, "Pasting a list"): groups of single words the
 * product search and the matcher of pasted lists read as one ("kabel" finds "Przewód YDY"). A
 * word (in its search form, `folded`) belongs to one group at most, so a word's synonyms are one
 * indexed lookup. An administrator maintains it; it starts with the sdk's {@link TRADE_SYNONYM_SEED}
 * as it was when the database was created (later changes of that list reach only new databases).
 */

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

const seed = SEED_SYNONYM_GROUPS.map((words, g) =>
  [
    `INSERT INTO search_synonym_groups (id, updated_at) VALUES (${g + 1}, '2026-11-28T00:00:00.000Z');`,
    ...words.map(
      (word, i) =>
        `INSERT INTO search_synonyms (group_id, position, word, folded) VALUES (${g + 1}, ${i}, ${quote(word)}, ${quote(searchWords(word)[0] as string)});`,
    ),
  ].join('\n'),
).join('\n');

export const searchSynonyms = `
CREATE TABLE search_synonym_groups (
  id INTEGER PRIMARY KEY,
  updated_at TEXT NOT NULL
);
CREATE TABLE search_synonyms (
  group_id INTEGER NOT NULL REFERENCES search_synonym_groups(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- As the administrator wrote it.
  word TEXT NOT NULL,
  -- Its search form (sdk searchWords): what a typed word is looked up by.
  folded TEXT NOT NULL UNIQUE,
  PRIMARY KEY (group_id, position)
);
${seed}
`;
