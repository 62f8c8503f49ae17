/**
 * The inspector's views as tabs (panel-list.tsx): shows the tab and hands on the filters
 * the views share (both held by the page, which writes them into the address), so selecting a tree node or a problem code filters the URL table and
 * switches to it, and hands each panel what it needs.
 */
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { InputFile } from '../file-list/input-files';
import type { ViewFilters } from '../filters/view-filters';
import type { ViewFiltersState } from '../filters/useViewFilters';
import { formatNumber, t } from '../../i18n/i18n';
import { OverviewRegion } from '../overview/OverviewRegion';
import type { OverviewTarget } from '../overview/Overview';
import { overviewFigures } from '../overview/overview-figures';
import { ANY_PROBLEM, type ProblemFilter } from '../problems/problem-filter';
import { TabEmptyState } from '../tabs/TabEmptyState';
import { ViewTabs, type TabCount } from '../tabs/ViewTabs';
import type { WorkbenchState } from '../robots-workbench/useWorkbenchState';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import type { RobotsCheck } from '../../worker/protocol/robots';
import type { ProblemsEvent } from '../../worker/protocol/request-map';
import {
  PANELS,
  type ComparedInputs,
  type Panel,
  type PanelContext,
  type PanelId,
} from './panel-list';
import { URL_TABLE_ID } from '../url-table/url-table-id';
import '../url-table/views.css';

interface Props {
  client: AnalyzerClient;
  files: readonly InputFile[];
  dataVersion: number;
  problems: ProblemsEvent | undefined;
  /** The tab and filters live in the page, which writes them into the address (share links). */
  tab: PanelId;
  onSelectTab(tab: PanelId): void;
  view: ViewFiltersState;
  workbench: WorkbenchState;
  comparedWith: ComparedInputs;
  /** The page's robots.txt check (usePageRobotsCheck.ts) and how the views change it. */
  robotsCheck: RobotsCheck;
  setRobotsCheck: Dispatch<SetStateAction<RobotsCheck>>;
}

export function InspectorPanels({
  client,
  files,
  dataVersion,
  problems,
  tab,
  onSelectTab,
  view,
  workbench,
  comparedWith,
  robotsCheck,
  setRobotsCheck,
}: Props) {
  const [problemFilter, setProblemFilter] = useState<ProblemFilter>(ANY_PROBLEM);
  const { show } = view;
  const showUrls = useCallback(
    (change: Partial<ViewFilters>) => {
      show(change);
      onSelectTab('urls');
      // Focus follows the user to the table (WAI-ARIA: an action that moves the view moves
      // focus with it), once the tab's panel is shown.
      requestAnimationFrame(() => document.getElementById(URL_TABLE_ID)?.focus());
    },
    [show, onSelectTab],
  );
  const context: PanelContext = {
    client,
    dataVersion,
    files,
    view,
    problems,
    showUrls,
    robotsCheck,
    setRobotsCheck,
    workbench,
    problemFilter,
    setProblemFilter,
    showProblems: () => onSelectTab('problems'),
    comparedWith,
  };
  const counts = tabCounts(files, problems, comparedWith);
  const showFromOverview = (target: OverviewTarget) => {
    if (target.kind === 'blocked') return showUrls({ robotsVerdict: 'blocked' });
    if (target.kind === 'problems') setProblemFilter({ ...ANY_PROBLEM, severity: target.severity });
    onSelectTab(target.kind);
  };
  return (
    <>
      {files.length > 0 && (
        <OverviewRegion
          client={client}
          dataVersion={dataVersion}
          files={files}
          problems={problems}
          robotsCheck={robotsCheck}
          onShow={showFromOverview}
        />
      )}
      <ViewTabs
        tabs={PANELS}
        selected={tab}
        onSelect={onSelectTab}
        counts={counts}
        renderPanel={(panel) => <PanelContent panel={panel} context={context} />}
      />
    </>
  );
}

const count = (value: number, description: string): TabCount => ({
  figure: formatNumber(value),
  description,
});

/**
 * The badges of the tabs that count something: sitemaps, URLs, problems (cheap: a sum per
 * file), the crawled URLs and the URLs changed since the earlier snapshot.
 */
function tabCounts(
  files: readonly InputFile[],
  problems: ProblemsEvent | undefined,
  comparedWith: ComparedInputs,
): Partial<Record<PanelId, TabCount>> {
  const crawled = comparedWith.crawl.answer?.file?.urls;
  const totals = comparedWith.compare?.comparison?.totals;
  const changed = totals && totals.added + totals.removed + totals.lastmodChanged;
  const logged = comparedWith.logs.answer?.requests;
  const inputCounts = {
    ...(logged !== undefined
      ? { crawlers: count(logged, t('tab.crawlers.count', { count: logged })) }
      : {}),
    ...(crawled !== undefined
      ? { coverage: count(crawled, t('tab.coverage.count', { count: crawled })) }
      : {}),
    ...(changed !== undefined
      ? { changes: count(changed, t('tab.changes.count', { count: changed })) }
      : {}),
  };
  if (files.length === 0) return inputCounts;
  const figures = overviewFigures(files, problems);
  const total = figures.problems
    ? figures.problems.error + figures.problems.warning + figures.problems.info
    : undefined;
  return {
    ...inputCounts,
    tree: count(figures.sitemaps, t('overview.sitemaps', { count: figures.sitemaps })),
    urls: count(figures.urls, t('overview.urls', { count: figures.urls })),
    ...(total !== undefined
      ? { problems: count(total, t('overview.problems', { count: total })) }
      : {}),
  };
}

function PanelContent({ panel, context }: { panel: Panel; context: PanelContext }) {
  const fileCount = context.files.length;
  const empty = <TabEmptyState key="empty" description={panel.empty} fileCount={fileCount} />;
  if (!panel.render) return empty;
  if (panel.isShownWhenEmpty) return panel.render(context);
  if (!panel.isMountedWhenEmpty) return fileCount === 0 ? empty : panel.render(context);
  // Keyed so the view keeps its place (and stays mounted) when the first file arrives.
  return (
    <>
      {fileCount === 0 && empty}
      <div key="view" hidden={fileCount === 0}>
        {panel.render(context)}
      </div>
    </>
  );
}
