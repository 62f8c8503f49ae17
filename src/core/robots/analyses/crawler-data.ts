/**
 * Crawlers modelled as their operators document them: the product tokens each answers to,
 * most specific first, and whether it ignores the `*` group. Plain data with the operator's
 * page and the date it was read; crawler-groups.ts decides with it.
 *
 * Sources (read 2026-12-02; this machine has no live web, so each page was read through the
 * stored copies the search tool holds, and entries it could not show are as PRODUCT.md
 * states them):
 * - Google, "Google's common crawlers" and "Google's special-case crawlers"
 *   (developers.google.com/crawling/docs/crawlers-fetchers/…): the specialised Googlebots
 *   (Image, News, Video) and Google-InspectionTool list `Googlebot` as a second token, the
 *   GoogleOther variants list `GoogleOther`; "AdsBot ignores the global robots.txt user agent
 *   (*) with the ad publisher's permission", as do the other special-case crawlers below.
 * - Microsoft, "Which crawlers does Bing use?" (bing.com/webmasters/help): `bingbot`.
 * AI crawlers (ai-crawlers.ts) answer to their one token each and are modelled there.
 */

export interface CrawlerModel {
  /** The crawler's name as its operator writes it: also its most specific token. */
  readonly name: string;
  readonly operator: string;
  /** Product tokens it answers to, most specific first (RFC 9309 §2.2.1 compares each case-insensitively). */
  readonly tokens: readonly string[];
  /** Ignores the `*` group: when no group names one of its tokens, no group applies. */
  readonly ignoresGlobal: boolean;
  /** The operator's page that documents the tokens (text only; the page never fetches it). */
  readonly docs: string;
  /** When that page was read (YYYY-MM-DD). */
  readonly read: string;
}

const googleCommon =
  'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers';
const googleSpecial =
  'https://developers.google.com/crawling/docs/crawlers-fetchers/google-special-case-crawlers';
const read = '2026-12-02';

const google = (name: string, tokens: readonly string[], ignoresGlobal = false): CrawlerModel => ({
  name,
  operator: 'Google',
  tokens,
  ignoresGlobal,
  docs: ignoresGlobal ? googleSpecial : googleCommon,
  read,
});

/** Search and special-case crawlers whose tokens are more than their name. */
export const crawlerModels: readonly CrawlerModel[] = [
  google('Googlebot', ['Googlebot']),
  google('Googlebot-Image', ['Googlebot-Image', 'Googlebot']),
  google('Googlebot-News', ['Googlebot-News', 'Googlebot']),
  google('Googlebot-Video', ['Googlebot-Video', 'Googlebot']),
  google('Google-InspectionTool', ['Google-InspectionTool', 'Googlebot']),
  google('Storebot-Google', ['Storebot-Google']),
  google('GoogleOther', ['GoogleOther']),
  google('GoogleOther-Image', ['GoogleOther-Image', 'GoogleOther']),
  google('GoogleOther-Video', ['GoogleOther-Video', 'GoogleOther']),
  google('AdsBot-Google', ['AdsBot-Google'], true),
  google('AdsBot-Google-Mobile', ['AdsBot-Google-Mobile'], true),
  google('Mediapartners-Google', ['Mediapartners-Google'], true),
  {
    name: 'Bingbot',
    operator: 'Microsoft',
    tokens: ['bingbot'],
    ignoresGlobal: false,
    docs: 'https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0',
    read,
  },
];

/** The modelled crawler a name means (case-insensitive), or undefined. */
export function findCrawlerModel(name: string): CrawlerModel | undefined {
  const key = name.toLowerCase();
  return crawlerModels.find((model) => model.name.toLowerCase() === key);
}
