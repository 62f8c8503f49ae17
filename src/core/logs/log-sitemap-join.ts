/**
 * What one crawler did with the URLs the sitemaps list, from the log tally (log-tally.ts):
 * listed URLs it never fetched in the log's window, URLs it fetched that no sitemap lists
 * (with their statuses: a 404 or a redirect fetched every day is crawl waste), listed URLs
 * whose lastmod is after its last fetch of them (sitemaps.org: lastmod tells crawlers what
 * changed; Google Search Central, "Build and submit a sitemap": it is used when it is
 * "consistently and verifiably accurate"), and per section how long since it came.
 *
 * Only the crawler's own tally counts: verified and unchecked requests; an unverified
 * claimant is tallied apart (`unverified:<token>`) and never stands for it. URLs meet by path
 * and query on the sitemaps' own hosts (log-path-key.ts). Memory: the sitemap URLs once, and
 * the crawler's paths the tally already holds.
 */
import type { CrawlerTally } from './crawler-tally';
import { sectionOf, sitemapPath, splitPathKey } from './log-path-key';

/** A sitemap URL with its lastmod (ms UTC; null: none or unreadable). */
export interface SitemapUrl {
  readonly url: string;
  readonly lastmodMs: number | null;
}

export interface SitemapJoinOptions {
  /** The crawler joined, as its tally key (a product token: `Googlebot`), any case. */
  readonly agent: string;
  /** The end of the log's window (its latest time), for the days since a section's last fetch. */
  readonly asOfMs: number | null;
  /** URLs listed in each part of the answer (the counts are whole). */
  readonly maxListed?: number;
}

export interface UnlistedPath {
  /** The host the log named, when its format has one. */
  readonly host?: string;
  readonly path: string;
  readonly requests: number;
  readonly status: Record<string, number>;
}

export interface StaleUrl {
  readonly url: string;
  readonly lastmod: string;
  readonly lastFetch: string;
}

export interface SectionFetches {
  /** First path segment: `/blog/`, or `/`. */
  readonly section: string;
  readonly listed: number;
  /** Listed URLs of the section the crawler fetched. */
  readonly fetched: number;
  /** Its latest fetch of any URL of the section (ISO 8601 UTC), listed or not; null: none. */
  readonly lastFetch: string | null;
  /** Whole days from that fetch to the end of the log's window; null: never fetched. */
  readonly daysSinceLastFetch: number | null;
}

export interface SitemapLogJoin {
  readonly agent: string;
  /** Whether the log holds the crawler at all (verified or unchecked). */
  readonly isInLog: boolean;
  /** The sitemaps' hosts: requests naming another host are another site's. */
  readonly hosts: readonly string[];
  /** Distinct sitemap URLs (http and https of one path are one). */
  readonly listed: number;
  readonly fetched: number;
  readonly listedNeverFetched: { readonly count: number; readonly urls: readonly string[] };
  readonly fetchedNotListed: {
    readonly count: number;
    readonly requests: number;
    readonly status: Record<string, number>;
    readonly paths: readonly UnlistedPath[];
  };
  readonly lastmodAfterLastFetch: { readonly count: number; readonly urls: readonly StaleUrl[] };
  readonly sections: readonly SectionFetches[];
}

interface Listed {
  readonly url: string;
  readonly host: string;
  readonly lastmodMs: number | null;
  lastFetch: number | null;
  isFetched: boolean;
}

const dayMs = 86_400_000;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function later(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

function isRobotsTxt(path: string): boolean {
  return path === '/robots.txt' || path.startsWith('/robots.txt?');
}

export function joinSitemapLog(
  urls: Iterable<SitemapUrl>,
  tallies: Iterable<CrawlerTally>,
  options: SitemapJoinOptions,
): SitemapLogJoin {
  return joinSitemapLogRows(urls, tallies, options).join;
}

/** What the join found of each URL given, in the order given (`SitemapLogRows.verdicts`). */
export const SitemapRowVerdict = {
  /** Not an http(s) URL: not joined. */
  none: 0,
  neverFetched: 1,
  lastmodAfterLastFetch: 2,
  fetched: 3,
} as const;

export interface SitemapLogRows {
  readonly join: SitemapLogJoin;
  /** One `SitemapRowVerdict` per URL given, a URL listed twice marked twice. */
  readonly verdicts: Uint8Array;
}

/**
 * The join, and each given URL's verdict in it: the page's URL table filters its rows by
 * these (the URLs "never fetched" and "lastmod after the last fetch" are the join's own).
 */
export function joinSitemapLogRows(
  urls: Iterable<SitemapUrl>,
  tallies: Iterable<CrawlerTally>,
  options: SitemapJoinOptions,
): SitemapLogRows {
  const maxListed = options.maxListed ?? 10;
  const listed = indexListed(urls);
  const agent = options.agent.toLowerCase();
  const tally = [...tallies].find((candidate) => candidate.key.toLowerCase() === agent);
  const fetched = matchFetches(listed, tally, maxListed);
  const counted = countListed(listed.inOrder, maxListed);
  const join: SitemapLogJoin = {
    agent: tally?.key ?? options.agent,
    isInLog: tally !== undefined,
    hosts: [...listed.hosts].sort(),
    listed: listed.inOrder.length,
    fetched: listed.inOrder.length - counted.neverFetched.count,
    listedNeverFetched: counted.neverFetched,
    fetchedNotListed: fetched.notListed,
    lastmodAfterLastFetch: counted.stale,
    sections: [...counted.sections]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([section, counts]) => {
        const lastFetch = fetched.sectionFetch.get(section) ?? null;
        return {
          section,
          ...counts,
          lastFetch: lastFetch === null ? null : iso(lastFetch),
          daysSinceLastFetch:
            lastFetch === null || options.asOfMs === null
              ? null
              : Math.floor((options.asOfMs - lastFetch) / dayMs),
        };
      }),
  };
  return { join, verdicts: rowVerdicts(listed) };
}

