/**
 * The `url-blocked-by-robots` problem of one sitemap URL. Apart from the code table so that
 * the table imports nothing but the problem code types (the registry imports every table).
 */
import { formatMessage } from '../problems/problem-code-info';
import type { Problem } from '../problems/problem';
import { robotsCrossCheckCodes } from './crosscheck-codes';

/** The problem for one sitemap URL blocked by `line` for `agent` (sitemap file position given). */
export function urlBlockedProblem(
  url: string,
  agent: string,
  robotsLine: number,
  sitemapLine = 0,
  sitemapColumn = 0,
): Problem {
  const info = robotsCrossCheckCodes['url-blocked-by-robots'];
  const params = { agent, line: robotsLine };
  return {
    code: 'url-blocked-by-robots',
    severity: info.severity,
    line: sitemapLine,
    column: sitemapColumn,
    message: formatMessage(info.message, params),
    params,
    url,
  };
}
