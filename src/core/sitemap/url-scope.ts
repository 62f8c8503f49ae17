/**
 * Which URLs a sitemap may list (sitemaps.org "Sitemap file location"): only URLs on its own
 * scheme, host and port, in its own directory or deeper, so `https://a.example/maps/s.xml`
 * may list `https://a.example/maps/…` but not `https://a.example/` or `https://www.a.example/…`
 * (Search Console: "URL not allowed"). The exception is cross-submission (sitemaps.org
 * "Sitemaps & Cross Submits"): the other host's robots.txt names the sitemap in a `Sitemap:`
 * line, which proves that host's owner allows it.
 *
 * One code, `loc-out-of-scope`, one problem per file with the count and the first example:
 * the reader sums what it finds when the sitemap's URL is known while reading
 * (problem-sink.ts), and {@link checkUrlScope} does the same when the location is learned later
 * (from the index that lists the file, or a robots.txt `Sitemap:` line).
 */
import type { Problem } from '../problems/problem';
import { locScopeOf, originInScope, originOf } from './loc-checks';
import { createProblem } from '../problems/problem';

/** Examples kept per check: enough to recognise the pattern, few enough to show. */
export const SCOPE_EXAMPLES = 3;

/** A loaded robots.txt: the origin it is for, and its `Sitemap:` URLs. */
export interface RobotsSitemaps {
  /** `https://host[:port]` the robots.txt was fetched from or names. */
  origin: string;
  sitemaps: readonly string[];
}

export interface UrlScopeCheck {
  /** The sitemap's location, and the directory its URLs must be in. */
  location: string;
  base: string;
  /** URLs checked. */
  total: number;
  /** URLs outside the location and not cross-submitted: the problem's count. */
  outsideCount: number;
  /** The first few of them, as written. */
  examples: string[];
  /** Out-of-location URLs allowed because their host's robots.txt lists the sitemap. */
  crossSubmitted: { origin: string; count: number }[];
  /** One `loc-out-of-scope` for the file; absent when every URL is allowed. */
  problem?: Problem;
}

/** The per-file `loc-out-of-scope` problem (also built by the reader's problem sink). */
export function outOfScopeProblem(fields: {
  count: number;
  total: number;
  base: string;
  example: string;
  line?: number;
  column?: number;
}): Problem {
  const { count, total, base, example, line = 0, column = 0 } = fields;
  return createProblem('loc-out-of-scope', line, column, { count, total, base, loc: example });
}

/** `Sitemap:` URLs compare as written but for surrounding blanks and the scheme/host case. */
function sameUrl(a: string, b: string): boolean {
  const x = a.trim();
  const y = b.trim();
  if (x === y) return true;
  const originX = originOf(x);
  const originY = originOf(y);
  if (originX === null || originX !== originY) return false;
  const rest = (url: string): string => url.replace(/^[a-zA-Z]+:\/\/[^/?#]*/, '') || '/';
  return rest(x) === rest(y);
}

/**
 * Checks `urls` against the location `location` a sitemap is known to live at. `robots` are the
 * loaded robots.txt files: an out-of-location URL whose origin has a robots.txt listing
 * `location` is cross-submitted, counted apart, and not a problem. Undefined when the location
 * is not an http(s) URL (nothing can be said).
 */
export function checkUrlScope(
  location: string,
  urls: Iterable<string>,
  robots: readonly RobotsSitemaps[] = [],
): UrlScopeCheck | undefined {
  const scope = locScopeOf(location);
  if (scope === null) return undefined;
  const crossSubmitters = new Set(
    robots
      .filter((file) => file.sitemaps.some((sitemap) => sameUrl(sitemap, location)))
      .map((file) => originOf(file.origin) ?? file.origin.toLowerCase()),
  );
  let total = 0;
  let outsideCount = 0;
  const examples: string[] = [];
  const crossSubmitted = new Map<string, number>();
  for (const url of urls) {
    const parts = originInScope(scope, url);
    // Not an absolute http(s) URL: loc-not-absolute says so already, as the reader does.
    if (parts === null) continue;
    total++;
    if (parts.isInScope) continue;
    const origin = parts.origin;
    if (crossSubmitters.has(origin)) {
      crossSubmitted.set(origin, (crossSubmitted.get(origin) ?? 0) + 1);
      continue;
    }
    outsideCount++;
    if (examples.length < SCOPE_EXAMPLES) examples.push(url);
  }
  const check: UrlScopeCheck = {
    location,
    base: scope.base,
    total,
    outsideCount,
    examples,
    crossSubmitted: [...crossSubmitted].map(([origin, count]) => ({ origin, count })),
  };
  if (outsideCount > 0)
    check.problem = outOfScopeProblem({
      count: outsideCount,
      total,
      base: scope.base,
      example: examples[0],
    });
  return check;
}
