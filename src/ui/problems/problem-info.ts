/**
 * A problem code's plain explanation and fix, from the shared code tables, which are the
 * catalog's source for these texts: the sitemap reader's (core/sitemap/problem-codes.ts, the
 * index tree's codes included) and the robots.txt lint's (core/robots/lint-codes.ts). The two
 * tables share no code (lint-codes.ts says so; problem-info.test.ts checks it). A code in
 * neither gets no explanation.
 */
import { robotsLintCodes } from '../../core/robots/lint-codes';
import { sitemapProblemCodes, type ProblemCodeInfo } from '../../core/sitemap/problem-codes';

const TABLES: readonly Readonly<Record<string, ProblemCodeInfo>>[] = [
  sitemapProblemCodes,
  robotsLintCodes,
];

export function problemInfo(code: string): ProblemCodeInfo | undefined {
  for (const table of TABLES) if (Object.hasOwn(table, code)) return table[code];
  return undefined;
}
