/**
 * The URL filter's regular expressions: any text typed between slashes either runs or comes
 * back as a query error, never an exception; and on patterns built from the syntax both
 * engines share, RE2 (the filter) selects exactly the URLs the native engine selects.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { query } from '../../src/core/analysis/url-query';
import { storeOf } from '../analysis/store-fixture';
import { fuzzRuns } from './fuzz-runs';

const urlChar = fc.constantFrom('a', 'b', 'A', '/', '.', '-', '=', '?', '1', '_');
const url = fc
  .array(urlChar, { maxLength: 24 })
  .map((chars) => `https://example.com/${chars.join('')}`);

/** Patterns in the syntax JavaScript and RE2 read alike (ECMAScript §22.2, RE2 Syntax). */
const atom = fc.constantFrom(
  'a',
  'b',
  'A',
  '\\/',
  '\\.',
  '-',
  '=',
  '\\?',
  '1',
  '.',
  '[ab]',
  '[^/]',
  '\\d',
  '\\w',
  '[a-z]',
  '(a|b)',
  '(?:ab|b)',
  'example',
);
const piece = fc
  .tuple(atom, fc.constantFrom('', '', '*', '+', '?', '{1,3}', '{2}'))
  .map(([a, quantifier]) => a + quantifier);
const sharedPattern = fc
  .tuple(fc.boolean(), fc.array(piece, { minLength: 1, maxLength: 6 }), fc.boolean())
  .map(([start, pieces, end]) => (start ? '^' : '') + pieces.join('') + (end ? '$' : ''));

/** Text with every character that means something in a pattern. */
const anyPattern = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc
    .array(fc.constantFrom(...'()[]{}|*+?.^$\\/-=:!<>,0123456789abkdwsuxpPcq'), { maxLength: 30 })
    .map((chars) => chars.join('')),
);

describe('regex filter under fuzzing', () => {
  test('any pattern: an answer or a query error, never an exception', () => {
    const store = storeOf({ 'a.xml': ['https://example.com/a', 'https://example.com/(b)'] });
    fc.assert(
      fc.property(
        anyPattern,
        fc.constantFrom('', 'i', 'g', 'msu', 'v', 'q', 'ii'),
        (source, flags) => {
          const view = query(store, { filter: { text: `/${source}/${flags}` } });
          if (view.error) expect(view.matched).toBe(0);
          else expect(view.matched).toBeLessThanOrEqual(2);
        },
      ),
      fuzzRuns('regex any pattern', 1000),
    );
  });

  test('shared syntax: RE2 selects the rows the native engine selects', () => {
    fc.assert(
      fc.property(
        sharedPattern,
        fc.boolean(),
        fc.array(url, { minLength: 1, maxLength: 8 }),
        (source, ignoreCase, locs) => {
          const flags = ignoreCase ? 'i' : '';
          const store = storeOf({ 'a.xml': locs });
          const view = query(store, { filter: { text: `/${source}/${flags}` } });
          const native = new RegExp(source, flags);
          expect(view.error).toBeUndefined();
          expect(view.matched).toBe(locs.filter((loc) => native.test(loc)).length);
        },
      ),
      fuzzRuns('regex shared syntax', 500),
    );
  });
});
