/**
 * Product search text: one normal form for what the catalogue says and what a person types, so
 * a plain substring comparison finds "Zawór kulowy 1/2"" from "zawor kulowy 1/2", "3x2,5" from
 * "3 x 2.5" and "DN15" from "dn 15". The server indexes the normal form and folds the query with
 * the same function; the mock backend and the pasted-list matcher use it too.
 */

/**
 * Nominal pipe sizes: DN ↔ the inch size the trade writes for threaded fittings (`5/4` is 1¼").
 * DN65 (2½") is left out: its inch form holds `1/2`, so a search for 1/2" would find DN65 valves.
 */
const DN_INCH: readonly (readonly [dn: number, inch: string])[] = [
  [8, '1/4'],
  [10, '3/8'],
  [15, '1/2'],
  [20, '3/4'],
  [25, '1'],
  [32, '5/4'],
  [40, '6/4'],
  [50, '2'],
  [80, '3'],
  [100, '4'],
];
const INCH_OF_DN = new Map(DN_INCH.map(([dn, inch]) => [dn, inch]));
const DN_OF_INCH = new Map(DN_INCH.map(([dn, inch]) => [inch, dn]));

/** Marks a person may type for inches after a number: `"`, `''`, `″` (two primes once NFKC-normalised), `”`, `“`, `„`, "cal", "cala", "cali". */
const INCH_MARK = /(\d)\s*(?:''|′′|″|”|“|„|"|\bcal[ie]?\b|\bcala\b)/g;

/**
 * The search form of a text: lower case, Polish letters without their marks (`ł` → `l` as well,
 * which Unicode does not count as a mark), and the trade's ways of writing sizes made one:
 * - a decimal comma between digits is a point: `3x2,5` → `3x2.5`, `12,5 mm` → `12.5 mm`;
 * - a multiplication between numbers loses its spaces: `3 x 2,5`, `3×2,5` → `3x2.5`;
 * - inch marks are one `"` right after the number: `1/2''`, `1/2 ″`, `1/2 cala` → `1/2"`;
 * - `1 1/4` and `1 1/2` (inches) are the trade's `5/4` and `6/4`;
 * - a nominal diameter loses its gap: `DN 15`, `dn-15` → `dn15`;
 * - `mm²` is `mm2`, `½` is `1/2` (Unicode compatibility forms), runs of spaces are one space.
 */
export function foldSearchText(text: string): string {
  let s = text
    .normalize('NFKC')
    .replace(/\u2044/g, '/')
    .toLocaleLowerCase('pl-PL')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ł/g, 'l');
  s = s.replace(/(\d),(?=\d)/g, '$1.');
  s = s.replace(/(\d)\s*[x×*]\s*(?=\d)/g, '$1x');
  s = s.replace(INCH_MARK, '$1"');
  s = s.replace(
    /(^|[^\d/.])1 1\/([24])(?=["\s]|$)/g,
    (_, before: string, d: string) => `${before}${d === '4' ? '5/4' : '6/4'}`,
  );
  s = s.replace(/\bdn\s*-?\s*(?=\d)/g, 'dn');
  return s.replace(/\s+/g, ' ').trim();
}

/** Words that say nothing about a product; a query made only of them keeps them. */
const STOP_WORDS = new Set([
  'a',
  'i',
  'o',
  'u',
  'w',
  'z',
  'we',
  'ze',
  'do',
  'na',
  'od',
  'po',
  'za',
  'dla',
  'lub',
  'oraz',
]);

/** Separators between words (a decimal point, a size's slash or `x`, a hyphen and `"` stay inside words). */
const WORD_SPLIT = /[\s,;:()[\]{}|!?+=<>@#$%&–—]+/;

/** Trims the punctuation around a word (a sentence's full stop, a quote), keeping an inch mark after a digit. */
function trimWord(word: string): string {
  const start = word.replace(/^[^\p{L}\p{N}]+/u, '');
  const inch = /\d"$/.test(start);
  const end = start.replace(/[^\p{L}\p{N}°]+$/u, '');
  return inch ? `${end}"` : end;
}

/**
 * The words of a search text in their search form ({@link foldSearchText}), each once, in the
 * order typed; stop words ("do", "z", "dla"...) are left out unless nothing else is left.
 */
export function searchWords(text: string): string[] {
  const words: string[] = [];
  for (const raw of foldSearchText(text).split(WORD_SPLIT)) {
    const word = trimWord(raw);
    if (word && !words.includes(word)) words.push(word);
  }
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length ? meaningful : words;
}

/** Characters a search token is made of: letters, digits, and the `/ . " -` of sizes and codes. */
const TOKEN = /[\p{L}\p{N}/."-]+/gu;

/**
 * The tokens the full-text index holds for a folded text: runs of letters, digits and `/ . " -`
 * (so `3x2.5`, `1/2"`, `450/750`, `dn15`, `in-0000001` stay whole), and a hyphenated word also
 * as its parts (`gipsowo-kartonowa` is found by `kartonowa`, `pp-r` by `pp`). A search word
 * matches a token it starts.
 */
export function searchTokens(folded: string): string[] {
  const tokens: string[] = [];
  for (const token of folded.match(TOKEN) ?? []) {
    tokens.push(token);
    if (token.includes('-')) for (const part of token.split('-')) if (part) tokens.push(part);
  }
  return tokens;
}

/**
 * Other ways the trade writes the sizes in a (folded) text: the DN of an inch size of a threaded
 * fitting (`1/2"` → `dn15`) and the inch size of a DN (`dn50` → `2"`). Indexed beside a product's
 * name, so "DN15" finds the valve written `1/2"` and `1/2"` the one written `DN15`.
 */
export function sizeAliases(folded: string): string[] {
  const aliases = new Set<string>();
  for (const match of folded.matchAll(/(?:^|[^\d/.])(\d\/\d|\d)"/g)) {
    const dn = DN_OF_INCH.get(match[1] as string);
    if (dn) aliases.add(`dn${dn}`);
  }
  for (const match of folded.matchAll(/\bdn(\d{1,3})\b/g)) {
    const inch = INCH_OF_DN.get(Number(match[1]));
    if (inch) aliases.add(`${inch}"`);
  }
  return [...aliases];
}

/**
 * The indexed form of a product name: the folded name between spaces, so every word (the first
 * and the last included) stands between spaces or after a hyphen, and a word's place can be
 * told by a plain substring test (`" zawor "` is a whole word, `" zaw"` a word's start).
 */
export function searchName(name: string): string {
  return ` ${foldSearchText(name)} `;
}

/** The {@link sizeAliases} of a product name, between spaces like {@link searchName} (empty when none). */
export function searchAliases(name: string): string {
  const aliases = sizeAliases(foldSearchText(name));
  return aliases.length ? ` ${aliases.join(' ')} ` : '';
}

/** The folded texts of a product that the rank reads (as {@link searchName} and {@link foldSearchText} make them). */
export interface SearchFields {
  /** {@link searchName} of the index name. */
  name: string;
  /** {@link searchAliases} of the index name. */
  aliases: string;
  short_name: string;
  manufacturer: string;
}

/**
 * Where a query word (or the best of its typo corrections) stands in a product, best first:
 * 0 the name starts with it; 1 it is a whole word of the name; 2 a word of the name starts with
 * it (after a space or a hyphen) or it is one of the name's size aliases (`dn15` for `1/2"`);
 * 3 it is inside a word of the name; 4 in the short name; 5 in the manufacturer; 6 elsewhere
 * (the description or the codes, which the full-text index matched). The server computes the
 * same places in SQL (`productRankOrder`); this is the rule in one place, for the mock backend
 * and for tests that hold the two together.
 */
export function wordPlace(alternatives: readonly string[], fields: SearchFields): number {
  let best = 6;
  for (const word of alternatives) {
    const place = fields.name.startsWith(` ${word}`)
      ? 0
      : fields.name.includes(` ${word} `)
        ? 1
        : fields.name.includes(` ${word}`) || fields.name.includes(`-${word}`) || fields.aliases.includes(` ${word}`)
          ? 2
          : fields.name.includes(word)
            ? 3
            : fields.short_name.includes(word)
              ? 4
              : fields.manufacturer.includes(word)
                ? 5
                : 6;
    best = Math.min(best, place);
  }
  return best;
}

/** The rank of a product for a query: the sum of its words' {@link wordPlace}s (lower is better). */
export function searchRank(words: readonly (readonly string[])[], fields: SearchFields): number {
  return words.reduce((sum, alternatives) => sum + wordPlace(alternatives, fields), 0);
}
