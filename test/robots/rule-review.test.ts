/**
 * The rule review (seed 004's twice-yearly list, done against the sitemaps), table-driven
 * from rule-review-cases.json: each case a robots.txt, a crawler, the sitemap URLs, and what
 * every rule decides among them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseRobots } from '../../src/core/robots/engine/parse-robots';
import {
  foldCase,
  reviewRules,
  revealingWord,
  RuleReviewer,
} from '../../src/core/robots/analyses/rule-review';
import { parseSite } from '../../src/core/robots/analyses/site-origin';

interface Case {
  name: string;
  robots: string;
  agent: string;
  site: string;
  urls: string[];
  expected: {
    appliedToken: string | null;
    checked: number;
    notCovered: number;
    undecided: number;
    rules: Record<string, unknown>[];
  };
}

const cases = JSON.parse(
  readFileSync(new URL('./rule-review-cases.json', import.meta.url), 'utf8'),
) as Case[];

function siteOf(text: string) {
  const parsed = parseSite(text);
  if (!parsed.ok) throw new Error(`bad site ${text}`);
  return parsed.site;
}

describe('rule review', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const review = reviewRules(parseRobots(c.robots), c.agent, siteOf(c.site), c.urls);
    const { rules, ...totals } = c.expected;
    expect({
      appliedToken: review.appliedToken,
      checked: review.checked,
      notCovered: review.notCovered,
      undecided: review.undecided,
    }).toEqual(totals);
    expect(
      review.rules.map((row) => {
        const { kind: _kind, value: _value, ...rest } = row;
        return rest;
      }),
    ).toEqual(rules);
  });

  test("Wikipedia's robots.txt: the rules that decide its sitemap URLs open the review", () => {
    const robots = parseRobots(
      readFileSync(new URL('./real/wikipedia-robots.txt', import.meta.url), 'utf8'),
    );
    const urls = [
      'https://en.wikipedia.org/wiki/Robots.txt',
      'https://en.wikipedia.org/wiki/Special:Random',
      'https://en.wikipedia.org/wiki/Wikipedia:Articles_for_deletion/Example',
      'https://en.wikipedia.org/w/index.php?title=Robots.txt&action=history',
      'https://en.wikipedia.org/w/load.php?modules=site',
    ];
    const review = reviewRules(robots, 'Googlebot', siteOf('https://en.wikipedia.org'), urls);
    const decides = (row: (typeof review.rules)[number]) => row.allowed + row.blocked > 0;
    const deciding = review.rules.filter(decides);
    expect(deciding.length).toBeGreaterThan(1);
    // First the deciding rules, then the rest of the crawler's group, then the other groups'.
    const rank = (row: (typeof review.rules)[number]) => (!row.applies ? 2 : decides(row) ? 0 : 1);
    const ranks = review.rules.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(review.rules.slice(0, deciding.length)).toEqual(deciding);
    // Within each part, file order.
    for (const part of [0, 1, 2]) {
      const lines = review.rules.filter((row) => rank(row) === part).map((row) => row.line);
      expect(lines).toEqual([...lines].sort((a, b) => a - b));
    }
    expect(review.rules.length).toBe(robots.groups.flatMap((group) => group.rules).length);
  });

  test('slices add up to the review in one go', () => {
    const c = cases[0]!;
    const robots = parseRobots(c.robots);
    const reviewer = new RuleReviewer(robots, c.agent, siteOf(c.site));
    for (const url of c.urls) reviewer.add([url]);
    expect(reviewer.result()).toEqual(reviewRules(robots, c.agent, siteOf(c.site), c.urls));
  });
});

test.each([
  ['/wp-admin/', 'admin'],
  ['/Staging/', 'staging'],
  ['/backup.zip', 'backup'],
  ['/administration-guide/', undefined],
  ['/blog/', undefined],
  ['/latest/', undefined],
])('revealingWord(%s) = %s', (value, word) => {
  expect(revealingWord(value)).toBe(word);
});

test('foldCase lowers letters but not the hex of %XX', () => {
  expect(foldCase('/A%2Fb/%E3%81%82X')).toBe('/a%2Fb/%E3%81%82x');
});
