/**
 * The **hreflang** tab: the hreflang alternates of every loaded sitemap as Google reads them,
 * as a set (Google Search Central, "Tell Google about localized versions of your page").
 * The languages found with their URL counts, the share of links confirmed by a link back per
 * language pair, the clusters with faults first, and for a chosen URL its cluster with each
 * link's state (HreflangCluster.tsx). One worker request (`hreflang`) answers it all; the
 * analysis itself runs in the worker.
 */
import { useId, useMemo, useState } from 'react';
import type { ViewFilters } from '../filters/view-filters';
import { formatNumber, t } from '../../i18n/i18n';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import type { RequestBodyOf } from '../../worker/protocol/request-map';
import type { HreflangAnswer } from '../../worker/protocol/hreflang';
import { percentOf } from '../lastmod/lastmod-format';
import { HreflangCluster } from './HreflangCluster';
import './hreflang.css';

interface Props {
  client: AnalyzerClient;
  dataVersion: number;
  showUrls(change: Partial<ViewFilters>): void;
}

export function HreflangView({ client, dataVersion, showUrls }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [url, setUrl] = useState('');
  const body = useMemo<RequestBodyOf<'hreflang'>>(
    () => ({ type: 'hreflang', ...(url !== '' ? { url } : {}) }),
    [url],
  );
  const answer = useAsk(client, body, { dependsOn: dataVersion }).answer;
  if (!answer) return null;
  const { summary } = answer;
  if (summary.links === 0) return <p className="hint">{t('hreflang.none')}</p>;
  const choose = (chosen: string) => {
    setTyped(chosen);
    setUrl(chosen);
  };

  return (
    <div className="hreflang-view">
      <p>
        {t('hreflang.summary', {
          urls: summary.urls,
          clusters: summary.clusters,
          faulty: summary.faultyClusters,
          share: formatNumber(percentOf(summary.confirmedLinks, summary.checkedLinks)),
          checked: summary.checkedLinks,
        })}
      </p>
      {summary.notListedLinks > 0 && (
        <p className="hint">{t('hreflang.notListed', { count: summary.notListedLinks })}</p>
      )}
      {answer.faults.length > 0 && (
        <ul className="hreflang-faults" aria-label={t('hreflang.faults')}>
          {answer.faults.map((fault) => (
            <li key={fault.code}>
              <code>{fault.code}</code>{' '}
              <button type="button" onClick={() => showUrls({ problemCode: fault.code })}>
                {t('problems.showUrls', { count: fault.urls })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="hreflang-tables">
        <LanguageTable answer={answer} />
        <PairTable answer={answer} />
      </div>
      <form
        className="hreflang-pick"
        onSubmit={(event) => {
          event.preventDefault();
          setUrl(typed.trim());
        }}
      >
        <label htmlFor={`${id}-url`}>{t('hreflang.url')}</label>
        <input
          id={`${id}-url`}
          type="url"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>
      {answer.selected !== undefined && (
        <HreflangCluster
          selected={answer.selected}
          url={url}
          onChoose={choose}
          onShowUrls={(text) => showUrls({ text })}
        />
      )}
      <ClusterTable answer={answer} onChoose={choose} />
    </div>
  );
}

function ClusterTable({
  answer,
  onChoose,
}: {
  answer: HreflangAnswer;
  onChoose(url: string): void;
}) {
  // At 390 px the table scrolls sideways in its own box rather than break each URL every few
  // letters (its URL column keeps a readable width: hreflang.css).
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-label={t('hreflang.clusters')}>
      <table className="hreflang-table hreflang-clusters">
        <caption>{t('hreflang.clusters')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('hreflang.col.cluster')}</th>
            <th scope="col">{t('hreflang.col.firstUrl')}</th>
            <th scope="col">{t('hreflang.col.urls')}</th>
            <th scope="col">{t('hreflang.col.faults')}</th>
          </tr>
        </thead>
        <tbody>
          {answer.clusters.map((row) => (
            <tr key={row.cluster} className={row.faults > 0 ? 'is-faulty' : undefined}>
              <td>
                <button type="button" className="link-button" onClick={() => onChoose(row.url)}>
                  {t('hreflang.showCluster', { cluster: row.cluster })}
                </button>
              </td>
              <td className="url-cell">{row.url}</td>
              <td>{formatNumber(row.urls)}</td>
              <td>{formatNumber(row.faults)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LanguageTable({ answer }: { answer: HreflangAnswer }) {
  return (
    <table className="hreflang-table">
      <caption>{t('hreflang.languages')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('hreflang.col.code')}</th>
          <th scope="col">{t('hreflang.col.urls')}</th>
        </tr>
      </thead>
      <tbody>
        {answer.summary.languages.map((language) => (
          <tr key={language.code}>
            <td>{language.code}</td>
            <td>{formatNumber(language.urls)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PairTable({ answer }: { answer: HreflangAnswer }) {
  // No link to another loaded URL: the summary says so; an empty table would say nothing.
  if (answer.summary.pairs.length === 0) return null;
  return (
    <table className="hreflang-table">
      <caption>{t('hreflang.pairs')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('hreflang.col.from')}</th>
          <th scope="col">{t('hreflang.col.to')}</th>
          <th scope="col">{t('hreflang.col.links')}</th>
          <th scope="col">{t('hreflang.col.confirmed')}</th>
        </tr>
      </thead>
      <tbody>
        {answer.summary.pairs.map((pair) => (
          <tr
            key={`${pair.from} ${pair.to}`}
            className={pair.confirmed < pair.links ? 'is-faulty' : undefined}
          >
            <td>{pair.from === '?' ? t('hreflang.noSelf') : pair.from}</td>
            <td>{pair.to}</td>
            <td>{formatNumber(pair.links)}</td>
            <td>{formatNumber(percentOf(pair.confirmed, pair.links))} %</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
