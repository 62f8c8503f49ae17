/**
 * The inspector views (issue 5) as panels for the tabs: the URL table, the index tree and
 * the Problems view share one set of filters, so selecting a tree node or a problem code
 * filters the table and switches to it.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { TabEmptyState } from '../tabs/TabEmptyState';
import type { AnalyzerClient } from '../analyzer-client';
import type { InputFile } from '../file-list/input-files';
import { ProblemsView } from '../problems/ProblemsView';
import { TreeView } from '../sitemap-tree/TreeView';
import type { ViewId } from '../tabs/ViewTabs';
import { UrlsView } from '../url-table/UrlsView';
import type { TreeNodeView } from '../../worker/protocol';
import { dataKeyOf } from './data-key';
import { useThrottledValue } from './useThrottledValue';
import { useViewFilters } from './useViewFilters';
import { useWorkerAnswer } from './useWorkerAnswer';
import '../url-table/views.css';

/** While URLs stream in, views refresh about once a second. */
const REFRESH_MS = 1000;

export function useInspectorPanels(client: AnalyzerClient, files: readonly InputFile[]) {
  const [tab, setTab] = useState<ViewId>('tree');
  const view = useViewFilters();
  const { update } = view;
  const dataKey = useThrottledValue(dataKeyOf(files), REFRESH_MS);
  const problems = useWorkerAnswer(client, { type: 'problems' }, 'problems', dataKey);
  const problemCodes = useMemo(
    () => problems?.groups.filter((group) => group.urlCount > 0).map((group) => group.code) ?? [],
    [problems],
  );
  const fileChoices = useMemo(
    () =>
      files
        .filter((file) => file.phase === 'read' || file.phase === 'reading')
        .map(({ fileId, name }) => ({ fileId, name })),
    [files],
  );

  const showNode = useCallback(
    (node: TreeNodeView) => {
      update({ documents: { ids: node.documentIds, name: node.name } });
      setTab('urls');
    },
    [update],
  );
  const showProblem = useCallback(
    (code: string) => {
      update({ problemCode: code });
      setTab('urls');
    },
    [update],
  );

  const isEmpty = files.length === 0;
  const panels: Partial<Record<ViewId, ReactNode>> = {
    // The URL view stays mounted (hidden) while nothing is loaded, so the first file that
    // arrives does not pay for mounting the table in the middle of its ingest (bench:
    // a 63 ms task on the first file's `change` event).
    urls: (
      <>
        {isEmpty && <TabEmptyState key="empty" description="empty.urls" fileCount={0} />}
        <div key="view" hidden={isEmpty}>
          <UrlsView
            client={client}
            view={view}
            dataKey={dataKey}
            files={fileChoices}
            problemCodes={problemCodes}
          />
        </div>
      </>
    ),
  };
  if (!isEmpty) {
    panels.tree = <TreeView client={client} dataKey={dataKey} onShowUrls={showNode} />;
    panels.problems = <ProblemsView client={client} dataKey={dataKey} onShowUrls={showProblem} />;
  }
  return { panels, tab, setTab, problemsByFile: problems?.problemsByFile };
}
