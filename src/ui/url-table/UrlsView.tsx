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
import { t } from '../i18n/i18n';
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
  const [visible, setVisible] = useState<VisibleRows>({ start: 0, end: 40 });
  const showRows = useCallback(
    (rows: VisibleRows) =>
      setVisible((old) => (old.start === rows.start && old.end === rows.end ? old : rows)),
    [],
  );
  const onSort = useCallback((sort: ViewFilters['sort']) => update({ sort }), [update]);
  const rowWindow = useRowWindow(client, query, dataVersion, visible);
  const [detail, setDetail] = useState<UrlRowView>();
  const [visibility, setVisibility] = useState(loadColumnVisibility);
  // While files are read the data version moves on with every slice: asking again each time
  // would restart a long re-read; the file list changing (a removal) is what matters then.
  const isReading = files.some((file) => file.phase === 'queued' || file.phase === 'reading');
  const detailDataKey = `${files.map((file) => file.fileId).join(' ')}#${isReading ? '' : dataVersion}`;
  const detailAnswer = useRowDetail(client, detail, robotsCheck, detailDataKey);
  // Named after the first file that holds URLs (a robots.txt first in the list holds none).
  const namedAfter = files.find((file) => !/(^|[\\/])robots\.txt$/i.test(file.name)) ?? files[0];
  const exporter = useExport(client, query, exportBaseName(namedAfter?.name));
  const sections = useSectionsLists(client, query, dataVersion);
  const hosts = sections.hosts;
  const fileChoices = useMemo(() => fileChoicesOf(files), [files]);
  const problemCodes = useMemo(() => urlProblemCodesOf(problems), [problems]);
  // The Change filter, and the columns that need an earlier snapshot, while one is loaded.
  const isComparing =
    useAsk(client, { type: 'compare' }, { dependsOn: dataVersion, debounceMs: 250 }).answer
      ?.comparison !== undefined;
  // A crawl export is loaded when the rows carry its facts.
  const hasCrawl = rowWindow?.rows.some((row) => row.crawl !== undefined) ?? false;
  const columnsShown = useMemo(
    () => shownColumns(visibility, { 'crawl-export': hasCrawl, 'earlier-snapshot': isComparing }),
    [visibility, hasCrawl, isComparing],
  );

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
        <div className="urls-actions">
          <ColumnChooser
            visibility={visibility}
            onChange={(next) => {
              setVisibility(next);
              saveColumnVisibility(next);
            }}
          />
          <ExportButtons state={exporter.state} onExport={exporter.start} />
        </div>
      </div>
      {/* Under the count, above the empty table: below it, past a long section list, the
          message sat about 1,100 px down. */}
      {rowWindow && rowWindow.total === 0 && <p className="hint">{t('urls.empty')}</p>}
      {rowWindow && rowWindow.total > 0 && rowWindow.matching === 0 && (
        <p className="hint urls-none">
          {t('urls.none')}{' '}
          <button type="button" onClick={clear}>
            {t('filters.clear')}
          </button>
        </p>
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
