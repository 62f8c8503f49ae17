/**
 * The page's one way to put words on screen (and the command line's, through `createTranslator`): `t(key, params)`, backed by FormatJS (react-intl's
 * `createIntl`): ICU MessageFormat with each language's plural rules, numbers, dates, ranges,
 * byte sizes and relative times through `Intl` in the chosen locale.
 *
 * Why a module-level `t` bound to the current locale rather than a `useT()` hook in every
 * component: the ~100 call sites (components, and plain helpers such as file-status.ts that
 * run outside any component) keep their shape. React stays correct because the locale is an
 * external store: App reads it with `useLocale()` (useSyncExternalStore), so a change
 * re-renders the whole tree from the top, and `setLocale` swaps the translator *before*
 * notifying, so every render after the change reads the new language. The one memoised
 * component (UrlTableRow) compares the locale too.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { en, type MessageKey } from './en';
import { ja } from './ja';
import { zh } from './zh';
import { isLocale, LANGUAGE_TAGS, LOCALES, type Locale } from '../messages/locale';

export type { MessageKey };
export { isLocale, LANGUAGE_TAGS, LOCALES, type Locale };
export type MessageParams = Readonly<Record<string, string | number>>;

/** Every catalog has every key: ja and zh are typed `Record<MessageKey, string>`. */
export const catalogs: Record<Locale, Readonly<Record<MessageKey, string>>> = { en, ja, zh };

/** The first preferred language we have a catalog for, by primary subtag (`zh-TW` → zh). */
export function pickLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return 'en';
}

export interface Translator {
  locale: Locale;
  intl: IntlShape;
  t(key: MessageKey, params?: MessageParams): string;
  formatNumber(value: number): string;
  /** Decimal units (kB, MB), as file managers show them. */
  formatBytes(bytes: number): string;
  /** A UTC instant as a date (and time when `withTime`), in the locale's order. */
  formatDate(ms: number, withTime?: boolean): string;
  /** Two UTC instants as one range ("2024年1月5日～11月28日"). */
  formatDateRange(fromMs: number, toMs: number): string;
  /** `value` units from now ("3 days ago", "3日前", "3天前"). */
  formatRelative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
}

const cache = createIntlCache();
const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * ICU formats a plain `{count}` with `String(value)` (no grouping: "12345"); a number passed
 * for a plain argument is therefore written `{count, number}` before formatting, so every
 * number on screen is grouped the locale's way. Plural `#` is already formatted by ICU.
 */
function withNumberArgs(message: string, params: MessageParams): string {
  let result = message;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number') result = result.split(`{${name}}`).join(`{${name}, number}`);
  }
  return result;
}

export function createTranslator(locale: Locale): Translator {
  const tag = LANGUAGE_TAGS[locale];
  const intl = createIntl(
    { locale: tag, defaultLocale: 'en', messages: catalogs[locale], onError: () => {} },
    cache,
  );
  const numbers = new Intl.NumberFormat(tag);
  const formatNumber = (value: number) => numbers.format(value);
  // Formatters are made once per unit and kept: making an Intl formatter is costly, and the
  // file list formats every file's progress every frame while files are read (formatBytes
  // was the page's busiest function in a profile of the million-URL ingest, 2026-12-01).
  const byteFormats = new Map<string, Intl.NumberFormat>();
  const formatBytes = (bytes: number) => {
    let unit = 0;
    let value = bytes;
    while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
      value /= 1000;
      unit++;
    }
    const fractionDigits = unit === 0 || value >= 100 ? 0 : 1;
    const key = `${unit}:${fractionDigits}`;
    let format = byteFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(tag, {
        style: 'unit',
        unit: BYTE_UNITS[unit],
        unitDisplay: unit === 0 ? 'long' : 'short',
        maximumFractionDigits: fractionDigits,
      });
      byteFormats.set(key, format);
    }
    return format.format(value);
  };
  const dateFormats = [false, true].map(
    (withTime) =>
      new Intl.DateTimeFormat(tag, {
        timeZone: 'UTC',
        dateStyle: 'medium',
        ...(withTime ? { timeStyle: 'short' } : {}),
      }),
  );
  // Compiled messages, by key and which parameters are numbers. intl's own memo would do, but
  // it keys its cache by JSON.stringify of every argument, formats included, on every call:
  // 122 ms of the page's script in a profile of the million-URL ingest (2026-12-01).
  const compiled = new Map<string, ReturnType<typeof intl.formatters.getMessageFormat>>();
  const t = (key: MessageKey, params?: MessageParams) => {
    let cacheKey: string = key;
    if (params)
      for (const [name, value] of Object.entries(params))
        if (typeof value === 'number') cacheKey += ` ${name}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      const message = catalogs[locale][key] ?? en[key];
      const source = params ? withNumberArgs(message, params) : message;
      format = intl.formatters.getMessageFormat(source, tag, intl.formats, { ignoreTag: true });
      compiled.set(cacheKey, format);
    }
    return String(format.format(params as Record<string, string | number> | undefined));
  };
  return {
    locale,
    intl,
    t,
    formatNumber,
    formatBytes,
    formatDate: (ms, withTime = false) => dateFormats[withTime ? 1 : 0].format(ms),
    formatDateRange: (fromMs, toMs) => dateFormats[0].formatRange(fromMs, toMs),
    formatRelative: (value, unit) => intl.formatRelativeTime(value, unit, { numeric: 'auto' }),
  };
}

// The page's current language: an external store that App subscribes to (useLocale).
let current: Translator = createTranslator('en');
const listeners = new Set<() => void>();

export function currentLocale(): Locale {
  return current.locale;
}

/**
 * Switches the page's language: the translator first, then the listeners in the order they
 * subscribed (the page's `<html lang>` first, main.tsx, then React).
 */
export function setLocale(locale: Locale): void {
  if (locale === current.locale) return;
  current = createTranslator(locale);
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const t: Translator['t'] = (key, params) => current.t(key, params);
export const formatNumber: Translator['formatNumber'] = (value) => current.formatNumber(value);
export const formatBytes: Translator['formatBytes'] = (bytes) => current.formatBytes(bytes);
export const formatDate: Translator['formatDate'] = (ms, withTime) =>
  current.formatDate(ms, withTime);
export const formatDateRange: Translator['formatDateRange'] = (from, to) =>
  current.formatDateRange(from, to);
export const formatRelative: Translator['formatRelative'] = (value, unit) =>
  current.formatRelative(value, unit);

/** The current translator (for helpers that take one, such as fileStatusLines). */
export function translator(): Translator {
  return current;
}
