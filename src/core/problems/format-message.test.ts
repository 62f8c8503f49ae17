import { describe, expect, test } from 'vitest';
import { formatMessage, templateArguments } from './problem-code-info';

describe('formatMessage fills ICU templates', () => {
  test.each([
    ['{a} and {b}', { a: 'x', b: 2 }, {}, 'x and 2'],
    [
      '{count, plural, one {# element} other {# elements}} left',
      { count: 1 },
      {},
      '1 element left',
    ],
    [
      '{count, plural, one {# element} other {# elements}} left',
      { count: 100002 },
      {},
      '100002 elements left',
    ],
    [
      '{count, plural, one {# element} other {# elements}}',
      { count: 100002 },
      { groupNumbers: true },
      '100,002 elements',
    ],
    ['line {line}', { line: 12345 }, { groupNumbers: true }, 'line 12,345'],
    ['line {line}', { line: 12345 }, {}, 'line 12345'],
    // A value is never read as syntax, and a missing one reads as its placeholder.
    ['agent {agent}', { agent: 'a{42}' }, {}, 'agent a{42}'],
    ['{known} {unknown}', { known: 'k' }, {}, 'k {unknown}'],
    // "<" is text (ignoreTag), and an apostrophe not before a brace is itself.
    ["Google's <loc> {x}", { x: 1 }, {}, "Google's <loc> 1"],
    ['a {v}', { v: 'cut\u0000here\r' }, {}, 'a cut\\u0000here\\u000d'],
  ] as const)('%s with %o', (template, params, options, expected) => {
    expect(formatMessage(template, params, options)).toBe(expected);
  });

  test('without params a template reads with its placeholders', () => {
    expect(formatMessage('{a} of {b}', undefined)).toBe('{a} of {b}');
  });

  test('the arguments of a template include plural and nested ones', () => {
    expect(
      [...templateArguments('{n, plural, one {# {code}} other {# {code}s}} at {line}')].sort(),
    ).toEqual(['code', 'line', 'n']);
  });
});
