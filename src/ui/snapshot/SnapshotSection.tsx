/**
 * **Snapshot comparison**: the control that reads an earlier snapshot of the site (files,
 * archives or a folder, as today's inputs) beside the files loaded now, and what the two show
 * side by side: the counts, per file and per section, and the lastmod findings (worded from
 * src/messages/snapshot-*.ts). Each count leads to the URL table's **Change** filter.
 */
import { useId, type ChangeEvent } from 'react';
import { currentLocale, formatNumber, t } from '../../i18n/i18n';
import { snapshotFindingMessage, snapshotFindingTexts } from '../../messages/snapshot-texts';
import { FileButton } from '../input/FileButton';
import { requestErrorText } from '../worker-client/request-error-text';
import type { ChangeName, CompareAnswer } from '../../worker/protocol/snapshot';
import { SnapshotFileTable, SnapshotSectionTable } from './SnapshotTables';
import './snapshot.css';
import type { EarlierState } from './useEarlierSnapshot';

interface Props {
  /** The worker's comparison, asked by the page (the Changes tab counts it too). */
  compare: CompareAnswer | undefined;
  /** How the last reading of the earlier snapshot went (useEarlierSnapshot.ts). */
  earlier: EarlierState;
  /** Reads these files as the earlier snapshot, in place of the last one. */
  onOpen(files: File[]): void;
  onForget(): void;
  /** Shows the URL table filtered to one change. */
  onShowChange(change: ChangeName): void;
}

const SHOWN_CHANGES: readonly ChangeName[] = ['added', 'removed', 'lastmod-changed', 'unchanged'];

export function SnapshotSection({ compare, earlier, onOpen, onForget, onShowChange }: Props) {
  const id = useId();
  const comparison = compare?.comparison;
  const summary = compare?.earlier;
  const counted = compare?.counted;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) onOpen(files);
  };

  return (
    <section className="snapshot-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('snapshot.heading')}</h2>
      <div className="upload">
        <FileButton label={t('snapshot.upload')} onChange={choose} isMultiple />
        <FileButton label={t('snapshot.uploadFolder')} onChange={choose} isFolder />
        {summary && (
          <button type="button" onClick={onForget}>
            {t('snapshot.forget')}
          </button>
        )}
        <p className="hint">{t('snapshot.hint')}</p>
      </div>
      <p role="status" className="snapshot-status">
        {earlier.phase === 'reading'
          ? t('snapshot.reading')
          : summary
            ? t('snapshot.loaded', { files: summary.files, urls: summary.urls })
            : earlier.phase === 'failed'
              ? requestErrorText(earlier.error)
              : t('empty.changes')}
        {summary && summary.failed > 0 ? ` ${t('snapshot.failed', { count: summary.failed })}` : ''}
        {summary && summary.withoutUrls > 0
          ? ` ${t('snapshot.notCounted', { count: summary.withoutUrls })}`
          : ''}
      </p>
      {comparison && (
        <>
          <p className="snapshot-counts">
            {t('snapshot.counts', {
              added: formatNumber(comparison.totals.added),
              removed: formatNumber(comparison.totals.removed),
              lastmodChanged: formatNumber(comparison.totals.lastmodChanged),
              unchanged: formatNumber(comparison.totals.unchanged),
            })}
            {comparison.totals.moved > 0 &&
              ` · ${t('snapshot.moved', { moved: formatNumber(comparison.totals.moved) })}`}
          </p>
          <div className="snapshot-show" role="group" aria-label={t('snapshot.show')}>
            {SHOWN_CHANGES.map((change) => (
              <button key={change} type="button" onClick={() => onShowChange(change)}>
                {t(`urls.change.${change}`)}
              </button>
            ))}
          </div>
          <SnapshotFindings comparison={comparison} counted={counted} />
          <div className="snapshot-tables">
            <SnapshotFileTable files={comparison.files} total={counted?.files} />
            <SnapshotSectionTable sections={comparison.sections} total={counted?.sections} />
          </div>
        </>
      )}
    </section>
  );
}

/** The lastmod findings of the comparison, each titled and explained, and how many were kept. */
function SnapshotFindings({
  comparison,
  counted,
}: {
  comparison: NonNullable<CompareAnswer['comparison']>;
  counted: CompareAnswer['counted'];
}) {
  const locale = currentLocale();
  return (
    <>
      <h3>{t('snapshot.findings')}</h3>
      {comparison.findings.length === 0 ? (
        <p className="hint">{t('snapshot.findings.none')}</p>
      ) : (
        <ul className="snapshot-findings">
          {comparison.findings.map((finding) => {
            const texts = snapshotFindingTexts(finding.code, locale);
            return (
              <li key={`${finding.code} ${finding.file}`}>
                <strong>{texts.title}</strong> (<code>{finding.code}</code>) — {finding.file}:{' '}
                {snapshotFindingMessage(finding, locale)}
                <p className="hint">{texts.explanation}</p>
              </li>
            );
          })}
        </ul>
      )}
      {counted && counted.findings > comparison.findings.length && (
        <p className="hint">
          {t('snapshot.shown', {
            shown: formatNumber(comparison.findings.length),
            total: formatNumber(counted.findings),
          })}
        </p>
      )}
    </>
  );
}
