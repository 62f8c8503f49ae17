/**
 * The question a hand-over's files wait on: "Read the files sent by https://www.example.com?"
 * A native modal `<dialog>` (HTML §4.11.4), so focus moves into it and Escape declines, put
 * under `<body>` so a folded inputs bar cannot hide it. The sender's origin is the browser's
 * `MessageEvent.origin`, which the site cannot word. The site opened this tab and chose when
 * it appears, so neither a keystroke nor a click aimed at the site may land on Read: focus
 * starts on Don't read, and Read is enabled only after `ARMING_DELAY_MS`.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../i18n/i18n';

/** Longer than a double click's second click takes to follow the first. */
const ARMING_DELAY_MS = 500;

export function SiteFilesPrompt({
  count,
  origin,
  onRead,
  onDecline,
}: {
  count: number;
  origin: string;
  onRead(): void;
  onDecline(): void;
}) {
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const decline = useRef<HTMLButtonElement>(null);
  const [isArmed, setArmed] = useState(false);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    decline.current?.focus();
    const timer = setTimeout(() => setArmed(true), ARMING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return createPortal(
    <dialog
      ref={dialog}
      className="site-files-prompt"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onDecline();
      }}
    >
      <h2 id={titleId}>{t('site.prompt.title', { origin })}</h2>
      <p id={textId}>{t('site.prompt.text', { count, origin })}</p>
      <div className="site-files-prompt-actions">
        <button ref={decline} type="button" onClick={onDecline}>
          {t('site.prompt.decline')}
        </button>
        <button type="button" disabled={!isArmed} onClick={onRead}>
          {t('site.prompt.read', { count })}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}
