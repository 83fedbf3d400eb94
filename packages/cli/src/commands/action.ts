import { NetworkError } from '@salesdesk/sdk';
import type { Command } from 'commander';
import type { z } from 'zod';
import { CliError, usageFromZod } from '../cliError';
import { type CommandContext, createContext } from '../context';
import type { CliIo } from '../io';
import { helpMessages } from '../messages/help';
import { cliMessages } from '../messages/pl';

/** Whether a network failure was the client giving up waiting (not a refused connection). */
function isTimeout(error: NetworkError): boolean {
  const cause = error.cause as { name?: string; cause?: { name?: string } } | undefined;
  return [cause?.name, cause?.cause?.name].some((n) => n === 'TimeoutError' || n === 'AbortError');
}

/**
 * Wraps a command action: resolves the context from the global options, parses the command's
 * own options with its zod schema first (a bad value is a usage error, exit 2), then runs. A
 * network failure is reported with the server's address, its library details kept for
 * `--verbose`.
 */
export function action<S extends z.ZodType>(
  io: CliIo,
  schema: S,
  run: (ctx: CommandContext, options: z.infer<S>, args: string[]) => Promise<void>,
) {
  return async (...received: unknown[]) => {
    const command = received.at(-1) as Command;
    const parsed = schema.safeParse(command.opts());
    if (!parsed.success) throw usageFromZod(parsed.error);
    const ctx = await createContext(io, command.optsWithGlobals());
    try {
      await run(ctx, parsed.data, command.args);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      const message = isTimeout(error) ? cliMessages.networkTimeout(ctx.baseUrl) : cliMessages.network(ctx.baseUrl);
      throw new CliError('network', message, { suggestion: cliMessages.networkHint, cause: error });
    }
  };
}

/** Appends an "Examples" section to a command's help. */
export function withExamples(command: Command, examples: readonly string[]): Command {
  if (examples.length === 0) return command;
  return command.addHelpText('after', `\n${helpMessages.examples}\n${examples.map((e) => `  $ ${e}`).join('\n')}\n`);
}
