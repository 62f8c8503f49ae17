/**
 * The file list: every input with its format, size, status lines, progress, and Cancel or
 * Remove. While files are read each progress message changes one file: the rows are memoised
 * on what they show, so the others are not rendered again (21 rows each time had been the
 * list's main cost in a million-URL upload, profiled 2026-12-07).
 */
import { memo, useEffect, useMemo, useRef } from 'react';
import { formatBytes, t, translator } from '../../i18n/i18n';
import type { InputId } from '../../core/ids';
import { useLocale } from '../i18n/useLocale';
import type { ReadAs } from '../../worker/protocol/files';
import { fileStatusLines, formatLabelKey } from './file-status';
import type { InputFile } from './input-files';

interface Props {
  files: InputFile[];
  onCancel(inputId: InputId): void;
  onRemove(inputId: InputId): void;
  /** Read a pasted text again as something else than its content suggested. */
  onReadAs?(inputId: InputId, readAs: ReadAs): void;
  /** The worker's latest problem count per input, the index tree's problems included. */
  problemsByFile?: Readonly<Record<InputId, number>>;
  /** The problem counts shown are not yet the latest data's (a newer answer is on its way). */
  isCountingProblems?: boolean;
}

/** Every input with its detected format, size, status lines, progress, and Cancel/Remove. */
export function FileList({
  files,
  onCancel,
  onRemove,
  onReadAs,
  problemsByFile,
  isCountingProblems = false,
}: Props) {
  const isReading = files.some((file) => file.phase === 'queued' || file.phase === 'reading');
  const locale = useLocale();
  // The page passes new callbacks each render; the rows get ones that stay, calling the latest.
  const latest = useRef({ onCancel, onRemove, onReadAs });
  useEffect(() => {
    latest.current = { onCancel, onRemove, onReadAs };
  });
  const hasReadAs = onReadAs !== undefined;
  const actions = useMemo(
    () => ({
      onCancel: (inputId: InputId) => latest.current.onCancel(inputId),
      onRemove: (inputId: InputId) => latest.current.onRemove(inputId),
      ...(hasReadAs
        ? {
            onReadAs: (inputId: InputId, readAs: ReadAs) =>
              latest.current.onReadAs?.(inputId, readAs),
          }
        : {}),
    }),
    [hasReadAs],
  );
  return (
    <section className="file-list" aria-labelledby="file-list-heading">
      <h2 id="file-list-heading">{t('files.heading')}</h2>
      {/* Cancel per file, and for everything at once. */}
      {/* Once reading ends, the counts may still be a moment behind: say so rather than show
          a number that is about to change (only then: during reading every file changes). */}
      <p className="counting" role="status">
        {!isReading && isCountingProblems && files.length > 0 ? t('files.countingProblems') : ''}
      </p>
      {files.filter((file) => file.phase === 'queued' || file.phase === 'reading').length > 1 && (
        <button
          type="button"
          onClick={() => {
            for (const file of files) {
              if (file.phase === 'queued' || file.phase === 'reading') onCancel(file.inputId);
            }
          }}
        >
          {t('files.cancelAll')}
        </button>
      )}
      {files.length === 0 ? (
        <p className="empty">{t('files.empty')}</p>
      ) : (
        <ul aria-labelledby="file-list-heading">
          {files.map((file) => (
            <FileRow
              key={file.inputId}
              file={file}
              {...actions}
              problemCount={problemsByFile?.[file.inputId]}
              locale={locale}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type RowProps = {
  file: InputFile;
  problemCount: number | undefined;
  /** The page's language: the memo must let a language change through. */
  locale: string;
} & Pick<Props, 'onCancel' | 'onRemove' | 'onReadAs'>;

/** One file's row, rendered again only when what it shows changes (see the file's header). */
const FileRow = memo(FileRowView);

function FileRowView({ file, onCancel, onRemove, onReadAs, problemCount }: RowProps) {
  const isActive = file.phase === 'queued' || file.phase === 'reading';
  return (
    <li className={`file phase-${file.phase}`}>
      <div className="file-head">
        <span className="file-name">{file.name}</span>
        <span className={`format format-${file.format ?? 'pending'}`}>
          {t(formatLabelKey(file))}
        </span>
        <span className="file-size">{formatBytes(file.sizeBytes)}</span>
        <span className="file-actions">
          {isActive && (
            <button
              type="button"
              onClick={() => onCancel(file.inputId)}
              aria-label={t('files.cancel', { name: file.name })}
            >
              {t('files.cancelVisible')}
            </button>
          )}
          <button
            type="button"
            onClick={() => onRemove(file.inputId)}
            aria-label={t('files.remove', { name: file.name })}
          >
            {t('files.removeVisible')}
          </button>
        </span>
      </div>
      {isActive && (
        <progress
          max={Math.max(1, file.sizeBytes)}
          value={file.bytesRead}
          aria-label={t('files.progress', { name: file.name })}
        />
      )}
      {fileStatusLines(file, translator(), problemCount).map((line) => (
        <p key={line.text} className={`status tone-${line.tone}`}>
          {line.text}
        </p>
      ))}
      {onReadAs && file.origin === 'paste' && (file.phase === 'read' || file.readAs) && (
        <label className="read-as">
          {t('files.readAs')}{' '}
          <select
            value={file.readAs ?? 'detect'}
            onChange={(event) => onReadAs(file.inputId, event.target.value as ReadAs)}
          >
            <option value="detect">{t('files.readAs.detect')}</option>
            <option value="robots">{t('files.readAs.robots')}</option>
          </select>
        </label>
      )}
    </li>
  );
}
