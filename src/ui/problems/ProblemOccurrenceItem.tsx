import { useState } from 'react';
import type { AnalyzerClient } from '../worker-client/analyzer-client';
import { t } from '../i18n/i18n';
import type { ProblemOccurrence } from '../../worker/protocol';
import { SourceLines } from './SourceLines';
import { problemMessage } from '../i18n/problem-texts';

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
  const where =
    occurrence.line > 0
      ? t('problems.at', {
          file: occurrence.file,
          line: occurrence.line,
          column: occurrence.column,
        })
      : t('problems.atFile', { file: occurrence.file });
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
