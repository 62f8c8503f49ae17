/**
 * Which record a robots.txt key names. Keys are case-insensitive and, as in google/robotstxt
 * (robots.cc, ParsedRobotsKey), matched by prefix: "Disallowed:" is a disallow and
 * "User-agents:" a user-agent. RFC 9309 §2.2 names only the exact words.
 */

export type RecordKind = 'user-agent' | 'allow' | 'disallow' | 'sitemap' | 'unknown';

export interface ParsedKey {
  readonly kind: RecordKind;
  /** Lenient (as Googlebot): the key was read through one of the typos Google accepts. */
  readonly isTypo: boolean;
}

// Lenient (as Googlebot): google/robotstxt kAllowFrequentTypos.
const userAgentTypos = ['useragent', 'user agent'];
const disallowTypos = ['dissallow', 'dissalow', 'disalow', 'diasllow', 'disallaw'];
const sitemapTypos = ['site-map'];

/** ASCII case-insensitive "key starts with word" (absl::StartsWithIgnoreCase). */
function startsWithWord(key: string, word: string): boolean {
  if (key.length < word.length) return false;
  for (let i = 0; i < word.length; i++) {
    let c = key.charCodeAt(i);
    if (c >= 65 && c <= 90) c += 32;
    if (c !== word.charCodeAt(i)) return false;
  }
  return true;
}

const anyStartsWith = (key: string, words: readonly string[]): boolean =>
  words.some((word) => startsWithWord(key, word));

/** Classifies a key the way google/robotstxt does, in its order of tests. */
export function parseKey(key: string): ParsedKey {
  if (startsWithWord(key, 'user-agent')) return { kind: 'user-agent', isTypo: false };
  if (anyStartsWith(key, userAgentTypos)) return { kind: 'user-agent', isTypo: true };
  if (startsWithWord(key, 'allow')) return { kind: 'allow', isTypo: false };
  if (startsWithWord(key, 'disallow')) return { kind: 'disallow', isTypo: false };
  if (anyStartsWith(key, disallowTypos)) return { kind: 'disallow', isTypo: true };
  if (startsWithWord(key, 'sitemap')) return { kind: 'sitemap', isTypo: false };
  if (anyStartsWith(key, sitemapTypos)) return { kind: 'sitemap', isTypo: true };
  return { kind: 'unknown', isTypo: false };
}

/** The exact word a key should have been, for messages ("Disallowed" → "Disallow"). */
export const canonicalKey: Readonly<Record<Exclude<RecordKind, 'unknown'>, string>> = {
  'user-agent': 'User-agent',
  allow: 'Allow',
  disallow: 'Disallow',
  sitemap: 'Sitemap',
};

/** True when the key is exactly the record's name (any case), with no typo or extra letters. */
export function isExactKey(key: string, kind: RecordKind): boolean {
  return kind !== 'unknown' && key.toLowerCase() === kind;
}

/**
 * Keys google/robotstxt's reporter calls "unused": known records that Google does not
 * support (reporting_robots.cc kUnsupportedTags, compared in lower case, exactly), as of
 * google/robotstxt 22b355ff855419e6a3ff8ff09c0ad7fdb17116f9 (2026-04-01; the list last changed
 * in 4af32e5, 2026-02-19, adding content-signal, content-usage, domain, request-rate,
 * revisit-after and visit-time). Every other key Google reads as unknown.
 */
export const unsupportedKnownKeys: ReadonlySet<string> = new Set([
  'clean-param',
  'content-signal',
  'content-usage',
  'crawl-delay',
  'domain',
  'host',
  'noarchive',
  'nofollow',
  'noindex',
  'request-rate',
  'revisit-after',
  'visit-time',
]);
