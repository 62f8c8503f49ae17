/**
 * The AI crawlers site owners decide about, as dated data (each operator's own documentation,
 * reviewed on the date below; re-check before relying on it), and the crawler presets of the
 * path tester. Product tokens are what a robots.txt `User-agent:` line names (RFC 9309 §2.2.1).
 */

/** When the entries below were last checked against their operators' pages. */
export const aiCrawlersReviewed = '2026-11-30';

/**
 * What the crawler's fetches feed: `training` (model training), `ai-search` (an AI search
 * index), `user-fetch` (pages a user asked an assistant to open), `control-token` (a token no
 * crawler sends: another crawler fetches, and the token only says how the content may be used).
 */
export type AiCrawlerPurpose = 'training' | 'ai-search' | 'user-fetch' | 'control-token';

export interface AiCrawler {
  /** The product token to name in `User-agent:`. */
  readonly token: string;
  readonly operator: string;
  readonly purpose: AiCrawlerPurpose;
  /** What it feeds, in the operator's terms (English; the UI catalog's source). */
  readonly feeds: string;
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

const openAiDocs = 'https://platform.openai.com/docs/bots';
const anthropicDocs =
  'https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler';
const perplexityDocs = 'https://docs.perplexity.ai/guides/bots';

export const aiCrawlers: readonly AiCrawler[] = [
  {
    token: 'GPTBot',
    operator: 'OpenAI',
    purpose: 'training',
    feeds: 'Training of OpenAI’s generative AI models',
    mayIgnoreRobotsForUserFetches: false,
    docs: openAiDocs,
  },
  {
    token: 'OAI-SearchBot',
    operator: 'OpenAI',
    purpose: 'ai-search',
    feeds: 'ChatGPT search results',
    mayIgnoreRobotsForUserFetches: false,
    docs: openAiDocs,
  },
  {
    token: 'ChatGPT-User',
    operator: 'OpenAI',
    purpose: 'user-fetch',
    feeds: 'Pages a user asks ChatGPT to open',
    // OpenAI: "Because these actions are initiated by a user, robots.txt rules may not apply."
    mayIgnoreRobotsForUserFetches: true,
    docs: openAiDocs,
  },
  {
    token: 'ClaudeBot',
    operator: 'Anthropic',
    purpose: 'training',
    feeds: 'Training of Anthropic’s models',
    mayIgnoreRobotsForUserFetches: false,
    docs: anthropicDocs,
  },
  {
    token: 'Claude-SearchBot',
    operator: 'Anthropic',
    purpose: 'ai-search',
    feeds: 'Claude’s search results',
    mayIgnoreRobotsForUserFetches: false,
    docs: anthropicDocs,
  },
  {
    token: 'Claude-User',
    operator: 'Anthropic',
    purpose: 'user-fetch',
    feeds: 'Pages a user asks Claude to open',
    // Anthropic documents that Claude-User honours robots.txt.
    mayIgnoreRobotsForUserFetches: false,
    docs: anthropicDocs,
  },
  {
    token: 'Google-Extended',
    operator: 'Google',
    purpose: 'control-token',
    feeds: 'Gemini training and grounding (blocking it does not affect Google Search)',
    mayIgnoreRobotsForUserFetches: false,
    fetchedBy: 'Googlebot',
    docs: 'https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers#google-extended',
  },
  {
    token: 'Applebot-Extended',
    operator: 'Apple',
    purpose: 'control-token',
    feeds: 'Training of Apple’s foundation models (blocking it does not affect Applebot search)',
    mayIgnoreRobotsForUserFetches: false,
    fetchedBy: 'Applebot',
    docs: 'https://support.apple.com/en-us/119829',
  },
  {
    token: 'PerplexityBot',
    operator: 'Perplexity',
    purpose: 'ai-search',
    feeds: 'Perplexity’s search index',
    mayIgnoreRobotsForUserFetches: false,
    docs: perplexityDocs,
  },
  {
    token: 'Perplexity-User',
    operator: 'Perplexity',
    purpose: 'user-fetch',
    feeds: 'Pages a user asks Perplexity for',
    // Perplexity: "Since a user requested the fetch, this fetcher generally ignores robots.txt rules."
    mayIgnoreRobotsForUserFetches: true,
    docs: perplexityDocs,
  },
  {
    token: 'CCBot',
    operator: 'Common Crawl',
    purpose: 'training',
    feeds: 'Common Crawl’s open web archive, widely used to train models',
    mayIgnoreRobotsForUserFetches: false,
    docs: 'https://commoncrawl.org/ccbot',
  },
  {
    token: 'Bytespider',
    operator: 'ByteDance',
    purpose: 'training',
    feeds: 'Training of ByteDance’s models',
    mayIgnoreRobotsForUserFetches: false,
    // ByteDance publishes no crawler documentation page (checked on the review date).
    docs: null,
  },
  {
    token: 'Amazonbot',
    operator: 'Amazon',
    purpose: 'training',
    feeds: 'Amazon products and services, including AI model training',
    mayIgnoreRobotsForUserFetches: false,
    docs: 'https://developer.amazon.com/amazonbot',
  },
  {
    token: 'meta-externalagent',
    operator: 'Meta',
    purpose: 'training',
    feeds: 'Training of Meta’s AI models and other product uses',
    mayIgnoreRobotsForUserFetches: false,
    docs: 'https://developers.facebook.com/docs/sharing/webmasters/web-crawlers',
  },
];

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
  { token: 'Bingbot', operator: 'Microsoft', kind: 'search' },
  { token: '*', operator: 'any crawler no group names', kind: 'any' },
  ...aiCrawlers.map((c) => ({ token: c.token, operator: c.operator, kind: 'ai' as const })),
];

/** The AI crawler entry for a token (case-insensitive, as robots.txt compares tokens). */
export function findAiCrawler(token: string): AiCrawler | undefined {
  const key = token.toLowerCase();
  return aiCrawlers.find((c) => c.token.toLowerCase() === key);
}
