import { matchRowsOf, type ProductMatchResponse, parsePastedRows } from '@salesdesk/sdk';
import type { AuthUser } from '../http/authenticate';
import { matchList } from '../matching/matchList';
import type { ServerContext } from '../serverContext';
import { learnMatch } from '../synonyms/learnedMatches';

/**
 * A contractor's material list as it is pasted into an offer: the trade's own words ("kabel",
 * "rurka", "kolanko", "łuk", "kurek"), sizes written every way, quantities and units at the end,
 * a few typos. Each line with what a correct product's name looks like in the demo catalogue
 * (fixtures' generator, seed 1): the paste-learning bench and its test measure against it.
 */
export interface PastedTradeLine {
  /** The line as pasted. */
  line: string;
  /** A product this line means (its index name). */
  means: RegExp;
}

/** 44 pasted lines. */
export const PASTED_TRADE_LINES: readonly PastedTradeLine[] = [
  { line: 'kabel ydy 3x2,5 100m', means: /^Przewód YDY 3x2,5 / },
  { line: 'Kabel YDY 3x1,5 – 200 m', means: /^Przewód YDY 3x1,5 / },
  { line: 'kabel ydyp 3x1,5 50m', means: /^Przewód YDYp 3x1,5 / },
  { line: 'przewod ydy 5x2,5 100 m', means: /^Przewód YDY 5x2,5 / },
  { line: 'kabel ydy 5x4 - 100mb', means: /^Przewód YDY 5x4 / },
  { line: 'kabel omy 2x1 - 30 m', means: /^Przewód OMY 2x1 / },
  { line: 'kabel omy 3 x 1,5 25m', means: /^Przewód OMY 3x1,5 / },
  { line: 'kabel lgy 1x2,5 100m', means: /^Przewód LgY 1x2,5 / },
  { line: 'Kabel ziemny YKY 5x10 – 25 m', means: /^Kabel YKY 5x10 / },
  { line: 'kabel yky 3x2,5 50 m', means: /^Kabel YKY 3x2,5 / },
  { line: 'rurka pex 16x2 - 50 mb', means: /^Rura PEX-AL-PEX 16x2,0 / },
  { line: 'rurka pex-al-pex 20x2 200m', means: /^Rura PEX-AL-PEX 20x2,0 / },
  { line: 'rurka wielowarstwowa 16x2 200 m', means: /^Rura wielowarstwowa PE-RT\/Al\/PE-RT 16x2,0 / },
  { line: 'rura pp 20x2,8 pn16 - 40 mb', means: /^Rura PP-R PN16 20x2,8 / },
  { line: 'rurka pp-r pn20 25x4,2 12mb', means: /^Rura PP-R PN20 25x4,2 / },
  { line: 'rurka stabi 25 - 20 mb', means: /^Rura PP-R Stabi .* 25x4,2 / },
  { line: 'rurka miedziana 15x1 10 m', means: /^Rura miedziana (twarda|miękka) 15x1 / },
  { line: 'rura cu 15x1 miekka 25m', means: /^Rura miedziana miękka 15x1 / },
  { line: 'kolanko 90 pp 32 x10', means: /^Kolano PP-R 90° 32 / },
  { line: 'kolanko pp-r 90 20mm 25 szt', means: /^Kolano PP-R 90° 20 / },
  { line: 'łuk pp 45 25 - 10 szt.', means: /^Kolano PP-R 45° 25 / },
  { line: 'kolanko cu 15 90 st. 20 szt', means: /^Kolano miedziane 90° 15 / },
  { line: 'kolanko miedziane 22 - 10szt', means: /^Kolano miedziane 90° 22 / },
  { line: 'kolanko kan. ht 50 - 6 szt', means: /^Kolano kanalizacyjne PP HT 50 / },
  { line: 'trojnik pp 25 8 szt', means: /^Trójnik PP-R 25 / },
  { line: 'mufa pp-r 20 - 30 szt', means: /^Mufa PP-R 20 / },
  { line: 'zlaczka pp gw 20x1/2 10 szt', means: /^Złączka PP-R z gwintem wewnętrznym 20x1\/2" / },
  { line: 'kurek kulowy 1/2 gw-gw 12 szt', means: /^Zawór kulowy 1\/2" GW-GW / },
  { line: 'kurek kulowy 3/4" gw/gz – 6 szt', means: /^Zawór kulowy 3\/4" GW-GZ / },
  { line: 'zawór kulowy do gazu 1/2 - 4 szt', means: /^Zawór kulowy do gazu 1\/2" / },
  { line: 'zawor zwrotny 1" 2 szt', means: /^Zawór zwrotny grzybkowy 1" / },
  { line: 'filtr skosny 3/4 3szt', means: /^Filtr siatkowy skośny 3\/4" / },
  { line: 'gniazdko podtynkowe podwójne 20 szt', means: /^Gniazdo podtynkowe podwójne / },
  { line: 'włącznik schodowy podtynkowy 6 szt', means: /^Łącznik podtynkowy schodowy / },
  { line: 'puszka fi60 głęboka 40 szt', means: /^Puszka instalacyjna podtynkowa fi 60 głęboka / },
  { line: 'wylacznik nadpradowy b16 10 szt', means: /^Wyłącznik nadprądowy B16 / },
  { line: 'kartongips 12,5 gkb - 40 szt', means: /^Płyta gipsowo-kartonowa GKB 12,5 mm / },
  { line: 'płyta osb 18 mm 20 szt', means: /^Płyta OSB\/3 18 mm / },
  { line: 'wata szklana 15 cm 6 rolek', means: /^Wełna mineralna szklana w rolce 15 cm / },
  { line: 'styropian eps 040 10cm 30 m2', means: /^Styropian fasadowy EPS 040 10 cm/ },
  { line: 'otulinka 22/9 - 50 mb', means: /^Otulina polietylenowa 22\/9 / },
  { line: 'klej do plytek c2te 25kg 12 worków', means: /^Klej do płytek elastyczny C2TE 25 kg / },
  { line: 'szpachla polimerowa 20 kg 5 szt', means: /^Gładź szpachlowa polimerowa 20 kg/ },
  { line: 'suporex 24 x 24 x 59 - 100 szt', means: /^Bloczek z betonu komórkowego 24x24x59 cm / },
];

/** How a paste of {@link PASTED_TRADE_LINES} came out. */
export interface PasteOutcome {
  rows: number;
  /** Rows matched without asking (`exact`, including learned, or `name`). */
  certain: number;
  /** Of those, the ones whose product is one the line means. */
  certainRight: number;
  /** Rows with a product the line means among the candidates (a person can pick it). */
  rightOffered: number;
  /** Rows whose first candidate is a product the line means. */
  rightFirst: number;
  /** Rows with nothing found. */
  none: number;
}

/** Counts a matcher's answer against what each line means. */
export function pasteOutcome(answer: ProductMatchResponse, lines: readonly PastedTradeLine[]): PasteOutcome {
  const outcome = { rows: answer.rows.length, certain: 0, certainRight: 0, rightOffered: 0, rightFirst: 0, none: 0 };
  answer.rows.forEach((row, i) => {
    const means = lines[i]?.means;
    const right = (name: string | undefined) => Boolean(means && name && means.test(name));
    if (row.kind === 'exact' || row.kind === 'name') {
      outcome.certain++;
      if (right(row.match?.product.index_name)) outcome.certainRight++;
    }
    if (row.kind === 'none') outcome.none++;
    if (row.candidates.some((c) => right(c.product.index_name))) outcome.rightOffered++;
    if (right(row.candidates[0]?.product.index_name)) outcome.rightFirst++;
  });
  return outcome;
}

/** The three pastes of the measurement: without the dictionary, with it, after one round of picks. */
export interface PasteLearningResult {
  before: PasteOutcome;
  dictionary: PasteOutcome;
  learned: PasteOutcome;
  /** Rows the person picked a product for in the round of learning. */
  picked: number;
}

/**
 * Pastes {@link PASTED_TRADE_LINES} three times through the matcher on `ctx`'s database: with
 * the synonym dictionary emptied (then put back as it was), with it, and after a person picked,
 * in every row the matcher did not take rightly, the first candidate the line means (learned
 * for no client, as the paste dialog does without one).
 */
export function measurePasteLearning(ctx: ServerContext, userId: number): PasteLearningResult {
  const { db } = ctx;
  const lines = PASTED_TRADE_LINES;
  const [rows = []] = matchRowsOf(parsePastedRows(lines.map((l) => l.line).join('\n')).rows);
  const warehouse = db.prepare('SELECT code FROM warehouses ORDER BY code LIMIT 1').pluck().get() as string;
  const paste = () => matchList(db, rows, warehouse, { budgetMs: 120_000 });
  const saved = db.prepare('SELECT group_id, position, word, folded FROM search_synonyms').all();
  db.prepare('DELETE FROM search_synonyms').run();
  let before: PasteOutcome;
  try {
    before = pasteOutcome(paste(), lines);
  } finally {
    const put = db.prepare(
      'INSERT INTO search_synonyms (group_id, position, word, folded) VALUES (@group_id, @position, @word, @folded)',
    );
    db.transaction(() => {
      for (const row of saved) put.run(row);
    })();
  }
  const answer = paste();
  const dictionary = pasteOutcome(answer, lines);
  const user = { id: userId } as AuthUser;
  let picked = 0;
  answer.rows.forEach((row, i) => {
    const line = lines[i] as PastedTradeLine;
    const rightlyTaken =
      (row.kind === 'exact' || row.kind === 'name') && line.means.test(row.match?.product.index_name ?? '');
    const right = row.candidates.find((c) => line.means.test(c.product.index_name));
    if (rightlyTaken || !right) return;
    learnMatch(ctx, user, { text: rows[i]?.text ?? line.line, product_id: right.product.id });
    picked++;
  });
  return { before, dictionary, learned: pasteOutcome(paste(), lines), picked };
}
