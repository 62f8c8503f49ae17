/**
 * The inputs (paste, upload, the file list) in a bar that folds to one line and reopens, so
 * the results can start near the top of the page (at 1440 px the table used to start
 * 800–1,000 px down). They stay open until the user folds them: folding by itself when files
 * arrive hid the file list's status lines just as a file was being read. A `<details>`
 * element: keyboard and screen readers know how to open it without extra code.
 */
import { useState, type ReactNode } from 'react';
import { t } from '../i18n/i18n';

interface Props {
  fileCount: number;
  children: ReactNode;
}

export function InputsBar({ fileCount, children }: Props) {
  const [isOpen, setOpen] = useState(true);
  return (
    <details
      className="inputs-bar"
      open={isOpen}
      onToggle={(event) => {
        const open = event.currentTarget.open;
        if (open !== isOpen) setOpen(open);
      }}
    >
      <summary>
        {fileCount === 0
          ? t('inputs.summary.empty')
          : t(isOpen ? 'inputs.summary.open' : 'inputs.summary', { count: fileCount })}
      </summary>
      <div className="inputs">{children}</div>
    </details>
  );
}
