import { Command, CommanderError } from 'commander';
import { EXIT, handleError } from './cliError';
import { withExamples } from './commands/action';
import { documentCommand } from './commands/addLines/addLinesCommand';
import { completionCommand } from './commands/completion';
import { exportCommand } from './commands/export/exportCommand';
import { getCommand } from './commands/get/getCommand';
import { importCommand } from './commands/import';
import { listCommand } from './commands/list/listCommand';
import { loginCommand } from './commands/login';
import { logoutCommand } from './commands/logout';
import { applyPolishHelp } from './commands/polishHelp';
import { whoamiCommand } from './commands/whoami';
import type { CliIo } from './io';
import { helpExamples, helpMessages } from './messages/help';
import { commanderErrorPl } from './messages/pl';

/** The CLI's version (kept in step with package.json by the release). */
export const CLI_VERSION = '0.1.0';

/** Applies the shared settings to a command and all its subcommands. */
function configure(command: Command, io: CliIo): void {
  command
    .exitOverride()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, write) => write(`salesdesk: ${commanderErrorPl(s.replace(/^error: /, ''))}`),
    })
    .showHelpAfterError(helpMessages.afterError);
  for (const sub of command.commands) configure(sub, io);
}

/** Builds the command tree: a fresh one per run, because commander keeps parsed state. */
export function createProgram(io: CliIo): Command {
  const program = new Command('salesdesk')
    .description(helpMessages.program.description)
    .version(CLI_VERSION, '-V, --version', helpMessages.version)
    .option('--profile <nazwa>', helpMessages.program.profile)
    .option('--base-url <adres>', helpMessages.program.baseUrl)
    .option('-v, --verbose', helpMessages.program.verbose)
    .option('-q, --quiet', helpMessages.program.quiet)
    .addHelpText('after', `\n${helpMessages.program.exitCodes}\n`);
  withExamples(program, helpExamples.program);
  program.addCommand(loginCommand(io));
  program.addCommand(logoutCommand(io));
  program.addCommand(whoamiCommand(io));
  program.addCommand(exportCommand(io));
  program.addCommand(listCommand(io));
  program.addCommand(getCommand(io));
  program.addCommand(documentCommand(io, 'offer'));
  program.addCommand(documentCommand(io, 'order'));
  program.addCommand(importCommand(io));
  program.addCommand(completionCommand(io, () => program));
  configure(program, io);
  applyPolishHelp(program);
  return program;
}

/**
 * Runs the CLI with `argv` (without node and the script) and returns the exit code. Every
 * error ends here: one handler prints it and maps it to the exit code.
 */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const program = createProgram(io);
  const verbose = argv.includes('--verbose') || argv.includes('-v');
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version end through exitOverride with exit code 0; anything else commander
      // refuses (unknown flag, missing argument) is a usage error, already printed by commander.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    return handleError(error, io.stderr, verbose);
  }
}
