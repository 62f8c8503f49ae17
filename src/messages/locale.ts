/** The languages the page and the command line speak, and their BCP 47 tags for `Intl`. */
export type Locale = 'en' | 'ja' | 'zh';
export const LOCALES: readonly Locale[] = ['en', 'ja', 'zh'];

/** BCP 47 tags for `Intl` and `<html lang>`: Simplified Chinese as written in mainland China. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: 'en', ja: 'ja', zh: 'zh-Hans' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ja' || value === 'zh';
}
