/**
 * The **Lastmod** tab: for all URLs, the URL table's current filter or one file, the
 * histogram (with the URLs it cannot place counted beside it), the coverage line, the trust
 * verdict, the page check when a `--pages` run brought one, "Changed since", and every file's
 * figures. One worker request answers it all (`lastmod`), the page check its own
 * (`pageCheck`); each is asked again when the scope, the filters or the data change.
 */
import { useId, useMemo, useState } from 'react';
import type { InputFile } from '../file-list/input-files';
import type { ViewFilters } from '../filters/view-filters';
import { changedSinceMs } from '../filters/view-filters';
import type { ViewFiltersState } from '../filters/useViewFilters';
import { t } from '../../i18n/i18n';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import type { RequestBodyOf } from '../../worker/protocol/request-map';
import type { LastmodScope } from '../../worker/protocol/lastmod';
import { asDocumentId } from '../../core/ids';
import { fileChoicesOf } from '../filters/filter-choices';
import { ChangedSince } from './ChangedSince';
import { HistogramChart } from './HistogramChart';
import { LastmodFileTable } from './LastmodFileTable';
import { BesideCounts, CoverageLine } from './LastmodSummary';
import { LastmodVerdictView } from './LastmodVerdictView';
import { PageCheckSection } from './PageCheckSection';
import './lastmod.css';

interface Props {
  client: AnalyzerClient;
  dataVersion: number;
  files: readonly InputFile[];
  view: ViewFiltersState;
  showUrls(change: Partial<ViewFilters>): void;
}

/**
 * The scope select's value: `all`, `filter`, `file:` and the input's id, or `document:` and
 * the id of a file inside an archive.
 */
function scopeOf(value: string): LastmodScope {
  if (value.startsWith('file:')) return { kind: 'file', inputId: value.slice(5) };
  if (value.startsWith('document:'))
    return { kind: 'document', documentId: asDocumentId(Number(value.slice(9))) };
  return value === 'filter' ? { kind: 'filter' } : { kind: 'all' };
}

export function LastmodView({ client, dataVersion, files, view, showUrls }: Props) {
  const id = useId();
  const [scopeValue, setScopeValue] = useState('all');
  const scope = scopeOf(scopeValue);
  const since = changedSinceMs(view.filters);
  // A jump from this panel sets exactly what the panel shows: its period, and the
  // changed-since time and flag set here (every other filter goes off).
  const sinceFilters: Partial<ViewFilters> = {
    ...(view.filters.changedSince !== undefined ? { changedSince: view.filters.changedSince } : {}),
    changedSinceKeepsNoLastmod: view.filters.changedSinceKeepsNoLastmod,
  };
  const body = useMemo<RequestBodyOf<'lastmod'>>(
    () => ({
      type: 'lastmod',
      scope: scopeOf(scopeValue),
      query: view.query,
      ...(since !== undefined ? { changedSinceMs: since } : {}),
    }),
    [scopeValue, view.query, since],
  );
  const answer = useAsk(client, body, { dependsOn: dataVersion }).answer;
  const histogramKey = answer
    ? `${answer.histogram.unit}:${answer.histogram.bins[0]?.startMs}:${answer.histogram.bins.length}`
    : '';

  return (
    <div className="lastmod-view">
      <div className="lastmod-scope">
        <label htmlFor={`${id}-scope`}>{t('lastmod.scope')}</label>
        <select
          id={`${id}-scope`}
          value={scopeValue}
          onChange={(e) => setScopeValue(e.target.value)}
        >
          <option value="all">{t('lastmod.scope.all')}</option>
          <option value="filter">{t('lastmod.scope.filter')}</option>
          {fileChoicesOf(files).map((choice) =>
            choice.documentId === undefined ? (
              <option key={choice.inputId} value={`file:${choice.inputId}`}>
                {t('lastmod.scope.file', { name: choice.name })}
              </option>
            ) : (
              <option key={`d${choice.documentId}`} value={`document:${choice.documentId}`}>
                {t('lastmod.scope.file', { name: choice.name })}
              </option>
            ),
          )}
        </select>
      </div>
      {!answer ? (
        <p className="hint">{t('lastmod.loading')}</p>
      ) : (
        <>
          <CoverageLine facts={answer.facts} />
          <div className="lastmod-chart-row">
            <HistogramChart
              key={histogramKey}
              histogram={answer.histogram}
              onShowPeriod={(lastmodRange) => showUrls({ lastmodRange, ...sinceFilters })}
            />
            <BesideCounts histogram={answer.histogram} />
          </div>
          <LastmodVerdictView
            verdict={answer.verdict}
            {...(scope.kind !== 'all' ? { total: answer.total.verdict } : {})}
          />
          <PageCheckSection client={client} dataVersion={dataVersion} />
          <ChangedSince
            filters={view.filters}
            update={view.update}
            counts={answer.changedSince}
            onShowUrls={() => showUrls(sinceFilters)}
          />
          <h3>{t('lastmod.files.heading')}</h3>
          <LastmodFileTable files={answer.files} />
        </>
      )}
    </div>
  );
}
