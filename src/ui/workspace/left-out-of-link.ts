/**
 * What a share link leaves out of the workspace, so the link's box can say so: the crawl
 * export, the earlier snapshot and the page check (their files are this browser's: a link
 * carries only small text files of the file list) and the robots.txt history (kept per
 * browser).
 */
import { entriesOf, type Workspace } from './workspace';

export interface LeftOutOfLink {
  /** The crawl export's name, when one is loaded. */
  crawl?: string;
  /** How many files the earlier snapshot has (0: none loaded). */
  earlierFiles: number;
  /** Whether a page check is loaded (its pages.json and page bodies). */
  hasPageCheck: boolean;
  /** How many sites the robots.txt history holds versions for. */
  historySites: number;
}

export function leftOutOfLink(workspace: Workspace): LeftOutOfLink {
  const crawl = entriesOf(workspace, 'crawl')[0];
  return {
    ...(crawl ? { crawl: crawl.name } : {}),
    earlierFiles: entriesOf(workspace, 'earlier').length,
    hasPageCheck: entriesOf(workspace, 'pages').length > 0,
    historySites: Object.keys(workspace.history).length,
  };
}
