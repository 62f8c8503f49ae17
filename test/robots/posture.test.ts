// An AI posture per crawler (data in posture-cases.json): access, deciding lines, what the
// crawler's group asks, and where the file's preferences and its rules contradict each other.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { aiCrawlers } from '../../src/core/robots/analyses/ai-crawlers';
import { evaluatePosture } from '../../src/core/robots/analyses/posture';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';

interface PostureCase {
  name: string;
  robots: string;
  urls?: string[];
  expect: Record<string, Record<string, unknown>>;
}

const { cases } = JSON.parse(
  readFileSync(fileURLToPath(new URL('./posture-cases.json', import.meta.url)), 'utf8'),
) as { cases: PostureCase[] };

describe('evaluatePosture (data: test/robots/posture-cases.json)', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const cells = evaluatePosture(parseRobots(c.robots), c.urls);
    expect(cells.map((cell) => cell.token)).toEqual(aiCrawlers.map((crawler) => crawler.token));
    for (const [token, expected] of Object.entries(c.expect)) {
      const cell = cells.find((candidate) => candidate.token === token);
      expect({ token, ...cell }).toMatchObject({ token, ...expected });
    }
  });
});
