/**
 * A problem code's plain explanation and fix, from the shared code table
 * (core/sitemap/problem-codes.ts), which is the catalog's source for these texts. Codes from
 * other engines (robots.txt, later) that the table lacks get neither.
 */
import { sitemapProblemCodes, type ProblemCodeInfo } from '../../core/sitemap/problem-codes';

export function problemInfo(code: string): ProblemCodeInfo | undefined {
  return Object.hasOwn(sitemapProblemCodes, code)
    ? sitemapProblemCodes[code as keyof typeof sitemapProblemCodes]
    : undefined;
}
