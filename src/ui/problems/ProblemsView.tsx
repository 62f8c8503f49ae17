/**
 * The **Problems** tab: every problem grouped by code, errors first, each with
 * its count, severity, explanation and fix, and its occurrences by file, line and column.
 * The answer is the page's one problems answer (the file list counts from it too). Filters by
 * severity, file and code narrow the groups; a long answer starts folded to one line per
 * group, so the codes can be scanned before any is read.
 */
import { useState } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { formatNumber, t } from '../../i18n/i18n';
import type { ProblemsEvent } from '../../worker/protocol/request-map';
import { FilterSelect } from '../filters/FilterSelect';
import { problemsBySeverity } from '../overview/overview-figures';
import { ProblemGroupItem } from './ProblemGroupItem';
import {
  ANY_PROBLEM,
  filterProblemGroups,
  isFilteringProblems,
  problemFilesOf,
  type ProblemFilter,
} from './problem-filter';

/**
 * Groups start folded only when there are many codes and many problems, so that the codes can
 * be scanned first; a short answer is read at once.
 */
const OPEN_UP_TO = { problems: 100, groups: 5 };

interface Props {
  client: AnalyzerClient;
  answer: ProblemsEvent | undefined;
  onShowUrls(code: string): void;
  filter: ProblemFilter;
  onFilter(filter: ProblemFilter): void;
}

export function ProblemsView({ client, answer, onShowUrls, filter, onFilter }: Props) {
  // Groups the user opened or folded by hand; the others follow the default.
  const [opened, setOpened] = useState<ReadonlyMap<string, boolean>>(new Map());
  if (!answer) return <p className="hint">{t('urls.loading')}</p>;
  if (answer.groups.length === 0) return <p>{t('problems.none')}</p>;
  const bySeverity = problemsBySeverity(answer);
  const total = bySeverity.error + bySeverity.warning + bySeverity.info;
  const isOpenByDefault = total <= OPEN_UP_TO.problems || answer.groups.length <= OPEN_UP_TO.groups;
  const groups = filterProblemGroups(answer.groups, filter);
  const isOpen = (code: string) => opened.get(code) ?? isOpenByDefault;
  const setAll = (open: boolean) => setOpened(new Map(groups.map((group) => [group.code, open])));
  return (
    <div className="problems-view">
      <div className="filter-bar problems-filters" role="group" aria-label={t('problems.filters')}>
        <FilterSelect
          label={t('problems.filter.severity')}
          allLabel={t('problems.filter.anySeverity')}
          value={filter.severity || undefined}
          options={(['error', 'warning', 'info'] as const).map((severity) => ({
            value: severity,
            label: t('problems.filter.severityOption', {
              severity: t(`problems.severity.${severity}`),
              count: formatNumber(bySeverity[severity]),
            }),
          }))}
          onChange={(value) =>
            onFilter({ ...filter, severity: (value ?? '') as ProblemFilter['severity'] })
          }
        />
        <FilterSelect
          label={t('problems.filter.file')}
          allLabel={t('filters.file.all')}
          value={filter.file || undefined}
          options={problemFilesOf(answer.groups).map((file) => ({ value: file, label: file }))}
          onChange={(value) => onFilter({ ...filter, file: value ?? '' })}
        />
        <FilterSelect
          label={t('problems.filter.code')}
          allLabel={t('problems.filter.anyCode')}
          value={filter.code || undefined}
          options={answer.groups.map((group) => ({ value: group.code, label: group.code }))}
          onChange={(value) => onFilter({ ...filter, code: value ?? '' })}
        />
        <div className="problems-fold-all">
          <button type="button" onClick={() => setAll(true)}>
            {t('problems.openAll')}
          </button>
          <button type="button" onClick={() => setAll(false)}>
            {t('problems.foldAll')}
          </button>
        </div>
      </div>
      <p className="hint" aria-live="polite">
        {isFilteringProblems(filter)
          ? t('problems.shownGroups', { shown: groups.length, count: answer.groups.length })
          : t('problems.allGroups', { count: answer.groups.length, total })}
        {isFilteringProblems(filter) && (
          <button type="button" className="link-button" onClick={() => onFilter(ANY_PROBLEM)}>
            {t('problems.filter.clear')}
          </button>
        )}
      </p>
      {groups.map((group) => (
        <ProblemGroupItem
          key={group.code}
          client={client}
          group={group}
          onShowUrls={onShowUrls}
          file={filter.file}
          isOpen={isOpen(group.code)}
          onToggle={() => setOpened(new Map([...opened, [group.code, !isOpen(group.code)]]))}
        />
      ))}
    </div>
  );
}
