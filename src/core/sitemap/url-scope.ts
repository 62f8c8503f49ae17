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
import { locScopeOf, originInScope, originOf, type LocScope } from './loc-checks';
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
  const tally = UrlScopeTally.of(location, robots);
  if (tally === undefined) return undefined;
  for (const url of urls) tally.addUrl(url);
  return tally.result();
}

/**
 * {@link checkUrlScope}'s count, URL by URL, for a caller that can decide many URLs at once:
 * the URL store decides every row of one interned prefix (`https://a.example/blog/`) from
 * the prefix alone ({@link addDecided}), and hands over a URL's text only when the prefix
 * cannot tell or an example is wanted. Either way the result is what `checkUrlScope` gives.
 */
export class UrlScopeTally {
  private total = 0;
  private outsideCount = 0;
  private readonly examples: string[] = [];
  private readonly crossSubmitted = new Map<string, number>();

  private constructor(
    private readonly location: string,
    readonly scope: LocScope,
    private readonly crossSubmitters: ReadonlySet<string>,
  ) {}

  /** A tally for the sitemap at `location`; undefined when it is not an http(s) URL. */
  static of(location: string, robots: readonly RobotsSitemaps[]): UrlScopeTally | undefined {
    const scope = locScopeOf(location);
    if (scope === null) return undefined;
    const crossSubmitters = new Set(
      robots
        .filter((file) => file.sitemaps.some((sitemap) => sameUrl(sitemap, location)))
        .map((file) => originOf(file.origin) ?? file.origin.toLowerCase()),
    );
    return new UrlScopeTally(location, scope, crossSubmitters);
  }

  addUrl(url: string): void {
    const parts = originInScope(this.scope, url);
    // Not an absolute http(s) URL: loc-not-absolute says so already, as the reader does.
    if (parts === null) return;
    this.addDecided(parts.origin, parts.isInScope, () => url);
  }

  /** One absolute http(s) URL of origin `origin`, decided; `text` is asked for only if needed. */
  addDecided(origin: string, isInScope: boolean, text: () => string): void {
    this.total++;
    if (isInScope) return;
    if (this.crossSubmitters.has(origin)) {
      this.crossSubmitted.set(origin, (this.crossSubmitted.get(origin) ?? 0) + 1);
      return;
    }
    this.outsideCount++;
    if (this.examples.length < SCOPE_EXAMPLES) this.examples.push(text());
  }

  result(): UrlScopeCheck {
    const { location, scope, total, outsideCount, examples } = this;
    const check: UrlScopeCheck = {
      location,
      base: scope.base,
      total,
      outsideCount,
      examples,
      crossSubmitted: [...this.crossSubmitted].map(([origin, count]) => ({ origin, count })),
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
}
