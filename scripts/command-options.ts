/**
 * The command line's one argument parser. Each command declares its options as data (a name,
 * whether it takes a value, whether it may be given more than once); this reads `argv` against
 * that table, so every command accepts `--name value` and `--name=value` alike, and every
 * command words an unknown option and a missing value the same way.
 *
 * Written out rather than on Node's `util.parseArgs`: that one refuses a value starting with a
 * dash after a space (`--agent -x`) and words its own errors, where the commands have always
 * taken the next word as it is and said `--rows takes a value`.
 */

/** One option of a command, as the table declares it. */
export interface OptionSpec {
  /** With its dashes: `--rows`. */
  readonly name: string;
  /** `--rows OUT` / `--rows=OUT`; otherwise a flag (`--json`). */
  readonly takesValue: boolean;
  /** Every value is kept (`--agent A --agent B`); otherwise the last one given counts. */
  readonly isRepeatable?: boolean;
  /** How the help names it, value included (`--rows OUT.parquet`); the name alone by default. */
  readonly usage?: string;
  /** Its line in the command's help (`\n` where the text goes on below); none: not listed. */
  readonly help?: string;
}

export type OptionTable = readonly OptionSpec[];

/** What was given: each option's values in order (a flag's are empty strings), and the rest. */
export interface ParsedOptions {
  readonly values: ReadonlyMap<string, readonly string[]>;
  /** Files and addresses, in the order given (everything after `--` among them). */
  readonly positionals: readonly string[];
}

export type ParseOutcome = { ok: true; parsed: ParsedOptions } | { ok: false; error: string };

/** The one wording of each usage error, whichever command meets it. */
export const usageErrors = {
  unknown: (arg: string) => `Unknown option ${arg}`,
  missingValue: (name: string) => `${name} takes a value`,
  valueOnFlag: (name: string) => `${name} takes no value`,
} as const;

/** Whether `argv` asks for help (`--help` or `-h` before any `--`). */
export function isHelpAsked(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

/**
 * Reads `argv` against `table`. A lone `-` is a positional (a file named so); `--` ends the
 * options. The word after a value option is its value whatever it looks like, as the
 * commands have always read it.
 */
export function parseOptions(argv: readonly string[], table: OptionTable): ParseOutcome {
  const values = new Map<string, string[]>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    const spec = table.find((option) => option.name === name);
    if (!spec) return { ok: false, error: usageErrors.unknown(name) };
    let value = '';
    if (spec.takesValue) {
      const given = equals > 0 ? arg.slice(equals + 1) : argv[++i];
      if (!given) return { ok: false, error: usageErrors.missingValue(name) };
      value = given;
    } else if (equals > 0) return { ok: false, error: usageErrors.valueOnFlag(name) };
    const kept = spec.isRepeatable ? (values.get(name) ?? []) : [];
    values.set(name, [...kept, value]);
  }
  return { ok: true, parsed: { values, positionals } };
}

/** The last value of `name`, or undefined when it was not given. */
export function lastValue(parsed: ParsedOptions, name: string): string | undefined {
  return parsed.values.get(name)?.at(-1);
}

/** Every value of `name`, in the order given. */
export function allValues(parsed: ParsedOptions, name: string): readonly string[] {
  return parsed.values.get(name) ?? [];
}

/** Whether `name` was given. */
export function isGiven(parsed: ParsedOptions, name: string): boolean {
  return parsed.values.has(name);
}

/** The options of `table` that were given, in the table's order. */
export function givenOf(parsed: ParsedOptions, table: OptionTable): string[] {
  return table.filter((option) => parsed.values.has(option.name)).map((option) => option.name);
}

/** The help's lines for the options of `table` that have help text, in the table's order. */
export function optionHelp(table: OptionTable): string {
  const indent = ' '.repeat(26);
  return table
    .filter((option) => option.help !== undefined)
    .map((option) => {
      const [first, ...more] = option.help!.split('\n');
      const label = `  ${option.usage ?? option.name}`;
      const head =
        label.length < 25 ? `${label.padEnd(26)}${first}` : `${label}\n${indent}${first}`;
      return [head, ...more.map((line) => `${indent}${line}`)].join('\n');
    })
    .join('\n');
}

/** `N` as a whole number (`0` only where allowed), or undefined when it is not one. */
export function wholeNumber(text: string, isZeroAllowed = false): number | undefined {
  if (!/^[0-9]+$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && (n > 0 || isZeroAllowed) ? n : undefined;
}

/**
 * A command's help as data: the help is printed from it (commandHelp), so an option added to
 * the table shows in the help and a default shows as the code has it.
 */
export interface CommandHelp {
  /** What follows `npm run inspect -- ` (lines after the first indented under it). */
  readonly usage: string;
  /** What the command does, in a paragraph or two. */
  readonly description: string;
  /** Every option the command accepts, listed in its help. */
  readonly options: OptionTable;
  /** Printed after the options (more sections, notes); none by default. */
  readonly more?: string;
  readonly exitStatus: string;
}

/** The one layout of a command's `--help` (and of the help printed under a usage error). */
export function commandHelp(help: CommandHelp): string {
  return [
    `Usage: npm run inspect -- ${help.usage}`,
    help.description,
    optionHelp(help.options),
    ...(help.more ? [help.more] : []),
    `Exit status: ${help.exitStatus}`,
  ].join('\n\n');
}
