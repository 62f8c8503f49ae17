/**
 * Keys of the English catalog that a translation lacks (or leaves empty), per language: the
 * list a translator works from after other work adds English keys. `npm run i18n:missing`
 * prints it; i18n.test.ts requires it to be empty.
 */
import { en, type MessageKey } from './en';
import { catalogs, type Locale } from './i18n';

export function missingKeys(): Record<Exclude<Locale, 'en'>, MessageKey[]> {
  const keys = Object.keys(en) as MessageKey[];
  const missing = (locale: 'ja' | 'zh') =>
    keys.filter((key) => {
      const text = (catalogs[locale] as Partial<Record<MessageKey, string>>)[key];
      return typeof text !== 'string' || text.trim() === '';
    });
  return { ja: missing('ja'), zh: missing('zh') };
}
