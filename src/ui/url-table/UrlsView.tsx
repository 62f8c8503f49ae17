/**
 * The **URLs** tab: filters, the count, export, the sections list and the virtualised table.
 * The filter state comes from the page (App, through the panels), because the index tree,
 * the sections, the Lastmod view, the Problems view and share links set it too; the row window is this view's own: it asks
 * the worker for the rows the table says are on screen.
 */
import { useCallback, useMemo, useState } from 'react';
import { fileChoicesOf, urlProblemCodesOf } from '../filters/filter-choices';
import { FilterBar } from '../filters/FilterBar';
import type { ViewFiltersState } from '../filters/useViewFilters';
import type { ViewFilters } from '../filters/view-filters';
import type { InputFile } from '../file-list/input-files';
import { t } from '../../i18n/i18n';
import { SectionList } from '../sections/SectionList';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useRowWindow, type VisibleRows } from '../worker-client/useRowWindow';
import { exportBaseName } from './export-name';
import type { ProblemsEvent } from '../../worker/protocol/request-map';
import type { RobotsCheck } from '../../worker/protocol/robots';
import type { UrlRowView } from '../../worker/protocol/rows';
import { RobotsCheckFilters } from '../filters/RobotsCheckFilters';
import { RobotsCheckSummary } from '../robots-workbench/RobotsCheckSummary';
import { RowDetail } from './RowDetail';
import { useRowDetail } from './useRowDetail';
import { ExportButtons } from './ExportButtons';
import { ColumnChooser } from './ColumnChooser';
import type { ColumnVisibilityState } from '@tanstack/react-table';
import { loadColumnVisibility, saveColumnVisibility } from './column-visibility';
import { UrlCount } from './UrlCount';
import { UrlTable } from './UrlTable';
import { URL_TABLE_ID } from './url-table-id';
import { useExport } from './useExport';
import { useSectionsLists } from './useSectionsLists';
import { ChangeFilter } from '../snapshot/ChangeFilter';
import { useAsk } from '../worker-client/useAsk';
import { shownColumns } from '../../core/analysis/url-table-columns';

interface Props {
  client: AnalyzerClient;
  view: ViewFiltersState;
  dataVersion: number;
  files: readonly InputFile[];
  problems: ProblemsEvent | undefined;
  /** Whose verdicts the robots.txt column shows and the verdict filter keeps. */
  robotsCheck: RobotsCheck;
  onRobotsCheck(check: RobotsCheck): void;
}

export function UrlsView(props: Props) {
  const { client, view, dataVersion, files, problems, robotsCheck, onRobotsCheck } = props;
  const { filters, update, clear } = view;
  const query = useMemo(() => ({ ...view.query, robotsCheck }), [view.query, robotsCheck]);
  const [visible, showRows] = useVisibleRows();
  const onSort = useCallback((sort: ViewFilters['sort']) => update({ sort }), [update]);
  const rowWindow = useRowWindow(client, query, dataVersion, visible);
  const [detail, setDetail] = useState<UrlRowView>();
  const [visibility, setVisibility] = useState(loadColumnVisibility);
  const detailAnswer = useRowDetail(client, detail, robotsCheck, detailDataKey(files, dataVersion));
  // Named after the first file that holds URLs (a robots.txt first in the list holds none).
  const namedAfter = files.find((file) => !/(^|[\\/])robots\.txt$/i.test(file.name)) ?? files[0];
  const exporter = useExport(client, query, exportBaseName(namedAfter?.name));
  const sections = useSectionsLists(client, query, dataVersion);
  const hosts = sections.hosts;
  const fileChoices = useMemo(() => fileChoicesOf(files), [files]);
  const problemCodes = useMemo(() => urlProblemCodesOf(problems), [problems]);
  const { isComparing, columnsShown } = useShownColumns(client, dataVersion, visibility, rowWindow);

  return (
    <div className="urls-view">
      <FilterBar
        filters={filters}
        update={update}
        clear={clear}
        files={fileChoices}
        hosts={hosts}
        problemCodes={problemCodes}
        queryError={rowWindow?.queryError}
      />
      <RobotsCheckFilters
        verdict={filters.robotsVerdict}
        onVerdict={(robotsVerdict) => update({ robotsVerdict })}
        agent={robotsCheck.agent}
        onAgent={(agent) => onRobotsCheck({ ...robotsCheck, agent })}
      />
      {(isComparing || filters.change) && (
        <ChangeFilter change={filters.change} onChange={(change) => update({ change })} />
      )}
      <div className="urls-toolbar">
        {rowWindow ? (
          <UrlCount matching={rowWindow.matching} total={rowWindow.total} change={filters.change} />
        ) : (
          <p className="url-count">{t('urls.loading')}</p>
        )}
        <UrlsActions visibility={visibility} onVisibility={setVisibility} exporter={exporter} />
      </div>
      {/* Under the count, above the empty table: below it, past a long section list, the
          message sat about 1,100 px down. */}
      {rowWindow && (
        <NoRowsHint total={rowWindow.total} matching={rowWindow.matching} onClear={clear} />
      )}
      <RobotsCheckSummary client={client} dataVersion={dataVersion} check={robotsCheck} />
      {/* The row detail opens beside the table (a third column), so the row stays in view. */}
      <div className={detail ? 'urls-body has-detail' : 'urls-body'}>
        <SectionList
          answer={sections.answer}
          selected={filters.section}
          onSelect={(section) => update({ section })}
        />
        <UrlTable
          rowWindow={rowWindow}
          sort={filters.sort}
          onSort={onSort}
          onVisibleRows={showRows}
          onOpenRow={setDetail}
          visibility={columnsShown}
        />
        {detail && (
          <RowDetail
            row={detail}
            answer={detailAnswer}
            onClose={() => {
              setDetail(undefined);
              document.getElementById(URL_TABLE_ID)?.focus();
            }}
          />
        )}
      </div>
    </div>
  );
}

