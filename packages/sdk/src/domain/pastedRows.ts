import { dsvFormat } from 'd3-dsv';
import { gtin13FromCode } from './gtin';
import { looksLikeCode, parseQuantityCell, splitQuantity } from './pastedQuantity';
import { foldSearchText } from './searchText';
import { unitKind } from './unitConversion';

/**
 * A client's material list pasted as text (Excel, a CSV file, an e-mail) turned into rows of
 * "what product, how much". Pure: the paste dialog and the CLI read the same rows, and the
 * server's matcher takes them as they come out.
 */

/**
 * What a column holds: `name` (the product's name), `code` (symbol, EAN or catalogue number),
 * `quantity` (a number, maybe with its unit: "12 szt"), `unit`, `line` (free text with the
 * quantity inside: "Zawór kulowy 1/2 – 12 szt"), or `ignore` (numbering, prices, remarks).
 */
export type PastedColumnRole = 'name' | 'code' | 'quantity' | 'unit' | 'line' | 'ignore';

/** The roles a column may be given (for a picker next to each column). */
export const PASTED_COLUMN_ROLES: readonly PastedColumnRole[] = ['name', 'code', 'quantity', 'unit', 'line', 'ignore'];

/** What the identifying text of a row looks like. */
export type PastedRowKind = 'symbol' | 'ean' | 'name';

/** One row of the list. */
export interface PastedRow {
  /** The row's line in the pasted text (1-based), to point at it in messages. */
  line: number;
  /** What identifies the product: a symbol (or catalogue number), an EAN, or a name. */
  text: string;
  kind: PastedRowKind;
  /** The name given beside a code (a list with both), for when the code matches no product. */
  name?: string;
  /** The quantity, null when the row gives none. */
  quantity: number | null;
  /** The unit written with the quantity, null when none. */
  unit: string | null;
  /** The row's cells as pasted (one cell for a free-text line). */
  cells: string[];
}

/** The list as read. */
export interface PastedTable {
  /** `tsv` (Excel's clipboard), `csv` (`;` or `,`), `text` (one item a line), or `cells` (a spreadsheet read already). */
  format: 'tsv' | 'csv' | 'text' | 'cells';
  delimiter: '\t' | ';' | ',' | null;
  /** The role of each column: guessed from the header and the content, or as given. */
  columns: PastedColumnRole[];
  /** The header row's cells when the first row is a header (it is not among the rows). */
  header: string[] | null;
  rows: PastedRow[];
}

/** Options of {@link parsePastedRows}: what the person corrected after the first guess. */
export interface ParsePastedOptions {
  /** Column roles by column index; a column left out is still guessed. */
  columns?: Readonly<Record<number, PastedColumnRole>>;
  /** Whether the first row is a header (default: guessed from its words). */
  header?: boolean;
  /** The delimiter, or `none` for one item a line (default: guessed). */
  delimiter?: '\t' | ';' | ',' | 'none';
}

/** Header words (folded) and the role they name. */
const HEADER_WORDS: readonly (readonly [RegExp, PastedColumnRole])[] = [
  [/^(l\.?\s?p\.?|nr|nr poz\.?|poz\.?|pozycja)$/, 'ignore'],
  [
    /^(symbol|indeks|index|kod|kod towaru|kod produktu|ean|kod ean|gtin|nr katalogowy|numer katalogowy|nr kat\.?|sku|nr art\.?|art\.?)$/,
    'code',
  ],
  [
    /^(nazwa|nazwa towaru|nazwa produktu|nazwa materialu|towar|produkt|opis|material|asortyment|wyszczegolnienie|artykul)$/,
    'name',
  ],
  [/^(ilosc|il\.?|ilosc zam\.?|liczba|qty|zamawiana ilosc)$/, 'quantity'],
  [/^(j\.?\s?m\.?|jm|jedn\.?|jednostka|jedn\. miary|jednostka miary)$/, 'unit'],
  [
    /^(cena|cena netto|cena brutto|wartosc|wartosc netto|wartosc brutto|netto|brutto|vat|rabat|uwagi|producent|marka)$/,
    'ignore',
  ],
];

