import { ApiError, isApiToken } from '@salesdesk/sdk';
import { Command } from 'commander';
import { z } from 'zod';
import type { CliIo } from '../io';
import { helpExamples, helpMessages } from '../messages/help';
import { cliMessages } from '../messages/pl';
import { action, withExamples } from './action';

/** `salesdesk logout`: revokes the token on the server and forgets it locally. */
export function logoutCommand(io: CliIo): Command {
  const command = new Command('logout').description(helpMessages.logout.description).action(
    action(io, z.object({}), async (ctx) => {
      const token = ctx.profile?.token;
      // A personal API token is revoked on the settings page, not by a logout (the server refuses it).
      const apiToken = isApiToken(token);
      if (token && !apiToken) {
        try {
          await ctx.authedClient().call('logout');
        } catch (error) {
          // A token the server no longer knows is as good as logged out.
          if (!(error instanceof ApiError && error.status === 401)) throw error;
        }
      }
      if (ctx.profile) await ctx.profiles.set(ctx.profileName, { baseUrl: ctx.profile.baseUrl });
      if (!ctx.options.quiet) io.stderr.write(`${cliMessages.loggedOut(ctx.profileName)}\n`);
      if (apiToken && !ctx.options.quiet) io.stderr.write(`${cliMessages.apiTokenStillValid}\n`);
    }),
  );
  return withExamples(command, helpExamples.logout);
}
