/**
 * Whether the page check may fetch a page, as the site's robots.txt says for the tool's own
 * user agent: the product token of the User-Agent it sends (RFC 9309 §2.2.1: a crawler
 * matches groups by its product token; "sitemap-inspector/1.4 (+…)" reads the
 * `sitemap-inspector` group, else `*`). The sitemaps are read as a search engine reads them;
 * pages are the site's content, and fetching one the site refuses would be crawling against
 * its rules.
 *
 * The robots.txt's status decides first (RFC 9309 §2.3.1): a 4xx means no rules, so every
 * page may be fetched; a 5xx or no answer at all means "complete disallow", so none is.
 */
import { checkUrl } from '../robots/engine/matcher';
import { parseRobots } from '../robots/engine/parse-robots';
import { extractUserAgent } from '../robots/engine/user-agent';

/**
 * The tool's product token (RFC 9309 §2.2.1): the command line's User-Agent starts with it, and
 * the bookmarklet, whose browser sends its own User-Agent, reads robots.txt for it all the same.
 */
export const PRODUCT_TOKEN = 'sitemap-inspector';

export type PagePermission =
  | { readonly allowed: true; /** The deciding line; 0: no rule matched. */ readonly line: number }
  | { readonly allowed: false; readonly reason: 'disallowed'; readonly line: number }
  | { readonly allowed: false; readonly reason: 'robots-unreachable' };

/** What the site reader got for /robots.txt: its final status and its body, if any. */
export interface RobotsAnswer {
  readonly status: number | 'unreachable';
  readonly body?: Uint8Array;
}

/** The rules for `userAgent` under `robots`: a function from a page's URL to its permission. */
export function pagePermissions(
  robots: RobotsAnswer,
  userAgent: string,
): (url: string) => PagePermission {
  const token = extractUserAgent(userAgent);
  const { status } = robots;
  if (status === 'unreachable' || status >= 500)
    return () => ({ allowed: false, reason: 'robots-unreachable' });
  if (status >= 400 || !robots.body) return () => ({ allowed: true, line: 0 });
  const parsed = parseRobots(robots.body);
  return (url) => {
    const verdict = checkUrl(parsed, token, url);
    return verdict.allowed
      ? { allowed: true, line: verdict.line }
      : { allowed: false, reason: 'disallowed', line: verdict.line };
  };
}
