/**
 * "If the server answers…": what a crawler does when /robots.txt answers a chosen status,
 * and for how long (RFC 9309 §2.3.1; Google's 12-hour and 30-day behaviour; Amazon's and
 * Bing's documented rules, each named with the crawlers that follow it). The texts are
 * core's code tables (http-status.ts), as the problem explanations are. The choice is the
 * workbench's: the worker's verdicts assume it (the matrix says so above it).
 */
import { useId } from 'react';
import { robotsStatusChoices, robotsStatusMeaning } from '../../core/robots/analyses/http-status';
import { crawlerModels } from '../../core/robots/analyses/crawler-data';
import { coreText, type StatusChoiceKey } from '../../i18n/core-texts';
import { currentLocale, t } from '../../i18n/i18n';
import { joinSentences } from '../../i18n/join-sentences';
import type { RobotsStatusChoice } from './useWorkbenchState';

function hours(value: number): string {
  return value % 24 === 0 && value > 0
    ? t('wb.status.days', { count: value / 24 })
    : t('wb.status.hours', { count: value });
}

/** The crawlers whose operator documents `policy` (crawler-data.ts), as a list. */
function crawlersFollowing(policy: string): string {
  return crawlerModels
    .filter((model) => model.robotsFailure === policy)
    .map((model) => model.name)
    .join(', ');
}

interface Props {
  status: RobotsStatusChoice;
  onStatus(status: RobotsStatusChoice): void;
}

export function StatusExplainer({ status, onStatus }: Props) {
  const id = useId();
  const choice = Math.max(
    0,
    robotsStatusChoices.findIndex((option) => option.status === status),
  );
  const meaning = robotsStatusMeaning(robotsStatusChoices[choice].status);
  return (
    <section className="wb-status" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('wb.status.heading')}</h3>
      <label htmlFor={id}>{t('wb.status.label')}</label>
      <select
        id={id}
        value={choice}
        onChange={(event) => onStatus(robotsStatusChoices[Number(event.target.value)].status)}
      >
        {robotsStatusChoices.map((option, index) => (
          <option key={option.status} value={index}>
            {coreText('statusChoices', String(option.status) as StatusChoiceKey)}
          </option>
        ))}
      </select>
      <div aria-live="polite">
        <p>{coreText('statusTexts', meaning.google.code)}</p>
        {meaning.google.phases.length > 1 && (
          <ol className="wb-phases">
            {meaning.google.phases.map((phase) => (
              <li key={phase.fromHours}>
                {joinSentences(currentLocale(), [
                  phase.toHours === null
                    ? t('wb.status.phaseFrom', { from: hours(phase.fromHours) })
                    : t('wb.status.phase', {
                        from: hours(phase.fromHours),
                        to: hours(phase.toHours),
                      }),
                  coreText('statusEffects', phase.effect),
                ])}
              </li>
            ))}
          </ol>
        )}
        <p className="hint">{coreText('statusTexts', meaning.rfc.code)}</p>
        {meaning.operators.map(({ policy, code }) => (
          <p className="hint" key={policy}>
            <code>{crawlersFollowing(policy)}</code>
            {t('wb.status.operatorColon')}
            {coreText('statusTexts', code)}
          </p>
        ))}
        <p className="hint">{t('wb.status.cache', { hours: meaning.cacheHours })}</p>
      </div>
    </section>
  );
}
