/**
 * Google's crawlers and fetchers, as Google documents them (developers.google.com/crawling,
 * read 2026-12-04 through the stored copies the search tool holds: the overview of the three
 * kinds, the common and special-case crawler pages, the user-triggered fetchers page, the
 * "Allow Google-Agent traffic" page, the Feedfetcher page and the crawling changelog).
 *
 * - Common crawlers obey robots.txt; the specialised Googlebots and Google-InspectionTool
 *   also answer to `Googlebot`, the GoogleOther variants to `GoogleOther`.
 * - Special-case crawlers obey robots.txt but ignore the `*` group ("AdsBot ignores the global
 *   robots.txt user agent (*) with the ad publisher's permission").
 * - User-triggered fetchers: "Because the fetch was requested by a user, these fetchers
 *   generally ignore robots.txt rules." The stored English copy of that page ends before its
 *   list; what each fetcher is comes from these stored copies:
 *   - Google-Agent ("Allow Google-Agent traffic", crawlers-fetchers/allow-google-agent):
 *     "Google-Agent is the name used by agents hosted on Google infrastructure to navigate the
 *     web and perform actions upon user request"; its requests carry "Google-Agent" in the
 *     User-Agent header (see Google user-triggered fetchers).
 *   - Google-GeminiNotebook: the stored Japanese copy of the user-triggered fetchers page lists
 *     "Gemini Notebook" with user agents ending "(compatible; Google-GeminiNotebook;
 *     +https://developers.google.com/crawling/docs/crawlers-fetchers/google-gemininotebook)".
 *   - Google-NotebookLM is that fetcher's former token: the page no longer lists NotebookLM,
 *     and a report of it (Search Engine Journal, 2026-07-18) quotes the new entry's "Former
 *     agent (supported until August 2026) Google-NotebookLM". Kept so a group that still
 *     names it is recognised as one for a fetcher that does not read robots.txt.
 *   - Google-Site-Verification: the page's own example, "Google Site Verifier acts on a user's
 *     request"; the token is as a report of the page gives it ("The user agent token is:
 *     Google-Site-Verification", with Google's caution "Google Site Verifier ignores robots.txt
 *     rules", stored at maxxhost.net), so the entry rests on that report.
 *   - Google-Read-Aloud: a stored 2025 copy of the page (updated 2025-08-04) sums it up as
 *     "User-triggered fetchers are initiated by users within Google products and generally
 *     disregard robots.txt rules" and "Key fetchers include: ... Google Read Aloud for
 *     text-to-speech"; no stored copy or report spells its token, so the entry stays the
 *     issue text's.
 * - Google-Extended: the crawling changelog of 2026-10-30 adds a note to it that Google intends
 *   to support the shared machine-readable training-preference signal (aipref-vocabulary.ts);
 *   until then the token is the control. The changelog of 2026-10-23 adds a recommendation to
 *   percent-encode rule paths (pattern.ts and url-path.ts normalise paths as Google's library does).
 * - Crawl-delay: "Google doesn't support the crawl-delay rule" (robots.txt specification
 *   page); a changed robots.txt: "Google generally caches the contents of robots.txt file for
 *   up to 24 hours" (the same page; http-status.ts).
 */
import type { CrawlerKind, CrawlerModel, CrawlerPurpose, FactSource } from './crawler-model';

const pages: Record<CrawlerKind, string> = {
  common: 'https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers',
  'special-case':
    'https://developers.google.com/crawling/docs/crawlers-fetchers/google-special-case-crawlers',
  'user-triggered':
    'https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers',
};

/**
 * What each kind's fetches are for unless an entry says otherwise: the common crawlers feed
 * Search, the special-case ones are AdSense's and Google Ads' checks, and user-triggered
 * fetchers fetch for a user.
 */
const purposeOfKind: Record<CrawlerKind, CrawlerPurpose> = {
  common: 'search',
  'special-case': 'ads',
  'user-triggered': 'user-triggered',
};

interface GoogleEntry {
  readonly tokens?: readonly string[];
  readonly source?: FactSource;
  readonly purpose?: CrawlerPurpose;
}

function google(name: string, kind: CrawlerKind, entry: GoogleEntry = {}): CrawlerModel {
  const reads = kind !== 'user-triggered';
  return {
    name,
    operator: 'Google',
    kind,
    purpose: entry.purpose ?? purposeOfKind[kind],
    tokens: entry.tokens ?? [name],
    fallbacks: [],
    readsGlobal: kind !== 'special-case',
    obeysRobots: reads ? 'yes' : 'no',
    crawlDelay: reads ? 'ignored' : 'not-stated',
    robotsFailure: reads ? 'google' : 'not-stated',
    propagationHours: reads ? 24 : null,
    docs: pages[kind],
    read: '2026-12-04',
    source: entry.source ?? 'operator-page',
  };
}

export const googleCrawlers: readonly CrawlerModel[] = [
  google('Googlebot', 'common'),
  google('Googlebot-Image', 'common', { tokens: ['Googlebot-Image', 'Googlebot'] }),
  google('Googlebot-News', 'common', { tokens: ['Googlebot-News', 'Googlebot'] }),
  google('Googlebot-Video', 'common', { tokens: ['Googlebot-Video', 'Googlebot'] }),
  // Search Console's URL Inspection and the Rich Results Test: a testing tool, not the index.
  google('Google-InspectionTool', 'common', {
    tokens: ['Google-InspectionTool', 'Googlebot'],
    purpose: 'other',
  }),
  google('Storebot-Google', 'common'),
  // "Used by various product teams for fetching publicly accessible content from sites".
  google('GoogleOther', 'common', { purpose: 'other' }),
  google('GoogleOther-Image', 'common', {
    tokens: ['GoogleOther-Image', 'GoogleOther'],
    purpose: 'other',
  }),
  google('GoogleOther-Video', 'common', {
    tokens: ['GoogleOther-Video', 'GoogleOther'],
    purpose: 'other',
  }),
  // A product token no crawler sends: Googlebot fetches, the token says how Gemini may use it.
  google('Google-Extended', 'common', { purpose: 'ai-training' }),
  google('Google-CloudVertexBot', 'common', { purpose: 'ai-training' }),
  google('AdsBot-Google', 'special-case'),
  google('AdsBot-Google-Mobile', 'special-case'),
  google('Mediapartners-Google', 'special-case'),
  // Google APIs' push notifications: neither Search nor ads.
  google('APIs-Google', 'special-case', { purpose: 'other' }),
  google('Google-Agent', 'user-triggered'),
  google('Google-GeminiNotebook', 'user-triggered'),
  // Gemini Notebook's former token (Google, as reported: supported until August 2026).
  google('Google-NotebookLM', 'user-triggered', { source: 'secondary' }),
  google('Google-CWS', 'user-triggered'),
  google('FeedFetcher-Google', 'user-triggered'),
  google('Google-Site-Verification', 'user-triggered', { source: 'secondary' }),
  google('Google-Read-Aloud', 'user-triggered', { source: 'issue' }),
];
