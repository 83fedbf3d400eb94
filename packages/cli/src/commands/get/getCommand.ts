import { Command } from 'commander';
import { z } from 'zod';
import type { CliIo } from '../../io';
import { action, withExamples } from '../action';

/** Documents `get` can fetch: the word after `get` and its endpoint. */
export const getDefinitions = [
  { name: 'offer', endpoint: 'offerById', label: 'ofertę' },
  { name: 'order', endpoint: 'orderById', label: 'zamówienie' },
  { name: 'invoice', endpoint: 'invoiceById', label: 'fakturę' },
] as const;

const idArgSchema = z.coerce
  .number({ error: 'id musi być liczbą' })
  .int()
  .positive({ error: 'id musi być liczbą dodatnią' });

/** `salesdesk get offer|order|invoice <id>`: the document as the API returns it, as JSON. */
export function getCommand(io: CliIo): Command {
  const command = new Command('get').description('Pobierz jeden dokument jako JSON (kwoty w groszach, jak w API).');
  for (const def of getDefinitions) {
    const sub = new Command(def.name)
      .description(`Pobierz ${def.label} o podanym id jako JSON.`)
      .argument('<id>', 'identyfikator')
      .action(
        action(io, z.object({}), async (ctx, _options, args) => {
          const id = idArgSchema.parse(args[0]);
          const document = await ctx.authedClient().call(def.endpoint, { params: { id } });
          io.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
        }),
      );
    command.addCommand(
      withExamples(sub, [`salesdesk get ${def.name} 42`, `salesdesk get ${def.name} 42 | jq .number`]),
    );
  }
  return withExamples(command, ['salesdesk get offer 42', 'salesdesk get invoice 7 > faktura-7.json']);
}