function rowVerdicts(listed: ListedIndex): Uint8Array {
  const verdicts = new Uint8Array(listed.entryOf.length);
  for (let index = 0; index < verdicts.length; index++) {
    const entry = listed.entryOf[index];
    if (entry === undefined) continue;
    verdicts[index] = !entry.isFetched
      ? SitemapRowVerdict.neverFetched
      : isStale(entry)
        ? SitemapRowVerdict.lastmodAfterLastFetch
        : SitemapRowVerdict.fetched;
  }
  return verdicts;
}

function isStale(entry: Listed): boolean {
  return entry.lastmodMs !== null && entry.lastFetch !== null && entry.lastmodMs > entry.lastFetch;
}

interface ListedIndex {
  /** Listed URLs by path: one path may be listed on several hosts. */
  readonly byPath: Map<string, Listed[]>;
  readonly inOrder: Listed[];
  readonly hosts: Set<string>;
  /** Each URL given, in order: its entry (a repeat shares the first's), or none. */
  readonly entryOf: (Listed | undefined)[];
}

/** The sitemap URLs by path, each (host, path) once, in the order listed. */
function indexListed(urls: Iterable<SitemapUrl>): ListedIndex {
  const index: ListedIndex = { byPath: new Map(), inOrder: [], hosts: new Set(), entryOf: [] };
  for (const { url, lastmodMs } of urls) {
    const place = sitemapPath(url);
    if (place === undefined || place.host === undefined) {
      index.entryOf.push(undefined);
      continue;
    }
    const same = index.byPath.get(place.path);
    const repeated = same?.find((entry) => entry.host === place.host);
    index.entryOf.push(repeated);
    if (repeated) continue;
    const entry: Listed = { url, host: place.host, lastmodMs, lastFetch: null, isFetched: false };
    index.entryOf[index.entryOf.length - 1] = entry;
    if (same) same.push(entry);
    else index.byPath.set(place.path, [entry]);
    index.inOrder.push(entry);
    index.hosts.add(place.host);
  }
  return index;
}

/**
 * The crawler's fetches against the listed URLs: each listed URL it fetched is marked with its
 * last fetch; the paths it fetched that no sitemap lists are gathered (robots.txt aside); each
 * section's last fetch is kept.
 */
function matchFetches(listed: ListedIndex, tally: CrawlerTally | undefined, maxListed: number) {
  const unlisted: UnlistedPath[] = [];
  const unlistedStatus = new Map<number, number>();
  let unlistedRequests = 0;
  const sectionFetch = new Map<string, number>();
  for (const [key, fetched] of tally?.paths ?? []) {
    const { host, path } = splitPathKey(key);
    if (host !== undefined && !listed.hosts.has(host)) continue;
    if (fetched.lastTime !== null) {
      const section = sectionOf(path);
      sectionFetch.set(section, later(sectionFetch.get(section) ?? null, fetched.lastTime)!);
    }
    const entries = listed.byPath
      .get(path)
      ?.filter((entry) => host === undefined || entry.host === host);
    if (entries && entries.length > 0) {
      for (const entry of entries) {
        entry.isFetched = true;
        entry.lastFetch = later(entry.lastFetch, fetched.lastTime);
      }
      continue;
    }
    if (isRobotsTxt(path)) continue;
    unlistedRequests += fetched.requests;
    for (const [status, count] of fetched.status)
      unlistedStatus.set(status, (unlistedStatus.get(status) ?? 0) + count);
    unlisted.push({
      ...(host === undefined ? {} : { host }),
      path,
      requests: fetched.requests,
      status: statusRecord(fetched.status),
    });
  }
  unlisted.sort(
    (a, b) => b.requests - a.requests || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
  const notListed = {
    count: unlisted.length,
    requests: unlistedRequests,
    status: statusRecord(unlistedStatus),
    paths: unlisted.slice(0, maxListed),
  };
  return { notListed, sectionFetch };
}

/** The listed URLs never fetched, those whose lastmod is after their last fetch, and each section's counts. */
function countListed(inOrder: readonly Listed[], maxListed: number) {
  const neverFetched: string[] = [];
  let neverFetchedCount = 0;
  const stale: StaleUrl[] = [];
  let staleCount = 0;
  const sections = new Map<string, { listed: number; fetched: number }>();
  for (const entry of inOrder) {
    const section = sectionOf(sitemapPath(entry.url)!.path);
    const counts = sections.get(section) ?? { listed: 0, fetched: 0 };
    counts.listed++;
    sections.set(section, counts);
    if (!entry.isFetched) {
      if (neverFetchedCount++ < maxListed) neverFetched.push(entry.url);
      continue;
    }
    counts.fetched++;
    if (isStale(entry))
      if (staleCount++ < maxListed)
        stale.push({
          url: entry.url,
          lastmod: iso(entry.lastmodMs!),
          lastFetch: iso(entry.lastFetch!),
        });
  }
  return {
    neverFetched: { count: neverFetchedCount, urls: neverFetched },
    stale: { count: staleCount, urls: stale },
    sections,
  };
}

/** Counts by status code, keys as strings in ascending order (as the summary writes them). */
export function statusRecord(status: ReadonlyMap<number, number>): Record<string, number> {
  return Object.fromEntries(
    [...status].sort(([a], [b]) => a - b).map(([code, n]) => [String(code), n]),
  );
}
