/**
 * The inspector's tabs, in order: each panel is its id, its tab label, its empty state and
 * how it renders from what the panels share (PanelContext). A new view is one more entry;
 * an entry without `render` shows its empty state ("coming next").
 */
import type { ReactNode } from 'react';
import type { InputFile } from '../file-list/input-files';
import type { ViewFilters } from '../filters/view-filters';
import type { ViewFiltersState } from '../filters/useViewFilters';
import type { MessageKey } from '../i18n/i18n';
import { ProblemsView } from '../problems/ProblemsView';
import { TreeView } from '../sitemap-tree/TreeView';
import { UrlsView } from '../url-table/UrlsView';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { ProblemsEvent, RobotsCheck } from '../../worker/protocol';
import { AiCrawlersTable } from '../robots-workbench/AiCrawlersTable';
import { SitemapLinesList } from '../robots-workbench/SitemapLinesList';

/** What every panel may use; owned by InspectorPanels (problems and data version by App). */
export interface PanelContext {
  client: AnalyzerClient;
  /** The worker's data version, throttled: a view asks the worker again when it changes. */
  dataVersion: number;
  files: readonly InputFile[];
  /** The filters the views share: the URL table shows them, the other views set them. */
  view: ViewFiltersState;
  /** The one problems answer of this data version (the file list shows its counts too). */
  problems: ProblemsEvent | undefined;
  /** Narrows the URL table and switches to it (a tree node, a problem code). */
  showUrls(change: Partial<ViewFilters>): void;
  /**
   * The robots.txt check the views share: which robots.txt (a loaded document, the
   * workbench's text, or by default the first loaded) and which crawler (default Googlebot).
   * The URL table's robots.txt column and verdict filter show it.
   */
  robotsCheck: RobotsCheck;
  setRobotsCheck(check: RobotsCheck): void;
}

export interface Panel {
  id: string;
  label: MessageKey;
  /** What the view shows once there is something to show, said while there is not. */
  empty: MessageKey;
  render?(context: PanelContext): ReactNode;
  /**
   * Mounted (hidden) even with nothing loaded, so the first file that arrives does not pay
   * for mounting it in the middle of its ingest (bench: a 63 ms task on the first `change`).
   */
  isMountedWhenEmpty?: boolean;
}

const LIST = [
  {
    id: 'tree',
    label: 'tab.tree',
    empty: 'empty.tree',
    render: ({ client, dataVersion, showUrls }) => (
      <TreeView
        client={client}
        dataVersion={dataVersion}
        onShowUrls={(node) => showUrls({ documents: { ids: node.documentIds, name: node.name } })}
      />
    ),
  },
  {
    id: 'urls',
    label: 'tab.urls',
    empty: 'empty.urls',
    isMountedWhenEmpty: true,
    render: ({ client, dataVersion, files, view, problems, robotsCheck, setRobotsCheck }) => (
      <UrlsView
        client={client}
        view={view}
        dataVersion={dataVersion}
        files={files}
        problems={problems}
        robotsCheck={robotsCheck}
        onRobotsCheck={setRobotsCheck}
      />
    ),
  },
  { id: 'lastmod', label: 'tab.lastmod', empty: 'empty.lastmod' },
  {
    id: 'robots',
    label: 'tab.robots',
    empty: 'empty.robots',
    // Until the robots.txt workbench lands, its AI crawler table and Sitemap: lines stand here.
    render: ({ client, dataVersion, robotsCheck }) => (
      <>
        <AiCrawlersTable client={client} dataVersion={dataVersion} robots={robotsCheck.source} />
        <SitemapLinesList client={client} dataVersion={dataVersion} robots={robotsCheck.source} />
      </>
    ),
  },
  {
    id: 'problems',
    label: 'tab.problems',
    empty: 'empty.problems',
    render: ({ client, problems, showUrls }) => (
      <ProblemsView
        client={client}
        answer={problems}
        onShowUrls={(code) => showUrls({ problemCode: code })}
      />
    ),
  },
] as const satisfies readonly Panel[];

export type PanelId = (typeof LIST)[number]['id'];
export const PANELS: readonly (Panel & { id: PanelId })[] = LIST;
