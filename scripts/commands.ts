/**
 * The command line's commands as one table, and the one dispatch that reads it: each command
 * says how `argv` names it, which options it takes (the table command-options.ts parses), its
 * help and what it runs. The help, the top-level list of commands and docs/command-line.md's
 * Commands table are all printed from this table, so a command or an option cannot be added
 * without showing in them.
 */
import {
  commandHelp,
  isHelpAsked,
  optionHelp,
  parseOptions,
  type CommandHelp,
  type OptionTable,
} from './command-options';
import { writeErr, writeResult } from './command-output';
import { COMPARE_HELP, runCompareCommand } from './inspect-compare';
import { CRAWL_DESCRIPTION, CRAWL_OPTIONS } from './inspect-crawl';
import { runFileCommand } from './inspect-files';
import { LOGS_OPTIONS } from './inspect-logs';
import { NO_BROWSER_OPTION, OPEN_OPTION, openCommandArgs } from './inspect-open';
import { FILE_OPTIONS, FILE_OWN_OPTIONS, fileCommandOf } from './inspect-options';
import { POSTURE_HELP, runPostureCommand } from './inspect-posture';
import { ROBOTS_HELP, runRobotsCommand } from './inspect-robots';
import { SITE_DESCRIPTION, SITE_OPTIONS } from './inspect-site-options';
import { runWatchCommand, WATCH_HELP } from './inspect-watch';

/** How `argv` names a command. */
export type Recognition =
  /** Its first word: `watch URL …`. */
  | { readonly kind: 'word'; readonly word: string }
  /**
   * An option anywhere in `argv`, as its own table declares it (a flag bare, a value option
   * as `--name` or `--name=…`), unless one of `unlessGiven` is given too.
   */
  | { readonly kind: 'option'; readonly option: string; readonly unlessGiven?: readonly string[] }
  /** Named by nothing else: a read of files. */
  | { readonly kind: 'files' }
  /** An option of the file command with a section of its own in the help (`--site URL`). */
  | { readonly kind: 'partOfFiles' };

/** What a command does with the arguments after its name. */
export type CommandAction =
  | { readonly run: (args: readonly string[]) => Promise<number> }
  /** Another command written shorter: `open URL` is `--site URL --open`. */
  | { readonly expand: (args: readonly string[]) => string[] | { error: string } };

export interface Command {
  /** How the help and the docs name it: `inspect`, `--site`, `watch`. */
  readonly name: string;
  readonly recognisedBy: Recognition;
  /** One line for the list of commands: what it does. */
  readonly summary: string;
  /** Its usage line, description and options; printed by its `--help`. */
  readonly help: CommandHelp;
  /** Every option it accepts: the table its arguments are parsed against. */
  readonly options: OptionTable;
  readonly action: CommandAction;
}

/** The file command's exit status, shared by its parts. */
const FILES_EXIT_STATUS = '0 all files read, 1 some file could not be read at all, 2 usage error.';

/** The file command: what every other command's options are not. */
const runFiles = async (args: readonly string[]): Promise<number> => {
  const command = fileCommandOf(args);
  if ('error' in command) return usageError(command.error, topLevelHelp());
  return runFileCommand(command);
};

const siteOptions = SITE_OPTIONS.filter((option) => option.name !== '--pages');
const pagesOptions = SITE_OPTIONS.filter((option) => option.name === '--pages');

/**
 * Every command, in the order `argv` is matched against them (the first that matches runs):
 * a leading word first (`open`, `watch`, `posture`), then `--compare` anywhere, then
 * `--robots FILE` anywhere unless `--rows` or `--report` is given (then it is the robots.txt
 * the file command's verdicts follow), and a read of files when nothing else matches; the
 * file command's parts last, as they are never matched themselves. `open URL …` is
 * rewritten to `--site URL --open …` and matched again.
 */
