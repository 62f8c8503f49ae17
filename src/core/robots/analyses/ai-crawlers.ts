/**
 * The AI crawlers site owners decide about, and the crawler presets of the path tester.
 * Product tokens are what a robots.txt `User-agent:` line names (RFC 9309 §2.2.1). What each
 * crawler is and does with robots.txt (kind, tokens, fallbacks, Crawl-delay, failures,
 * propagation, docs and how each fact was checked) is its model in crawler-data.ts; this file
 * only adds what each AI crawler's fetches feed, from the same operators' pages.
 */
import { findCrawlerModel, type CrawlerModel } from './crawler-data';
import type { CrawlerKind } from './crawler-model';

/** When the entries below were last checked. */
export const aiCrawlersReviewed = '2026-12-04';

/**
 * What the crawler's fetches feed: `training` (model training), `ai-search` (an AI search
 * index), `user-fetch` (pages a user asked an assistant to open), `ads` (checks of ad landing
 * pages an advertiser submitted), `control-token` (a token no crawler sends: another crawler
 * fetches, and the token only says how the content may be used).
 */
export type AiCrawlerPurpose = 'training' | 'ai-search' | 'user-fetch' | 'ads' | 'control-token';

/** What an AI crawler feeds; everything else about it is its crawler model (crawler-data.ts). */
interface AiCrawlerPurposeEntry {
  readonly token: string;
  readonly purpose: AiCrawlerPurpose;
  /** For a control token: the crawler that actually fetches. */
  readonly fetchedBy?: string;
}

/**
 * An AI crawler: its model (kind, tokens, robots.txt behaviour, docs) and what it feeds, in
 * this file's finer words than the model's `purpose` (crawler-model.ts).
 */
export interface AiCrawler extends Omit<CrawlerModel, 'purpose'> {
  /** The product token to name in `User-agent:` (the model's name). */
  readonly token: string;
  readonly purpose: AiCrawlerPurpose;
  readonly fetchedBy?: string;
}

const aiCrawlerList = [
  { token: 'GPTBot', purpose: 'training' },
  { token: 'OAI-SearchBot', purpose: 'ai-search' },
  { token: 'ChatGPT-User', purpose: 'user-fetch' },
  { token: 'OAI-AdsBot', purpose: 'ads' },
  { token: 'ClaudeBot', purpose: 'training' },
  { token: 'Claude-SearchBot', purpose: 'ai-search' },
  { token: 'Claude-User', purpose: 'user-fetch' },
  { token: 'Google-Extended', purpose: 'control-token', fetchedBy: 'Googlebot' },
  { token: 'Google-CloudVertexBot', purpose: 'training' },
  { token: 'Google-GeminiNotebook', purpose: 'user-fetch' },
  { token: 'Google-Agent', purpose: 'user-fetch' },
  { token: 'Applebot-Extended', purpose: 'control-token', fetchedBy: 'Applebot' },
  { token: 'PerplexityBot', purpose: 'ai-search' },
  { token: 'Perplexity-User', purpose: 'user-fetch' },
  { token: 'CCBot', purpose: 'training' },
  { token: 'Bytespider', purpose: 'training' },
  { token: 'Amazonbot', purpose: 'training' },
  { token: 'Amzn-SearchBot', purpose: 'ai-search' },
  { token: 'Amzn-User', purpose: 'user-fetch' },
  { token: 'meta-externalagent', purpose: 'training' },
  { token: 'meta-webindexer', purpose: 'ai-search' },
  { token: 'meta-externalads', purpose: 'ads' },
  { token: 'meta-externalfetcher', purpose: 'user-fetch' },
  { token: 'DuckAssistBot', purpose: 'ai-search' },
  { token: 'MistralAI-Training', purpose: 'training' },
  { token: 'MistralAI-Index', purpose: 'ai-search' },
  { token: 'MistralAI-User', purpose: 'user-fetch' },
] as const satisfies readonly AiCrawlerPurposeEntry[];

/** The product tokens of `aiCrawlers`: the catalogs' keys for what each one feeds. */
export type AiCrawlerToken = (typeof aiCrawlerList)[number]['token'];

/** A crawler of the list: its token is one the catalogs have words for. */
export type ListedAiCrawler = AiCrawler & { readonly token: AiCrawlerToken };

function withModel(
  entry: AiCrawlerPurposeEntry & { readonly token: AiCrawlerToken },
): ListedAiCrawler {
  const model = findCrawlerModel(entry.token);
  // crawler-data.ts models every crawler listed here (ai-crawlers.test.ts checks it).
  if (model === undefined) throw new Error(`${entry.token} has no crawler model`);
  return { ...model, ...entry };
}

/** Each crawler's words (what it feeds) are the catalogs': src/messages/core-*.ts `aiFeeds`. */
export const aiCrawlers: readonly ListedAiCrawler[] = aiCrawlerList.map(withModel);

export interface CrawlerPreset {
  /** The token the tester checks (`*`: what a crawler named by no group sees). */
  readonly token: string;
  readonly operator: string;
  /** Which list of the chooser the preset belongs to. */
  readonly family: 'search' | 'ai' | 'any';
  /** Google's kind of client (crawler-model.ts); null for `*`. */
  readonly kind: CrawlerKind | null;
}

function preset(token: string, family: CrawlerPreset['family']): CrawlerPreset {
  const model = findCrawlerModel(token);
  if (model === undefined) throw new Error(`${token} has no crawler model`);
  return { token, operator: model.operator, family, kind: model.kind };
}

/** The tester's crawler choices: search crawlers, `*`, then every AI crawler above. */
export const crawlerPresets: readonly CrawlerPreset[] = [
  ...['Googlebot', 'Googlebot-Image', 'Googlebot-News', 'Googlebot-Video', 'AdsBot-Google']
    .concat(['Bingbot', 'Applebot'])
    .map((token) => preset(token, 'search')),
  { token: '*', operator: 'any crawler no group names', family: 'any', kind: null },
  ...aiCrawlers.map((c) => preset(c.token, 'ai')),
];

/** The AI crawler entry for a token (case-insensitive, as robots.txt compares tokens). */
export function findAiCrawler(token: string): ListedAiCrawler | undefined {
  const key = token.toLowerCase();
  return aiCrawlers.find((c) => c.token.toLowerCase() === key);
}
