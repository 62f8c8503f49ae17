/**
 * The inputs (paste, upload, the file list) open while nothing is loaded; once files are, they
 * fold into a one-line bar that reopens, so the results start near the top of the page (at
 * 1440 px the table used to start 800–1,000 px down). A `<details>` element: keyboard and
 * screen readers know how to open it without extra code.
 */
import { useState, type ReactNode } from 'react';
import { t } from '../i18n/i18n';

interface Props {
  fileCount: number;
  children: ReactNode;
}

export function InputsBar({ fileCount, children }: Props) {
  // undefined: follow the files (open while there are none); then what the user chose.
  const [chosen, setChosen] = useState<boolean>();
  const isOpen = chosen ?? fileCount === 0;
  return (
    <details
      className="inputs-bar"
      open={isOpen}
      onToggle={(event) => {
        const open = event.currentTarget.open;
        if (open !== isOpen) setChosen(open);
      }}
    >
      <summary>
        {fileCount === 0 ? t('inputs.summary.empty') : t('inputs.summary', { count: fileCount })}
      </summary>
      <div className="inputs">{children}</div>
    </details>
  );
}