export const COMMANDS: readonly Command[] = [
  {
    name: 'open',
    recognisedBy: { kind: 'word', word: 'open' },
    summary: 'read a site, then serve the inspector with its files on 127.0.0.1',
    help: {
      usage: 'open URL [--no-browser] [site options]',
      description: `With open URL (or --site URL --open) it reads the site, then serves the inspector with the
files it read on 127.0.0.1, prints the address and opens it in the browser (Ctrl+C stops it):`,
      options: [OPEN_OPTION, NO_BROWSER_OPTION],
      exitStatus: FILES_EXIT_STATUS,
    },
    options: [OPEN_OPTION, NO_BROWSER_OPTION],
    action: { expand: openCommandArgs },
  },
  {
    name: 'watch',
    recognisedBy: { kind: 'word', word: 'watch' },
    summary: 'keep dated snapshots of a site and say what changed since the last one',
    help: WATCH_HELP,
    options: WATCH_HELP.options,
    // runWatchCommand reads the word `watch` as its first positional.
    action: { run: async (args) => writeResult(await runWatchCommand(['watch', ...args])) },
  },
  {
    name: 'posture',
    recognisedBy: { kind: 'word', word: 'posture' },
    summary: 'the AI posture of many sites: what each robots.txt lets each AI crawler fetch',
    help: POSTURE_HELP,
    options: POSTURE_HELP.options,
    action: { run: async (args) => writeResult(await runPostureCommand(args)) },
  },
  {
    name: '--compare',
    recognisedBy: { kind: 'option', option: '--compare' },
    summary: 'compare two snapshots of a site: URLs added, removed and re-dated',
    help: COMPARE_HELP,
    options: COMPARE_HELP.options,
    action: { run: async (args) => writeResult(await runCompareCommand(args)) },
  },
  {
    name: '--robots',
    recognisedBy: { kind: 'option', option: '--robots', unlessGiven: ['--rows', '--report'] },
    summary: 'test URLs against a robots.txt for each crawler, with the deciding lines',
    help: ROBOTS_HELP,
    options: ROBOTS_HELP.options,
    action: { run: async (args) => writeResult(runRobotsCommand(args)) },
  },
  {
    name: 'inspect',
    recognisedBy: { kind: 'files' },
    summary: 'what sitemaps, robots.txt files and archives hold and what is wrong with them',
    help: {
      usage: '[--json] [--lang en|ja|zh] [--rows OUT.parquet] FILE ...',
      description: `Reads sitemaps (XML, text, RSS, Atom), robots.txt files, .gz, .zip and .tar.gz archives
and reports what they hold and what is wrong with them. --help shows this help; each
command below has its own (COMMAND --help).`,
      options: FILE_OWN_OPTIONS,
      exitStatus: FILES_EXIT_STATUS,
    },
    options: FILE_OPTIONS,
    action: { run: runFiles },
  },
  {
    name: '--site',
    recognisedBy: { kind: 'partOfFiles' },
    summary: "read a live site instead of files: its robots.txt, sitemaps and indexes' children",
    help: {
      usage: '--site URL [site options] [--json] [--rows OUT.parquet] ...',
      description: SITE_DESCRIPTION,
      options: siteOptions,
      exitStatus: FILES_EXIT_STATUS,
    },
    options: siteOptions,
    action: { run: runFiles },
  },
  {
    name: '--pages',
    recognisedBy: { kind: 'partOfFiles' },
    summary: "with --site: check a sample of pages' own dates against their lastmod",
    help: {
      usage: '--site URL --pages=N [--save DIR] ...',
      description: 'With --site URL --pages=N it also checks pages against lastmod:',
      options: pagesOptions,
      exitStatus: FILES_EXIT_STATUS,
    },
    options: pagesOptions,
    action: { run: runFiles },
  },
  {
    name: '--crawl',
    recognisedBy: { kind: 'partOfFiles' },
    summary: 'join the sitemaps against a crawl export (CSV or TSV)',
    help: {
      usage: '--crawl FILE [--crawl-columns MAPPING] FILE ...',
      description: CRAWL_DESCRIPTION,
      options: CRAWL_OPTIONS,
      exitStatus: FILES_EXIT_STATUS,
    },
    options: CRAWL_OPTIONS,
    action: { run: runFiles },
  },
  {
    name: '--logs',
    recognisedBy: { kind: 'partOfFiles' },
    summary: 'what crawlers did, from access logs, against the sitemaps and robots.txt',
    help: {
      usage:
        '--logs FILE [--ranges FILE] [--fail-on CONDITION] [--robots-history FILE] [--log-rows OUT.parquet] FILE ...',
      description: 'With --logs FILE it also reports what crawlers did (with --json, as "logs"):',
      options: LOGS_OPTIONS,
      exitStatus: `${FILES_EXIT_STATUS} 1 also when a --fail-on condition is met.`,
    },
    options: LOGS_OPTIONS,
    action: { run: runFiles },
  },
];

const fileCommand = COMMANDS.find((command) => command.recognisedBy.kind === 'files')!;

/** Whether `argv` names `name`: bare, or as `--name=…` when it takes a value. */
function isNamed(argv: readonly string[], name: string, takesValue: boolean): boolean {
  return argv.some((arg) => arg === name || (takesValue && arg.startsWith(`${name}=`)));
}

