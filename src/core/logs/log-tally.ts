/**
 * The requests of an access log summed up per crawler and per (crawler, path), in memory that
 * grows with the distinct crawlers, paths and days seen, never with the lines, and is capped
 * even then (a hostile log can name a million bots or paths: what passes a cap is counted in
 * `cut`, never silently lost). A request's crawler is its User-Agent's claim
 * (crawler-identity.ts), checked against the operator's published ranges when the caller
 * supplied them (crawler-ranges.ts): a claimant from elsewhere is tallied apart as
 * `unverified:<token>`, never as the crawler. Times are grouped by UTC date; times out of order
 * or in the future are counted as they are.
 */
import { identifyCrawler, type CrawlerIdentity } from './crawler-identity';
import { verifyRequest, type CrawlerRanges } from './crawler-ranges';
import type { CrawlerTally, PathTally } from './crawler-tally';
import type { LogReadSummary } from './log-reader';
import type { LogRequest } from './log-request';
import { pathKey } from './log-path-key';
import { summariseTally, type LogTallySummary } from './log-summary';

export interface LogTallyOptions {
  /** Range files supplied; without them every crawler is unchecked. */
  readonly ranges?: CrawlerRanges;
  /** Distinct crawler keys kept; past it bots are tallied together as one more, `other-bots`. */
  readonly maxCrawlers?: number;
  /** Distinct (crawler, path) pairs kept, over all crawlers. */
  readonly maxPaths?: number;
  /** Distinct days kept per crawler. */
  readonly maxDays?: number;
  /**
   * Paths keyed with the request's Host when the line has one (`//host/path`, the network-path
   * reference of RFC 3986 §4.2), so a log of several sites joins each against its own sitemaps
   * (log-path-key.ts). Off by default: a path alone, whatever the host.
   */
  readonly isHostKept?: boolean;
}

/**
 * Characters of a path kept as its key: a longer one is cut (and counted with the others cut
 * the same way). Browsers cap URLs near 2 KB; with `maxPaths` this bounds the paths' memory
 * near 100 MB for the most hostile log, and to far less for a real one.
 */
const maxPathChars = 1024;

/** UAs remembered with their identity; the memo is dropped whole when full. */
const identityMemoSize = 10_000;
const otherBots = 'other-bots';

