/**
 * The inspector's views as tabs (panel-list.tsx): owns the tab shown and the filters the
 * views share, so selecting a tree node or a problem code filters the URL table and
 * switches to it, and hands each panel what it needs.
 */
import { useCallback, useState } from 'react';
import type { InputFile } from '../file-list/input-files';
import type { ViewFilters } from '../filters/view-filters';
import { useViewFilters } from '../filters/useViewFilters';
import { TabEmptyState } from '../tabs/TabEmptyState';
import { ViewTabs } from '../tabs/ViewTabs';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { DEFAULT_ROBOTS_CHECK, type ProblemsEvent, type RobotsCheck } from '../../worker/protocol';
import { PANELS, type Panel, type PanelContext, type PanelId } from './panel-list';
import '../url-table/views.css';

interface Props {
  client: AnalyzerClient;
  files: readonly InputFile[];
  dataVersion: number;
  problems: ProblemsEvent | undefined;
}

export function InspectorPanels({ client, files, dataVersion, problems }: Props) {
  const [tab, setTab] = useState<PanelId>('tree');
  const [robotsCheck, setRobotsCheck] = useState<RobotsCheck>(DEFAULT_ROBOTS_CHECK);
  const view = useViewFilters();
  const { update } = view;
  const showUrls = useCallback(
    (change: Partial<ViewFilters>) => {
      update(change);
      setTab('urls');
    },
    [update],
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
  };
  return (
    <ViewTabs
      tabs={PANELS}
      selected={tab}
      onSelect={setTab}
      renderPanel={(panel) => <PanelContent panel={panel} context={context} />}
    />
  );
}

function PanelContent({ panel, context }: { panel: Panel; context: PanelContext }) {
  const fileCount = context.files.length;
  const empty = <TabEmptyState key="empty" description={panel.empty} fileCount={fileCount} />;
  if (!panel.render) return empty;
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
