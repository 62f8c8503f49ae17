/**
 * What a share link leaves out of the workspace, so the link's box can say so: the crawl
 * export and the earlier snapshot (their files are this browser's: a link carries only small
 * text files of the file list) and the robots.txt history (kept per browser).
 */
import { entriesOf, type Workspace } from './workspace';

export interface LeftOutOfLink {
  /** The crawl export's name, when one is loaded. */
  crawl?: string;
  /** How many files the earlier snapshot has (0: none loaded). */
  earlierFiles: number;
  /** How many sites the robots.txt history holds versions for. */
  historySites: number;
}

export function leftOutOfLink(workspace: Workspace): LeftOutOfLink {
  const crawl = entriesOf(workspace, 'crawl')[0];
  return {
    ...(crawl ? { crawl: crawl.name } : {}),
    earlierFiles: entriesOf(workspace, 'earlier').length,
    historySites: Object.keys(workspace.history).length,
  };
}
