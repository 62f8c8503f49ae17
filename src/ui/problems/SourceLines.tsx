import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { useAsk } from '../worker-client/useAsk';
import type { DocumentId } from '../../core/ids';
import { t } from '../../i18n/i18n';

/** Shows the offending line with one line of context each side, re-read by the worker. */
export function SourceLines({
  client,
  documentId,
  line,
}: {
  client: AnalyzerClient;
  documentId: DocumentId;
  line: number;
}) {
  const answer = useAsk(client, { type: 'sourceLines', documentId, line, context: 1 }).answer;
  if (!answer) return <p className="hint">{t('urls.loading')}</p>;
  if (answer.lines.length === 0) return <p className="hint">{t('problems.noSource')}</p>;
  return (
    <pre className="source-lines">
      {answer.lines.map((text, index) => {
        const number = answer.firstLine + index;
        return (
          <code key={number} className={number === line ? 'offending' : undefined}>
            <span className="line-number" aria-hidden="true">
              {number}
            </span>
            {text}
            {'\n'}
          </code>
        );
      })}
    </pre>
  );
}
