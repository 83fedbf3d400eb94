import type { Command } from 'commander';
import type { z } from 'zod';
import { usageFromZod } from '../cliError';
import { type CommandContext, createContext } from '../context';
import type { CliIo } from '../io';

/**
 * Wraps a command action: resolves the context from the global options, parses the command's
 * own options with its zod schema first (a bad value is a usage error, exit 2), then runs.
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
    await run(ctx, parsed.data, command.args);
  };
}

/** Appends an "Examples" section to a command's help. */
export function withExamples(command: Command, examples: string[]): Command {
  return command.addHelpText('after', `\nPrzykłady:\n${examples.map((e) => `  $ ${e}`).join('\n')}\n`);
}
