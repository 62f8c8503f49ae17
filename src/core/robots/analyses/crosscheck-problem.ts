/**
 * The `url-blocked-by-robots` problem of one sitemap URL. Apart from the code table so that
 * the table imports nothing but the problem code types (the registry imports every table).
 */
import type { Problem } from '../../problems/problem';
import { robotsCrossCheckCodes } from './crosscheck-codes';

/** The problem for one sitemap URL blocked by `line` for `agent` (sitemap file position given). */
export function urlBlockedProblem(
  url: string,
  agent: string,
  robotsLine: number,
  sitemapLine = 0,
  sitemapColumn = 0,
): Problem {
  const params = { agent, line: robotsLine };
  return {
    code: 'url-blocked-by-robots',
    severity: robotsCrossCheckCodes['url-blocked-by-robots'].severity,
    line: sitemapLine,
    column: sitemapColumn,
    params,
    url,
  };
}
