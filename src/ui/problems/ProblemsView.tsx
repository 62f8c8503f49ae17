/**
 * The **Problems** tab: every problem grouped by code, errors first, each with
 * its count, severity, explanation and fix, and its occurrences by file, line and column.
 * The answer is the page's one problems answer (the file list counts from it too).
 */
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { t } from '../i18n/i18n';
import type { ProblemsEvent } from '../../worker/protocol/request-map';
import { ProblemGroupItem } from './ProblemGroupItem';

interface Props {
  client: AnalyzerClient;
  answer: ProblemsEvent | undefined;
  onShowUrls(code: string): void;
}

export function ProblemsView({ client, answer, onShowUrls }: Props) {
  if (!answer) return <p className="hint">{t('urls.loading')}</p>;
  if (answer.groups.length === 0) return <p>{t('problems.none')}</p>;
  return (
    <div className="problems-view">
      {answer.groups.map((group) => (
        <ProblemGroupItem key={group.code} client={client} group={group} onShowUrls={onShowUrls} />
      ))}
    </div>
  );
}
