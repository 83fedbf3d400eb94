import type { Argument, Command, Help, Option } from 'commander';
import { helpMessages } from '../messages/help';

/** A default or choice list as commander would print it, in Polish. */
function extras(defaultValue: unknown, defaultDescription: string | undefined, choices: readonly string[] | undefined) {
  const out: string[] = [];
  if (choices?.length) out.push(helpMessages.choices.replace('{values}', choices.join(', ')));
  if (defaultValue !== undefined && defaultValue !== '') {
    out.push(helpMessages.defaultValue.replace('{value}', defaultDescription ?? String(defaultValue)));
  }
  return out.length ? ` (${out.join(', ')})` : '';
}

/**
 * commander's help in Polish: section titles ("Użycie:", "Opcje:", "Polecenia:"), the usage
 * line's `[opcje]`/`[polecenie]`, and defaults as "(domyślnie: …)". commander prints these in
 * English and offers no locale; its help hooks are where they can be replaced.
 */
export const polishHelp: Partial<Help> = {
  styleTitle: (title: string) => helpMessages.titles[title] ?? title,
  styleUsage: (usage: string) =>
    usage
      .split(' ')
      .map((word) => helpMessages.usageWords[word] ?? word)
      .join(' '),
  subcommandTerm(command: Command) {
    const args = command.registeredArguments.map((a) => (a.required ? `<${a.name()}>` : `[${a.name()}]`)).join(' ');
    const options = command.options.length ? ` ${helpMessages.usageWords['[options]']}` : '';
    return `${command.name()}${command.aliases()[0] ? `|${command.aliases()[0]}` : ''}${options}${args ? ` ${args}` : ''}`;
  },
  optionDescription(option: Option) {
    // Defaults of flags that take no value (true/false) say nothing to a reader.
    const shown = option.required || option.optional ? option.defaultValue : undefined;
    return `${option.description}${extras(shown, option.defaultValueDescription, option.argChoices)}`;
  },
  argumentDescription(argument: Argument) {
    return `${argument.description}${extras(argument.defaultValue, argument.defaultValueDescription, argument.argChoices)}`;
  },
};

/** Applies the Polish help and help texts to a command and all its subcommands. */
export function applyPolishHelp(command: Command): void {
  command.configureHelp(polishHelp).helpOption('-h, --help', helpMessages.help);
  if (command.commands.length > 0) {
    command.helpCommand(`help ${helpMessages.helpCommandArgument}`, helpMessages.helpCommand);
  }
  for (const sub of command.commands) applyPolishHelp(sub);
}
