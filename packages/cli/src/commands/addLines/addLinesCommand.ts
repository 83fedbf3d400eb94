import {
  type ApiClient,
  formatQuantity,
  type MatchResult,
  matchRowsOf,
  type NewLine,
  newIdempotencyKey,
  type PastedTable,
} from '@salesdesk/sdk';
import { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../../cliError';
import type { CliIo } from '../../io';
import { helpExamples, helpMessages } from '../../messages/help';
import { action, withExamples } from '../action';
import { readList } from './readList';

const KINDS = {
  offer: { name: 'offer', label: 'oferty', read: 'offerById', write: 'offerAddLines' },
  order: { name: 'order', label: 'zamówienia', read: 'orderById', write: 'orderAddLines' },
} as const;
type Kind = keyof typeof KINDS;

const optionsSchema = z.object({
  file: z.string({ error: '--file: podaj ścieżkę pliku' }).min(1, { error: '--file: podaj ścieżkę pliku' }).optional(),
  dryRun: z.boolean().optional(),
  pickBest: z.boolean().optional(),
  json: z.boolean().optional(),
});

const idSchema = z.coerce
  .number({ error: 'id musi być liczbą' })
  .int()
  .positive({ error: 'id musi być liczbą dodatnią' });

const KIND_WORDS: Record<MatchResult['kind'], string> = {
  exact: 'pewne',
  name: 'po nazwie',
  choose: 'do wyboru',
  none: 'nie znaleziono',
};
/** A row the server did not get to within its time budget (to be sent again). */
const UNRESOLVED_WORD = 'niedopasowany';

/** How a row matched, in words. */
function kindWord(result: MatchResult): string {
  return result.status === 'unresolved' ? UNRESOLVED_WORD : KIND_WORDS[result.kind];
}

/** Every row matched on the server, 500 rows a call (the answers' row numbers made global). */
async function matchAll(client: ApiClient, table: PastedTable): Promise<MatchResult[]> {
  const out: MatchResult[] = [];
  for (const part of matchRowsOf(table.rows)) {
    const answer = await client.call('productMatch', { body: { rows: part } });
    const offset = out.length;
    out.push(...answer.rows.map((r) => ({ ...r, row: r.row + offset })));
  }
  return out;
}

/** Whether a row is added: a sure match, or (with `--pick-best`) the best candidate of a doubtful one. */
function taken(result: MatchResult, pickBest: boolean) {
  if (result.kind === 'exact' || result.kind === 'name') return result.match ?? result.candidates[0];
  if (result.kind === 'choose' && pickBest) return result.candidates[0];
  return undefined;
}

/** One line of the human report: row, what was pasted, how it matched, the product and quantity. */
function reportLine(table: PastedTable, result: MatchResult, pickBest: boolean): string {
  const line = table.rows[result.row]?.line ?? result.row + 1;
  const product = taken(result, pickBest);
  const head = `${String(line).padStart(4)}  ${result.text.slice(0, 40).padEnd(40)}  ${kindWord(result).padEnd(14)}`;
  if (result.status === 'unresolved') return `${head}  ${result.message ?? ''}`.trimEnd();
  if (product)
    return `${head}  ${product.product.symbol}  ${product.product.index_name}  ${formatQuantity(product.quantity, product.product.uom)}${
      product.notes.length ? ` (${product.notes.join('; ')})` : ''
    }`;
  if (result.kind === 'choose')
    return `${head}  kandydaci: ${result.candidates.map((c) => `${c.product.symbol} ${c.product.index_name}`).join(' | ')}`;
  return head;
}

/**
 * `salesdesk offer|order add-lines <id> [--file lista.xlsx] [--dry-run]`: a client's material
 * list matched by the server's matcher (exact symbol/EAN, a clear name, or "do wyboru") and the
 * sure rows added in one write (all or none, one history entry); the doubtful and unknown rows
 * are reported, not guessed, unless `--pick-best`. `--dry-run` prints the matches only.
 */
function addLinesSubcommand(io: CliIo, kind: Kind): Command {
  const def = KINDS[kind];
  const command = new Command('add-lines')
    .description(`Dodaj do ${def.label} pozycje z listy materiałów (.xlsx, .csv lub tekst; bez --file: stdin).`)
    .argument('<id>', `identyfikator ${def.label}`)
    .option('-f, --file <path>', 'plik listy: .xlsx, .csv lub .txt („-” albo brak: stdin)')
    .option('--dry-run', 'tylko pokaż dopasowania, niczego nie dodawaj')
    .option('--pick-best', 'wiersze „do wyboru” dodaj z najlepszym kandydatem')
    .option('--json', 'wynik jako JSON na stdout')
    .action(
      action(io, optionsSchema, async (ctx, options, args) => {
        const id = idSchema.parse(args[0]);
        const client = ctx.authedClient();
        const table = await readList(options.file, io.stdin);
        if (!table.rows.length) throw new CliError('usage', 'Lista nie zawiera wierszy z produktami.');
        const results = await matchAll(client, table);
        const pickBest = options.pickBest === true;
        const lines: NewLine[] = [];
        for (const r of results) {
          const product = taken(r, pickBest);
          if (product) lines.push({ product_id: product.product.id, quantity: product.quantity });
        }
        const left = results.filter((r) => !taken(r, pickBest));
        let added: { version: number; count: number } | null = null;
        if (!options.dryRun && lines.length) {
          const document = (await client.call(def.read, { params: { id } })) as { version: number };
          const answer = (await client.call(
            def.write,
            { params: { id }, body: { version: document.version, lines } },
            { idempotencyKey: newIdempotencyKey() },
          )) as unknown as Record<Kind, { version: number }>;
          // A line change: the document under its kind's key, with the lines that changed.
          added = { version: answer[kind].version, count: lines.length };
        }
        if (options.json) {
          io.stdout.write(`${JSON.stringify({ dry_run: options.dryRun === true, added, rows: results }, null, 2)}\n`);
        } else {
          for (const r of results) io.stdout.write(`${reportLine(table, r, pickBest)}\n`);
        }
        if (ctx.options.quiet) return;
        const summary = options.dryRun
          ? `Próba: do dodania ${lines.length} z ${results.length} wierszy; nic nie zapisano.`
          : added
            ? `Dodano ${added.count} pozycji do ${def.label} ${id} (wersja ${added.version}).`
            : 'Nie dodano żadnej pozycji.';
        io.stderr.write(`${summary}\n`);
        if (left.length)
          io.stderr.write(
            `Pominięte wiersze (${left.length}): ${left
              .map((r) => `${table.rows[r.row]?.line ?? r.row + 1} (${kindWord(r)})`)
              .join(', ')}${pickBest ? '' : '; wiersze „do wyboru” doda --pick-best'}.\n`,
          );
      }),
    );
  return withExamples(command, helpExamples.addLines[kind] ?? []);
}

/** `salesdesk offer …` and `salesdesk order …`: writes on one document (today: `add-lines`). */
export function documentCommand(io: CliIo, kind: Kind): Command {
  const command = new Command(kind).description(helpMessages.document[kind]);
  command.addCommand(addLinesSubcommand(io, kind));
  return withExamples(command, helpExamples.addLines[kind] ?? []);
}