/**
 * What the row detail's answer depends on. While files are read the data version moves on
 * with every slice: asking again each time would restart a long re-read; the file list
 * changing (a removal) is what matters then.
 */
function detailDataKey(files: readonly InputFile[], dataVersion: number): string {
  const isReading = files.some((file) => file.phase === 'queued' || file.phase === 'reading');
  return `${files.map((file) => file.inputId).join(' ')}#${isReading ? '' : dataVersion}`;
}

/** Why the table is empty: no URLs at all, or none that pass the filters (with Clear). */
function NoRowsHint({
  total,
  matching,
  onClear,
}: {
  total: number;
  matching: number;
  onClear(): void;
}) {
  if (total === 0) return <p className="hint">{t('urls.empty')}</p>;
  if (matching > 0) return null;
  return (
    <p className="hint urls-none">
      {t('urls.none')}{' '}
      <button type="button" onClick={onClear}>
        {t('filters.clear')}
      </button>
    </p>
  );
}

/** The rows the table says are on screen; a new object only when they change. */
function useVisibleRows(): [VisibleRows, (rows: VisibleRows) => void] {
  const [visible, setVisible] = useState<VisibleRows>({ start: 0, end: 40 });
  const showRows = useCallback(
    (rows: VisibleRows) =>
      setVisible((old) => (old.start === rows.start && old.end === rows.end ? old : rows)),
    [],
  );
  return [visible, showRows];
}

/** The columns shown (kept in this browser) and the exports. */
function UrlsActions({
  visibility,
  onVisibility,
  exporter,
}: {
  visibility: ColumnVisibilityState;
  onVisibility(next: ColumnVisibilityState): void;
  exporter: ReturnType<typeof useExport>;
}) {
  return (
    <div className="urls-actions">
      <ColumnChooser
        visibility={visibility}
        onChange={(next) => {
          onVisibility(next);
          saveColumnVisibility(next);
        }}
      />
      <ExportButtons state={exporter.state} onExport={exporter.start} />
    </div>
  );
}

/**
 * The columns shown: those chosen, less those whose input is not loaded. The Change filter,
 * and the columns that need an earlier snapshot, while one is loaded.
 */
function useShownColumns(
  client: AnalyzerClient,
  dataVersion: number,
  visibility: ColumnVisibilityState,
  rowWindow: ReturnType<typeof useRowWindow>,
) {
  const isComparing =
    useAsk(client, { type: 'compare' }, { dependsOn: dataVersion, debounceMs: 250 }).answer
      ?.comparison !== undefined;
  // A crawl export is loaded when the rows carry its facts.
  const hasCrawl = rowWindow?.rows.some((row) => row.crawl !== undefined) ?? false;
  const columnsShown = useMemo(
    () => shownColumns(visibility, { 'crawl-export': hasCrawl, 'earlier-snapshot': isComparing }),
    [visibility, hasCrawl, isComparing],
  );
  return { isComparing, columnsShown };
}