function headerRole(cell: string): PastedColumnRole | null {
  const folded = foldSearchText(cell)
    .replace(/[:*]+$/, '')
    .trim();
  for (const [pattern, role] of HEADER_WORDS) if (pattern.test(folded)) return role;
  return null;
}

/** Rows that close a list rather than name a product ("Razem", "Suma"). */
const TOTAL_ROW = /^(razem|suma|ogolem|lacznie|total)\b/;

/** A line of an e-mail that introduces the list: no digits, ending with a colon or a comma. */
const INTRO_LINE = /^[^\d]*[:,]$/;

function lineCount(text: string): string[] {
  return text.split(/\r\n|\n|\r/).filter((l) => l.trim());
}

/** Commas that separate cells (not the decimal comma of "3x2,5"). */
function separatingCommas(line: string): number {
  return (line.match(/,(?!\d)|(?<!\d),/g) ?? []).length;
}

/** The most common count and how many lines have it. */
function consistent(counts: number[]): { count: number; share: number } {
  const tally = new Map<number, number>();
  for (const c of counts) tally.set(c, (tally.get(c) ?? 0) + 1);
  let best = 0;
  let share = 0;
  for (const [count, n] of tally) if (count > 0 && n > share) [best, share] = [count, n];
  return { count: best, share: counts.length ? share / counts.length : 0 };
}

function guessDelimiter(text: string): '\t' | ';' | ',' | null {
  const lines = lineCount(text);
  if (!lines.length) return null;
  if (lines.filter((l) => l.includes('\t')).length >= lines.length / 2) return '\t';
  const semicolons = consistent(lines.map((l) => (l.match(/;/g) ?? []).length));
  if (semicolons.count > 0 && semicolons.share >= 0.6) return ';';
  const commas = consistent(lines.map(separatingCommas));
  if (commas.count > 0 && commas.share >= 0.8 && (lines.length > 1 || /^"|,"/.test(lines[0] as string))) return ',';
  return null;
}

/** What a column's cells look like, to guess its role. */
interface ColumnStats {
  filled: number;
  numbers: number;
  integers: number;
  quantities: number;
  units: number;
  codes: number;
  eans: number;
  words: number;
  length: number;
  sequence: boolean;
}

function statsOf(rows: string[][], column: number): ColumnStats {
  const cells = rows.map((r) => (r[column] ?? '').trim()).filter(Boolean);
  const stats: ColumnStats = {
    filled: cells.length,
    numbers: 0,
    integers: 0,
    quantities: 0,
    units: 0,
    codes: 0,
    eans: 0,
    words: 0,
    length: 0,
    sequence: cells.length > 1,
  };
  cells.forEach((cell, i) => {
    const quantity = parseQuantityCell(cell);
    if (quantity) {
      stats.quantities++;
      if (quantity.unit === null) stats.numbers++;
      if (Number.isInteger(quantity.quantity)) stats.integers++;
    }
    if (unitKind(cell) !== null) stats.units++;
    if (gtin13FromCode(cell) !== null) stats.eans++;
    else if (looksLikeCode(cell)) stats.codes++;
    if (/\p{L}{2,}/u.test(cell) && /\s/.test(cell)) stats.words++;
    stats.length += cell.length;
    const ordinal = /^(\d{1,4})[.)]?$/.exec(cell);
    if (!ordinal || (i > 0 && Number(ordinal[1]) !== Number(/^(\d{1,4})/.exec(cells[i - 1] as string)?.[1]) + 1)) {
      stats.sequence = false;
    }
  });
  return stats;
}

