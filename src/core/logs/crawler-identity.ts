/**
 * Who a request's User-Agent says it is, from the project's one crawler table
 * (src/core/robots/analyses/crawler-data.ts): the UA is split into product tokens as RFC 9110
 * §10.1.5 writes them (`product/version`, comments in parentheses, `;`-separated inside
 * them) and each token's name before `/` is compared case-insensitively with the crawlers'
 * names, as crawlers send them: `Googlebot/2.1` inside a `(compatible; …)` comment,
 * `GPTBot/1.3` after a `;`, `Googlebot-Image/1.0` alone. When several match, the most specific
 * wins (Googlebot-Image, which also answers to Googlebot, before Googlebot). This is a claim:
 * range-verification.ts checks it against the operator's published addresses.
 *
 * A UA naming no modelled crawler is an unknown bot when it says so (`bot`, `crawler`,
 * `spider`, `fetch` anywhere), is empty, or names a common HTTP library (a script, not a
 * browser); anything else is taken for a person's browser. Control tokens no crawler sends
 * (Google-Extended, Applebot-Extended: "doesn't have a separate HTTP request user agent
 * string") are never matched: a UA naming one is an unknown bot.
 */
import { aiCrawlers } from '../robots/analyses/ai-crawlers';
import { crawlerModels } from '../robots/analyses/crawler-data';
import type { CrawlerKind, CrawlerModel, CrawlerPurpose } from '../robots/analyses/crawler-model';

export interface KnownCrawler {
  /** The crawler's kind (Google's three, crawler-model.ts). */
  readonly kind: CrawlerKind;
  /** Its product token: the model's name, the key logs are tallied by. */
  readonly token: string;
  readonly name: string;
  readonly operator: string;
  readonly purpose: CrawlerPurpose;
  readonly model: CrawlerModel;
}

export type CrawlerIdentity =
  | KnownCrawler
  | { readonly kind: 'person' }
  | { readonly kind: 'unknown-bot'; readonly token: string };

/** Characters of a UA considered: real ones stay far below (the longest documented, ~250). */
export const maxUserAgentChars = 1024;

/** Longest unknown token kept (a hostile UA's "token" can be anything). */
const maxTokenChars = 64;

const controlTokens = new Set(
  aiCrawlers.filter((c) => c.purpose === 'control-token').map((c) => c.token.toLowerCase()),
);

const modelByToken = new Map(
  crawlerModels
    .filter((model) => !controlTokens.has(model.name.toLowerCase()))
    .map((model) => [model.name.toLowerCase(), model] as const),
);

/** HTTP libraries' product tokens: a script fetched, whatever it is for. */
const libraryTokens = new Set([
  'curl',
  'wget',
  'python-requests',
  'python-urllib',
  'python-httpx',
  'aiohttp',
  'go-http-client',
  'java',
  'okhttp',
  'axios',
  'node-fetch',
  'undici',
  'libwww-perl',
  'guzzlehttp',
  'scrapy',
  'apache-httpclient',
  'httpclient',
]);

const botWords = ['bot', 'crawler', 'spider', 'fetch'];

function isSeparator(code: number): boolean {
  // space, tab, ( ) , ;
  return code === 32 || code === 9 || code === 40 || code === 41 || code === 44 || code === 59;
}

/** The names of the UA's product tokens (the part before `/`), in order. */
export function productTokenNames(userAgent: string): string[] {
  const text =
    userAgent.length > maxUserAgentChars ? userAgent.slice(0, maxUserAgentChars) : userAgent;
  const names: string[] = [];
  let start = -1;
  for (let at = 0; at <= text.length; at++) {
    const isEnd = at === text.length || isSeparator(text.charCodeAt(at));
    if (!isEnd) {
      if (start < 0) start = at;
      continue;
    }
    if (start < 0) continue;
    const piece = text.slice(start, at);
    const slash = piece.indexOf('/');
    const name = slash < 0 ? piece : piece.slice(0, slash);
    if (name !== '') names.push(name);
    start = -1;
  }
  return names;
}

/** More specific: answers to more tokens (Googlebot-Image also to Googlebot), then longer. */
function isMoreSpecific(model: CrawlerModel, than: CrawlerModel): boolean {
  if (model.tokens.length !== than.tokens.length) return model.tokens.length > than.tokens.length;
  return model.name.length > than.name.length;
}

function unknownBotToken(names: readonly string[]): string | undefined {
  for (const name of names) {
    const lower = name.toLowerCase();
    if (lower.startsWith('+') || lower.startsWith('http') || lower.includes('@')) continue;
    if (libraryTokens.has(lower) || botWords.some((word) => lower.includes(word)))
      return name.slice(0, maxTokenChars);
  }
  return undefined;
}

/** Who `userAgent` claims to be. */
export function identifyCrawler(userAgent: string): CrawlerIdentity {
  const names = productTokenNames(userAgent);
  let best: CrawlerModel | undefined;
  let controlToken: string | undefined;
  for (const name of names) {
    const key = name.toLowerCase();
    const model = modelByToken.get(key);
    if (model !== undefined && (best === undefined || isMoreSpecific(model, best))) best = model;
    if (controlTokens.has(key)) controlToken ??= name;
  }
  if (best !== undefined) {
    const { kind, name, operator, purpose } = best;
    return { kind, token: name, name, operator, purpose, model: best };
  }
  if (controlToken !== undefined) return { kind: 'unknown-bot', token: controlToken };
  if (names.length === 0) return { kind: 'unknown-bot', token: '-' };
  const token = unknownBotToken(names);
  if (token !== undefined) return { kind: 'unknown-bot', token };
  const head = userAgent.slice(0, maxUserAgentChars).toLowerCase();
  // The word may sit in a URL of the UA's comment only (`+http://example.com/crawler.html`).
  if (botWords.some((word) => head.includes(word)))
    return { kind: 'unknown-bot', token: names[0].slice(0, maxTokenChars) };
  return { kind: 'person' };
}
