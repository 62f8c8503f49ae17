/**
 * The **Problems** tab (issue 5 §5): every problem grouped by code, errors first, each with
 * its count, severity, explanation and fix, and its occurrences by file, line and column.
 */
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useWorkerAnswer } from '../worker-client/useWorkerAnswer';
import { t } from '../i18n/i18n';
import { ProblemGroupItem } from './ProblemGroupItem';

interface Props {
  client: AnalyzerClient;
  dataKey: string;
  onShowUrls(code: string): void;
}

export function ProblemsView({ client, dataKey, onShowUrls }: Props) {
  const answer = useWorkerAnswer(client, { type: 'problems' }, 'problems', dataKey);
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
