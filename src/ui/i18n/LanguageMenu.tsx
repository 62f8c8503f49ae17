import { useId } from 'react';
import { isLocale, LANGUAGE_TAGS, LOCALES, t } from '../../i18n/i18n';
import { chooseLocale } from './locale-choice';
import { useLocale } from './useLocale';

/**
 * Each language's name in itself (an endonym), so a reader finds their own language whatever
 * the page is in; the word "Language" is named in all three for the same reason.
 */
const ENDONYMS = { en: 'English', ja: '日本語', zh: '简体中文' } as const;

export function LanguageMenu() {
  const locale = useLocale();
  const id = useId();
  return (
    <div className="language-menu">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) chooseLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={LANGUAGE_TAGS[option]}>
            {ENDONYMS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
