/**
 * The robots.txt parser and matcher agree with a reference model written from RFC 9309
 * (robots-reference.ts) on random files and paths from the subset where Google's extras
 * change nothing: ASCII paths without `%`, no `index.htm`, no `/robots.txt`, `$` only at a
 * pattern's end, rules only inside groups, agents that are plain product tokens.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkUrl } from '../../src/core/robots/engine/matcher';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';
import { fuzzRuns } from './fuzz-runs';
import { referenceAllowed, referenceMatches } from './robots-reference';

const AGENTS = ['foobot', 'barbot', 'FooBot'];
const pathChar = fc.constantFrom('a', 'b', '/', '.', '-', '?', '=', '&');
const path = fc.array(pathChar, { maxLength: 12 }).map((chars) => '/' + chars.join(''));
const pattern = fc
  .tuple(fc.array(fc.oneof(pathChar, fc.constant('*')), { maxLength: 8 }), fc.boolean())
  .map(([chars, anchored]) => '/' + chars.join('') + (anchored ? '$' : ''));
const rule = fc
  .tuple(fc.constantFrom('Allow', 'Disallow', 'allow', 'DISALLOW'), pattern)
  .map(([key, value]) => `${key}: ${value}`);
const group = fc
  .tuple(
    fc.array(fc.constantFrom('*', 'foobot', 'FOOBOT', 'barbot', 'bazbot'), {
      minLength: 1,
      maxLength: 2,
    }),
    fc.array(rule, { maxLength: 5 }),
  )
  .map(([agents, rules]) => [...agents.map((agent) => `User-agent: ${agent}`), ...rules]);
const robotsFile = fc.array(group, { maxLength: 4 }).map((groups) => groups.flat().join('\n'));

describe('robots.txt matcher against the RFC 9309 reference', () => {
  test('pattern matching (§2.2.3) agrees on single rules', () => {
    fc.assert(
      fc.property(pattern, path, (value, target) => {
        const robots = parseRobots(`User-agent: *\nDisallow: ${value}\n`);
        const allowed = checkUrl(robots, 'foobot', `https://example.com${target}`).allowed;
        expect(allowed).toBe(!referenceMatches(value, target));
      }),
      fuzzRuns('robots pattern', 500),
    );
  });

  test('group selection and longest match (§2.2.1, §2.2.2) agree on whole files', () => {
    fc.assert(
      fc.property(robotsFile, fc.constantFrom(...AGENTS), path, (text, agent, target) => {
        const robots = parseRobots(text);
        const expected = referenceAllowed(text, agent, target);
        const url = `https://example.com${target}`;
        expect(checkUrl(robots, agent, url).allowed).toBe(expected);
        expect(checkUrl(robots, agent, url, { rfc: true }).allowed).toBe(expected);
      }),
      fuzzRuns('robots file', 500),
    );
  });

  test('any text parses and checks without an exception', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.string({ maxLength: 40 }), (text, target) => {
        const robots = parseRobots(text);
        checkUrl(robots, 'foobot', `https://example.com/${target}`);
        checkUrl(robots, ['foobot', '*', ''], target, { rfc: true });
      }),
      fuzzRuns('robots any text', 300),
    );
  });
});
