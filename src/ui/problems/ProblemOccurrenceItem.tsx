import { useState } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { t } from '../../i18n/i18n';
import type { ProblemOccurrence } from '../../worker/protocol/problems';
import { SourceLines } from './SourceLines';
import { problemMessage } from '../../i18n/problem-texts';

/** One occurrence: where (file, line, column), what, the URL as text, and its line on demand. */
export function ProblemOccurrenceItem({
  client,
  code,
  occurrence,
}: {
  client: AnalyzerClient;
  code: string;
  occurrence: ProblemOccurrence;
}) {
  const [isOpen, setOpen] = useState(false);
  // A robots.txt problem is about a whole line: its column is 0 (unknown), not shown.
  const where =
    occurrence.line === 0
      ? t('problems.atFile', { file: occurrence.file })
      : occurrence.column === 0
        ? t('problems.atLine', { file: occurrence.file, line: occurrence.line })
        : t('problems.at', {
            file: occurrence.file,
            line: occurrence.line,
            column: occurrence.column,
          });
  return (
    <li className="problem-occurrence">
      <span className="where">{where}</span>{' '}
      <span className="message">{problemMessage({ ...occurrence, code })}</span>
      {occurrence.url !== undefined && <span className="url-text"> {occurrence.url}</span>}
      {occurrence.line > 0 && (
        <button
          type="button"
          className="link-button"
          aria-expanded={isOpen}
          onClick={() => setOpen(!isOpen)}
        >
          {isOpen ? t('problems.hideLine') : t('problems.showLine')}
        </button>
      )}
      {isOpen && (
        <SourceLines client={client} documentId={occurrence.documentId} line={occurrence.line} />
      )}
    </li>
  );
}
