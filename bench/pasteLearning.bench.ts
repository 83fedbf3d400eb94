// The paste that learns the trade's words: 44 lines of a contractor's list (the trade's words,
// sizes written every way, quantities and units, typos — packages/server/src/testing/
// pastedTradeLines.ts) matched against the demo catalogue three times in one run:
//   before     — the synonym dictionary emptied (the matcher as it was);
//   dictionary — with the seeded dictionary ("kabel" is "przewód", "kolanko" is "kolano");
//   learned    — after one round of picks: in every row not rightly taken, the person picks the
//                product the line means among the candidates, and the paste is made again.
// Printed, never asserted: rows matched with certainty (and rightly so), rows offering the right
// product, rows finding nothing, and the ratios of certain matches between the phases; the time
// of each paste.
// Run: pnpm bench pasteLearning   (BENCH_SCALE: catalogue scale, default 5 = 10,000 products;
// BENCH_QUICK=1: scale 1)
import { performance } from 'node:perf_hooks';
import { seedMatchCatalogue } from '../packages/server/src/testing/matchLoad';
import { measurePasteLearning } from '../packages/server/src/testing/pastedTradeLines';
import { createTestServer } from '../packages/server/src/testing/testServer';

const quick = Boolean(process.env.BENCH_QUICK);
const scale = Number(process.env.BENCH_SCALE ?? (quick ? 1 : 5));

const server = await createTestServer({ seed: false });
const t = performance.now();
const products = await seedMatchCatalogue(server.ctx.db, scale);
console.log(`scale ${scale}: ${products.length} products seeded in ${((performance.now() - t) / 1000).toFixed(1)} s`);
const user = server.ctx.db.prepare("SELECT id FROM users WHERE username = 'handlowiec'").pluck().get() as number;

const started = performance.now();
const result = measurePasteLearning(server.ctx, user);
const ms = performance.now() - started;
const { before, dictionary, learned, picked } = result;
const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(2)}×` : a ? '∞' : '–');
console.log(`${before.rows} pasted lines; three pastes and the round of picks in ${ms.toFixed(0)} ms`);
console.table(
  Object.fromEntries(
    (
      [
        ['before', before],
        ['dictionary', dictionary],
        ['learned', learned],
      ] as const
    ).map(([phase, o]) => [
      phase,
      {
        certain: o.certain,
        'certain and right': o.certainRight,
        'right product offered': o.rightOffered,
        'right product first': o.rightFirst,
        'nothing found': o.none,
      },
    ]),
  ),
);
console.log(
  `certain: dictionary/before ${ratio(dictionary.certain, before.certain)}, learned/dictionary ${ratio(learned.certain, dictionary.certain)}, learned/before ${ratio(learned.certain, before.certain)}; right product first: dictionary/before ${ratio(dictionary.rightFirst, before.rightFirst)}; picks in the round of learning: ${picked}`,
);
server.close();
