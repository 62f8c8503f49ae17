/**
 * The inputs (paste, upload, the file list) in a bar that folds to one line and reopens, so
 * the results can start near the top of the page (at 1440 px the table used to start
 * 800–1,000 px down). It folds by itself once reading finishes, never during (folding while
 * a file was read hid its status line), and never while the user types (useInputsFold.ts);
 * folded, its summary counts the files and their problems. A `<details>` element: keyboard
 * and screen readers know how to open it without extra code.
 */
import type { ReactNode } from 'react';
import type { InputFile } from '../file-list/input-files';
import { t } from '../../i18n/i18n';
import { isReading } from './inputs-fold';
import type { InputsFold } from './useInputsFold';

interface Props {
  files: readonly InputFile[];
  /** Problems of every file (the worker's count), when known. */
  problemCount?: number;
  /** Held by the page, so the header's actions can open it (useInputsFold.ts). */
  fold: InputsFold;
  children: ReactNode;
}

export function InputsBar({ files, problemCount, fold, children }: Props) {
  const { details, isShown, onToggle } = fold;
  return (
    <details
      ref={details}
      className="inputs-bar"
      open={isShown}
      onToggle={(event) => onToggle(event.currentTarget.open)}
    >
      <summary>{summaryText(files, isShown, problemCount)}</summary>
      <div className="inputs">{children}</div>
    </details>
  );
}

function summaryText(files: readonly InputFile[], isShown: boolean, problems?: number): string {
  const count = files.length;
  if (count === 0) return t('inputs.summary.empty');
  if (isShown) return t('inputs.summary.open', { count });
  if (isReading(files)) return t('inputs.summary.reading', { count });
  if (problems !== undefined && problems > 0)
    return t('inputs.summary.problems', { count, problems });
  return t('inputs.summary', { count });
}
