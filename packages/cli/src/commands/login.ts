import { ApiError, createApiClient, isApiToken, memoryTokenStore } from '@salesdesk/sdk';
import { Command } from 'commander';
import { z } from 'zod';
import { CliError } from '../cliError';
import type { CommandContext } from '../context';
import type { CliIo } from '../io';
import { helpExamples, helpMessages } from '../messages/help';
import { cliMessages } from '../messages/pl';
import { action, withExamples } from './action';
import { prompt, promptHidden, readAllStdin } from './prompt';

const loginOptionsSchema = z.object({
  username: z.string().trim().min(1).optional(),
  passwordStdin: z.boolean().default(false),
  tokenStdin: z.boolean().default(false),
});

/**
 * `login --token-stdin`: a personal API token (made on the settings page) is checked with the
 * server and saved in the profile like a session token; it is never renewed and `logout` only
 * forgets it.
 */
async function saveApiToken(
  io: CliIo,
  ctx: CommandContext,
  options: z.infer<typeof loginOptionsSchema>,
): Promise<void> {
  if (options.passwordStdin || options.username) {
    throw new CliError('usage', cliMessages.tokenWithPassword, { suggestion: cliMessages.usageHint });
  }
  const token = (await readAllStdin(io.stdin)).trim();
  if (!isApiToken(token)) throw new CliError('usage', cliMessages.notAnApiToken, { suggestion: cliMessages.usageHint });
  const client = createApiClient({ baseURL: ctx.baseUrl, tokenStore: memoryTokenStore(token), fetch: io.fetch });
  const me = await client.call('userInformation').catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) {
      throw new CliError('not_logged_in', error.message, { cause: error });
    }
    throw error;
  });
  await ctx.profiles.set(ctx.profileName, { baseUrl: ctx.baseUrl, token, username: me.username });
  if (!ctx.options.quiet) io.stderr.write(`${cliMessages.apiTokenSaved(me.username, ctx.profileName)}\n`);
}

/** `salesdesk login`: asks for what is missing, saves the token in the profile (mode 0600). */
export function loginCommand(io: CliIo): Command {
  const command = new Command('login')
    .description(helpMessages.login.description)
    .option('-u, --username <nazwa>', helpMessages.login.username)
    .option('--password-stdin', helpMessages.login.passwordStdin)
    .option('--token-stdin', helpMessages.login.tokenStdin)
    .action(
      action(io, loginOptionsSchema, async (ctx, options) => {
        if (options.tokenStdin) return saveApiToken(io, ctx, options);
        const interactive = Boolean(io.stdin.isTTY);
        let username = options.username;
        if (!username) {
          if (!interactive || options.passwordStdin) {
            throw new CliError('usage', cliMessages.missingUsername, { suggestion: cliMessages.usageHint });
          }
          username = (await prompt(cliMessages.promptUsername, io.stdin, io.stderr)).trim();
          if (!username) throw new CliError('usage', cliMessages.missingUsername);
        }
        let password: string;
        if (options.passwordStdin) password = await readAllStdin(io.stdin);
        else if (interactive) password = await promptHidden(cliMessages.promptPassword, io.stdin, io.stderr);
        else throw new CliError('usage', cliMessages.missingPassword, { suggestion: cliMessages.usageHint });
        if (!password) throw new CliError('usage', cliMessages.emptyPassword);

        const result = await ctx
          .anonymousClient()
          .call('login', { body: { username, password } })
          .catch((error: unknown) => {
            // Wrong credentials: the server's Polish message, and "not logged in" (exit 3).
            if (error instanceof ApiError && error.status === 401) {
              throw new CliError('not_logged_in', error.message, { cause: error });
            }
            throw error;
          });
        await ctx.profiles.set(ctx.profileName, { baseUrl: ctx.baseUrl, token: result.token, username });
        if (!ctx.options.quiet) io.stderr.write(`${cliMessages.loggedIn(username, ctx.profileName)}\n`);
      }),
    );
  return withExamples(command, helpExamples.login);
}
