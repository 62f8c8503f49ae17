/**
 * The report a consultant hands over (`report`): every figure of what is loaded in one answer,
 * codes and numbers only, which the page and the command line word and write as one HTML file
 * or one workbook (src/report). Each part is the same answer its own view gets, so the
 * report and the page cannot disagree.
 */
import type { Severity } from '../../core/problems/problem-code-info';
import type { CrawlCoverageAnswer } from './crawl';
import type { SessionDocumentReport } from './files';
import type { HreflangSummary } from '../../core/hreflang/hreflang-analysis';
import type { LastmodJudgement } from '../../core/lastmod/lastmod-insight';
import type { LastmodVerdict } from '../../core/lastmod/lastmod-verdict';
import type { LastmodAnswer } from './lastmod';
import type { LogsAnswer } from '../../core/logs/logs-answer';
import type { PageCheckView } from './page-check';
import type { ProblemGroup, ProblemOccurrence } from './problems';
import type { AiAccessAnswer, RobotsCheck, RobotsCheckAnswer } from './robots';
import type { ChangeName, CompareAnswer } from './snapshot';

export interface ReportAsk {
  /** The robots.txt check the page shows (its source, crawler and assumed server answer). */
  robotsCheck: RobotsCheck;
  /**
   * The workbook's long lists (`lists`), each cut at this many rows: the rows a sheet holds
   * under its header and the line that says where it was cut. Absent: no lists (the HTML report).
   */
  listRows?: number;
  /**
   * Each document's own report too (`documentReports`): the command line's readable report
   * and `--json` list every document with its counts and problems; the page's report does not.
   */
  documentReports?: boolean;
}

/** One document read, as the report lists it. */
export type ReportDocument = Pick<SessionDocumentReport, 'name' | 'kind' | 'urls'> & {
  problems: number;
};

/** What was loaded, by the names the page (or the command line) gave the inputs. */
export interface ReportLoaded {
  /** The inputs (an archive, not its members), in reading order. */
  files: string[];
  crawl?: string;
  /** The earlier snapshot's inputs. */
  earlier?: string[];
}

/** A list cut at `ReportAsk.listRows`: `count` says how many rows it has in all. */
export interface ReportList<Row> {
  rows: Row[];
  count: number;
}

/** One place a problem code was found (a URL, or a whole file when `url` is absent). */
export type ListedOccurrence = ProblemOccurrence & { code: string };

/**
 * The crawl coverage's three lists (core/crawl/crawl-join.ts): sitemap URLs the crawl never
 * reached, indexable pages no sitemap lists, listed URLs the crawl found not indexable.
 */
export type CoverageListName = 'not-crawled' | 'not-in-sitemaps' | 'not-indexable';

/** A URL of a coverage list, with the join's problem that says why (its code and params). */
export type CoverageListed = ListedOccurrence & { list: CoverageListName };

/** A URL the earlier snapshot's comparison found added, removed or re-dated. */
export interface ChangedUrl {
  change: Exclude<ChangeName, 'unchanged'>;
  loc: string;
  /** The file that lists it now (the earlier file for a removed URL). */
  file: string;
  /** As written: now, and in the earlier snapshot. */
  lastmod?: string;
  earlierLastmod?: string;
}

/** A document's report as read (SessionDocumentReport), with its lastmod verdict when it has one. */
export type ReportedDocument = SessionDocumentReport & { lastmodVerdict?: LastmodVerdict };

/** Every document's own report, asked with `ReportAsk.documentReports`. */
export interface DocumentReports {
  /** Every document read, an archive's own report among them, in the session's order. */
  documents: ReportedDocument[];
  /** The lastmod verdict over all URLs (judged with none too), as `lastmod.total` has it. */
  lastmodTotal: LastmodJudgement;
}

/** The workbook's every-URL lists, asked with `ReportAsk.listRows`. */
export interface ReportLists {
  /** Every occurrence of every code, group by group in the Problems answer's order. */
  occurrences: ReportList<ListedOccurrence>;
  /** With a crawl export joined: its three lists, each URL once (as the figures count). */
  coverage?: ReportList<CoverageListed>;
  /** With an earlier snapshot: the added, removed and re-dated URLs. */
  changes?: ReportList<ChangedUrl>;
}

export interface ReportAnswer {
  /** When the figures were taken (ms since the epoch). */
  takenMs: number;
  /** The site the report is of: the host with most URLs (absent without URLs). */
  host?: string;
  loaded: ReportLoaded;
  /** Inputs, documents read (an archive's members, not the archive) and URL entries. */
  figures: { inputs: number; urls: number; sitemaps: number; robotsFiles: number };
  documents: ReportDocument[];
  /** Problems by severity, and every group (errors first) with its first occurrences. */
  severities: Record<Severity, number>;
  problems: ProblemGroup[];
  robots: RobotsCheckAnswer;
  /** Absent without a robots.txt. */
  aiAccess?: AiAccessAnswer;
  /** Absent without URLs. */
  lastmod?: LastmodAnswer;
  /** The page check a saved `--pages` run brought; absent without one. */
  pageCheck?: PageCheckView;
  /** Absent without hreflang links. */
  hreflang?: HreflangSummary;
  coverage: CrawlCoverageAnswer;
  compare: CompareAnswer;
  /**
   * With access logs loaded: what crawlers did (Googlebot joined with the sitemaps), counts
   * only, as the Crawlers tab shows them; no address a log holds is in it.
   */
  logs?: LogsAnswer;
  /** Asked with `listRows` (the workbook). */
  lists?: ReportLists;
  /** Asked with `documentReports` (the command line). */
  documentReports?: DocumentReports;
}
