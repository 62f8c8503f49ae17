/**
 * Sitemaps against a crawl: the crawl export the page added (`crawlOpen`), and
 * the join of the loaded sitemaps against it (`crawlCoverage`), answered as counts and
 * codes; the page words them.
 */
import type { CrawlColumnMapping, CrawlShape } from '../../core/crawl/crawl-columns';
import type { CoverageFigures, CoverageGroup } from '../../core/crawl/crawl-join';
import type { Problem } from '../../core/problems/problem';
import type { ProblemGroup } from './problems';

export interface CrawlOpenAsk {
  name: string;
  /** An uploaded file (read in slices in the worker) or bytes. */
  source: Blob | ArrayBuffer;
  /** The user's columns for a header that is not a known export. */
  mapping?: CrawlColumnMapping;
}

/**
 * What an upload is to the crawl reader (session-crawl.ts, probeCrawlExports): a crawl export,
 * the `Metadata.csv` or `Chart.csv` of a Search Console export, or anything else.
 */
export type CrawlProbeKind = 'crawl' | 'search-console-metadata' | 'search-console-chart' | 'other';

export interface CrawlFileView {
  name: string;
  /** The issue a Search Console export's `Metadata.csv` names for every URL of its table. */
  issue?: string;
  /** A Search Console table read with no reason for its rows: no reason column, no metadata. */
  isReasonMissing?: boolean;
  shape: CrawlShape | null;
  /** Data rows read, and distinct URLs among them. */
  rows: number;
  urls: number;
  sizeBytes: number;
  problems: Problem[];
  /** Set when the header needs the user's mapping: its cells, and its key to remember it by. */
  needsMapping?: { header: string[]; headerKey: string };
}

/** A section's or a sitemap file's counts. */
export type CoverageCounts = CoverageGroup;

export interface CoverageView extends CoverageFigures {
  /**
   * The join's problem groups (the crawl file's own are `CrawlFileView.problems`), each with
   * its first occurrences, in order of first occurrence: what the command line prints.
   */
  problems: ProblemGroup[];
  /** The largest sections first (at most `COVERAGE_GROUPS_SHOWN`). */
  bySection: CoverageCounts[];
  /** By sitemap file name. */
  byFile: CoverageCounts[];
}

/** No crawl loaded: `file` null. A crawl that needs a mapping: `coverage` null. */
export interface CrawlCoverageAnswer {
  file: CrawlFileView | null;
  coverage: CoverageView | null;
}

export const COVERAGE_GROUPS_SHOWN = 50;
