import { t } from '../i18n/i18n';
import { LanguageMenu } from '../i18n/LanguageMenu';

/**
 * One compact line: the title, what the tool does (where there is room), the privacy promise
 * as a short badge (the full sentence is its description) and the language.
 */
export function AppHeader() {
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
    </header>
  );
}
