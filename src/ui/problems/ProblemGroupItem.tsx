import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { t } from '../i18n/i18n';
import type { ProblemGroup } from '../../worker/protocol';
import { ProblemOccurrenceItem } from './ProblemOccurrenceItem';
import { problemInfo } from './problem-info';
import { formatMessage } from '../../core/problems/problem-code-info';

/** Occurrences listed at first; the worker sends up to PROBLEM_OCCURRENCES_SHOWN. */
const LISTED = 50;

/** One code: severity, count, what it means, how to fix it, where it occurs. */
export function ProblemGroupItem({
  client,
  group,
  onShowUrls,
}: {
  client: AnalyzerClient;
  group: ProblemGroup;
  onShowUrls(code: string): void;
}) {
  const info = problemInfo(group.code);
  // A few explanations and fixes name a value ("Spell the key {record}"): the first one's.
  const params = group.occurrences[0]?.params;
  const headingId = `problem-${group.code}`;
  const listed = group.occurrences.slice(0, LISTED);
  return (
    <section className={`problem-group severity-${group.severity}`} aria-labelledby={headingId}>
      <h3 id={headingId}>
        <span className="severity">{t(`problems.severity.${group.severity}`)}</span>{' '}
        <code>{group.code}</code>{' '}
        <span className="count">{t('problems.count', { count: group.count })}</span>
      </h3>
      {info && (
        <dl>
          <dt>{t('problems.explanation')}</dt>
          <dd>{formatMessage(info.explanation, params)}</dd>
          <dt>{t('problems.fix')}</dt>
          <dd>{formatMessage(info.fix, params)}</dd>
        </dl>
      )}
      {group.urlCount > 0 && (
        <button type="button" onClick={() => onShowUrls(group.code)}>
          {t('problems.showUrls', { count: group.urlCount })}
        </button>
      )}
      <ul>
        {listed.map((occurrence, index) => (
          <ProblemOccurrenceItem
            key={index}
            client={client}
            code={group.code}
            occurrence={occurrence}
          />
        ))}
      </ul>
      {group.count > listed.length && (
        <p className="hint">{t('problems.more', { shown: listed.length, count: group.count })}</p>
      )}
    </section>
  );
}
