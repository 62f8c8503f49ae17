/**
 * A problem code's plain explanation and fix, from the shared code tables, which are the
 * catalog's source for these texts: the sitemap reader's (core/sitemap/problem-codes.ts, the
 * index tree's codes included), the robots.txt lint's (core/robots/lint-codes.ts) and the
 * sitemap-URL cross-check's (core/robots/crosscheck-codes.ts). The tables share no code
 * (problem-info.test.ts checks it). A code in none gets no explanation.
 */
import { robotsCrossCheckCodes } from '../../core/robots/crosscheck-codes';
import { robotsLintCodes } from '../../core/robots/lint-codes';
import { sitemapProblemCodes, type ProblemCodeInfo } from '../../core/sitemap/problem-codes';

const TABLES: readonly Readonly<Record<string, ProblemCodeInfo>>[] = [
  sitemapProblemCodes,
  robotsLintCodes,
  robotsCrossCheckCodes,
];

export function problemInfo(code: string): ProblemCodeInfo | undefined {
  for (const table of TABLES) if (Object.hasOwn(table, code)) return table[code];
  return undefined;
}
