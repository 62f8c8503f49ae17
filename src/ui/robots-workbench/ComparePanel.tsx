/**
 * Compare versions: the cells (test URL × crawler) whose verdict differs between the kept
 * "before" version and the editor's text, with the deciding line on each side.
 */
import type { RobotsWorkbenchEvent } from '../../worker/protocol/request-map';
import { t } from '../../i18n/i18n';
import { verdictWithLine } from './verdict-text';

interface Props {
  hasBefore: boolean;
  answer: RobotsWorkbenchEvent | undefined;
  onKeepAsBefore(): void;
  onStop(): void;
}

export function ComparePanel({ hasBefore, answer, onKeepAsBefore, onStop }: Props) {
  const compare = hasBefore ? answer?.compare : undefined;
  return (
    <section className="wb-compare" aria-labelledby="wb-compare-h">
      <h3 id="wb-compare-h">{t('wb.compare.heading')}</h3>
      <p className="hint">{hasBefore ? t('wb.compare.active') : t('wb.compare.inactive')}</p>
      <div className="wb-buttons">
        <button type="button" onClick={onKeepAsBefore}>
          {t('wb.compare.keep')}
        </button>
        {hasBefore && (
          <button type="button" onClick={onStop}>
            {t('wb.compare.stop')}
          </button>
        )}
      </div>
      {compare && (
        <>
          <p role="status">{t('wb.compare.count', { count: compare.changedCells })}</p>
          {compare.changes.length > 0 && (
            <div className="wb-matrix-scroll">
              <table className="wb-changes" aria-label={t('wb.compare.tableLabel')}>
                <thead>
                  <tr>
                    <th scope="col">{t('wb.matrix.url')}</th>
                    <th scope="col">{t('wb.compare.crawler')}</th>
                    <th scope="col">{t('wb.compare.before')}</th>
                    <th scope="col">{t('wb.compare.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {compare.changes.map((change, index) => (
                    <tr key={index}>
                      <th scope="row" className="wb-url">
                        {change.url}
                      </th>
                      <td>{change.agent}</td>
                      <td>{verdictWithLine(change.before.verdict, change.before.line)}</td>
                      <td>{verdictWithLine(change.after.verdict, change.after.line)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {compare.changedCells > compare.changes.length && (
            <p className="hint">{t('wb.compare.capped', { shown: compare.changes.length })}</p>
          )}
        </>
      )}
    </section>
  );
}
