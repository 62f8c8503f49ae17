import { t } from '../i18n/i18n';
import { LanguageMenu } from '../i18n/LanguageMenu';

export function AppHeader() {
  return (
    <header className="app-header">
      <h1>
        <img src="./favicon.svg" alt="" width={28} height={28} />
        {t('app.name')}
      </h1>
      <LanguageMenu />
      <p className="tagline">{t('app.tagline')}</p>
      <p className="privacy">{t('app.privacy')}</p>
    </header>
  );
}
