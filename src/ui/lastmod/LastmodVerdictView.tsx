/**
 * The trust verdict: its word and code, the reasons in plain words with their codes (the
 * core's problem messages, figures filled in), what to do, and how the verdict is decided,
 * with every threshold read from the core's table so the text cannot drift from the rule.
 */
import {
  ABSENT_DOUBTFUL_COVERAGE,
  ABSENT_UNUSABLE_COVERAGE,
  DATE_ONLY_NOTE_SHARE,
  FEW_DISTINCT_MAX_VALUES,
  FEW_DISTINCT_MIN_DATED,
  FUTURE_UNUSABLE_SHARE,
  GENERATION_DOUBTFUL_SHARE,
  GENERATION_MIN_DATED,
  GENERATION_UNUSABLE_SHARE,
  GENERATION_WINDOW_MS,
  INDEX_MISMATCH_SLACK_MS,
  INVALID_DOUBTFUL_SHARE,
  INVALID_UNUSABLE_SHARE,
  SITE_FULL_EFFECT_URL_SHARE,
  SITE_REASON_URL_SHARE,
} from '../../core/lastmod/lastmod-thresholds';
import { problemCodeOfReason } from '../../core/lastmod/lastmod-codes';
import type { LastmodVerdict } from '../../core/lastmod/lastmod-verdict';
import { useId } from 'react';
import { t } from '../../i18n/i18n';
import { coreText } from '../../i18n/core-texts';
import { problemMessage } from '../../i18n/problem-texts';

const pct = (share: number) => Math.round(share * 1000) / 10;

/**
 * The verdict in the reader's words. Its code (`usable`, `doubtful`, `unusable`: the same in
 * every language, as the command line and docs/lastmod.md write it) is the hover text, not a
 * second word after the first ("Doubtful doubtful").
 */
export function VerdictWord({ verdict }: { verdict: LastmodVerdict['verdict'] }) {
  return (
    <span className={`verdict verdict-${verdict}`} title={verdict}>
      {t(`lastmod.verdict.${verdict}`)}
    </span>
  );
}

export function LastmodVerdictView({
  verdict,
  total,
}: {
  verdict: LastmodVerdict;
  total?: LastmodVerdict;
}) {
  const headingId = useId();
  return (
    <section className="lastmod-verdict" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('lastmod.verdict.heading')} <VerdictWord verdict={verdict.verdict} />
      </h3>
      <p className="lastmod-action">{t(`lastmod.action.${verdict.verdict}`)}</p>
      {verdict.reasons.length === 0 ? (
        <p>{t('lastmod.reasons.none')}</p>
      ) : (
        <ul className="lastmod-reasons">
          {verdict.reasons.map((reason) => (
            <li key={reason.code}>
              <strong>{coreText('lastmodReasonTitles', reason.code)}</strong>{' '}
              <code>{reason.code}</code> ({t(`lastmod.effect.${reason.effect}`)}):{' '}
              {reason.files
                ? t('lastmod.reason.files', {
                    count: reason.files.count,
                    urls: reason.files.urls,
                    total: reason.files.totalUrls,
                  })
                : problemMessage({
                    code: problemCodeOfReason[reason.code],
                    params: reason.params,
                  })}
            </li>
          ))}
        </ul>
      )}
      {total && total !== verdict && (
        <p>
          {t('lastmod.total')} <VerdictWord verdict={total.verdict} />
        </p>
      )}
      <LastmodRules />
    </section>
  );
}

function LastmodRules() {
  return (
    <details className="lastmod-rules">
      <summary>{t('lastmod.rules.summary')}</summary>
      <p>{t('lastmod.rules.intro')}</p>
      <ul>
        <li>
          {t('lastmod.rules.absent', {
            unusable: pct(ABSENT_UNUSABLE_COVERAGE),
            doubtful: pct(ABSENT_DOUBTFUL_COVERAGE),
          })}
        </li>
        <li>
          {t('lastmod.rules.generation-time', {
            seconds: GENERATION_WINDOW_MS / 1000,
            unusable: pct(GENERATION_UNUSABLE_SHARE),
            doubtful: pct(GENERATION_DOUBTFUL_SHARE),
            minimum: GENERATION_MIN_DATED,
          })}
        </li>
        <li>
          {t('lastmod.rules.few-distinct', {
            minimum: FEW_DISTINCT_MIN_DATED,
            values: FEW_DISTINCT_MAX_VALUES,
          })}
        </li>
        <li>{t('lastmod.rules.future', { unusable: pct(FUTURE_UNUSABLE_SHARE) })}</li>
        <li>{t('lastmod.rules.date-only', { share: pct(DATE_ONLY_NOTE_SHARE) })}</li>
        <li>{t('lastmod.rules.index-mismatch', { seconds: INDEX_MISMATCH_SLACK_MS / 1000 })}</li>
        <li>
          {t('lastmod.rules.invalid', {
            doubtful: pct(INVALID_DOUBTFUL_SHARE),
            unusable: pct(INVALID_UNUSABLE_SHARE),
          })}
        </li>
        <li>
          {t('lastmod.rules.site', {
            share: pct(SITE_REASON_URL_SHARE),
            full: pct(SITE_FULL_EFFECT_URL_SHARE),
          })}
        </li>
      </ul>
    </details>
  );
}
