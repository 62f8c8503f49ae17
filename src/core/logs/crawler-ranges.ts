/**
 * The range files a user supplied, as the address sets that verify each crawler, and the
 * verdict for one request: `verified` when the address is in a range its operator publishes
 * for the crawler, `unverified` when ranges for it were supplied and the address is in none
 * (the request only claims to be that crawler), `unchecked` when none were supplied. No DNS
 * look-up is made, ever: operators that verify by reverse DNS only stay unchecked.
 */
import type { CrawlerModel } from '../robots/analyses/crawler-model';
import { parseRanges, type SkippedPrefix } from './published-ranges';
import { crawlersOf, findOperator, findRangeSource, type RangeSource } from './range-sources';
import { RangeSet, type IpPrefix } from './range-set';

export type Verification = 'verified' | 'unverified' | 'unchecked';

/** What became of one supplied file. */
export type RangeFileReport =
  | {
      readonly name: string;
      readonly ok: true;
      readonly operator: string;
      /** The crawlers it verifies. */
      readonly crawlers: readonly string[];
      readonly prefixCount: number;
      readonly creationTime?: string;
      readonly skipped: readonly SkippedPrefix[];
    }
  | {
      readonly name: string;
      readonly ok: false;
      /** `unknown-source`: neither a known file name nor an operator was given. */
      readonly reason: 'not-json' | 'no-prefixes' | 'unknown-source';
    };

export class CrawlerRanges {
  /** Prefixes by crawler name (lower case). */
  private readonly prefixes = new Map<string, IpPrefix[]>();
  private readonly sets = new Map<string, RangeSet>();

  /**
   * Adds a file's text. `name` is its URL or file name (the source is found from it) or an
   * operator's name (the file then verifies all that operator's crawlers); `operator` says
   * whose it is when the name does not.
   */
  add(name: string, text: string, operator?: string): RangeFileReport {
    const source = this.sourceOf(name, operator);
    if (source === undefined) return { name, ok: false, reason: 'unknown-source' };
    const parsed = parseRanges(text);
    if (!parsed.ok) return { name, ok: false, reason: parsed.reason };
    const crawlers = crawlersOf(source);
    for (const crawler of crawlers) {
      const key = crawler.toLowerCase();
      const list = this.prefixes.get(key) ?? [];
      list.push(...parsed.prefixes);
      this.prefixes.set(key, list);
      this.sets.delete(key);
    }
    return {
      name,
      ok: true,
      operator: source.operator,
      crawlers,
      prefixCount: parsed.prefixes.length,
      ...(parsed.creationTime === undefined ? {} : { creationTime: parsed.creationTime }),
      skipped: parsed.skipped,
    };
  }

  private sourceOf(name: string, operator: string | undefined): RangeSource | undefined {
    const known = findRangeSource(name);
    if (
      known !== undefined &&
      (operator === undefined || findOperator(operator) === known.operator)
    )
      return known;
    const owner = findOperator(operator ?? name);
    return owner === undefined ? undefined : { url: name, operator: owner, crawlers: 'all' };
  }

  /** The addresses that verify `crawlerName`, or undefined when no file covers it. */
  rangesFor(crawlerName: string): RangeSet | undefined {
    const key = crawlerName.toLowerCase();
    const cached = this.sets.get(key);
    if (cached !== undefined) return cached;
    const prefixes = this.prefixes.get(key);
    if (prefixes === undefined) return undefined;
    const set = new RangeSet(prefixes);
    this.sets.set(key, set);
    return set;
  }
}

/** Whether a request claiming to be `crawler` came from an address its operator publishes. */
export function verifyRequest(
  crawler: Pick<CrawlerModel, 'name'>,
  ip: string,
  ranges: CrawlerRanges,
): Verification {
  const set = ranges.rangesFor(crawler.name);
  if (set === undefined) return 'unchecked';
  return set.contains(ip) ? 'verified' : 'unverified';
}

/**
 * The ranges of several files at once, keyed by file name, URL or operator
 * (`{ 'common-crawlers.json': text, OpenAI: text }`), with what became of each.
 */
export function crawlerRangesFrom(files: Readonly<Record<string, string>>): {
  ranges: CrawlerRanges;
  reports: RangeFileReport[];
} {
  const ranges = new CrawlerRanges();
  const reports = Object.entries(files).map(([name, text]) => ranges.add(name, text));
  return { ranges, reports };
}
