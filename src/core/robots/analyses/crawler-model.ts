/**
 * The shape of a crawler as its operator documents it (crawler-data.ts holds the entries):
 * which of Google's three kinds of client it is, the product tokens it answers to, whether
 * it reads the `*` group, whose group it falls back on, and what its operator says about
 * Crawl-delay, a robots.txt that cannot be fetched, and how soon a change takes effect.
 *
 * The kinds are Google's ("Overview of Google crawlers and fetchers": common crawlers
 * "always respect robots.txt rules for automatic crawls"; special-case crawlers are used
 * "where there's an agreement between the crawled site and the Google product", e.g. AdsBot
 * "ignores the global robots.txt user agent (*)"; user-triggered fetchers "generally ignore
 * robots.txt rules"), applied to every operator's crawlers by what each one does.
 */

export type CrawlerKind = 'common' | 'special-case' | 'user-triggered';

/**
 * What the crawler's fetches are for, as its operator's page says, so a log's traffic can be
 * grouped by it: `search` (a search engine's index), `ai-training` (training data, including a
 * control token that only says whether another crawler's fetches may train), `ai-search` (an
 * AI answer engine's index), `user-triggered` (a page a user asked a product or assistant to
 * fetch), `ads` (ad landing pages and ad placement checks), `seo-tool` (a site audit or
 * backlink index), `other` (testing tools, generic fetchers, anything else). ai-crawlers.ts
 * keeps its finer purposes for the AI crawlers (ads and control tokens apart); the two agree.
 */
export type CrawlerPurpose =
  'search' | 'ai-training' | 'ai-search' | 'user-triggered' | 'ads' | 'seo-tool' | 'other';

/** Whether the operator says the client obeys robots.txt: `no` includes "may not apply". */
export type ObeysRobots = 'yes' | 'no' | 'not-stated';

export type CrawlDelaySupport = 'honoured' | 'ignored' | 'not-stated';

/**
 * What the crawler does when /robots.txt cannot be fetched (http-status.ts gives each its
 * codes): Google's documented handling, RFC 9309 §2.3.1's, Amazon's, Bing's (which documents
 * only a missing file), or the operator says nothing.
 */
export type RobotsFailurePolicy = 'google' | 'rfc9309' | 'amazon' | 'bing' | 'not-stated';

/**
 * How an entry's facts were checked on the date it was read: `operator-page` against the
 * stored copy of the operator's own page the search tool holds; `issue` only as the tracker's
 * issue text or PRODUCT.md state them (the operator's page was not available); `secondary`
 * from a secondary source (a news report of the operator's page).
 */
export type FactSource = 'operator-page' | 'issue' | 'secondary';

export interface CrawlerModel {
  /** The crawler's name as its operator writes it: also its most specific token. */
  readonly name: string;
  readonly operator: string;
  readonly kind: CrawlerKind;
  readonly purpose: CrawlerPurpose;
  /** Product tokens it answers to, most specific first (RFC 9309 §2.2.1 compares each case-insensitively). */
  readonly tokens: readonly string[];
  /**
   * Tokens of another crawler whose group it follows when no group names one of its own
   * (Apple: Applebot follows the Googlebot group), tried after `tokens`, before `*`.
   */
  readonly fallbacks: readonly string[];
  /** Reads the `*` group when no group names it (special-case crawlers do not). */
  readonly readsGlobal: boolean;
  readonly obeysRobots: ObeysRobots;
  readonly crawlDelay: CrawlDelaySupport;
  readonly robotsFailure: RobotsFailurePolicy;
  /** Hours until a changed robots.txt takes effect, as the operator states; null: not stated. */
  readonly propagationHours: number | null;
  /** The operator's page (text only; the page never fetches it); null when none is published. */
  readonly docs: string | null;
  /** When that page was read (YYYY-MM-DD). */
  readonly read: string;
  readonly source: FactSource;
}

/** Whether a verdict means anything for this client: not for one that does not read robots.txt. */
export function readsRobots(model: CrawlerModel | null | undefined): boolean {
  return model?.obeysRobots !== 'no';
}
