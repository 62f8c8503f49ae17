/**
 * The AI crawlers site owners decide about, as dated data, and the crawler presets of the
 * path tester. Product tokens are what a robots.txt `User-agent:` line names (RFC 9309 §2.2.1).
 *
 * Sources, each entry's `docs`: the operator's own page. Reviewed 2026-12-02 without live web:
 * `checked: 'search-copy'` entries were confirmed against the stored copy of the operator's page
 * the search tool holds (Amazon's Amazonbot page; OpenAI's bots page, now at
 * developers.openai.com/api/docs/bots, for OAI-AdsBot); `checked: 'product-brief'` entries are
 * as documented by the operator per PRODUCT.md ("AI crawlers", late 2026). Re-read each
 * operator's page before a release.
 */

/** When the entries below were last checked. */
export const aiCrawlersReviewed = '2026-12-02';

/**
 * What the crawler's fetches feed: `training` (model training), `ai-search` (an AI search
 * index), `user-fetch` (pages a user asked an assistant to open), `control-token` (a token no
 * crawler sends: another crawler fetches, and the token only says how the content may be used).
 */
export type AiCrawlerPurpose = 'training' | 'ai-search' | 'user-fetch' | 'control-token';

/** Whether the operator says the crawler obeys robots.txt: `yes`, `no` (or "may not apply"), `not-stated`. */
export type HonoursRobots = 'yes' | 'no' | 'not-stated';

export interface AiCrawler {
  /** The product token to name in `User-agent:`. */
  readonly token: string;
  readonly operator: string;
  readonly purpose: AiCrawlerPurpose;
  readonly honoursRobots: HonoursRobots;
  /** How the entry was checked on the review date (see the file header). */
  readonly checked: 'search-copy' | 'product-brief';
  /**
   * The operator says robots.txt may not apply to fetches a user triggers, so a block may not
   * stop them.
   */
  readonly mayIgnoreRobotsForUserFetches: boolean;
  /** For a control token: the crawler that actually fetches. */
  readonly fetchedBy?: string;
  /** The operator's documentation (plain text, not fetched); null when the operator publishes none. */
  readonly docs: string | null;
}

const openAiDocs = 'https://developers.openai.com/api/docs/bots';
const amazonDocs = 'https://developer.amazon.com/amazonbot';
const metaDocs = 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';
const googleCommon =
  'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers';
const anthropicDocs =
  'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler';
const perplexityDocs = 'https://docs.perplexity.ai/guides/bots';

