/**
 * Which language the page opens in: the language a shared link names, else the reader's
 * remembered choice (localStorage), else the browser's preferred languages (ja*, zh* →
 * Japanese, Simplified Chinese; anything else → English).
 */
import { isLocale, pickLocale, setLocale, type Locale } from '../../i18n/i18n';

const STORAGE_KEY = 'sri.lang';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // Storage blocked (some private windows): the choice lasts this page.
  }
}

export function rememberedLocale(): Locale | undefined {
  try {
    const value = storage()?.getItem(STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function initialLocale(options: {
  shared?: Locale | undefined;
  remembered?: Locale | undefined;
  languages: readonly string[];
}): Locale {
  return options.shared ?? options.remembered ?? pickLocale(options.languages);
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The reader chose a language in the menu: switch and remember it. */
export function chooseLocale(locale: Locale): void {
  setLocale(locale);
  try {
    storage()?.setItem(STORAGE_KEY, locale);
  } catch {
    // Quota or a blocked storage: the choice still holds for this page.
  }
}
