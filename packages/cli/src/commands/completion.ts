import { Command } from 'commander';
import { z } from 'zod';
import type { CliIo } from '../io';
import { helpExamples, helpMessages } from '../messages/help';
import { optionMessages } from '../messages/options';
import { action, withExamples } from './action';

/** A command tree flattened for completion: path of subcommands → words offered next. */
export function completionTable(root: Command): Map<string, string[]> {
  const table = new Map<string, string[]>();
  const walk = (command: Command, path: string) => {
    const words = [
      ...command.commands.map((c) => c.name()),
      ...command.options.flatMap((o) => [o.long, o.short].filter((x): x is string => Boolean(x))),
    ];
    table.set(path, words);
    for (const sub of command.commands) walk(sub, path ? `${path} ${sub.name()}` : sub.name());
  };
  walk(root, '');
  return table;
}

/** The bash completion script (also used by zsh through bashcompinit). */
export function bashCompletion(root: Command): string {
  const cases = [...completionTable(root)]
    .map(([path, words]) => `    "${path}") words="${words.join(' ')}" ;;`)
    .join('\n');
  return `# salesdesk: bash completion. Install: salesdesk completion bash > ~/.local/share/bash-completion/completions/salesdesk
_salesdesk() {
  local cur path="" w i words
  cur="\${COMP_WORDS[COMP_CWORD]}"
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="\${COMP_WORDS[i]}"
    case "$w" in -*) continue ;; esac
    if [ -z "$path" ]; then path="$w"; else path="$path $w"; fi
  done
  case "$path" in
${cases}
    *) words="" ;;
  esac
  COMPREPLY=( $(compgen -W "$words" -- "$cur") )
}
complete -o default -F _salesdesk salesdesk
`;
}

/** The zsh completion script: the bash function through zsh's bashcompinit. */
export function zshCompletion(root: Command): string {
  return `#compdef salesdesk
# salesdesk: zsh completion. Install: salesdesk completion zsh > "\${fpath[1]}/_salesdesk"
autoload -U +X bashcompinit && bashcompinit
${bashCompletion(root)}`;
}

/** `salesdesk completion bash|zsh`: prints the completion script for the shell. */
export function completionCommand(io: CliIo, root: () => Command): Command {
  const command = new Command('completion')
    .description(helpMessages.completion.description)
    .argument('<powłoka>', helpMessages.completion.shell)
    .action(
      action(io, z.object({}), async (_ctx, _options, args) => {
        const shell = z.enum(['bash', 'zsh'], { error: optionMessages.shell }).parse(args[0]);
        io.stdout.write(shell === 'bash' ? bashCompletion(root()) : zshCompletion(root()));
      }),
    );
  return withExamples(command, helpExamples.completion);
}
