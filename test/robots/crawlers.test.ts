// Crawlers as their operators document them: each case of crawler-cases.json is one file,
// one crawler and one URL, and says the verdict (or "not applicable" for a fetcher that does
// not read robots.txt), the deciding line, the group that applied and why, and whether the
// file names the crawler. The matrix and the AI crawlers table read the same standing.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { evaluateCrawlerAccess } from '../../src/core/robots/analyses/ai-access';
import { verdictNames } from '../../src/core/robots/analyses/crosscheck';
import { evaluateMatrix } from '../../src/core/robots/analyses/matrix';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';

interface CrawlerCase {
  name: string;
  robots: string;
  crawler: string;
  url: string;
  verdict: 'allowed' | 'blocked' | 'not-applicable';
  rulesSay?: 'allowed' | 'blocked';
  line: number;
  appliedToken: string | null;
  reason: 'own' | 'fallback' | 'global' | 'none';
  named: boolean;
  kind: 'common' | 'special-case' | 'user-triggered' | null;
}

const { cases } = JSON.parse(
  readFileSync(fileURLToPath(new URL('./crawler-cases.json', import.meta.url)), 'utf8'),
) as { cases: CrawlerCase[] };

describe('crawlers as their operators document them', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const robots = parseRobots(c.robots);
    const [column] = evaluateMatrix(robots, null, [c.url], [c.crawler]).columns;
    const rules = verdictNames[column.verdicts[0]];
    const verdict = column.standing.readsRobots ? rules : 'not-applicable';
    expect({
      verdict,
      rulesSay: verdict === 'not-applicable' ? rules : undefined,
      line: column.lines[0],
      appliedToken: column.appliedToken,
      reason: column.standing.reason,
      named: column.standing.isNamed,
      kind: column.standing.kind,
    }).toEqual({
      verdict: c.verdict,
      rulesSay: c.rulesSay,
      line: c.line,
      appliedToken: c.appliedToken,
      reason: c.reason,
      named: c.named,
      kind: c.kind,
    });
    const [access] = evaluateCrawlerAccess(robots, [], [c.crawler]);
    expect(access.standing).toEqual(column.standing);
  });
});
