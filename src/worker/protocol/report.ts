/**
 * The report a consultant hands over (`report`): every figure of what is loaded in one answer,
 * codes and numbers only, which the page and the command line word and write as one HTML file
 * (src/ui/report). Each part is the same answer its own view gets, so the report and the
 * page cannot disagree.
 */
import type { Severity } from '../../core/problems/problem-code-info';
import type { CrawlCoverageAnswer } from './crawl';
import type { DocumentReport } from './files';
import type { HreflangSummary } from '../../core/hreflang/hreflang-analysis';
import type { LastmodAnswer } from './lastmod';
import type { ProblemGroup } from './problems';
import type { AiAccessAnswer, RobotsCheck, RobotsCheckAnswer } from './robots';
import type { CompareAnswer } from './snapshot';

export interface ReportAsk {
  /** The robots.txt check the page shows (its source, crawler and assumed server answer). */
  robotsCheck: RobotsCheck;
}

/** One document read, as the report lists it. */
export type ReportDocument = Pick<DocumentReport, 'name' | 'kind' | 'urls'> & {
  problems: number;
};

export interface ReportAnswer {
  /** When the figures were taken (ms since the epoch). */
  takenMs: number;
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
  /** Absent without hreflang links. */
  hreflang?: HreflangSummary;
  coverage: CrawlCoverageAnswer;
  compare: CompareAnswer;
}
