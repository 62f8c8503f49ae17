/**
 * The inspector's tabs, in order: each panel is its id, its tab label, its empty state and
 * how it renders from what the panels share (PanelContext). A new view is one more entry;
 * an entry without `render` shows its empty state ("coming next").
 */
import { lazy, Suspense, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { InputFile } from '../file-list/input-files';
import type { ViewFilters } from '../filters/view-filters';
import type { ViewFiltersState } from '../filters/useViewFilters';
import { t, type MessageKey } from '../../i18n/i18n';
import { LastmodView } from '../lastmod/LastmodView';
import { HreflangView } from '../hreflang/HreflangView';
import { ProblemsView } from '../problems/ProblemsView';
import { TreeView } from '../sitemap-tree/TreeView';
import { UrlsView } from '../url-table/UrlsView';
import type { WorkbenchState } from '../robots-workbench/useWorkbenchState';
import type { ProblemFilter } from '../problems/problem-filter';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { ProblemsEvent } from '../../worker/protocol/request-map';
import type { CompareAnswer } from '../../worker/protocol/snapshot';
import type { RobotsCheck } from '../../worker/protocol/robots';
import { CrawlCoverage } from '../crawl/CrawlCoverage';
import type { CrawlState } from '../crawl/useCrawl';
import { SnapshotSection } from '../snapshot/SnapshotSection';
import type { EarlierState } from '../snapshot/useEarlierSnapshot';
import { CrawlersView } from '../crawlers/CrawlersView';
import type { LogsState } from '../crawlers/useLogs';

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
  setRobotsCheck: Dispatch<SetStateAction<RobotsCheck>>;
  /** The robots.txt workbench's typed state, held by the page so a link can restore it. */
  workbench: WorkbenchState;
  /** The Problems tab's filters (the Overview's severity figures set them). */
  problemFilter: ProblemFilter;
  setProblemFilter: Dispatch<SetStateAction<ProblemFilter>>;
  /** Shows the Problems tab (the crawled pages no sitemap lists are only there). */
  showProblems(): void;
  /** The workspace's other inputs, each read in its own tab (workspace/). */
  comparedWith: ComparedInputs;
}

/** The crawl export (Coverage) and the earlier snapshot (Changes), and what they answer. */
export interface ComparedInputs {
  crawl: CrawlState;
  /** The crawl export's copy is in this browser's storage. */
  isCrawlKept: boolean;
  earlier: EarlierState;
  /** The worker's comparison with the earlier snapshot (asked by the page: the tab counts it). */
  compare: CompareAnswer | undefined;
  onOpenEarlier(files: File[]): void;
  onForgetEarlier(): void;
  /** The access logs (Crawlers): never kept, never shared (crawlers/useLogs.ts). */
  logs: LogsState;
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
  /** Stays rendered (hidden) once opened, so what was typed in it survives a tab switch. */
  isKeptMounted?: boolean;
  /** Rendered even with nothing loaded: the view is useful on its own (a robots.txt typed from scratch). */
  isShownWhenEmpty?: boolean;
}

/**
 * Loaded when the tab is first opened: the editor (CodeMirror) is most of its weight, and the
 * other views should not wait for it.
 */
const RobotsWorkbench = lazy(() =>
  import('../robots-workbench/RobotsWorkbench').then((module) => ({
    default: module.RobotsWorkbench,
  })),
);

/** What the data views read alike: the worker, its data version, the files, the shared filters. */
const dataProps = ({ client, dataVersion, files, view }: PanelContext) => ({
  client,
  dataVersion,
  files,
  view,
});

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
    render: (context) => (
      <UrlsView
        {...dataProps(context)}
        problems={context.problems}
        robotsCheck={context.robotsCheck}
        onRobotsCheck={context.setRobotsCheck}
      />
    ),
  },
  {
    id: 'lastmod',
    label: 'tab.lastmod',
    empty: 'empty.lastmod',
    render: (context) => <LastmodView {...dataProps(context)} showUrls={context.showUrls} />,
  },
  {
    id: 'hreflang',
    label: 'tab.hreflang',
    empty: 'empty.hreflang',
    render: ({ client, dataVersion, showUrls }) => (
      <HreflangView client={client} dataVersion={dataVersion} showUrls={showUrls} />
    ),
  },
  {
    id: 'robots',
    label: 'tab.robots',
    empty: 'empty.robots',
    isShownWhenEmpty: true,
    isKeptMounted: true,
    render: ({ client, dataVersion, files, robotsCheck, setRobotsCheck, workbench }) => (
      <Suspense fallback={<p className="hint">{t('wb.loading')}</p>}>
        <RobotsWorkbench
          client={client}
          dataVersion={dataVersion}
          files={files}
          workbench={workbench}
          robotsSource={robotsCheck.source}
          onSelectionChange={({ text, name }) =>
            // The URL table checks every sitemap URL against the robots.txt the workbench
            // shows, as edited; the crawler stays the one chosen beside the table's filter.
            setRobotsCheck((check) =>
              check.source.kind === 'text' && check.source.text === text
                ? check
                : { ...check, source: { kind: 'text', text, name } },
            )
          }
        />
      </Suspense>
    ),
  },
  {
    id: 'problems',
    label: 'tab.problems',
    empty: 'empty.problems',
    render: ({ client, problems, showUrls, problemFilter, setProblemFilter }) => (
      <ProblemsView
        client={client}
        answer={problems}
        onShowUrls={(code) => showUrls({ problemCode: code })}
        filter={problemFilter}
        onFilter={setProblemFilter}
      />
    ),
  },
  {
    id: 'coverage',
    label: 'tab.coverage',
    empty: 'empty.coverage',
    // Its own control adds the crawl export, so it shows with nothing loaded too.
    isShownWhenEmpty: true,
    render: ({ comparedWith, showUrls, showProblems }) => (
      <CrawlCoverage
        crawl={comparedWith.crawl}
        isKept={comparedWith.isCrawlKept}
        onShowUrls={(code) => showUrls({ problemCode: code })}
        onShowProblems={showProblems}
      />
    ),
  },
  {
    id: 'changes',
    label: 'tab.changes',
    empty: 'empty.changes',
    isShownWhenEmpty: true,
    render: ({ comparedWith, showUrls }) => (
      <SnapshotSection
        compare={comparedWith.compare}
        earlier={comparedWith.earlier}
        onOpen={comparedWith.onOpenEarlier}
        onForget={comparedWith.onForgetEarlier}
        onShowChange={(change) => showUrls({ change })}
      />
    ),
  },
  {
    id: 'crawlers',
    label: 'tab.crawlers',
    empty: 'empty.crawlers',
    // Its own control adds logs, so it shows with nothing loaded too.
    isShownWhenEmpty: true,
    render: ({ comparedWith, showUrls }) => (
      <CrawlersView
        logs={comparedWith.logs}
        onShowUrls={(code) => showUrls({ problemCode: code })}
      />
    ),
  },
] as const satisfies readonly Panel[];

export type PanelId = (typeof LIST)[number]['id'];
export const PANELS: readonly (Panel & { id: PanelId })[] = LIST;
