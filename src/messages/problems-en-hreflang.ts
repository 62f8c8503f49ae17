/**
 * The English texts of the hreflang codes (core/hreflang/hreflang-codes.ts), the catalog's
 * source, typed against core's codes like problems-ja-hreflang.ts. Source: Google Search
 * Central, "Tell Google about localized versions of your page"
 * (https://developers.google.com/search/docs/specialty/international/localized-versions),
 * and BCP 47 (RFC 5646) where Google defers to it.
 */
import type { HreflangProblemCode } from '../core/hreflang/hreflang-codes';
import type { ProblemTexts } from './text-types';

export const problemsEnHreflang: Record<HreflangProblemCode, ProblemTexts> = {
  'hreflang-no-return': {
    message: 'Lists {href} as its "{hreflang}" version, but {href} does not link back',
    explanation:
      'Google reads an hreflang annotation only when it is confirmed from the other side: "If two pages don\'t both point to each other, the tags will be ignored" (Google Search Central, "Tell Google about localized versions of your page"). The other URL is in a loaded sitemap, and its alternates do not name this URL.',
    fix: 'Give every language version the same complete list of alternates, this URL included, in each sitemap that lists one of them.',
  },
  'hreflang-missing-self': {
    message: '{url} has {links} hreflang alternate(s) but none for itself',
    explanation:
      'Each language version must list itself as well as all other language versions (Google Search Central, "Tell Google about localized versions of your page"). Without its own entry, the cluster is incomplete from this URL\'s side.',
    fix: "Add an xhtml:link with this URL's own language code and its own URL as href.",
  },
  'hreflang-invalid-code': {
    message: '"{hreflang}" (for {href}) is not a language code Google accepts: {detail}',
    explanation:
      'Google accepts a language code in ISO 639-1 format, optionally followed by a region in ISO 3166-1 Alpha 2 format (a script may come between them, as BCP 47 allows), or x-default. Common slips: "en-UK" (the United Kingdom\'s code is GB), "jp" (Japanese is ja), "cn" (Chinese is zh), a region alone such as "gb" or "us", and an underscore as in "en_GB". Codes are case-insensitive. An annotation with an unknown code is ignored.',
    fix: 'Write the code Google expects, e.g. en-GB, ja, zh-CN or x-default.',
  },
  'hreflang-conflict': {
    message: '"{hreflang}" names two URLs: {href} and {other}',
    explanation:
      'A language code stands for exactly one URL in a cluster. When one URL names two URLs for the same code, or two URLs of one cluster claim it for different pages, Google cannot tell which version to show and may ignore the annotations.',
    fix: 'Keep one URL per language code in every list of the cluster; remove the duplicate or give it its own code.',
  },
  'hreflang-target-not-listed': {
    message:
      'The "{hreflang}" alternate {href} is in no loaded sitemap: its return link cannot be checked',
    explanation:
      'The alternate URL is listed by none of the sitemaps loaded here, so whether it links back cannot be seen. It may be listed elsewhere (another sitemap, or the page itself). Counted past the first 100.',
    fix: 'Load the sitemap that lists it, or list it in one of these sitemaps with its alternates.',
  },
  'hreflang-target-blocked': {
    message: 'The "{hreflang}" alternate {href} is blocked for {agent} by robots.txt line {line}',
    explanation:
      'A crawler that may not fetch the alternate cannot read its annotations, so the return link Google needs is never seen (the cross-check the URL table runs, with the same robots.txt and crawler).',
    fix: 'Allow the alternate in robots.txt, or remove it from the cluster.',
  },
  'hreflang-no-x-default': {
    message: 'The cluster of {url} ({urls} URL(s)) has no x-default',
    explanation:
      'x-default names the page for users whose language matches none of the versions (often a language picker or the main page). Google recommends it; it is optional.',
    fix: 'Add an xhtml:link hreflang="x-default" to every URL of the cluster.',
  },
};
