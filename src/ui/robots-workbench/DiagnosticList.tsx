/**
 * The lint as a plain list below the editor (the gutter marks and tooltips are not enough
 * for a screen reader or a quick scan); each item moves the editor's cursor to its line.
 */
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import { t, type MessageKey } from '../i18n/i18n';
import { problemMessage } from '../i18n/problem-texts';
import { diagnosticFix } from './diagnostic-text';
import { robotsMessageText } from '../i18n/robots-message-text';

const SEVERITY: Record<'error' | 'warning' | 'info', MessageKey> = {
  error: 'wb.lint.error',
  warning: 'wb.lint.warning',
  info: 'wb.lint.info',
};

interface Props {
  answer: RobotsWorkbenchEvent | undefined;
  onShowLine(line: number): void;
}

export function DiagnosticList({ answer, onShowLine }: Props) {
  if (!answer) return null;
  const { diagnostics, ignoredContent } = answer;
  return (
    <div className="wb-lint">
      {ignoredContent && (
        <p className="field-error" role="note">
          {robotsMessageText(ignoredContent.message)}
        </p>
      )}
      {diagnostics.length === 0 ? (
        <p className="hint">{t('wb.lint.none')}</p>
      ) : (
        <ul aria-label={t('wb.lint.label', { count: diagnostics.length })}>
          {diagnostics.map((diagnostic, index) => (
            <li key={index} className={`wb-diagnostic wb-${diagnostic.severity}`}>
              <span className="wb-severity">{t(SEVERITY[diagnostic.severity])}</span>{' '}
              {diagnostic.line > 0 ? (
                <button type="button" className="link" onClick={() => onShowLine(diagnostic.line)}>
                  {t('wb.lint.line', { line: diagnostic.line })}
                </button>
              ) : (
                t('wb.lint.file')
              )}
              {': '}
              {problemMessage(diagnostic)}
              {diagnosticFix(diagnostic) && (
                <span className="hint">
                  {' '}
                  {t('wb.lint.fix', { fix: diagnosticFix(diagnostic)! })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
