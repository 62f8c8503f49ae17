/**
 * The headline figures of what is loaded, counted from what the page already holds: the
 * file list's reports (files, URL entries, sitemaps) and the problems answer (by severity).
 * Pure, so the Overview and the tab badges say the same numbers.
 */
import type { Severity } from '../../core/problems/problem-code-info';
import type { InputFile } from '../file-list/input-files';
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

const SITEMAP_KINDS = new Set(['urlset', 'sitemapindex', 'text', 'rss', 'atom']);

export function overviewFigures(
  files: readonly InputFile[],
  problems: ProblemsEvent | undefined,
): OverviewFigures {
  let urls = 0;
  let sitemaps = 0;
  let robotsFiles = 0;
  for (const file of files) {
    const documents = file.opened?.documents;
    if (!documents) {
      // Still being read: the progress count, so the figure grows with the reading.
      urls += file.urls ?? 0;
      continue;
    }
    for (const document of documents) {
      urls += document.urls;
      if (SITEMAP_KINDS.has(document.kind)) sitemaps++;
      if (document.kind === 'robots') robotsFiles++;
    }
  }
  return {
    files: files.length,
    urls,
    sitemaps,
    robotsFiles,
    problems: problems && problemsBySeverity(problems),
  };
}

export function problemsBySeverity(problems: ProblemsEvent): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const group of problems.groups) counts[group.severity] += group.count;
  return counts;
}

/**
 * Every problem of what is loaded, the one count the inputs bar, the Overview and the
 * Problems tab share: the groups' sum, so crawl and cross-file problems count too (the
 * per-file counts leave out those of no file).
 */
export function problemTotal(problems: ProblemsEvent): number {
  return problems.groups.reduce((sum, group) => sum + group.count, 0);
}
