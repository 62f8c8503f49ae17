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
