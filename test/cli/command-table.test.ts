// The command table (scripts/commands.ts): which command an argv runs, in the precedence the
// command line has always had, and every option a command accepts shown in its help.
import { describe, expect, test } from 'vitest';
import { COMMANDS, dispatch, helpOf, type Dispatch } from '../../scripts/commands';

/** What a dispatch comes to, in one word: the command run, `help:NAME`, or `error:MESSAGE`. */
function outcomeOf(chosen: Dispatch): string {
  if (chosen.kind === 'run') return chosen.command.name;
  if (chosen.kind === 'help') return `help:${chosen.command.name}`;
  return `error:${chosen.message}`;
}

const cases: readonly (readonly [string, readonly string[], string])[] = [
  ['files', ['a.xml', 'b.xml.gz'], 'inspect'],
  ['no argument: the file command says what is missing', [], 'inspect'],
  ['--site is an option of the file command', ['--site', 'https://example.com/'], 'inspect'],
  ['--logs is an option of the file command', ['--logs', 'access.log', 'a.xml'], 'inspect'],
  [
    '--pages is an option of the file command',
    ['--site', 'https://e.com/', '--pages=5'],
    'inspect',
  ],
  ['--robots: the tester', ['--robots', 'robots.txt', '--agent', 'GPTBot', 'urls.txt'], '--robots'],
  ['--robots=FILE: the tester too', ['--robots=robots.txt', 'urls.txt'], '--robots'],
  [
    '--robots with --rows: the file command',
    ['--robots', 'r.txt', '--rows', 'o.parquet', 'a.xml'],
    'inspect',
  ],
  [
    '--robots with --rows=OUT: the file command',
    ['--robots', 'r.txt', '--rows=o.parquet', 'a.xml'],
    'inspect',
  ],
  [
    '--robots with --report: the file command',
    ['--report', 'r.html', '--robots', 'r.txt', 'a.xml'],
    'inspect',
  ],
  ['--compare anywhere', ['a', '--compare', 'b'], '--compare'],
  ['--compare before --robots', ['--robots', 'r.txt', '--compare', 'a', 'b'], '--compare'],
  [
    '--compare= is not --compare (a flag): the file command refuses it',
    ['--compare=a', 'b'],
    'inspect',
  ],
  ['watch, the first word', ['watch', 'https://e.com/', '--state', 'dir'], 'watch'],
  ['watch before --compare', ['watch', 'https://e.com/', '--compare'], 'watch'],
  ['watch not first: a file named watch', ['a.xml', 'watch'], 'inspect'],
  ['posture, the first word', ['posture', 'sites.txt'], 'posture'],
  ['posture before --robots', ['posture', 'sites.txt', '--robots', 'r.txt'], 'posture'],
  ['open URL is --site URL --open', ['open', 'https://e.com/'], 'inspect'],
  [
    'open URL then --robots: the tester, as --site URL --robots',
    ['open', 'https://e.com/', '--robots', 'r.txt'],
    '--robots',
  ],
  ['open without a site', ['open'], 'error:open takes the site first: open URL [options]'],
  [
    'open with an option first',
    ['open', '--json'],
    'error:open takes the site first: open URL [options]',
  ],
  ['--help', ['--help'], 'help:inspect'],
  ['-h', ['a.xml', '-h'], 'help:inspect'],
  ['--help after --: a file', ['--', '--help'], 'inspect'],
  ['--site --help: the top-level help', ['--site', '--help'], 'help:inspect'],
  ['--robots --help', ['--robots', '--help'], 'help:--robots'],
  [
    '--robots --rows --help: the top-level help',
    ['--robots', 'r', '--rows', 'o', '--help'],
    'help:inspect',
  ],
  ['--compare --help', ['--compare', '--help'], 'help:--compare'],
  ['watch --help', ['watch', '--help'], 'help:watch'],
  ['posture -h', ['posture', '-h'], 'help:posture'],
  ['open --help: the top-level help', ['open', '--help'], 'help:inspect'],
];

describe('argv → the command it runs', () => {
  test.each(cases)('%s', (_, argv, expected) => {
    expect(outcomeOf(dispatch(argv))).toBe(expected);
  });
});

describe("a command's help shows every option it accepts", () => {
  test.each(COMMANDS.map((command) => [command.name, command] as const))('%s', (_, command) => {
    const help = helpOf(command);
    const unshown = command.options
      .map((option) => option.name)
      .filter((name) => !new RegExp(`${name}(?![a-z-])`).test(help));
    expect(unshown).toEqual([]);
  });
});

test('every command is named once', () => {
  const names = COMMANDS.map((command) => command.name);
  expect(new Set(names).size).toBe(names.length);
});
