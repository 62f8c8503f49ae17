/**
 * Whether a site's lastmod can be trusted, from the page verdicts of a sample of its URLs
 * (page-verdict.ts). Google's trust in a site's lastmod is "binary … we either trust it or
 * not" (G. Illyes, 2024), so one answer for the site: `verified`, `contradicted` or
 * `unverifiable`. Only comparable pages count: those with a lastmod and a page date
 * (`agrees`, `lastmod-newer`, `lastmod-older`, `lastmod-before-published`).
 *
 * Thresholds: `contradicted` when at least CONTRADICTED_MIN_SHARE of the comparable pages
 * contradict their lastmod (one page in five is no rounding error: it is a generator that
 * writes the wrong time); `verified` when at least VERIFIED_MIN_SHARE agree; both only with
 * at least MIN_COMPARABLE_PAGES comparable pages, since a sample of two proves nothing.
 * Otherwise `unverifiable`.
 */
import {
  isDynamicLastModified,
  type PageOutcome,
  type PageVerdict,
  pageVerdict,
} from './page-verdict';

/** Share of comparable pages that contradict their lastmod from which the site's lastmod is contradicted. */
export const CONTRADICTED_MIN_SHARE = 0.2;
/** Share of comparable pages that agree from which the site's lastmod is verified. */
export const VERIFIED_MIN_SHARE = 0.8;
/** Comparable pages needed for either answer. */
export const MIN_COMPARABLE_PAGES = 5;
/** Contradicting pages given as examples. */
export const MAX_EXAMPLES = 3;

const CONTRADICTIONS: ReadonlySet<PageVerdict> = new Set([
  'lastmod-newer',
  'lastmod-older',
  'lastmod-before-published',
]);
const ALL_VERDICTS: readonly PageVerdict[] = [
  'agrees',
  'lastmod-newer',
  'lastmod-older',
  'lastmod-before-published',
  'no-page-date',
  'no-lastmod',
  'not-html',
  'not-fetched',
  'blocked-by-robots',
];

/** One sampled URL's verdict; `isDynamicLastModified` when it was fetched and its Last-Modified was its Date. */
export interface SampledPage {
  url: string;
  verdict: PageVerdict;
  isDynamicLastModified?: boolean;
}

export interface SiteVerdict {
  verdict: 'verified' | 'contradicted' | 'unverifiable';
  counts: Record<PageVerdict, number>;
  /** Contradicting pages / comparable pages; 0 when none is comparable. */
  contradictedShare: number;
  comparable: number;
  /** Up to MAX_EXAMPLES contradicting pages, in the order given. */
  examples: SampledPage[];
  /** Every fetched page that sent Last-Modified sent it equal to its Date (at least one did): the header is the generation time. */
  isLastModifiedDynamic: boolean;
}

/** One sampled URL's entry for siteVerdict: its verdict and, when it was read, whether its Last-Modified was dynamic. */
export function samplePage(url: string, lastmod: string | null, page: PageOutcome): SampledPage {
  const verdict = pageVerdict(lastmod, page);
  if (
    typeof page === 'string' ||
    'notFetched' in page ||
    page.lastModifiedHeader === null ||
    page.responseDate === null
  )
    return { url, verdict };
  return { url, verdict, isDynamicLastModified: isDynamicLastModified(page) };
}

/** The site's verdict from its sampled pages' verdicts. */
export function siteVerdict(pages: readonly SampledPage[]): SiteVerdict {
  const counts = Object.fromEntries(ALL_VERDICTS.map((verdict) => [verdict, 0])) as Record<
    PageVerdict,
    number
  >;
  const examples: SampledPage[] = [];
  let withHeader = 0;
  let dynamic = 0;
  for (const page of pages) {
    counts[page.verdict]++;
    if (CONTRADICTIONS.has(page.verdict) && examples.length < MAX_EXAMPLES) examples.push(page);
    if (page.isDynamicLastModified !== undefined) {
      withHeader++;
      if (page.isDynamicLastModified) dynamic++;
    }
  }
  const contradicted =
    counts['lastmod-newer'] + counts['lastmod-older'] + counts['lastmod-before-published'];
  const comparable = contradicted + counts.agrees;
  const contradictedShare = comparable === 0 ? 0 : contradicted / comparable;
  let verdict: SiteVerdict['verdict'] = 'unverifiable';
  if (comparable >= MIN_COMPARABLE_PAGES) {
    if (contradictedShare >= CONTRADICTED_MIN_SHARE) verdict = 'contradicted';
    else if (counts.agrees / comparable >= VERIFIED_MIN_SHARE) verdict = 'verified';
  }
  return {
    verdict,
    counts,
    contradictedShare,
    comparable,
    examples,
    isLastModifiedDynamic: withHeader > 0 && dynamic === withHeader,
  };
}
