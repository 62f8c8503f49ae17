/**
 * The argument parser's cases (scripts/command-options.ts), as data: argv in, what each
 * option got and the positionals out, or the one usage error every command words alike.
 */
import type { OptionTable } from '../../scripts/command-options';

export const TABLE: OptionTable = [
  { name: '--json', takesValue: false },
  { name: '--rows', takesValue: true },
  { name: '--agent', takesValue: true, isRepeatable: true },
];

export interface ParseCase {
  readonly name: string;
  readonly argv: readonly string[];
  readonly values?: Readonly<Record<string, readonly string[]>>;
  readonly positionals?: readonly string[];
  readonly error?: string;
}

export const PARSE_CASES: readonly ParseCase[] = [
  { name: 'nothing', argv: [], values: {}, positionals: [] },
  {
    name: 'a flag and files',
    argv: ['a.xml', '--json', 'b.xml'],
    values: { '--json': [''] },
    positionals: ['a.xml', 'b.xml'],
  },
  {
    name: 'a value after a space',
    argv: ['--rows', 'out.parquet', 'a.xml'],
    values: { '--rows': ['out.parquet'] },
    positionals: ['a.xml'],
  },
  {
    name: 'a value after =',
    argv: ['--rows=out.parquet'],
    values: { '--rows': ['out.parquet'] },
    positionals: [],
  },
  {
    name: 'a value holding =',
    argv: ['--rows=a=b'],
    values: { '--rows': ['a=b'] },
    positionals: [],
  },
  {
    name: 'the word after a value option, dash or not',
    argv: ['--agent', '-x'],
    values: { '--agent': ['-x'] },
    positionals: [],
  },
  {
    name: 'a repeatable option keeps every value',
    argv: ['--agent', 'A', '--agent=B'],
    values: { '--agent': ['A', 'B'] },
    positionals: [],
  },
  {
    name: 'another option keeps its last value',
    argv: ['--rows', 'a', '--rows', 'b'],
    values: { '--rows': ['b'] },
    positionals: [],
  },
  { name: 'a lone dash is a file', argv: ['-'], values: {}, positionals: ['-'] },
  {
    name: '-- ends the options',
    argv: ['--', '--json', '-x'],
    values: {},
    positionals: ['--json', '-x'],
  },
  { name: 'an unknown option', argv: ['--frobnicate'], error: 'Unknown option --frobnicate' },
  {
    name: 'an unknown option with a value',
    argv: ['--frobnicate=1'],
    error: 'Unknown option --frobnicate',
  },
  { name: 'an unknown short option', argv: ['-x'], error: 'Unknown option -x' },
  { name: 'a value missing at the end', argv: ['--rows'], error: '--rows takes a value' },
  { name: 'an empty value', argv: ['--rows='], error: '--rows takes a value' },
  { name: 'a value on a flag', argv: ['--json=yes'], error: '--json takes no value' },
];

export const HELP_CASES: readonly (readonly [readonly string[], boolean])[] = [
  [['--help'], true],
  [['a.xml', '-h'], true],
  [['--', '--help'], false],
  [['--rows', 'a'], false],
];

export const WHOLE_NUMBER_CASES: readonly (readonly [string, boolean, number | undefined])[] = [
  ['12', false, 12],
  ['0', false, undefined],
  ['0', true, 0],
  ['-1', true, undefined],
  ['1.5', false, undefined],
  ['', false, undefined],
  ['99999999999999999999', false, undefined],
];

/**
 * `--stream` with the file command's other options (scripts/inspect-options.ts): it writes
 * `--rows` as the files are read and keeps no URL store, so every output that needs every
 * URL at once is refused, each with the reason.
 */
export const STREAM_CASES: readonly { argv: readonly string[]; error?: string }[] = [
  { argv: ['--stream', '--rows', 'out.parquet', 'a.xml'] },
  { argv: ['--rows=out.parquet', '--stream', '--agent', 'GPTBot', '--json', 'a.xml'] },
  { argv: ['--stream', '--rows', 'out.parquet', '--site', 'https://www.example.com/'] },
  { argv: ['--stream', '--rows', 'out.parquet', '--max-inflated-bytes=4000000000', 'a.xml'] },
  { argv: ['--stream', 'a.xml'], error: '--stream needs --rows OUT.parquet' },
  { argv: ['--stream', '--json', 'a.xml'], error: '--stream needs --rows OUT.parquet' },
  {
    argv: ['--stream', '--rows', 'out.parquet', '--report', 'r.html', 'a.xml'],
    error: '--stream cannot write --report',
  },
  {
    argv: ['--stream', '--rows', 'out.parquet', '--crawl', 'crawl.csv', 'a.xml'],
    error: '--stream cannot join --crawl',
  },
  {
    argv: ['--stream', '--rows', 'out.parquet', '--site', 'https://www.example.com/', '--open'],
    error: '--stream cannot be used with --open',
  },
  {
    argv: ['--stream', '--rows', 'out.parquet', '--max-urls=10', 'a.xml'],
    error: '--stream takes no --max-urls',
  },
  {
    argv: ['--stream', '--rows', 'out.parquet', '--max-store-bytes=10', 'a.xml'],
    error: '--stream takes no --max-store-bytes',
  },
];
