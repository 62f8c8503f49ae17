/**
 * The coverage line ("41,203 of 50,000 URLs have lastmod; 3 distinct values; the most common
 * value holds 96 %") and the URLs the chart cannot place, counted beside it: without
 * lastmod, with an invalid one, in the future. Nothing is dropped silently.
 */
import type { LastmodFacts } from '../../core/lastmod/lastmod-facts';
import type { LastmodHistogram } from '../../core/lastmod/lastmod-histogram';
import { t } from '../../i18n/i18n';
import { percentOf } from './lastmod-format';

export function coverageText(facts: LastmodFacts): string {
  const withLastmod = facts.dated + facts.invalid;
  if (facts.dated === 0) return t('lastmod.coverage.none', { withLastmod, rows: facts.rows });
  return t('lastmod.coverage', {
    withLastmod,
    rows: facts.rows,
    distinct: facts.distinct,
    share: percentOf(facts.mostCommonCount, facts.dated),
  });
}

export function CoverageLine({ facts }: { facts: LastmodFacts }) {
  return <p className="lastmod-coverage">{coverageText(facts)}</p>;
}

export function BesideCounts({ histogram }: { histogram: LastmodHistogram }) {
  return (
    <div className="lastmod-beside">
      <h3>{t('lastmod.beside')}</h3>
      <ul>
        <li>{t('lastmod.beside.absent', { count: histogram.absent })}</li>
        <li>{t('lastmod.beside.invalid', { count: histogram.invalid })}</li>
        <li>{t('lastmod.beside.future', { count: histogram.future })}</li>
      </ul>
    </div>
  );
}
