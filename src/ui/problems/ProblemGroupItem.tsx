import { useState } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import { t } from '../../i18n/i18n';
import { PROBLEM_OCCURRENCES_PAGE } from '../../worker/protocol/limits';
import type { ProblemGroup } from '../../worker/protocol/problems';
import { ProblemOccurrenceItem } from './ProblemOccurrenceItem';
import { problemInfo } from './problem-info';
import { problemText } from '../../i18n/problem-texts';
import { occurrencesInFile } from './problem-filter';

/** Occurrences per page: the first page comes with the group, the others on request. */
const LISTED = PROBLEM_OCCURRENCES_PAGE;

/**
 * One code: severity, count, what it means, how to fix it, where it occurs. Folded, it is its
 * heading alone (a button opens it); open, the explanation comes once, above the occurrences.
 */
export function ProblemGroupItem({
  client,
  group,
  onShowUrls,
  file,
  isOpen,
  onToggle,
}: {
  client: AnalyzerClient;
  group: ProblemGroup;
  onShowUrls(code: string): void;
  /** Only this file's occurrences are listed ('' for every file). */
  file: string;
  isOpen: boolean;
  onToggle(): void;
}) {
  const info = problemInfo(group.code);
  // A few explanations and fixes name a value ("Spell the key {record}"): the first one's.
  const params = group.occurrences[0]?.params;
  const headingId = `problem-${group.code}`;
  // Every occurrence is reachable: pages after the first are asked from the worker.
  const [offset, setOffset] = useState(0);
  const page = useAsk(
    client,
    offset === 0 ? null : { type: 'problemOccurrences', code: group.code, offset },
    { dependsOn: group.count },
  ).answer;
  const listed = occurrencesInFile(
    offset === 0
      ? group.occurrences.slice(0, LISTED)
      : page?.offset === offset
        ? page.occurrences
        : [],
    file,
  );
  const bodyId = `problem-body-${group.code}`;
  return (
    <section
      className={`problem-group severity-${group.severity}${isOpen ? '' : ' is-folded'}`}
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>
        <button
          type="button"
          className="problem-toggle"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          <span className="fold-mark" aria-hidden="true">
            {isOpen ? '▾' : '▸'}
          </span>
          <span className="severity">{t(`problems.severity.${group.severity}`)}</span>{' '}
          <code>{group.code}</code>{' '}
          <span className="count">{t('problems.count', { count: group.count })}</span>
        </button>
      </h3>
      <div id={bodyId} hidden={!isOpen}>
        {isOpen && (
          <GroupBody
            group={group}
            info={info}
            params={params}
            listed={listed}
            client={client}
            onShowUrls={onShowUrls}
            offset={offset}
            setOffset={setOffset}
          />
        )}
      </div>
    </section>
  );
}

function GroupBody({
  group,
  info,
  params,
  listed,
  client,
  onShowUrls,
  offset,
  setOffset,
}: {
  group: ProblemGroup;
  info: ReturnType<typeof problemInfo>;
  params: ProblemGroup['occurrences'][number]['params'];
  listed: readonly ProblemGroup['occurrences'][number][];
  client: AnalyzerClient;
  onShowUrls(code: string): void;
  offset: number;
  setOffset(offset: number): void;
}) {
  return (
    <>
      {info && (
        <dl>
          <dt>{t('problems.explanation')}</dt>
          <dd>{problemText(info.explanation, params)}</dd>
          <dt>{t('problems.fix')}</dt>
          <dd>{problemText(info.fix, params)}</dd>
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
      {group.count > LISTED && (
        <nav className="problem-pages" aria-label={t('problems.pages', { code: group.code })}>
          <button
            type="button"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - LISTED))}
          >
            {t('problems.previous')}
          </button>
          <span aria-live="polite">
            {t('problems.range', {
              from: offset + 1,
              to: Math.min(offset + LISTED, group.count),
              count: group.count,
            })}
          </span>
          <button
            type="button"
            disabled={offset + LISTED >= group.count}
            onClick={() => setOffset(offset + LISTED)}
          >
            {t('problems.next')}
          </button>
          <button
            type="button"
            disabled={offset + LISTED >= group.count}
            onClick={() => setOffset(Math.floor((group.count - 1) / LISTED) * LISTED)}
          >
            {t('problems.last')}
          </button>
        </nav>
      )}
    </>
  );
}
