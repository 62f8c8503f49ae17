/**
 * Reads a site the way a crawler finds its sitemaps: `/robots.txt` of the origin (RFC 9309
 * §2.3: its status decides what a crawler may do, src/core/robots/analyses/http-status.ts), then each
 * `Sitemap:` line, or `/sitemap.xml` when there is none, then every index's children,
 * recursively; each address is fetched once, so an index listing itself ends there.
 *
 * Nothing here can hang or grow without bound: every file has a time cap (redirects, retries
 * and body included), the whole read a deadline, every body a byte cap, the whole read a
 * file and a byte cap, redirects stop after five, and an index is followed for at most
 * 50,000 children. Nothing the site serves leaves the site the user named
 * (site-boundary.ts): a redirect elsewhere is reported, not followed. Gzip is decided from
 * the bytes (1F 8B), never from the name or the headers, and a gzip child is inflated only
 * as far as needed to tell an index. The fetch is injected, so the command line (Node) and
 * the bookmarklet (a browser, on the site itself) share this code.
 */
import type { FetchRecord, NotFetched } from './fetch-record';
import { indexChildUrls, isSitemapIndex, isSitemapLike, robotsSitemapUrls } from './site-links';
import {
  ChildChooser,
  FOLLOW_EVERY_CHILD,
  type ChildChoice,
  type ChildPattern,
} from './child-choice';
import { DISCOVER_PATHS } from './discover-paths';
import {
  MAX_CHILDREN_PER_INDEX,
  MAX_NOT_FETCHED_LISTED,
  SNIFF_BYTES,
  type SiteCaps,
  type SiteIo,
} from './site-fetch';
import { createHostLimiter } from './host-limiter';
import { siteBoundary, type OffSite, type SiteBoundary } from './site-boundary';
import { SiteFileFetcher, resolve, type Fetched } from './site-file-fetcher';

/** A body fetched, named by the address it was asked for. */
export interface SiteFile {
  readonly url: string;
  readonly bytes: Uint8Array;
}

export interface SiteRead {
  readonly robotsUrl: string;
  /** What a crawler goes by (robotsStatusMeaning): the final status, or `unreachable`. */
  readonly robotsStatus: number | 'unreachable';
  /** In the order a reader meets them: robots.txt, then each sitemap before its children. */
  readonly files: readonly SiteFile[];
  readonly fetches: readonly FetchRecord[];
  readonly notFetched: readonly NotFetched[];
  /** Sitemaps not fetched beyond those listed in `notFetched`. */
  readonly notFetchedMore: number;
  /** `--follow` / `--skip` patterns that matched no index's child. */
  readonly unmatchedPatterns: readonly ChildPattern[];
}

export interface ReadSiteOptions {
  /** Why a sitemap on another origin is not fetched: the command line says `other-host`, the bookmarklet `other-origin`. */
  readonly otherOrigin?: 'other-host' | 'other-origin';
  /** With no `Sitemap:` line, try the common places (discover-paths.ts) instead of `/sitemap.xml` alone. */
  readonly discover?: boolean;
  /** Which children of an index to follow (`--follow`, `--skip`); every one by default. */
  readonly children?: ChildChoice;
}

/** Where a fetch sits in the tree of listings (robots.txt first), to order the results. */
type TreePlace = readonly number[];

export async function readSite(
  siteUrl: string,
  io: SiteIo,
  caps: SiteCaps,
  options: ReadSiteOptions = {},
): Promise<SiteRead> {
  const walk = new SiteWalk(new URL(siteUrl), io, caps, options);
  const robots = await walk.start();
  return walk.result(robots);
}

/** One read of a site: what was fetched, where in the tree, and what was left out and why. */
class SiteWalk {
  private readonly origin: string;
  private readonly boundary: SiteBoundary;
  private readonly robotsUrl: string;
  private readonly limit: ReturnType<typeof createHostLimiter>;
  private readonly chooser: ChildChooser;
  private readonly fetcher: SiteFileFetcher;
  private readonly results: { place: TreePlace; fetched: Fetched }[] = [];
  private readonly notFetched: NotFetched[] = [];
  private notFetchedMore = 0;
  private filesTaken = 0;
  private readonly seen = new Set<string>();
  private readonly readDeadline: number;

