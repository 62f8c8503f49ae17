/**
 * The Commands table at the top of docs/command-line.md, printed from the command table
 * (scripts/commands.ts): each command's usage, what it does and where its help is, so the
 * reference lists exactly the commands the command line dispatches to.
 */
import { COMMANDS, helpAskedFor, usageLineOf, type Command } from '../commands';

/** How the command is named on the command line. */
function namedBy(command: Command): string {
  const by = command.recognisedBy;
  if (by.kind === 'word') return `the first word \`${by.word}\``;
  if (by.kind === 'option')
    return by.unlessGiven
      ? `\`${by.option}\` anywhere, without ${by.unlessGiven.map((name) => `\`${name}\``).join(' or ')}`
      : `\`${by.option}\` anywhere`;
  if (by.kind === 'partOfFiles') return 'an option of the file command';
  return 'none of the others';
}

/** The Markdown table, one row a command in the table's order. */
export function renderCommandTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  return [
    '### Commands',
    '',
    '| Command | Named by | Usage | What it does | Help |',
    '| --- | --- | --- | --- | --- |',
    ...COMMANDS.map(
      (command) =>
        `| \`${command.name}\` | ${namedBy(command)} | \`${cell(usageLineOf(command))}\` | ${cell(command.summary)} | \`${helpAskedFor(command)}\` |`,
    ),
  ].join('\n');
}
