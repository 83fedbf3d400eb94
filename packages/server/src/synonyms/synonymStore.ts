import {
  formatMessage,
  SYNONYM_MAX_GROUPS,
  type SynonymGroup,
  type SynonymGroupBody,
  searchWords,
  synonymMessages,
} from '@salesdesk/sdk';
import type { Db } from '../db/database';
import { nowIso } from '../documents/documentStore';
import { HttpError } from '../http/httpError';
import { prepareCached } from '../http/sqlList';
import type { ServerContext } from '../serverContext';

// The trade's synonym dictionary (migration 29, docs/offers.md "Pasting a list"): its
// administration and the lookup the product search makes for every search.

/** Every group with its words in the order written, by id. */
export function listSynonymGroups(db: Db): SynonymGroup[] {
  const groups = db.prepare('SELECT id, updated_at FROM search_synonym_groups ORDER BY id').all() as {
    id: number;
    updated_at: string;
  }[];
  const words = db.prepare('SELECT group_id, word FROM search_synonyms ORDER BY group_id, position').all() as {
    group_id: number;
    word: string;
  }[];
  const byGroup = new Map<number, string[]>();
  for (const w of words) {
    const list = byGroup.get(w.group_id) ?? [];
    list.push(w.word);
    byGroup.set(w.group_id, list);
  }
  return groups.map((g) => ({ id: g.id, words: byGroup.get(g.id) ?? [], updated_at: g.updated_at }));
}

function groupOf(db: Db, id: number): SynonymGroup {
  const group = listSynonymGroups(db).find((g) => g.id === id);
  if (!group) throw HttpError.notFound(synonymMessages.notFound);
  return group;
}

/** The words with their search forms; a word another group holds is a field error naming it. */
function checkedWords(db: Db, body: SynonymGroupBody, ownId: number | null) {
  const words = body.words.map((word) => ({ word: word.trim(), folded: searchWords(word)[0] as string }));
  const owner = db.prepare('SELECT group_id FROM search_synonyms WHERE folded = ?').pluck();
  const taken = words.flatMap(({ word, folded }) => {
    const group = owner.get(folded) as number | undefined;
    if (group === undefined || group === ownId) return [];
    const others = (
      db.prepare('SELECT word FROM search_synonyms WHERE group_id = ? ORDER BY position').pluck().all(group) as string[]
    ).join(', ');
    return [formatMessage(synonymMessages.wordInOtherGroup, { word, group: others })];
  });
  if (taken.length) throw HttpError.validation({ words: taken });
  return words;
}

function writeWords(db: Db, groupId: number, words: { word: string; folded: string }[]) {
  db.prepare('DELETE FROM search_synonyms WHERE group_id = ?').run(groupId);
  const insert = db.prepare('INSERT INTO search_synonyms (group_id, position, word, folded) VALUES (?, ?, ?, ?)');
  words.forEach(({ word, folded }, i) => {
    insert.run(groupId, i, word, folded);
  });
}

/** Adds a group (400 when one of its words is in another group or the dictionary is full). */
export function createSynonymGroup(ctx: ServerContext, body: SynonymGroupBody): SynonymGroup {
  const { db } = ctx;
  const id = db.transaction(() => {
    const count = db.prepare('SELECT COUNT(*) FROM search_synonym_groups').pluck().get() as number;
    if (count >= SYNONYM_MAX_GROUPS)
      throw HttpError.validation({
        words: [formatMessage(synonymMessages.tooManyGroups, { max: SYNONYM_MAX_GROUPS })],
      });
    const words = checkedWords(db, body, null);
    const created = Number(
      db.prepare('INSERT INTO search_synonym_groups (updated_at) VALUES (?)').run(nowIso(ctx)).lastInsertRowid,
    );
    writeWords(db, created, words);
    return created;
  })();
  return groupOf(db, id);
}

/** Replaces a group's words. */
export function updateSynonymGroup(ctx: ServerContext, id: number, body: SynonymGroupBody): SynonymGroup {
  const { db } = ctx;
  db.transaction(() => {
    groupOf(db, id);
    const words = checkedWords(db, body, id);
    db.prepare('UPDATE search_synonym_groups SET updated_at = ? WHERE id = ?').run(nowIso(ctx), id);
    writeWords(db, id, words);
  })();
  return groupOf(db, id);
}

/** Deletes a group and its words. */
export function deleteSynonymGroup(ctx: ServerContext, id: number): void {
  const { db } = ctx;
  db.transaction(() => {
    groupOf(db, id);
    db.prepare('DELETE FROM search_synonyms WHERE group_id = ?').run(id);
    db.prepare('DELETE FROM search_synonym_groups WHERE id = ?').run(id);
  })();
}

/**
 * The synonyms of each of `words` (search forms) that has any: one indexed query for the whole
 * search (a word belongs to one group at most; the dictionary is small).
 */
export function synonymsOfWords(db: Db, words: readonly string[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  if (!words.length) return found;
  const rows = prepareCached(
    db,
    `SELECT s.folded AS word, t.folded AS synonym FROM search_synonyms s
     JOIN search_synonyms t ON t.group_id = s.group_id AND t.folded <> s.folded
     WHERE s.folded IN (${words.map(() => '?').join(', ')}) ORDER BY s.folded, t.position`,
  ).all(...words) as { word: string; synonym: string }[];
  for (const { word, synonym } of rows) {
    const list = found.get(word) ?? [];
    list.push(synonym);
    found.set(word, list);
  }
  return found;
}