function bump<K>(map: Map<K, number>, key: K, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const dayMs = 86_400_000;

/**
 * Counts a dated request on its UTC day (PathTally.days): nothing to keep while every dated
 * request so far fell on one day; the pairs start at the second day. Logs are mostly in time
 * order, so the day is looked for from the end.
 */
function countPathDay(path: PathTally, time: number): void {
  const day = Math.floor(time / dayMs);
  if (path.days === undefined) {
    if (path.firstTime === null || Math.floor(path.firstTime / dayMs) === day) return;
    path.days = [Math.floor(path.firstTime / dayMs), path.dated];
  }
  const days = path.days;
  for (let i = days.length - 2; i >= 0; i -= 2) {
    if (days[i] === day) {
      days[i + 1] = days[i + 1]! + 1;
      return;
    }
  }
  days.push(day, 1);
}

/** `YYYY-MM-DD` of a time, or undefined for one no Date can hold. */
function utcDate(time: number): string | undefined {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return undefined;
  // Not toISOString: it writes years past 9999 as `+010000`.
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/** A fetch of the site's robots.txt (with or without a query). */
export function isRobotsTxt(path: string): boolean {
  return path === '/robots.txt' || path.startsWith('/robots.txt?');
}

export class LogTally {
  private readonly crawlers = new Map<string, CrawlerTally>();
  private readonly identities = new Map<string, CrawlerIdentity>();
  private readonly people = { requests: 0, status: new Map<number, number>(), bytes: 0 };
  private pathCount = 0;
  private readonly cut = { crawlers: 0, paths: 0, days: 0 };
  private readonly maxCrawlers: number;
  private readonly maxPaths: number;
  private readonly maxDays: number;
  /**
   * The UTC day of the last time named, and where it starts and ends: a log runs in time order,
   * so nearly every request falls on the day before it, and a Date a line cost 0.3 s a million
   * lines (bench/logs.bench.ts, docs/benchmarks.md).
   */
  private lastDay = { start: NaN, end: NaN, day: undefined as string | undefined };

  constructor(private readonly options: LogTallyOptions = {}) {
    this.maxCrawlers = options.maxCrawlers ?? 1_000;
    this.maxPaths = options.maxPaths ?? 100_000;
    this.maxDays = options.maxDays ?? 1_000;
  }

  /** Counts one request; returns the crawler key it was tallied under (undefined: a person). */
  add(request: LogRequest): string | undefined {
    const identity = this.identify(request.userAgent);
    if (identity.kind === 'person') {
      this.people.requests++;
      bump(this.people.status, request.status);
      this.people.bytes += request.bytes ?? 0;
      return undefined;
    }
    let key = identity.token;
    let verification: 'verified' | 'unverified' | 'unchecked' = 'unchecked';
    if (identity.kind !== 'unknown-bot' && this.options.ranges !== undefined) {
      verification = verifyRequest(identity.model, request.ip, this.options.ranges);
      if (verification === 'unverified') key = `unverified:${identity.token}`;
    }
    const tally = this.tallyFor(key, identity);
    tally.requests++;
    tally[verification]++;
    bump(tally.status, request.status);
    tally.bytes += request.bytes ?? 0;
    if (request.time !== null) this.countDay(tally, request.time);
    if (isRobotsTxt(request.path)) {
      tally.robotsTxt.requests++;
      bump(tally.robotsTxt.status, request.status);
    }
    this.countPath(tally, request);
    return tally.key;
  }

  /** The tallies, for a caller that wants paths (the summary gives only their count). */
  tallies(): IterableIterator<CrawlerTally> {
    return this.crawlers.values();
  }

  /** The summary the command line prints as `logs`, with the reader's line counts. */
  summary(read?: LogReadSummary): LogTallySummary {
    return summariseTally(this.crawlers.values(), this.people, this.cut, read);
  }

  private identify(userAgent: string): CrawlerIdentity {
    const known = this.identities.get(userAgent);
    if (known !== undefined) return known;
    const identity = identifyCrawler(userAgent);
    if (this.identities.size >= identityMemoSize) this.identities.clear();
    // A hostile UA is not kept whole as a key: the memo holds ordinary ones.
    if (userAgent.length <= 512) this.identities.set(userAgent, identity);
    return identity;
  }

  private tallyFor(key: string, identity: Exclude<CrawlerIdentity, { kind: 'person' }>) {
    let tally = this.crawlers.get(key);
    if (tally !== undefined) return tally;
    if (this.crawlers.size >= this.maxCrawlers) {
      this.cut.crawlers++;
      key = otherBots;
      identity = { kind: 'unknown-bot', token: otherBots };
      tally = this.crawlers.get(key);
      if (tally !== undefined) return tally;
    }
    tally = {
      key,
      kind: identity.kind,
      ...(identity.kind === 'unknown-bot'
        ? {}
        : { operator: identity.operator, purpose: identity.purpose }),
      requests: 0,
      verified: 0,
      unverified: 0,
      unchecked: 0,
      status: new Map(),
      bytes: 0,
      days: new Map(),
      paths: new Map(),
      robotsTxt: { requests: 0, status: new Map() },
    };
    this.crawlers.set(key, tally);
    return tally;
  }

  private countDay(tally: CrawlerTally, time: number): void {
    const last = this.lastDay;
    if (!(time >= last.start && time < last.end)) {
      const start = Math.floor(time / dayMs) * dayMs;
      this.lastDay = { start, end: start + dayMs, day: utcDate(time) };
    }
    const day = this.lastDay.day;
    if (day === undefined) return;
    if (!tally.days.has(day) && tally.days.size >= this.maxDays) {
      this.cut.days++;
      return;
    }
    bump(tally.days, day);
  }

  private countPath(tally: CrawlerTally, request: LogRequest): void {
    const target =
      request.path.length > maxPathChars ? request.path.slice(0, maxPathChars) : request.path;
    const key = this.options.isHostKept ? pathKey(request.host, target) : target;
    let path = tally.paths.get(key);
    if (path === undefined) {
      if (this.pathCount >= this.maxPaths) {
        this.cut.paths++;
        return;
      }
      this.pathCount++;
      path = {
        requests: 0,
        firstTime: null,
        lastTime: null,
        status: new Map(),
        bytes: 0,
        dated: 0,
      };
      tally.paths.set(key, path);
    }
    path.requests++;
    bump(path.status, request.status);
    path.bytes += request.bytes ?? 0;
    const time = request.time;
    if (time !== null) {
      countPathDay(path, time);
      if (path.firstTime === null || time < path.firstTime) path.firstTime = time;
      if (path.lastTime === null || time > path.lastTime) path.lastTime = time;
      path.dated++;
    }
  }
}
