import { Command } from 'commander';
import { z } from 'zod';
import type { CliIo } from '../../io';
import { helpExamples, helpMessages } from '../../messages/help';
import { resourceLabels } from '../../messages/options';
import { action, withExamples } from '../action';
import { parseIdArgument } from '../idArgument';

/** Documents `get` can fetch: the word after `get` and its endpoint. */
export const getDefinitions = [
  { name: 'offer', endpoint: 'offerById', label: resourceLabels.offer },
  { name: 'order', endpoint: 'orderById', label: resourceLabels.order },
  { name: 'invoice', endpoint: 'invoiceById', label: resourceLabels.invoice },
] as const;

/** `salesdesk get offer|order|invoice <id>`: the document as the API returns it, as JSON. */
export function getCommand(io: CliIo): Command {
  const command = new Command('get').description(helpMessages.get.description);
  for (const def of getDefinitions) {
    const sub = new Command(def.name)
      .description(helpMessages.get.resource(def.label))
      .argument('<id>', helpMessages.get.id)
      .action(
        action(io, z.object({}), async (ctx, _options, args) => {
          const id = parseIdArgument(args[0]);
          const document = await ctx.authedClient().call(def.endpoint, { params: { id } });
          io.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
        }),
      );
    command.addCommand(withExamples(sub, helpExamples.getResource[def.name] ?? []));
  }
  return withExamples(command, [...helpExamples.get]);
}
