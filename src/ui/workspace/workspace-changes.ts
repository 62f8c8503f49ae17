/**
 * What the worker must be told when the workspace's entries change: the files to open and
 * to remove, the crawl export to read or forget, the earlier snapshot and the page check to
 * read or forget.
 * Entries are told apart by id, so a copy written to storage (the same entry with its key)
 * asks nothing of the worker. Pure, so each step's requests are unit-tested.
 */
import type { WorkspaceEntry } from './workspace';

export interface WorkspaceChanges {
  addedFiles: WorkspaceEntry[];
  removedInputIds: string[];
  /** The crawl export to read now, `null` to forget it, undefined when unchanged. */
  crawl?: WorkspaceEntry | null;
  /** The earlier snapshot's files to read now, `[]` to forget it, undefined when unchanged. */
  earlier?: WorkspaceEntry[];
  /** The page check's files to read now, `[]` to forget it, undefined when unchanged. */
  pages?: WorkspaceEntry[];
}

const idsOf = (entries: readonly WorkspaceEntry[]) => entries.map((entry) => entry.id).join('\n');

export function workspaceChanges(
  before: readonly WorkspaceEntry[],
  after: readonly WorkspaceEntry[],
): WorkspaceChanges {
  const of = (entries: readonly WorkspaceEntry[], kind: WorkspaceEntry['kind']) =>
    entries.filter((entry) => entry.kind === kind);
  const beforeFiles = new Set(of(before, 'file').map((entry) => entry.id));
  const afterFiles = new Set(of(after, 'file').map((entry) => entry.id));
  const changes: WorkspaceChanges = {
    addedFiles: of(after, 'file').filter((entry) => !beforeFiles.has(entry.id)),
    removedInputIds: [...beforeFiles].filter((id) => !afterFiles.has(id)),
  };
  const crawlBefore = of(before, 'crawl')[0];
  const crawlAfter = of(after, 'crawl')[0];
  if (crawlBefore?.id !== crawlAfter?.id) changes.crawl = crawlAfter ?? null;
  const earlierAfter = of(after, 'earlier');
  if (idsOf(of(before, 'earlier')) !== idsOf(earlierAfter)) changes.earlier = earlierAfter;
  const pagesAfter = of(after, 'pages');
  if (idsOf(of(before, 'pages')) !== idsOf(pagesAfter)) changes.pages = pagesAfter;
  return changes;
}
