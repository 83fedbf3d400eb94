import { Command } from 'commander';
import { z } from 'zod';
import type { CliIo } from '../io';
import { action, withExamples } from './action';

/** `salesdesk whoami`: the logged-in user, as text or JSON. */
export function whoamiCommand(io: CliIo): Command {
  const command = new Command('whoami')
    .description('Pokaż zalogowanego użytkownika.')
    .option('--json', 'wypisz dane jako JSON')
    .action(
      action(io, z.object({ json: z.boolean().default(false) }), async (ctx, options) => {
        const user = await ctx.authedClient().call('userInformation');
        if (options.json) {
          io.stdout.write(`${JSON.stringify(user, null, 2)}\n`);
          return;
        }
        io.stdout.write(
          `${user.username} (${user.firstname} ${user.lastname}), rola: ${user.role}, firma: ${user.company}, serwer: ${ctx.baseUrl}\n`,
        );
      }),
    );
  return withExamples(command, ['salesdesk whoami', 'salesdesk whoami --json | jq .role']);
}