  constructor(
    site: URL,
    private readonly io: SiteIo,
    private readonly caps: SiteCaps,
    private readonly options: ReadSiteOptions,
  ) {
    this.origin = site.origin;
    this.boundary = siteBoundary(site, caps.followHosts);
    this.robotsUrl = `${this.origin}/robots.txt`;
    this.limit = createHostLimiter(caps.concurrency, caps.ratePerSecond, io);
    this.chooser = new ChildChooser(options.children ?? FOLLOW_EVERY_CHILD);
    this.readDeadline = io.now() + caps.deadlineMs;
    this.fetcher = new SiteFileFetcher(io, caps, this.boundary, this.readDeadline);
  }

  /** Fetches robots.txt, then what it lists (or the usual places), and all below. */
  async start(): Promise<Fetched> {
    const { origin, robotsUrl } = this;
    const robots = await this.limit(origin, () => this.fetcher.fetch(robotsUrl, 'robots'));
    this.results.push({ place: [0], fetched: robots });
    const listed = await this.listedUrls(robots);
    this.seen.add(robotsUrl);
    if (listed.urls.length === 0 && this.options.discover)
      await Promise.all(DISCOVER_PATHS.map((path, i) => this.discover(`${origin}${path}`, [1, i])));
    else {
      const starts = listed.urls.length ? listed.urls : [`${origin}/sitemap.xml`];
      await Promise.all(starts.map((url, i) => this.visit(url, robotsUrl, [1, i], false)));
    }
    return robots;
  }

  result(robots: Fetched): SiteRead {
    const results = [...this.results].sort((a, b) => comparePlaces(a.place, b.place));
    return {
      robotsUrl: this.robotsUrl,
      robotsStatus: robotsStatusOf(robots.record),
      files: results.flatMap(({ fetched }) =>
        fetched.body ? [{ url: fetched.record.url, bytes: fetched.body }] : [],
      ),
      fetches: results.map(({ fetched }) => fetched.record),
      notFetched: this.notFetched,
      notFetchedMore: this.notFetchedMore,
      unmatchedPatterns: this.chooser.unmatchedPatterns(),
    };
  }

  private skip(entry: NotFetched): void {
    if (this.notFetched.length < MAX_NOT_FETCHED_LISTED) this.notFetched.push(entry);
    else this.notFetchedMore++;
  }

  /** The addresses a fetched body lists, read from its bytes (inflated only as far as needed). */
  private async listedUrls(fetched: Fetched): Promise<{ urls: string[]; more: number }> {
    if (!fetched.body) return { urls: [], more: 0 };
    let bytes = fetched.body;
    if (fetched.record.isGzip) {
      // The first bytes tell an index from a urlset: a 50 MB urlset is not inflated to learn it.
      const head = await this.io.gunzip(bytes, SNIFF_BYTES);
      if (fetched.record.purpose === 'sitemap' && !isSitemapIndex(head.bytes))
        return { urls: [], more: 0 };
      if (fetched.record.purpose === 'discover' && !isSitemapIndex(head.bytes))
        return { urls: [], more: 0 };
      const inflated = head.isCut ? await this.io.gunzip(bytes, this.caps.maxFileBytes) : head;
      bytes = inflated.bytes;
      if (inflated.isCut) fetched.record = { ...fetched.record, isInflateCut: true };
    }
    if (fetched.record.purpose === 'robots') return { urls: robotsSitemapUrls(bytes), more: 0 };
    return isSitemapIndex(bytes)
      ? indexChildUrls(bytes, MAX_CHILDREN_PER_INDEX)
      : { urls: [], more: 0 };
  }

