// The command table (scripts/commands.ts): which command an argv runs, in the precedence the
// command line has always had, and every option a command accepts shown in its help.
import { describe, expect, test } from 'vitest';
import { COMMANDS, dispatch, helpOf, type Dispatch } from '../../scripts/commands';

/**
 * What a dispatch comes to, in one line: the command run, `help:NAME`, or the usage error
 * (after the command it was meant for, when one was found).
 */
function outcomeOf(chosen: Dispatch): string {
  if (chosen.kind === 'run') return chosen.command.name;
  if (chosen.kind === 'help') return `help:${chosen.command.name}`;
  return `${chosen.command ? `${chosen.command.name} ` : ''}error:${chosen.message}`;
}

const openError = 'error:open takes the site first: open URL [options]';

/** [what the case shows, argv, what it comes to]; the precedence cases name the winner. */
const cases: readonly (readonly [string, readonly string[], string])[] = [
  ['files', ['a.xml', 'b.xml.gz'], 'inspect'],
  ['no argument: the file command says what is missing', [], 'inspect'],
  ['--site: the file command', ['--site', 'https://example.com/'], 'inspect'],
  ['--logs: the file command', ['--logs', 'access.log', 'a.xml'], 'inspect'],
  ['--pages: the file command', ['--site', 'https://e.com/', '--pages=5'], 'inspect'],
  ['--crawl: the file command', ['--crawl', 'crawl.csv', 'a.xml'], 'inspect'],
  ['--robots: the tester', ['--robots', 'r.txt', '--agent', 'GPTBot', 'urls.txt'], '--robots'],
  ['--robots=FILE: the tester too', ['--robots=r.txt', '--agent', 'GPTBot', 'u.txt'], '--robots'],
  [
    '--robots with --rows: the file command',
    ['--robots', 'r.txt', '--rows', 'o', 'a.xml'],
    'inspect',
  ],
  ['--robots with --rows=OUT: the file command', ['--robots', 'r', '--rows=o', 'a.xml'], 'inspect'],
  [
    '--robots with --report: the file command',
    ['--report', 'r.html', '--robots', 'r', 'a'],
    'inspect',
  ],
  ['--compare anywhere', ['a', '--compare', 'b'], '--compare'],
  [
    '--compare before --robots',
    ['--robots', 'r', '--compare', 'a', 'b'],
    '--compare error:Unknown option --robots',
  ],
  [
    '--compare=x is not the flag: the file command',
    ['--compare=a', 'b'],
    'inspect error:Unknown option --compare',
  ],
  ['watch, the first word', ['watch', 'https://e.com/', '--state', 'dir'], 'watch'],
  [
    'watch before --compare',
    ['watch', 'https://e.com/', '--compare'],
    'watch error:Unknown option --compare',
  ],
  ['watch not first: a file named watch', ['a.xml', 'watch'], 'inspect'],
  ['posture, the first word', ['posture', 'sites.txt'], 'posture'],
  [
    'posture before --robots',
    ['posture', 's.txt', '--robots', 'r'],
    'posture error:Unknown option --robots',
  ],
  ['open URL is --site URL --open', ['open', 'https://e.com/'], 'inspect'],
  [
    'open URL --robots: the tester, given --site URL',
    ['open', 'https://e.com/', '--robots', 'r'],
    '--robots error:Unknown option --open',
  ],
  ['open without a site', ['open'], openError],
  ['open with an option first', ['open', '--json'], openError],
  [
    'open URL with an unknown option',
    ['open', 'https://e.com/', '--nope'],
    'inspect error:Unknown option --nope',
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
  [
    'an option no command takes',
    ['--frobnicate', 'a.xml'],
    'inspect error:Unknown option --frobnicate',
  ],
  [
    "another command's option: watch's --state",
    ['--state', 'd', 'a.xml'],
    'inspect error:Unknown option --state',
  ],
  [
    "the file command's --save is not watch's",
    ['watch', 'https://e.com/', '--save', 'd'],
    'watch error:Unknown option --save',
  ],
  ['a value missing', ['--compare', 'a', 'b', '--rows'], '--compare error:--rows takes a value'],
  ['a value on a flag', ['a.xml', '--json=yes'], 'inspect error:--json takes no value'],
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
