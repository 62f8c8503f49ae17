/** A robots.txt goes through the parser once: the linter is given that parse, not the bytes. */
import { describe, expect, test } from 'vitest';
import { defaultReaders } from '../../src/core/ingest/default-readers';
import { lintRobots } from '../../src/core/robots/analyses/lint';
import { collect } from './collect';

const text = (value: string) => new TextEncoder().encode(value);

describe('ingestFiles: robots.txt parsed once', () => {
  test.each([
    [
      'clean',
      'User-agent: *\nDisallow: /private/\nSitemap: https://www.example.com/s.xml\n',
      false,
    ],
    [
      'with lint problems',
      '\uFEFFUser-agent: *\nDisalow: /x\nCrawl-delay: 5\nAllow: noslash\n',
      true,
    ],
  ])(
    '%s: one parse, and the same problems as linting the bytes',
    async (_name, body, hasProblems) => {
      const bytes = text(body);
      let parses = 0;
      const { byName } = await collect([{ name: 'robots.txt', bytes }], {
        readers: {
          ...defaultReaders,
          parseRobots: (input) => {
            parses++;
            return defaultReaders.parseRobots(input);
          },
        },
      });
      expect(parses).toBe(1);
      const report = byName.get('robots.txt');
      expect(report?.kind).toBe('robots');
      expect(report?.problems).toEqual(lintRobots(bytes));
      expect((report?.problems.length ?? 0) > 0).toBe(hasProblems);
    },
  );
});
