/**
 * The workspace with its views wired in: the file list, the crawl export, the earlier
 * snapshot and the page check each read what the workspace holds (useWorkspace.ts), and storage mirrors it
 * (storage/useKeptWorkspace.ts). The page calls this once and goes through it for every
 * step on its inputs.
 */
import { useCallback, useMemo } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useInputFiles } from '../file-list/useInputFiles';
import { useCrawl } from '../crawl/useCrawl';
import { useEarlierSnapshot } from '../snapshot/useEarlierSnapshot';
import { useKeptWorkspace } from '../storage/useKeptWorkspace';
import { useLogs } from '../crawlers/useLogs';
import { usePageCheckInput, type PageCheckPhase } from '../lastmod/usePageCheckInput';
import { newEntryId, useWorkspace } from './useWorkspace';
import { entriesOf, type WorkspaceEntry } from './workspace';

/** The entry's bytes as a File of its name (a kept copy's Blob is named by its storage key). */
function fileOf(entry: WorkspaceEntry): File {
  return entry.blob instanceof File && entry.blob.name === entry.name
    ? entry.blob
    : new File([entry.blob], entry.name, { type: entry.blob.type });
}

export function usePageWorkspace(client: AnalyzerClient, dataVersion: number) {
  const inputFiles = useInputFiles(client);
  const crawl = useCrawl(client, dataVersion);
  const earlier = useEarlierSnapshot(client);
  const pageCheck = usePageCheckInput(client);
  const { add: openFiles, remove: removeFiles } = inputFiles;
  const { open: openCrawl, remove: removeCrawl } = crawl;
  const { open: openEarlier, forget: forgetEarlier } = earlier;
  const workspace = useWorkspace({
    openFiles,
    removeFiles,
    openCrawl: (entry) => openCrawl(fileOf(entry)),
    removeCrawl,
    openEarlier: (entries) => void openEarlier(entries),
    forgetEarlier,
    openPageCheck: (entries) => void pageCheck.open(entries),
    removePageCheck: pageCheck.remove,
  });

  const files = inputFiles.files;
  const isCrawlRead = crawl.loadedFile !== undefined && !crawl.isReading;
  const { isRead, isBusy } = useReadState(
    files,
    isCrawlRead,
    crawl.isReading,
    earlier.state,
    pageCheck.phase,
  );
  const kept = useKeptWorkspace({
    workspace: workspace.workspace,
    dispatch: workspace.dispatch,
    isRead,
    isBusy,
    newId: newEntryId,
  });

  const { add, remove } = workspace;
  const crawlEntry = entriesOf(workspace.workspace, 'crawl')[0];
  /** The crawl view the page shows: adding and removing go through the workspace. */
  const crawlView = useMemo(
    () => ({
      ...crawl,
      open: (file: File) =>
        void add([{ kind: 'crawl', name: file.name, origin: 'upload', blob: file }]),
      remove: () => remove(crawlEntry ? [crawlEntry.id] : []),
    }),
    [crawl, add, remove, crawlEntry],
  );
  const earlierEntries = entriesOf(workspace.workspace, 'earlier');
  const addEarlier = useCallback(
    (list: File[]) =>
      void add(
        list.map((file) => ({
          kind: 'earlier' as const,
          // A file from a chosen folder keeps its path in the folder, as today's inputs do.
          name: file.webkitRelativePath || file.name,
          origin: 'upload' as const,
          blob: file,
        })),
      ),
    [add],
  );
  const forgetEarlierEntries = useCallback(
    () => remove(earlierEntries.map((entry) => entry.id)),
    [remove, earlierEntries],
  );

  return {
    ...{ ...workspace, ...useWorkspaceLogs(workspace, client, dataVersion) },
    files,
    cancel: inputFiles.cancel,
    reread: inputFiles.reread,
    crawl: crawlView,
    isCrawlKept: crawlEntry?.keptKey !== undefined && isCrawlRead,
    earlier: earlier.state,
    earlierEntries,
    addEarlier,
    forgetEarlier: forgetEarlierEntries,
    kept,
  };
}

/**
 * Whether an entry was read (only then is its copy worth its room on disk), and whether
 * anything is still being read (no copy is written then).
 */
function useReadState(
  files: ReturnType<typeof useInputFiles>['files'],
  isCrawlRead: boolean,
  isCrawlReading: boolean,
  earlier: ReturnType<typeof useEarlierSnapshot>['state'],
  pageCheck: PageCheckPhase,
) {
  const isEarlierRead = earlier.phase === 'loaded';
  const isPageCheckRead = pageCheck === 'read';
  const isRead = useCallback(
    (entry: WorkspaceEntry) => {
      if (entry.kind === 'crawl') return isCrawlRead;
      if (entry.kind === 'earlier') return isEarlierRead;
      if (entry.kind === 'pages') return isPageCheckRead;
      return files.some((file) => file.inputId === entry.id && file.phase === 'read');
    },
    [files, isCrawlRead, isEarlierRead, isPageCheckRead],
  );
  const isBusy =
    files.some((file) => file.phase === 'queued' || file.phase === 'reading') ||
    isCrawlReading ||
    earlier.phase === 'reading' ||
    pageCheck === 'reading';
  return { isRead, isBusy };
}

/**
 * The access logs beside the workspace, not an entry of it: never kept in storage or a link
 * (crawlers/useLogs.ts). A new start (Clear, the demo, a site's files) forgets them too.
 */
function useWorkspaceLogs(
  {
    clear: clearEntries,
    startOver: startOverEntries,
    workspace: { history },
  }: ReturnType<typeof useWorkspace>,
  client: AnalyzerClient,
  dataVersion: number,
) {
  const logs = useLogs(client, dataVersion, history);
  const { remove: removeLogs } = logs;
  const clear = useCallback(() => {
    removeLogs();
    clearEntries();
  }, [removeLogs, clearEntries]);
  const startOver = useCallback(
    (...args: Parameters<typeof startOverEntries>) => {
      removeLogs();
      startOverEntries(...args);
    },
    [removeLogs, startOverEntries],
  );
  return { logs, clear, startOver };
}

export type PageWorkspace = ReturnType<typeof usePageWorkspace>;
