/**
 * The headline figures of what is loaded, counted from what the page already holds: the
 * file list's reports (files, URL entries, sitemaps) and the problems answer (by severity).
 * Pure, so the Overview and the tab badges say the same numbers.
 */
import type { Severity } from '../../core/problems/problem-code-info';
import type { InputFile } from '../file-list/input-files';
import { documentFigures } from '../../core/analysis/document-figures';
import { severityCounts } from '../../core/problems/severity-counts';
import type { ProblemsEvent } from '../../worker/protocol/request-map';

export interface OverviewFigures {
  files: number;
  /** `<url>` entries of every document read (a URL listed twice counts twice, as in the table). */
  urls: number;
  /** Documents that list URLs or sitemaps: urlsets, indexes, text lists, feeds. */
  sitemaps: number;
  robotsFiles: number;
  /** Undefined until the problems answer comes. */
  problems: Record<Severity, number> | undefined;
}

export function overviewFigures(
  files: readonly InputFile[],
  problems: ProblemsEvent | undefined,
): OverviewFigures {
  // Still being read: the progress count, so the figure grows with the reading.
  const reading = files.reduce(
    (sum, file) => sum + (file.opened?.documents ? 0 : (file.urls ?? 0)),
    0,
  );
  const read = documentFigures(files.flatMap((file) => file.opened?.documents ?? []));
  return {
    files: files.length,
    ...read,
    urls: read.urls + reading,
    problems: problems && problemsBySeverity(problems),
  };
}

export function problemsBySeverity(problems: ProblemsEvent): Record<Severity, number> {
  return severityCounts(problems.groups);
}

/**
 * Every problem of what is loaded, the one count the inputs bar, the Overview and the
 * Problems tab share: the groups' sum, so crawl and cross-file problems count too (the
 * per-file counts leave out those of no file).
 */
export function problemTotal(problems: ProblemsEvent): number {
  return problems.groups.reduce((sum, group) => sum + group.count, 0);
}
