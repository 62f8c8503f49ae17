import { describe, expect, test } from 'vitest';
import { isHelpAsked, optionHelp, parseOptions, wholeNumber } from '../../scripts/command-options';
import { fileCommandOf } from '../../scripts/inspect-options';
import {
  HELP_CASES,
  PARSE_CASES,
  STREAM_CASES,
  TABLE,
  WHOLE_NUMBER_CASES,
} from './command-options-cases';

describe('parseOptions', () => {
  test.each(PARSE_CASES)('$name', ({ argv, values, positionals, error }) => {
    const outcome = parseOptions(argv, TABLE);
    if (error !== undefined) expect(outcome).toEqual({ ok: false, error });
    else {
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(Object.fromEntries(outcome.parsed.values)).toEqual(values);
      expect(outcome.parsed.positionals).toEqual(positionals);
    }
  });
});

test.each(HELP_CASES)('isHelpAsked(%j) is %s', (argv, isAsked) => {
  expect(isHelpAsked(argv)).toBe(isAsked);
});

test.each(WHOLE_NUMBER_CASES)('wholeNumber(%j, zero allowed: %s) is %s', (text, isZero, n) => {
  expect(wholeNumber(text, isZero)).toBe(n);
});

test('optionHelp lists the options with help, in the table order, text in one column', () => {
  expect(
    optionHelp([
      { name: '--json', takesValue: false, help: 'one JSON document' },
      { name: '--hidden', takesValue: false },
      {
        name: '--rows',
        takesValue: true,
        usage: '--rows OUT.parquet',
        help: 'every row\nto Parquet',
      },
      { name: '--x', takesValue: true, usage: '--a-very-long-option-name=VALUE', help: 'below' },
    ]),
  ).toBe(
    [
      '  --json                  one JSON document',
      '  --rows OUT.parquet      every row',
      '                          to Parquet',
      '  --a-very-long-option-name=VALUE',
      '                          below',
    ].join('\n'),
  );
});

describe('fileCommandOf with --stream', () => {
  test.each(STREAM_CASES)('$argv', ({ argv, error }) => {
    const command = fileCommandOf(argv);
    if (error === undefined) expect(command).toMatchObject({ stream: true });
    else expect('error' in command && command.error).toContain(error);
  });

  test('without --stream the rows are written from the store', () => {
    expect(fileCommandOf(['--rows', 'out.parquet', 'a.xml'])).toMatchObject({ stream: false });
  });
});
