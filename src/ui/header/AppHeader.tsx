import type { ChangeEvent, ReactNode } from 'react';
import { t } from '../../i18n/i18n';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { FileButton } from '../input/FileButton';
import { HeaderMore } from './HeaderMore';
import { useOverflowCue } from '../scroll-row/useOverflowCue';
import '../scroll-row/scroll-row.css';

interface Props {
  onAddFiles(files: File[]): void;
  /** Opens the inputs at "Start from a site" (the bookmarklet). */
  onInspectSite(): void;
  onShare(): void;
  /** The report's download buttons, once anything is loaded. */
  report?: ReactNode;
}

/**
 * The title with what the tool does beneath it (whole, in every language), the privacy
 * promise as a short badge (the full sentence is its description), the language, and the
 * workspace's actions, so adding files, starting from a site, sharing and taking the report
 * away never need the inputs open. Two lines at most on a phone: the title, then the badge
 * (its lock alone), the language and the actions in one row, Share and the report's behind
 * More (HeaderMore.tsx) so that every action is in the window without scrolling the row.
 */
export function AppHeader({ onAddFiles, onInspectSite, onShare, report }: Props) {
  const [toolsRef, cue] = useOverflowCue<HTMLDivElement>();
  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Reset, so choosing the same file again still fires `change`.
    event.target.value = '';
    if (files.length > 0) onAddFiles(files);
  };
  return (
    <header className="app-header">
      <div className="app-title">
        <h1>
          <img src="./favicon.svg" alt="" width={24} height={24} />
          {t('app.name')}
        </h1>
        <p className="tagline">{t('app.tagline')}</p>
      </div>
      <div
        className="header-tools-frame scroll-row-frame"
        data-more-before={cue.before || undefined}
        data-more-after={cue.after || undefined}
      >
        <div ref={toolsRef} className="header-tools scroll-row">
          <p className="privacy" title={t('app.privacy')}>
            <svg
              className="privacy-mark"
              aria-hidden="true"
              viewBox="0 0 16 16"
              width="14"
              height="14"
            >
              <path
                fill="currentColor"
                d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
              />
            </svg>
            <span className="privacy-badge">{t('app.privacyBadge')}</span>
            <span className="visually-hidden">{`: ${t('app.privacy')}`}</span>
          </p>
          <LanguageMenu />
          <div className="header-actions">
            <FileButton label={t('header.addFiles')} onChange={chooseFiles} isMultiple isPrimary />
            <button type="button" onClick={onInspectSite}>
              {t('header.inspectSite')}
            </button>
            <HeaderMore>
              <button type="button" onClick={onShare} aria-haspopup="dialog">
                {t('header.share')}
              </button>
              {report}
            </HeaderMore>
          </div>
        </div>
      </div>
    </header>
  );
}