const aiCrawlerList = [
  {
    token: 'GPTBot',
    operator: 'OpenAI',
    purpose: 'training',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    docs: openAiDocs,
  },
  {
    token: 'OAI-SearchBot',
    operator: 'OpenAI',
    purpose: 'ai-search',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    docs: openAiDocs,
  },
  {
    token: 'ChatGPT-User',
    operator: 'OpenAI',
    purpose: 'user-fetch',
    honoursRobots: 'no',
    checked: 'product-brief',
    // OpenAI: "Because these actions are initiated by a user, robots.txt rules may not apply."
    mayIgnoreRobotsForUserFetches: true,
    docs: openAiDocs,
  },
  {
    token: 'ClaudeBot',
    operator: 'Anthropic',
    purpose: 'training',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    docs: anthropicDocs,
  },
  {
    token: 'Claude-SearchBot',
    operator: 'Anthropic',
    purpose: 'ai-search',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    docs: anthropicDocs,
  },
  {
    token: 'Claude-User',
    operator: 'Anthropic',
    purpose: 'user-fetch',
    honoursRobots: 'yes',
    checked: 'product-brief',
    // Anthropic documents that Claude-User honours robots.txt.
    mayIgnoreRobotsForUserFetches: false,
    docs: anthropicDocs,
  },
  {
    token: 'Google-Extended',
    operator: 'Google',
    purpose: 'control-token',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    fetchedBy: 'Googlebot',
    docs: `${googleCommon}#google-extended`,
  },
  {
    token: 'Applebot-Extended',
    operator: 'Apple',
    purpose: 'control-token',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    fetchedBy: 'Applebot',
    docs: 'https://support.apple.com/en-us/119829',
  },
  {
    token: 'PerplexityBot',
    operator: 'Perplexity',
    purpose: 'ai-search',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    docs: perplexityDocs,
  },
  {
    token: 'Perplexity-User',
    operator: 'Perplexity',
    purpose: 'user-fetch',
    honoursRobots: 'no',
    checked: 'product-brief',
    // Perplexity: "Since a user requested the fetch, this fetcher generally ignores robots.txt rules."
    mayIgnoreRobotsForUserFetches: true,
    docs: perplexityDocs,
  },
  {
    token: 'CCBot',
    operator: 'Common Crawl',
    purpose: 'training',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    docs: 'https://commoncrawl.org/ccbot',
  },
  {
    token: 'Bytespider',
    operator: 'ByteDance',
    purpose: 'training',
    honoursRobots: 'not-stated',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    // ByteDance publishes no crawler documentation page (checked on the review date).
    docs: null,
  },
  {
    token: 'Amazonbot',
    operator: 'Amazon',
    purpose: 'training',
    honoursRobots: 'yes',
    checked: 'search-copy',
    mayIgnoreRobotsForUserFetches: false,
    docs: amazonDocs,
  },
  {
    token: 'meta-externalagent',
    operator: 'Meta',
    purpose: 'training',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    docs: metaDocs,
  },
  // Added since PRODUCT.md's first table (its note names them).
  {
    token: 'OAI-AdsBot',
    operator: 'OpenAI',
    // Visits only landing pages submitted as ads in ChatGPT, to check them: a fetch an advertiser triggers.
    purpose: 'user-fetch',
    honoursRobots: 'not-stated',
    checked: 'search-copy',
    mayIgnoreRobotsForUserFetches: false,
    docs: openAiDocs,
  },
  {
    token: 'Google-CloudVertexBot',
    operator: 'Google',
    purpose: 'training',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    docs: `${googleCommon}#google-cloudvertexbot`,
  },
  {
    token: 'Amzn-SearchBot',
    operator: 'Amazon',
    purpose: 'ai-search',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    docs: amazonDocs,
  },
  {
    token: 'Amzn-User',
    operator: 'Amazon',
    purpose: 'user-fetch',
    honoursRobots: 'not-stated',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: true,
    docs: amazonDocs,
  },
  {
    token: 'meta-externalfetcher',
    operator: 'Meta',
    purpose: 'user-fetch',
    honoursRobots: 'no',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: true,
    docs: metaDocs,
  },
  {
    token: 'DuckAssistBot',
    operator: 'DuckDuckGo',
    purpose: 'ai-search',
    honoursRobots: 'yes',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: false,
    docs: 'https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot',
  },
  {
    token: 'MistralAI-User',
    operator: 'Mistral AI',
    purpose: 'user-fetch',
    honoursRobots: 'not-stated',
    checked: 'product-brief',
    mayIgnoreRobotsForUserFetches: true,
    docs: 'https://docs.mistral.ai/robots',
  },
] as const satisfies readonly AiCrawler[];

/** The product tokens of `aiCrawlers`: the catalogs' keys for what each one feeds. */
export type AiCrawlerToken = (typeof aiCrawlerList)[number]['token'];

/** A crawler of the list: its token is one the catalogs have words for. */
export type ListedAiCrawler = AiCrawler & { readonly token: AiCrawlerToken };

/** Each crawler's words (what it feeds) are the catalogs': src/messages/core-*.ts `aiFeeds`. */
export const aiCrawlers: readonly ListedAiCrawler[] = aiCrawlerList;

export interface CrawlerPreset {
  /** The token the tester checks (`*`: what a crawler named by no group sees). */
  readonly token: string;
  readonly operator: string;
  /** Which crawler family the preset belongs to. */
  readonly kind: 'search' | 'ai' | 'any';
}

/** The tester's crawler choices: search crawlers, `*`, then every AI crawler above. */
export const crawlerPresets: readonly CrawlerPreset[] = [
  { token: 'Googlebot', operator: 'Google', kind: 'search' },
  { token: 'Googlebot-Image', operator: 'Google', kind: 'search' },
  { token: 'Googlebot-News', operator: 'Google', kind: 'search' },
  { token: 'Googlebot-Video', operator: 'Google', kind: 'search' },
  { token: 'AdsBot-Google', operator: 'Google', kind: 'search' },
  { token: 'Bingbot', operator: 'Microsoft', kind: 'search' },
  { token: '*', operator: 'any crawler no group names', kind: 'any' },
  ...aiCrawlers.map((c) => ({ token: c.token, operator: c.operator, kind: 'ai' as const })),
];

/** The AI crawler entry for a token (case-insensitive, as robots.txt compares tokens). */
export function findAiCrawler(token: string): ListedAiCrawler | undefined {
  const key = token.toLowerCase();
  return aiCrawlers.find((c) => c.token.toLowerCase() === key);
}
