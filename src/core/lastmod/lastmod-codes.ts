/**
 * The lastmod trust reasons as whole-file problems (one table: the Problems view, the
 * command line, the Lastmod view's explanations and the message catalog read it). Each names
 * the threshold it was judged by, so the user sees why. Sources: sitemaps.org (lastmod is
 * the page's last modification, not the file's generation time); Google Search Central
 * ("Build and submit a sitemap": lastmod is used only when consistently and verifiably
 * accurate).
 */
import { formatMessage, type ProblemCodeInfo } from '../problems/problem-code-info';
import type { LastmodReason, LastmodReasonCode } from './lastmod-reason';

export const lastmodProblemCodes = {
  'lastmod-absent': {
    severity: 'warning',
    message: 'Only {withLastmod} of {rows} entries ({coverage} %) carry a lastmod',
    explanation:
      'Without lastmod on (almost) every URL, a crawler cannot tell changed pages from unchanged ones and has to re-fetch everything.',
    fix: 'Give every <url> a <lastmod> with the date its content last changed.',
  },
  'lastmod-generation-time': {
    severity: 'warning',
    message:
      '{clusterCount} of {dated} lastmod values ({share} %) lie within {windowSeconds} seconds of {instant}: the time the file was generated, not when pages changed',
    explanation:
      "lastmod must be the page's last modification (sitemaps.org). A value shared by most entries is the moment the generator ran, so it says nothing about which pages changed; search engines learn to ignore it.",
    fix: "Set lastmod from each page's own modification time (the CMS's \"updated\" field or the source file's commit date), not from the clock when the sitemap is built.",
  },
  'lastmod-few-distinct': {
    severity: 'warning',
    message: 'Only {distinct} distinct lastmod values across {dated} URLs',
    explanation:
      'Thousands of pages rarely change at only a handful of moments; the values are probably deploy or import times.',
    fix: "Derive lastmod from each page's own content changes.",
  },
  'lastmod-future-dates': {
    severity: 'warning',
    message: '{future} of {dated} lastmod values lie after the time of inspection',
    explanation:
      'A page cannot have changed in the future. Future dates show the generator invents or mis-converts dates, which makes all its dates doubtful.',
    fix: 'Check the time zone conversion and the source of the dates; never write a scheduled or expiry date as lastmod.',
  },
  'lastmod-date-only': {
    severity: 'info',
    message: '{dateOnly} of {dated} lastmod values give only a day',
    explanation:
      'A date without time hides changes made on the same day: a page edited twice today looks unchanged to a crawler that came this morning.',
    fix: 'Write lastmod with time and zone (2024-05-01T14:30:00+00:00) if pages change more than once a day.',
  },
  'lastmod-index-mismatch': {
    severity: 'warning',
    message:
      'The index gives {mismatches} of its sitemaps a lastmod older than the newest lastmod inside them',
    explanation:
      "A sitemap index's lastmod tells crawlers which child sitemaps changed. A child newer than its index entry may be skipped.",
    fix: 'Update each <sitemap> lastmod whenever the child sitemap is written (the newest lastmod of its URLs is a good value).',
  },
  'lastmod-invalid-share': {
    severity: 'warning',
    message: '{invalid} of {withLastmod} lastmod values ({share} %) are not W3C Datetimes',
    explanation:
      'Unreadable dates are ignored by search engines (Search Console: "Invalid date"), and show the generator does not check its output.',
    fix: 'Write lastmod as YYYY-MM-DD or YYYY-MM-DDThh:mm:ss with a zone (Z or +hh:mm).',
  },
} as const satisfies Record<string, ProblemCodeInfo>;

export type LastmodProblemCode = keyof typeof lastmodProblemCodes;

/** The problem code of each verdict reason. */
export const problemCodeOfReason: Record<LastmodReasonCode, LastmodProblemCode> = {
  absent: 'lastmod-absent',
  'generation-time': 'lastmod-generation-time',
  'few-distinct': 'lastmod-few-distinct',
  future: 'lastmod-future-dates',
  'date-only': 'lastmod-date-only',
  'index-mismatch': 'lastmod-index-mismatch',
  invalid: 'lastmod-invalid-share',
};

/** Each reason in a few words (a heading, a table cell). */
export const lastmodReasonTitles: Record<LastmodReasonCode, string> = {
  absent: 'no or almost no lastmod',
  'generation-time': 'the generation time, not page changes',
  'few-distinct': 'a handful of values for thousands of URLs',
  future: 'dates in the future',
  'date-only': 'only a day, no time',
  'index-mismatch': 'index lastmod older than its sitemap',
  invalid: 'unreadable dates',
};

/**
 * The plain-words text of a reason: its problem message with the figures filled in, or, for a
 * reason of all files that comes from some of them, its title and how many URLs it concerns.
 */
export function reasonMessage(reason: LastmodReason): string {
  if (reason.files) {
    const { count, urls, totalUrls } = reason.files;
    return `${lastmodReasonTitles[reason.code]}: ${count} file${count === 1 ? '' : 's'} holding ${urls} of ${totalUrls} URLs`;
  }
  return formatMessage(
    lastmodProblemCodes[problemCodeOfReason[reason.code]].message,
    reason.params,
  );
}