  /** Why no more can be fetched now (a cap reached), or undefined. */
  private capReached(): NotFetched['reason'] | undefined {
    if (this.filesTaken >= this.caps.maxFiles) return 'file-cap';
    if (this.fetcher.receivedBytes >= this.caps.maxTotalBytes) return 'total-bytes-cap';
    if (this.io.now() >= this.readDeadline) return 'deadline';
    return undefined;
  }

  private async visit(
    listed: string,
    listedIn: string,
    place: TreePlace,
    isIndexChild: boolean,
  ): Promise<void> {
    const url = resolve(listed, listedIn);
    const reason: NotFetched['reason'] | undefined =
      url === null
        ? 'not-a-url'
        : notFetchedReason(
            this.boundary.check(new URL(url)),
            this.options.otherOrigin ?? 'other-host',
          );
    // Every child counts for its patterns, one off the site or met twice too.
    const notChosen = isIndexChild && url !== null ? this.chooser.choose(url) : undefined;
    if (reason) return this.skip({ url: url ?? listed, listedIn, reason });
    if (this.seen.has(url!)) return;
    if (notChosen) return this.skip({ url: url!, listedIn, ...notChosen });
    const stop = this.capReached();
    if (stop) return this.skip({ url: url!, listedIn, reason: stop });
    this.seen.add(url!);
    this.filesTaken++;
    const fetched = await this.limit(originOf(url!), () =>
      this.fetcher.fetch(url!, 'sitemap', listedIn),
    );
    await this.followChildren(fetched, url!, listedIn, place);
  }

  private async followChildren(
    fetched: Fetched,
    url: string,
    listedIn: string,
    place: TreePlace,
  ): Promise<void> {
    for (const redirect of fetched.record.redirects) this.seen.add(redirect);
    const children = await this.listedUrls(fetched);
    this.results.push({ place, fetched });
    if (children.more > 0) {
      // Named once, by the index: its children past the 50,000th are counted only.
      this.skip({ url, listedIn, reason: 'index-cap' });
      this.notFetchedMore += children.more;
    }
    await Promise.all(children.urls.map((child, i) => this.visit(child, url, [...place, i], true)));
  }

  /**
   * A common place tried (`--discover`): kept, and followed when an index, only when what it
   * answered is a sitemap; anything else (a 404, the home page's HTML) is reported as tried.
   */
  private async discover(url: string, place: TreePlace): Promise<void> {
    const { robotsUrl } = this;
    if (this.seen.has(url)) return;
    const stop = this.capReached();
    if (stop) return this.skip({ url, listedIn: robotsUrl, reason: stop });
    this.seen.add(url);
    this.filesTaken++;
    const fetched: Fetched = await this.limit(originOf(url), () =>
      this.fetcher.fetch(url, 'discover'),
    );
    if (fetched.body) {
      const head = fetched.record.isGzip
        ? (await this.io.gunzip(fetched.body, SNIFF_BYTES)).bytes
        : fetched.body;
      const isSitemap = isSitemapLike(head);
      fetched.record = { ...fetched.record, isSitemap };
      if (!isSitemap) delete fetched.body;
    }
    await this.followChildren(fetched, url, robotsUrl, place);
  }
}

function notFetchedReason(
  offSite: OffSite | undefined,
  otherOrigin: 'other-host' | 'other-origin',
): NotFetched['reason'] | undefined {
  switch (offSite) {
    case 'not-http':
      return 'not-a-url';
    case 'other-host':
      return otherOrigin;
    case 'private-address':
      return 'private-address';
    case undefined:
      return undefined;
  }
}

/**
 * What a crawler takes the robots.txt answer to be. Google's rule for a redirect chain cut
 * short (robotsStatusTexts `google-3xx`): treated as missing, so as a 404.
 */
function robotsStatusOf(record: FetchRecord): number | 'unreachable' {
  if (record.failure === 'too-many-redirects' || record.failure === 'redirect-loop') return 404;
  if (record.status === null || record.failure === 'timeout') return 'unreachable';
  return record.status;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

function comparePlaces(a: TreePlace, b: TreePlace): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}
