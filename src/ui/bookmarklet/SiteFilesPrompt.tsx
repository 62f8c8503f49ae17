/**
 * The question a hand-over's files wait on: "Read the files sent by https://www.example.com?"
 * A native modal `<dialog>` (HTML §4.11.4), so focus moves into it and Escape declines, put
 * under `<body>` so a folded inputs bar cannot hide it. The sender's origin is the browser's
 * `MessageEvent.origin`, which the site cannot word. The site opened this tab and chose when
 * it appears, so neither a keystroke nor a click aimed at the site may land on Read: focus
 * starts on Don't read, and Read is enabled only after `ARMING_DELAY_MS`. A bookmarklet that
 * can check pages adds how many to check (0, the default: none; the site's page fetches them,
 * site-pages-message.ts).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../i18n/i18n';
import { MAX_SITE_PAGES } from './site-pages-message';

/** Longer than a double click's second click takes to follow the first. */
const ARMING_DELAY_MS = 500;

export function SiteFilesPrompt({
  count,
  origin,
  takesPages,
  onRead,
  onDecline,
}: {
  count: number;
  origin: string;
  takesPages: boolean;
  onRead(pages: number): void;
  onDecline(): void;
}) {
  const titleId = useId();
  const textId = useId();
  const [pages, setPages] = useState(0);
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
      {takesPages && <PagesToCheck pages={pages} onChange={setPages} />}
      <div className="site-files-prompt-actions">
        <button ref={decline} type="button" onClick={onDecline}>
          {t('site.prompt.decline')}
        </button>
        <button type="button" disabled={!isArmed} onClick={() => onRead(pages)}>
          {t('site.prompt.read', { count })}
        </button>
      </div>
    </dialog>,
    document.body,
  );
}

/** How many of the site's pages to check against their lastmod: 0 to MAX_SITE_PAGES. */
function PagesToCheck({ pages, onChange }: { pages: number; onChange(pages: number): void }) {
  const inputId = useId();
  const hintId = useId();
  return (
    <p className="site-files-prompt-pages">
      <label htmlFor={inputId}>{t('site.prompt.pages')}</label>{' '}
      <input
        id={inputId}
        type="number"
        min={0}
        max={MAX_SITE_PAGES}
        step={1}
        value={pages}
        aria-describedby={hintId}
        onChange={(event) => {
          const value = Math.floor(event.currentTarget.valueAsNumber);
          onChange(Number.isFinite(value) ? Math.min(Math.max(value, 0), MAX_SITE_PAGES) : 0);
        }}
      />{' '}
      <span id={hintId} className="hint">
        {t('site.prompt.pages.hint', { max: MAX_SITE_PAGES })}
      </span>
    </p>
  );
}
