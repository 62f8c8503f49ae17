/**
 * The texts of core's other codes in a language: what a crawler does for each robots.txt
 * HTTP status, the lastmod reasons' titles, AI crawler uses. English is core-en.ts; ja and zh
 * are typed against the same keys (core-ja.ts, core-zh.ts). AI crawler tokens are data, not
 * a type, so a test checks that every token has a translation.
 */
import type { CoreTexts, StatusChoiceKey, StatusEffect } from './text-types';
import { coreEn } from './core-en';
import { coreJa } from './core-ja';
import { coreZh } from './core-zh';
import type { Locale } from './locale';

export type { CoreTexts, StatusChoiceKey, StatusEffect };

export const coreTexts: Record<Locale, CoreTexts> = { en: coreEn, ja: coreJa, zh: coreZh };

/** `locale`'s text (English for anything its table lacks; the key itself if none has it). */
export function coreText<K extends keyof CoreTexts>(
  part: K,
  key: keyof CoreTexts[K] & string,
  locale: Locale,
): string {
  const table = coreTexts[locale][part] as Record<string, string>;
  return table[key] ?? (coreEn[part] as Record<string, string>)[key] ?? key;
}
