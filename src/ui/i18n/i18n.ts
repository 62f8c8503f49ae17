/**
 * The UI's one way to put words on screen: `t(key, params)`. The locale is picked once from
 * the browser's preferred languages (ja, zh, else en); a key missing from the locale's
 * catalog falls back to English, so a partial translation never shows a blank.
 */
import { formatMessage } from '../../core/problems/problem-code-info';
import type { Catalog } from './catalog';
import { en, type MessageKey } from './en';
import { ja } from './ja';
import { zh } from './zh';

export type { MessageKey };
export type Locale = 'en' | 'ja' | 'zh';
export type MessageParams = Readonly<Record<string, string | number>>;

const catalogs: Record<Locale, Catalog> = { en, ja, zh };

/** The first preferred language we have a catalog for, by primary subtag (`zh-TW` → zh). */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'en' || primary === 'ja' || primary === 'zh') return primary;
  }
  return 'en';
}

export interface Translator {
  locale: Locale;
  t(key: MessageKey, params?: MessageParams): string;
  formatNumber(value: number): string;
  /** Decimal units (kB, MB), as file managers show them. */
  formatBytes(bytes: number): string;
}

export function createTranslator(locale: Locale): Translator {
  const catalog = catalogs[locale];
  const numbers = new Intl.NumberFormat(locale);
  const formatNumber = (value: number) => numbers.format(value);
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  const formatBytes = (bytes: number) => {
    let unit = 0;
    let value = bytes;
    while (value >= 1000 && unit < units.length - 1) {
      value /= 1000;
      unit++;
    }
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: units[unit],
      unitDisplay: unit === 0 ? 'long' : 'short',
      maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
    }).format(value);
  };
  const plurals = new Intl.PluralRules(locale);
  const t = (key: MessageKey, params?: MessageParams) => {
    const template = catalog[key] ?? en[key];
    if (!params) return template;
    const chosen = selectPlurals(template, params, plurals);
    const formatted: Record<string, string> = {};
    for (const [name, value] of Object.entries(params)) {
      formatted[name] = typeof value === 'number' ? formatNumber(value) : value;
    }
    return formatMessage(chosen, formatted);
  };
  return { locale, t, formatNumber, formatBytes };
}

const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;

/**
 * The one piece of ICU MessageFormat the catalogs use: `{count, plural, one {# URL} other
 * {# URLs}}`, so English never says "1 problems". `#` stands for the number. Japanese and
 * Chinese have only the "other" form, so their catalogs can write plain text instead.
 */
export function selectPlurals(
  template: string,
  params: MessageParams,
  rules: Intl.PluralRules,
): string {
  return template.replace(PLURAL, (whole, name: string, one: string, other: string) => {
    const value = params[name];
    if (typeof value !== 'number') return whole;
    return (rules.select(value) === 'one' ? one : other).replace(/#/g, `{${name}}`);
  });
}

const browserLanguages =
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

/** The translator for this page, chosen from `navigator.languages` at load. */
export const translator = createTranslator(pickLocale(browserLanguages));
export const t = translator.t;
export const { formatNumber, formatBytes } = translator;
