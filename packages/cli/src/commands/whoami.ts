import { roleLabel } from '@salesdesk/sdk';
import { Command } from 'commander';
import { z } from 'zod';
import type { CliIo } from '../io';
import { helpExamples, helpMessages } from '../messages/help';
import { action, withExamples } from './action';

/** `salesdesk whoami`: the logged-in user, as text or JSON. */
export function whoamiCommand(io: CliIo): Command {
  const command = new Command('whoami')
    .description(helpMessages.whoami.description)
    .option('--json', helpMessages.whoami.json)
    .action(
      action(io, z.object({ json: z.boolean().default(false) }), async (ctx, options) => {
        const user = await ctx.authedClient().call('userInformation');
        if (options.json) {
          io.stdout.write(`${JSON.stringify(user, null, 2)}\n`);
          return;
        }
        io.stdout.write(
          `${user.username} (${user.firstname} ${user.lastname}), rola: ${roleLabel(user.role)}, firma: ${user.company}, serwer: ${ctx.baseUrl}\n`,
        );
      }),
    );
  return withExamples(command, helpExamples.whoami);
}