function isRecognised(command: Command, argv: readonly string[]): boolean {
  const by = command.recognisedBy;
  if (by.kind === 'word') return argv[0] === by.word;
  if (by.kind === 'files') return true;
  if (by.kind !== 'option') return false;
  const spec = command.options.find((option) => option.name === by.option);
  // The exceptions are the file command's value options (`--rows OUT`, `--report OUT`).
  return (
    isNamed(argv, by.option, spec?.takesValue ?? false) &&
    !(by.unlessGiven ?? []).some((name) => isNamed(argv, name, true))
  );
}

/** What the command line does with `argv`: print a help, refuse it, or run a command. */
export type Dispatch =
  | { readonly kind: 'help'; readonly command: Command; readonly text: string }
  | {
      readonly kind: 'usageError';
      /** The command the arguments named, when one was found before the error. */
      readonly command?: Command;
      readonly message: string;
      readonly help: string;
    }
  | { readonly kind: 'run'; readonly command: Command; readonly args: readonly string[] };

/** Looks the command up in COMMANDS (the first that matches) and says what to do. */
export function dispatch(argv: readonly string[]): Dispatch {
  const command = COMMANDS.find((entry) => isRecognised(entry, argv)) ?? fileCommand;
  const args = command.recognisedBy.kind === 'word' ? argv.slice(1) : argv;
  const { action } = command;
  if ('expand' in action) {
    const expanded = action.expand(args);
    if ('error' in expanded)
      return { kind: 'usageError', message: expanded.error, help: topLevelHelp() };
    return dispatch(expanded);
  }
  if (isHelpAsked(args)) return { kind: 'help', command, text: helpOf(command) };
  // The run parses the same table again for its values: an unknown option or a missing value
  // is refused here, in the one wording, before any command starts.
  const parsed = parseOptions(args, command.options);
  if (!parsed.ok)
    return { kind: 'usageError', command, message: parsed.error, help: helpOf(command) };
  return { kind: 'run', command, args };
}

/** Whether the command prints a help of its own, rather than the top-level one. */
function hasOwnHelp(command: Command): boolean {
  const by = command.recognisedBy.kind;
  return (by === 'word' || by === 'option') && 'run' in command.action;
}

/** A command's `--help`: its own, or the top-level one for the file command and its parts. */
export function helpOf(command: Command): string {
  return hasOwnHelp(command) ? commandHelp(command.help) : topLevelHelp();
}

/** How a reader asks for the help that shows the command: `watch --help`, or `--help`. */
export function helpAskedFor(command: Command): string {
  const by = command.recognisedBy;
  if (!hasOwnHelp(command)) return '--help';
  return `${by.kind === 'word' ? by.word : by.kind === 'option' ? by.option : ''} --help`;
}

/** The first line of a command's usage (after `npm run inspect -- `), as the lists show it. */
export function usageLineOf(command: Command): string {
  return command.help.usage.split('\n')[0]!.trim();
}

/**
 * `--help`: the file command's own help, the list of commands, then the sections of the
 * options that belong to the file command (`--site`, `--crawl`, `--logs`) and of `open`.
 */
export function topLevelHelp(): string {
  const others = COMMANDS.filter((command) => command !== fileCommand);
  const list = others
    .map((command) => {
      const more = hasOwnHelp(command) ? ` (${helpAskedFor(command)})` : ' (below)';
      return `  ${usageLineOf(command)}\n      ${command.summary}${more}`;
    })
    .join('\n');
  const sections = others
    .filter((command) => command.recognisedBy.kind === 'partOfFiles' || 'expand' in command.action)
    .map((command) => `${command.help.description}\n\n${optionHelp(command.options)}`);
  return commandHelp({
    ...fileCommand.help,
    more: [`Commands:\n${list}`, ...sections].join('\n\n'),
  });
}

/** Runs the command `argv` names; its exit status. */
export async function runCommandLine(argv: readonly string[]): Promise<number> {
  const chosen = dispatch(argv);
  if (chosen.kind === 'help') {
    console.log(chosen.text);
    return 0;
  }
  if (chosen.kind === 'usageError') return usageError(chosen.message, chosen.help);
  const { action } = chosen.command;
  // dispatch() has expanded every shorthand already.
  return 'run' in action ? action.run(chosen.args) : usageError('no command', topLevelHelp());
}

/** A usage error, with the help of the command it was meant for: exit status 2 for all. */
function usageError(message: string, help: string): number {
  writeErr(`${message}\n\n${help}\n`);
  return 2;
}
