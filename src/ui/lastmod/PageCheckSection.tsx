/**
 * The Lastmod tab's "Checked against the pages": the page check a saved `--pages` run brought
 * (its folder uploaded, or the run opened) or the bookmarklet took on its site, judged in the
 * worker by the command line's own judge, so the site verdict and each URL's verdict are the
 * command line's. Shown only when a check is loaded (`pageCheck`).
 */
import { sharePercent } from '../../core/percent';
import { useId } from 'react';
import { formatNumber, t } from '../../i18n/i18n';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import type { PageCheckView } from '../../worker/protocol/page-check';
import { PageCheckTable, pageVerdictWord } from './PageCheckTable';

interface Props {
  client: AnalyzerClient;
  dataVersion: number;
}

export function PageCheckSection({ client, dataVersion }: Props) {
  const check = useAsk(client, { type: 'pageCheck' }, { dependsOn: dataVersion }).answer?.check;
  const headingId = useId();
  if (!check) return null;
  return (
    <section className="page-check" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('pageCheck.heading')}</h3>
      <p>{t('pageCheck.intro', { sampled: check.pages.length, candidates: check.candidates })}</p>
      <SiteVerdictLine site={check.site} />
      {check.pages.length === 0 ? (
        <p className="hint">{t('pageCheck.empty')}</p>
      ) : (
        <PageCheckTable pages={check.pages} />
      )}
    </section>
  );
}

function SiteVerdictLine({ site }: { site: PageCheckView['site'] }) {
  const counted = (Object.entries(site.counts) as [keyof typeof site.counts, number][]).filter(
    ([, count]) => count > 0,
  );
  return (
    <>
      <p className={`page-check-verdict page-check-${site.verdict}`}>
        {t('pageCheck.site', { verdict: t(`pageCheck.site.${site.verdict}`) })}
      </p>
      <p>
        {t('pageCheck.comparable', {
          comparable: site.comparable,
          share: sharePercent(site.contradictedShare),
        })}
      </p>
      {site.isLastModifiedDynamic && <p>{t('pageCheck.dynamic')}</p>}
      <ul className="page-check-counts" aria-label={t('pageCheck.counts')}>
        {counted.map(([verdict, count]) => (
          <li key={verdict}>
            {t('pageCheck.count', {
              verdict: pageVerdictWord(verdict),
              count: formatNumber(count),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}