/**
 * Guesses each column's role from its cells: numbering 1, 2, 3… is ignored; EANs and codes make
 * the code column; units alone the unit column; numbers (maybe with a unit) the quantity column
 * (whole numbers preferred over prices); the longest text the name. Without a quantity column
 * the name column is read as free text with the quantity inside (`line`).
 */
function guessRoles(
  rows: string[][],
  width: number,
  given: (PastedColumnRole | null)[],
  chosen: ReadonlySet<number>,
): PastedColumnRole[] {
  const roles = given.slice();
  const stats = Array.from({ length: width }, (_, c) => statsOf(rows, c));
  const free = (c: number) => roles[c] === null || roles[c] === undefined;
  const mostly = (n: number, s: ColumnStats) => s.filled > 0 && n / s.filled >= 0.8;
  for (let c = 0; c < width; c++) {
    const s = stats[c] as ColumnStats;
    if (!free(c)) continue;
    if (s.filled === 0) roles[c] = 'ignore';
    else if (s.sequence && mostly(s.numbers, s) && c === 0) roles[c] = 'ignore';
  }
  const pick = (
    role: PastedColumnRole,
    fits: (s: ColumnStats) => boolean,
    score: (s: ColumnStats, c: number) => number,
  ) => {
    if (roles.includes(role)) return;
    let best = -1;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < width; c++) {
      const s = stats[c] as ColumnStats;
      if (!free(c) || !fits(s)) continue;
      const value = score(s, c);
      if (value > bestScore) [best, bestScore] = [c, value];
    }
    if (best >= 0) roles[best] = role;
  };
  pick(
    'code',
    (s) => mostly(s.eans + s.codes, s) && s.words === 0,
    (s) => s.eans * 2 + s.codes,
  );
  pick(
    'unit',
    (s) => mostly(s.units, s),
    (s) => s.units,
  );
  pick(
    'quantity',
    (s) => mostly(s.quantities, s),
    (s, c) => s.integers - c / 100,
  );
  pick(
    'name',
    (s) => s.length > 0 && !mostly(s.quantities, s),
    (s) => s.length / s.filled + s.words,
  );
  for (let c = 0; c < width; c++) if (free(c)) roles[c] = 'ignore';
  const done = roles as PastedColumnRole[];
  // No quantity column: the name's cells say how much themselves ("… – 12 szt").
  if (!done.includes('quantity') && !done.includes('line')) {
    const name = done.indexOf('name');
    if (name >= 0 && !chosen.has(name)) done[name] = 'line';
  }
  return done;
}

function kindOf(text: string): PastedRowKind {
  if (/\s/.test(text)) return 'name';
  if (gtin13FromCode(text) !== null) return 'ean';
  return looksLikeCode(text) ? 'symbol' : 'name';
}

function rowOf(cells: string[], roles: PastedColumnRole[], line: number): PastedRow | null {
  const cell = (role: PastedColumnRole) => {
    const i = roles.indexOf(role);
    return i < 0 ? '' : (cells[i] ?? '').trim();
  };
  let name = cell('name');
  let quantity: number | null = null;
  let unit: string | null = null;
  const free = cell('line');
  if (free) {
    const split = splitQuantity(free);
    name = name || split.text;
    quantity = split.quantity;
    unit = split.unit;
  }
  const amount = cell('quantity');
  if (amount) {
    const parsed = parseQuantityCell(amount);
    if (parsed) {
      quantity = parsed.quantity;
      unit = parsed.unit ?? unit;
    }
  }
  unit = cell('unit') || unit;
  const code = cell('code');
  if (!code && !name) return null;
  if (!code && TOTAL_ROW.test(foldSearchText(name))) return null;
  const text = code || name;
  const row: PastedRow = { line, text, kind: kindOf(text), quantity, unit, cells };
  if (code && name) row.name = name;
  return row;
}

