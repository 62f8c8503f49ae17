/**
 * The **URLs** tab: filters, the count, export, the sections list and the virtualised table.
 * The filter state is owned by the page (App), because the index tree, the sections and the
 * Problems view set it too.
 */
import { useMemo, useState } from 'react';
import type { AnalyzerClient } from '../analyzer-client';
import { FilterBar } from '../filters/FilterBar';
import { useWorkerAnswer } from '../filters/useWorkerAnswer';
import type { ViewFiltersState } from '../filters/useViewFilters';
import { t } from '../i18n/i18n';
import { SectionList } from '../sections/SectionList';
import type { InputId } from '../../worker/protocol';
import { ExportButtons } from './ExportButtons';
import { UrlCount } from './UrlCount';
import { UrlTable } from './UrlTable';
import { useExport } from './useExport';
import type { RowWindow } from './useRowWindow';

interface Props {
  client: AnalyzerClient;
  view: ViewFiltersState;
  dataKey: string;
  files: readonly { fileId: InputId; name: string }[];
  problemCodes: readonly string[];
}

export function UrlsView({ client, view, dataKey, files, problemCodes }: Props) {
  const { filters, update, clear, query } = view;
  const [rowWindow, setRowWindow] = useState<RowWindow>();
  const exporter = useExport(client, query);
  const sectionsQuery = useMemo(() => ({ ...query, sections: undefined }), [query]);
  const sectionsKey = `${JSON.stringify(sectionsQuery)}#${dataKey}`;
  const sections = useWorkerAnswer(
    client,
    { type: 'sections', query: sectionsQuery },
    'sections',
    sectionsKey,
  );
  const hosts = useMemo(() => sections?.hosts.map((host) => host.host) ?? [], [sections]);

  return (
    <div className="urls-view">
      <FilterBar
        filters={filters}
        update={update}
        clear={clear}
        files={files}
        hosts={hosts}
        problemCodes={problemCodes}
        queryError={rowWindow?.queryError}
      />
      <div className="urls-toolbar">
        {rowWindow ? (
          <UrlCount matching={rowWindow.matching} total={rowWindow.total} />
        ) : (
          <p className="url-count">{t('urls.loading')}</p>
        )}
        <ExportButtons state={exporter.state} onExport={exporter.start} />
      </div>
      <div className="urls-body">
        <SectionList
          answer={sections}
          selected={filters.section}
          onSelect={(section) => update({ section })}
        />
        <UrlTable
          client={client}
          query={query}
          dataKey={dataKey}
          sort={filters.sort}
          onSort={(sort) => update({ sort })}
          onWindow={setRowWindow}
        />
      </div>
      {rowWindow && rowWindow.total === 0 && <p className="hint">{t('urls.empty')}</p>}
      {rowWindow && rowWindow.total > 0 && rowWindow.matching === 0 && (
        <p className="hint">{t('urls.none')}</p>
      )}
    </div>
  );
}
