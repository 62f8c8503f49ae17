import { describe, expect, test } from 'vitest';
import {
  compilePattern,
  escapePatternText,
  matchesCompiled,
  matchesPatternReference,
} from './pattern';

describe('escapePatternText (google/robotstxt MaybeEscapePattern)', () => {
  test.each([
    ['/a/b', '/a/b'],
    ['/%aa/%2f', '/%AA/%2F'],
    ['/ツ', '/%E3%83%84'],
    ['/%zz', '/%zz'],
    ['/%a', '/%a'],
    ['/a b', '/a b'],
  ])('%s → %s', (input, escaped) => {
    expect(escapePatternText(input)).toBe(escaped);
  });
});

// RFC 9309 §2.2.3: * any sequence, $ end of path (only as the last character).
const cases: [string, string, boolean][] = [
  ['/', '/', true],
  ['/fish', '/fish.html', true],
  ['/fish', '/Fish', false],
  ['/fish*', '/fish/salmon', true],
  ['/*.php', '/index.php', true],
  ['/*.php', '/filename.php?p=1', true],
  ['/*.php$', '/filename.php', true],
  ['/*.php$', '/filename.php?p=1', false],
  ['/fish*.php', '/fishheads/catfish.php?p=1', true],
  ['/fish*.php', '/Fish.PHP', false],
  ['/a$b', '/a$b', true],
  ['/a$b', '/a', false],
  ['/a$', '/a', true],
  ['/a$', '/ab', false],
  ['/a*$', '/abc', true],
  ['/*a*b$', '/xaybxb', true],
  ['/*a*b$', '/xaybx', false],
  ['/*/*/*$', '/a/b/c', true],
  ['', '/anything', true],
  ['*', '/anything', true],
  ['/*a*a*a*a*a$', '/' + 'a'.repeat(30), true],
  ['/*a*a*a*a*b$', '/' + 'a'.repeat(30), false],
];

describe('matching', () => {
  test.each(cases)('%s against %s', (pattern, path, matches) => {
    expect(matchesPatternReference(path, pattern)).toBe(matches);
    expect(matchesCompiled(compilePattern(pattern), path)).toBe(matches);
  });

  test('compiled matcher equals the reference on every short pattern and path', () => {
    const alphabet = ['/', 'a', 'b', '*', '$'];
    const strings = (length: number): string[] =>
      length === 0 ? [''] : strings(length - 1).flatMap((s) => alphabet.map((c) => s + c));
    const patterns = [0, 1, 2, 3, 4].flatMap(strings);
    const paths = [0, 1, 2, 3, 4].flatMap(strings).filter((p) => !p.includes('*'));
    for (const pattern of patterns) {
      const compiled = compilePattern(pattern);
      for (const path of paths) {
        expect([pattern, path, matchesCompiled(compiled, path)]).toEqual([
          pattern,
          path,
          matchesPatternReference(path, pattern),
        ]);
      }
    }
  });
});
