/**
 * Expectations: the file (core format, `allow|block CRAWLER PATH-OR-URL` per line) as an
 * editable text, filled from the selected cell's buttons, imported from and exported to a
 * small text file; each one's result, failures first.
 */
import { download } from '../download';
import { useId, type ChangeEvent } from 'react';
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import { t } from '../../i18n/i18n';
import { verdictWithLine } from './verdict-text';
import { robotsMessageText } from '../../i18n/robots-message-text';

interface Props {
  text: string;
  onChange(text: string): void;
  answer: RobotsWorkbenchEvent | undefined;
}

const FILE_NAME = 'robots-expectations.txt';

export function ExpectationsPanel({ text, onChange, answer }: Props) {
  const id = useId();
  const errorsId = useId();
  const expectations = answer?.expectations;
  const errors = expectations?.errors ?? [];
  const results = [...(expectations?.results ?? [])].sort(
    (a, b) => Number(a.pass) - Number(b.pass),
  );
  const importFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void file.text().then(onChange);
  };
  return (
    <section className="wb-expectations" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('wb.expect.heading')}</h3>
      <p className="hint">{t('wb.expect.hint')}</p>
      <label htmlFor={id}>{t('wb.expect.label')}</label>
      <textarea
        id={id}
        rows={4}
        value={text}
        spellCheck={false}
        placeholder="allow Googlebot /&#10;block GPTBot /"
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? errorsId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {errors.length > 0 && (
        <ul id={errorsId} className="field-error">
          {errors.map((error) => (
            <li key={error.line}>
              {t('wb.expect.error', {
                line: error.line,
                message: robotsMessageText(error.message),
              })}
            </li>
          ))}
        </ul>
      )}
      <div className="wb-buttons">
        <button
          type="button"
          onClick={() =>
            download(new Blob([text], { type: 'text/plain;charset=utf-8' }), FILE_NAME)
          }
          disabled={text.trim() === ''}
        >
          {t('wb.expect.export')}
        </button>
        <label className="wb-file-button">
          {t('wb.expect.import')}
          <input type="file" accept=".txt,text/plain" onChange={importFile} />
        </label>
      </div>
      {results.length > 0 && (
        <ul className="wb-results" aria-label={t('wb.expect.results')}>
          {results.map((result) => (
            <li key={result.line} className={result.pass ? 'wb-pass' : 'wb-fail'}>
              {t(result.pass ? 'wb.expect.passLine' : 'wb.expect.failLine', {
                expected: t(result.expect === 'allow' ? 'wb.expect.allow' : 'wb.expect.block'),
                agent: result.agent,
                url: result.url,
                actual: verdictWithLine(result.actual, result.robotsLine, answer?.statusOverride),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
