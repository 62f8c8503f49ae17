import type { ChangeEvent, ReactNode } from 'react';
import { t } from '../i18n/i18n';
import { LanguageMenu } from '../i18n/LanguageMenu';
import { FileButton } from '../input/FileButton';

interface Props {
  onAddFiles(files: File[]): void;
  /** Opens the inputs at "Start from a site" (the bookmarklet). */
  onInspectSite(): void;
  onShare(): void;
  /** The report's download buttons, once anything is loaded. */
  report?: ReactNode;
}

/**
 * One compact line: the title, what the tool does (where there is room), the privacy promise
 * as a short badge (the full sentence is its description), the language, and the workspace's
 * actions, so adding files, starting from a site, sharing and taking the report away never
 * need the inputs open.
 */
export function AppHeader({ onAddFiles, onInspectSite, onShare, report }: Props) {
  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Reset, so choosing the same file again still fires `change`.
    event.target.value = '';
    if (files.length > 0) onAddFiles(files);
  };
  return (
    <header className="app-header">
      <h1>
        <img src="./favicon.svg" alt="" width={24} height={24} />
        {t('app.name')}
      </h1>
      <p className="tagline">{t('app.tagline')}</p>
      <p className="privacy" title={t('app.privacy')}>
        <svg className="privacy-mark" aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
          <path
            fill="currentColor"
            d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
          />
        </svg>
        {t('app.privacyBadge')}
        <span className="visually-hidden">{`: ${t('app.privacy')}`}</span>
      </p>
      <LanguageMenu />
      <div className="header-actions">
        <FileButton label={t('header.addFiles')} onChange={chooseFiles} isMultiple isPrimary />
        <button type="button" onClick={onInspectSite}>
          {t('header.inspectSite')}
        </button>
        <button type="button" onClick={onShare} aria-haspopup="dialog">
          {t('header.share')}
        </button>
        {report}
      </div>
    </header>
  );
}
