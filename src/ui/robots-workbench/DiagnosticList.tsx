/**
 * The lint as a plain list below the editor (the gutter marks and tooltips are not enough
 * for a screen reader or a quick scan); each item moves the editor's cursor to its line.
 * A long list folds to its counts by severity and opens on demand, so a big robots.txt's
 * findings do not push everything else down (the workbench at 390 px).
 */
import { useState } from 'react';
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import { t, type MessageKey } from '../../i18n/i18n';
import { problemMessage } from '../../i18n/problem-texts';
import { diagnosticFix } from './diagnostic-text';
import { robotsMessageText } from '../../i18n/robots-message-text';

const SEVERITY: Record<'error' | 'warning' | 'info', MessageKey> = {
  error: 'wb.lint.error',
  warning: 'wb.lint.warning',
  info: 'wb.lint.info',
};

/** Up to this many findings, the list starts open. */
const OPEN_UP_TO = 8;

interface Props {
  answer: RobotsWorkbenchEvent | undefined;
  onShowLine(line: number): void;
}

export function DiagnosticList({ answer, onShowLine }: Props) {
  // The user's own choice, once made; until then the list's length decides.
  const [isOpenByHand, setOpenByHand] = useState<boolean>();
  if (!answer) return null;
  const { diagnostics, ignoredContent } = answer;
  const counts = { error: 0, warning: 0, info: 0 };
  for (const diagnostic of diagnostics) counts[diagnostic.severity]++;
  const isOpen = isOpenByHand ?? diagnostics.length <= OPEN_UP_TO;
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
        <details
          open={isOpen}
          onToggle={(event) => {
            const { open } = event.currentTarget;
            if (open !== isOpen) setOpenByHand(open);
          }}
        >
          <summary>{t('wb.lint.summary', counts)}</summary>
          <ul aria-label={t('wb.lint.label', { count: diagnostics.length })}>
            {diagnostics.map((diagnostic, index) => (
              <li key={index} className={`wb-diagnostic wb-${diagnostic.severity}`}>
                <span className="wb-severity">{t(SEVERITY[diagnostic.severity])}</span>{' '}
                {diagnostic.line > 0 ? (
                  <button
                    type="button"
                    className="link"
                    onClick={() => onShowLine(diagnostic.line)}
                  >
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
        </details>
      )}
    </div>
  );
}
