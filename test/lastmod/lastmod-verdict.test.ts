/** The trust verdict on both sides of every threshold (verdict-cases.ts). */
import { describe, expect, test } from 'vitest';
import { lastmodProblemCodes, problemCodeOfReason } from '../../src/core/lastmod/lastmod-codes';
import { lastmodProblems } from '../../src/core/lastmod/lastmod-problems';
import { judgeLastmod } from '../../src/core/lastmod/lastmod-verdict';
import { sitemapProblemCodes } from '../../src/core/sitemap/sitemap-codes';
import { problemMessage } from '../../src/messages/problem-texts';
import { HEALTHY, verdictCases } from './verdict-cases';

describe('judgeLastmod', () => {
  test.each(verdictCases)('$name → $verdict', ({ facts, indexMismatches, verdict, reasons }) => {
    const result = judgeLastmod({ ...HEALTHY, ...facts }, indexMismatches);
    expect(result.verdict).toBe(verdict);
    expect(Object.fromEntries(result.reasons.map((r) => [r.code, r.effect]))).toEqual(reasons);
  });

  test('reasons come worst first and read as plain words with their figures', () => {
    const result = judgeLastmod({ ...HEALTHY, clusterCount: 1000, distinct: 1, dateOnly: 1000 });
    expect(result.reasons.map((r) => r.effect)).toEqual(['unusable', 'doubtful', 'note']);
    const [worst] = result.reasons;
    expect(
      problemMessage({ code: problemCodeOfReason[worst.code], params: worst.params }, 'en', {
        groupNumbers: false,
      }),
    ).toBe(
      '1000 of 1000 lastmod values (100 %) lie within 5 seconds of 2024-01-01T00:00:00.000Z: the time the file was generated, not when pages changed',
    );
  });

  test('every reason becomes a whole-file problem whose message has no unfilled placeholder', () => {
    const reasons = verdictCases.flatMap(
      (c) => judgeLastmod({ ...HEALTHY, ...c.facts }, c.indexMismatches).reasons,
    );
    const problems = lastmodProblems(reasons);
    expect(new Set(problems.map((p) => p.code))).toEqual(new Set(Object.keys(lastmodProblemCodes)));
    for (const problem of problems) {
      expect(problem.line).toBe(0);
      expect(problemMessage(problem, 'en')).not.toMatch(/\{\w+\}/);
    }
  });

  test('the whole-file codes do not reuse a per-entry sitemap code', () => {
    for (const code of Object.keys(lastmodProblemCodes))
      expect(sitemapProblemCodes).not.toHaveProperty(code);
  });
});
