/**
 * Google's crawlers and fetchers, as Google documents them (developers.google.com/crawling,
 * read 2026-12-04 through the stored copies the search tool holds: the overview of the three
 * kinds, the common and special-case crawler pages, the user-triggered fetchers page, the
 * Feedfetcher page and the crawling changelog).
 *
 * - Common crawlers obey robots.txt; the specialised Googlebots and Google-InspectionTool
 *   also answer to `Googlebot`, the GoogleOther variants to `GoogleOther`.
 * - Special-case crawlers obey robots.txt but ignore the `*` group ("AdsBot ignores the global
 *   robots.txt user agent (*) with the ad publisher's permission").
 * - User-triggered fetchers: "Because the fetch was requested by a user, these fetchers
 *   generally ignore robots.txt rules." Google-NotebookLM (listed from 2025-10) and
 *   Google-Agent (from 2026-03) are dated by the issue text, not by the stored copy.
 * - Google-Extended: the crawling changelog of 2026-10-30 adds a note to it that Google intends
 *   to support the shared machine-readable training-preference signal (aipref-vocabulary.ts);
 *   until then the token is the control. The changelog of 2026-10-23 adds a recommendation to
 *   percent-encode rule paths (pattern.ts and url-path.ts normalise paths as Google's library does).
 * - Crawl-delay: "Google doesn't support the crawl-delay rule" (robots.txt specification
 *   page); a changed robots.txt: "Google generally caches the contents of robots.txt file for
 *   up to 24 hours" (the same page; http-status.ts).
 */
import type { CrawlerKind, CrawlerModel, FactSource } from './crawler-model';

const pages: Record<CrawlerKind, string> = {
  common: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers',
  'special-case':
    'https://developers.google.com/crawling/docs/crawlers-fetchers/google-special-case-crawlers',
  'user-triggered':
    'https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers',
};

function google(
  name: string,
  kind: CrawlerKind,
  tokens: readonly string[] = [name],
  source: FactSource = 'operator-page',
): CrawlerModel {
  const reads = kind !== 'user-triggered';
  return {
    name,
    operator: 'Google',
    kind,
    tokens,
    fallbacks: [],
    readsGlobal: kind !== 'special-case',
    obeysRobots: reads ? 'yes' : 'no',
    crawlDelay: reads ? 'ignored' : 'not-stated',
    robotsFailure: reads ? 'google' : 'not-stated',
    propagationHours: reads ? 24 : null,
    docs: pages[kind],
    read: '2026-12-04',
    source,
  };
}

export const googleCrawlers: readonly CrawlerModel[] = [
  google('Googlebot', 'common'),
  google('Googlebot-Image', 'common', ['Googlebot-Image', 'Googlebot']),
  google('Googlebot-News', 'common', ['Googlebot-News', 'Googlebot']),
  google('Googlebot-Video', 'common', ['Googlebot-Video', 'Googlebot']),
  google('Google-InspectionTool', 'common', ['Google-InspectionTool', 'Googlebot']),
  google('Storebot-Google', 'common'),
  google('GoogleOther', 'common'),
  google('GoogleOther-Image', 'common', ['GoogleOther-Image', 'GoogleOther']),
  google('GoogleOther-Video', 'common', ['GoogleOther-Video', 'GoogleOther']),
  // A product token no crawler sends: Googlebot fetches, the token says how Gemini may use it.
  google('Google-Extended', 'common'),
  google('Google-CloudVertexBot', 'common'),
  google('AdsBot-Google', 'special-case'),
  google('AdsBot-Google-Mobile', 'special-case'),
  google('Mediapartners-Google', 'special-case'),
  google('APIs-Google', 'special-case'),
  google('Google-Agent', 'user-triggered', undefined, 'issue'),
  google('Google-NotebookLM', 'user-triggered', undefined, 'issue'),
  google('Google-CWS', 'user-triggered'),
  google('FeedFetcher-Google', 'user-triggered'),
  google('Google-Site-Verification', 'user-triggered', undefined, 'issue'),
  google('Google-Read-Aloud', 'user-triggered', undefined, 'issue'),
];
