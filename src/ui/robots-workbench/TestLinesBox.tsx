/** The "URLs to test" box, with the lines the worker could not read listed where typed. */
import { useId } from 'react';
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import { t } from '../../i18n/i18n';
import { robotsMessageText } from '../../i18n/robots-message-text';

interface Props {
  value: string;
  onChange(value: string): void;
  answer: RobotsWorkbenchEvent | undefined;
}

export function TestLinesBox({ value, onChange, answer }: Props) {
  const id = useId();
  const errorsId = useId();
  const errors = answer?.lineErrors ?? [];
  const hasErrors = errors.length > 0 || (answer?.droppedLines ?? 0) > 0;
  return (
    <div className="wb-field wb-test-lines">
      <label htmlFor={id}>{t('wb.test.label')}</label>
      <p className="hint">{t('wb.test.hint')}</p>
      <textarea
        id={id}
        rows={6}
        value={value}
        spellCheck={false}
        placeholder={t('wb.test.placeholder')}
        aria-invalid={errors.length > 0}
        aria-describedby={hasErrors ? errorsId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hasErrors && answer && (
        <div id={errorsId} className="field-error">
          {answer.droppedLines > 0 && <p>{t('wb.test.dropped', { count: answer.droppedLines })}</p>}
          <ul>
            {errors.map((error) => (
              <li key={error.line}>
                {t('wb.test.lineError', {
                  line: error.line,
                  message: robotsMessageText(error.message),
                })}
              </li>
            ))}
          </ul>
          {answer.lineErrorCount > errors.length && (
            <p>{t('wb.test.moreErrors', { count: answer.lineErrorCount - errors.length })}</p>
          )}
        </div>
      )}
    </div>
  );
}
