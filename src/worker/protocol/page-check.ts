/**
 * The page check in the page: a `--save` folder's (or an opened run's) `pages.json` and page
 * bodies handed to the worker (`pageCheckOpen`), judged there as the command line judged them
 * (core/page-check/judge-pages.ts), and the judged check as the Lastmod tab shows it
 * (`pageCheck`): verdicts and sources as codes, the page words them.
 */
import type { DateSource } from '../../core/page/page-facts';
import type { PageVerdict } from '../../core/page/page-verdict';
import type { SiteVerdict } from '../../core/page/site-page-verdict';
import type { PageNotRead } from '../../core/page-check/judge-pages';
import type { SampleStratum } from '../../core/page-check/page-sample';
import type { SampledPage } from '../../core/page-check/fetch-sample';

/** One saved page body, by its name under `pages/` (pages.json's `savedAs`). */
export interface SavedPageBody {
  savedAs: string;
  blob: Blob;
}

export interface PageCheckOpenAsk {
  /** pages.json, read and checked in the worker (core/page-check/saved-pages.ts). */
  pagesJson: Blob;
  bodies: SavedPageBody[];
}

/** A bookmarklet's hand-over, to sample before its pages are asked of the site. */
export interface PageSampleAsk {
  /** The sitemaps (and robots.txt) the site handed over, by the URL each was fetched from. */
  sitemaps: { name: string; blob: Blob }[];
  /** Pages to sample at most. */
  size: number;
}

/** The sample, as the command line's `--pages` would take it of the same sitemaps. */
export interface PageSampleAnswer {
  /** Sitemap URLs the sample was drawn from. */
  candidates: number;
  pages: SampledPage[];
}

/** Whether pages.json read; a file that does not fit leaves the check loaded before in place. */
export interface PageCheckOpenAnswer {
  isRead: boolean;
}

/** A date the page states, as written, with the markup it came from. */
export interface PageDateView {
  text: string;
  source: DateSource;
  role: 'modified' | 'published';
}

/** One sampled URL of the check. */
export interface CheckedPageView {
  url: string;
  lastmod: string | null;
  stratum: SampleStratum;
  verdict: PageVerdict;
  status: number | null;
  notRead?: PageNotRead;
  robotsLine?: number;
  /** The page's modified date, else its published date; null when it states neither or was not read. */
  pageDate: PageDateView | null;
}

export interface PageCheckView {
  /** Sitemap URLs the sample was drawn from. */
  candidates: number;
  site: Omit<SiteVerdict, 'examples'> & { examples: string[] };
  pages: CheckedPageView[];
}

/** The check loaded now, or null when none is. */
export interface PageCheckAnswer {
  check: PageCheckView | null;
}