/**
 * Reads a pasted material list: Excel's tab-separated cells, CSV with `;` or `,` (quoted fields,
 * line breaks inside quotes), or one item a line of free text. Empty rows are skipped, a header
 * row is recognised by its words ("Nazwa", "Ilość", "J.m.", "Symbol", "EAN", "Lp.") and left out,
 * and column roles are guessed from the header and the cells; `options` overrides any guess
 * (the person's corrections), so parsing again with them gives the rows as corrected.
 */
export function parsePastedRows(text: string, options: ParsePastedOptions = {}): PastedTable {
  const delimiter =
    options.delimiter === 'none' ? null : (options.delimiter ?? guessDelimiter(text.replace(/^\uFEFF/, '')));
  const source = text.replace(/^\uFEFF/, '');
  const parsed: { cells: string[]; line: number }[] = [];
  if (delimiter) {
    // Line numbers of the rows: count the line breaks of the text each row took up.
    let line = 1;
    for (const cells of dsvFormat(delimiter).parseRows(source)) {
      const taken = cells.reduce((n, c) => n + (c.match(/\r\n|\n|\r/g)?.length ?? 0), 1);
      if (cells.some((c) => c.trim())) parsed.push({ cells: cells.map((c) => c.replace(/\s+/g, ' ').trim()), line });
      line += taken;
    }
  } else {
    source.split(/\r\n|\n|\r/).forEach((l, i) => {
      // A greeting or a heading of an e-mail ("Dzień dobry,", "Proszę o ofertę na:") names no product.
      if (l.trim() && !INTRO_LINE.test(l.trim())) parsed.push({ cells: [l.trim()], line: i + 1 });
    });
  }
  return tableOf(parsed, delimiter !== null, options, {
    format: delimiter === '\t' ? 'tsv' : delimiter ? 'csv' : 'text',
    delimiter,
  });
}

/**
 * Reads a list already in cells — a spreadsheet (.xlsx, .csv) read by a library, one array of
 * cell texts a row — with the same header recognition, column guesses and overrides as
 * {@link parsePastedRows}. Row numbers are 1-based positions in `cells`.
 */
export function parsePastedCells(
  cells: readonly (readonly unknown[])[],
  options: Omit<ParsePastedOptions, 'delimiter'> = {},
): PastedTable {
  const parsed: { cells: string[]; line: number }[] = [];
  cells.forEach((row, i) => {
    const texts = row.map((c) => (c === null || c === undefined ? '' : String(c)).replace(/\s+/g, ' ').trim());
    if (texts.some(Boolean)) parsed.push({ cells: texts, line: i + 1 });
  });
  return tableOf(parsed, true, options, { format: 'cells', delimiter: null });
}

/** Header, column roles and rows of parsed cells (`tabular`: cells of columns, not lines of free text). */
function tableOf(
  parsed: { cells: string[]; line: number }[],
  tabular: boolean,
  options: ParsePastedOptions,
  source: Pick<PastedTable, 'format' | 'delimiter'>,
): PastedTable {
  const width = Math.max(1, ...parsed.map((r) => r.cells.length));
  const first = parsed[0]?.cells ?? [];
  const headerRoles = first.map(headerRole);
  const looksLikeHeader =
    headerRoles.some((r) => r !== null && r !== 'ignore') && !first.some((c) => parseQuantityCell(c) !== null);
  const header = options.header ?? (tabular && looksLikeHeader);
  const body = header ? parsed.slice(1) : parsed;
  const given: (PastedColumnRole | null)[] = Array.from(
    { length: width },
    (_, c) => options.columns?.[c] ?? (header ? (headerRoles[c] ?? null) : null),
  );
  const chosen = new Set(Object.keys(options.columns ?? {}).map(Number));
  const columns = tabular
    ? guessRoles(
        body.map((r) => r.cells),
        width,
        given,
        chosen,
      )
    : [options.columns?.[0] ?? 'line'];
  const rows: PastedRow[] = [];
  for (const r of body) {
    const row = rowOf(r.cells, columns, r.line);
    if (row) rows.push(row);
  }
  return { ...source, columns, header: header ? first : null, rows };
}
