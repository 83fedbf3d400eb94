/**
 * The words a building-materials distributor's clients and catalogue use for one thing, which
 * the synonym dictionary starts with (the server's migration 29, the mock backend): each group
 * single words, a word in one group only.
 *
 * Not in it: "mufa" and "złączka". A mufa is one kind of złączka, not the other way round, and
 * the dictionary only holds words that are equal both ways (a client asking for a złączka with
 * a thread must not be offered a mufa for welding).
 */
export const TRADE_SYNONYM_SEED: readonly (readonly string[])[] = [
  ['kabel', 'kable', 'kabla', 'przewód'],
  ['rura', 'rurka', 'rurki'],
  ['kolano', 'kolanko', 'kolanka', 'łuk'],
  ['zawór', 'kurek'],
  ['łącznik', 'włącznik'],
  ['gniazdo', 'gniazdko'],
  ['styropian', 'polistyren'],
  ['wełna', 'wata'],
  ['bloczek', 'suporex', 'gazobeton', 'siporex'],
  ['gładź', 'szpachla'],
  ['fuga', 'spoina'],
  ['otulina', 'otulinka'],
  ['kartongips', 'gipsowo-kartonowa'],
  ['cu', 'miedziana', 'miedziany', 'miedziane'],
  ['pcv', 'pvc'],
];
