/**
 * Problems the cross-check of sitemap URLs against robots.txt reports. English texts are the
 * message catalog's source; translations key on the same codes.
 *
 * Source: Search Console's sitemap report ("URL blocked by robots.txt") and Google Search
 * Central, "Build and submit a sitemap": list the URLs you want crawled.
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';

export const robotsCrossCheckCodes = {
  'url-blocked-by-robots': {
    severity: 'error',
    message: 'Listed in a sitemap but blocked for {agent} by robots.txt line {line}',
    explanation:
      'The sitemap asks search engines to crawl this URL while the site’s own robots.txt forbids it (Search Console: "URL blocked by robots.txt"). The crawler will not fetch it, so its content, links and any in-page noindex are never seen.',
    fix: 'Either remove the URL from the sitemap, or change the robots.txt line so the URL is allowed (a longer Allow rule wins over a shorter Disallow).',
  },
} as const satisfies Record<string, ProblemCodeInfo>;

export type RobotsCrossCheckCode = keyof typeof robotsCrossCheckCodes;
