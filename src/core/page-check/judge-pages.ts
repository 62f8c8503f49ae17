/**
 * The page check's judging, apart from its fetching: what each sampled page answered (its
 * status, headers and body, or why it was not asked) read for the dates it states
 * (src/core/page/read-page.ts) and judged against its lastmod (page-verdict.ts), and the
 * site's verdict from them all (site-page-verdict.ts). The command line calls it after its
 * fetches (check-pages.ts) and the worker on a saved folder's `pages.json` and bodies
 * (saved-pages.ts), so the page and the command line cannot judge the same answers apart.
 */
import { readPage } from '../page/read-page';
import type { PageFacts } from '../page/page-facts';
import { isDynamicLastModified, pageVerdict, type PageVerdict } from '../page/page-verdict';
import { siteVerdict, type SiteVerdict } from '../page/site-page-verdict';
import type { PageFetchFailure } from './fetch-page';
import type { SampleStratum } from './page-sample';

/** Why a sampled page was not read, beside the fetch's own failures. */
export type PageNotRead = PageFetchFailure | 'other-host' | 'total-bytes-cap';

/** Every reason a page may be not read, for readers of a saved `pages.json`. */
export const PAGE_NOT_READ_REASONS: readonly PageNotRead[] = [
  'network',
  'timeout',
  'deadline',
  'private-address',
  'redirect',
  'http-status',
  'body-cut',
  'other-host',
  'total-bytes-cap',
];

/** What one sampled URL answered, or why it was not asked. */
export interface PageRecord {
  readonly url: string;
  /** The sitemap's lastmod, as written (W3C Datetime); null when absent. */
  readonly lastmod: string | null;
  readonly stratum: SampleStratum;
  /** The status answered; null when no answer came or nothing was asked. */
  readonly status: number | null;
  readonly headers: Readonly<Record<string, string>>;
  /** The body read (cut one byte past the reader's cap); absent when none was. */
  readonly body?: Uint8Array;
  /** Why its body is not read; a body beside it (a cut read) is not read either. */
  readonly notRead?: PageNotRead;
  /** The robots.txt line that refused it, 0 when the file was unreachable: never asked. */
  readonly robotsLine?: number;
}

/** A sampled URL with what it answered, what its page states and its verdict. */
export interface CheckedPage extends PageRecord {
  readonly verdict: PageVerdict;
  /** What the page states (absent: not read). */
  readonly facts?: PageFacts;
}

export interface PageCheck {
  /** Sitemap URLs the sample was drawn from. */
  readonly candidates: number;
  readonly pages: readonly CheckedPage[];
  readonly site: SiteVerdict;
}

/** Judges each record and the site; `candidates` is how many URLs the sample was drawn from. */
export function judgePages(records: readonly PageRecord[], candidates: number): PageCheck {
  const pages = records.map(judgePage);
  return {
    candidates,
    pages,
    site: siteVerdict(
      pages.map((page) => ({
        url: page.url,
        verdict: page.verdict,
        ...(page.facts?.lastModifiedHeader
          ? { isDynamicLastModified: isDynamicLastModified(page.facts) }
          : {}),
      })),
    ),
  };
}

function judgePage(record: PageRecord): CheckedPage {
  if (record.robotsLine !== undefined) return { ...record, verdict: 'blocked-by-robots' };
  if (record.notRead !== undefined || !record.body || record.status === null)
    return { ...record, verdict: 'not-fetched' };
  const facts = readPage({
    url: record.url,
    status: record.status,
    headers: record.headers,
    body: record.body,
  });
  return { ...record, facts, verdict: pageVerdict(record.lastmod, facts) };
}
