import { z } from 'zod';
import { CliError } from '../cliError';
import { optionMessages } from '../messages/options';
import { cliMessages } from '../messages/pl';

const idArgSchema = z.coerce
  .number({ error: optionMessages.id.number })
  .int({ error: optionMessages.id.integer })
  .positive({ error: optionMessages.id.positive });

/**
 * A document id given as the positional `<id>` (`get offer 6`, `export offer-lines 6`); anything
 * but a positive integer is a usage error (exit 2) before any call is made.
 */
export function parseIdArgument(raw: string | undefined): number {
  const parsed = idArgSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const reason = parsed.error.issues[0]?.message ?? '';
  throw new CliError('usage', cliMessages.invalidArgument('id', reason), { suggestion: cliMessages.usageHint });
}
