/**
 * Other English texts that core keeps in its tables and the page shows: what a crawler does
 * for each robots.txt HTTP status (core/robots/http-status.ts), the lastmod reasons' titles
 * (core/lastmod/lastmod-codes.ts) and what each AI crawler's fetches feed
 * (core/robots/ai-crawlers.ts). English is read from core; ja and zh are typed against the
 * same keys (core-ja.ts, core-zh.ts). AI crawler tokens are data, not a type, so a test
 * checks that every token has a translation.
 */
import { lastmodReasonTitles } from '../core/lastmod/lastmod-codes';
import { aiCrawlers } from '../core/robots/ai-crawlers';
import {
  robotsStatusChoices,
  robotsStatusEffectTexts,
  robotsStatusTexts,
} from '../core/robots/http-status';
import type { CoreTexts, StatusChoiceKey, StatusEffect } from './text-types';
import { coreJa } from './core-ja';
import { coreZh } from './core-zh';
import type { Locale } from './locale';

export type { CoreTexts, StatusChoiceKey, StatusEffect };

const coreEn: CoreTexts = {
  statusTexts: robotsStatusTexts,
  statusEffects: robotsStatusEffectTexts,
  statusChoices: Object.fromEntries(
    robotsStatusChoices.map((choice) => [String(choice.status), choice.label]),
  ) as Record<StatusChoiceKey, string>,
  lastmodReasonTitles,
  aiPurposes: {
    training: 'model training',
    'ai-search': 'AI search',
    'user-fetch': 'fetches a user asked for',
    'control-token': 'control token (no crawler of its own)',
  },
  aiFeeds: Object.fromEntries(aiCrawlers.map((crawler) => [crawler.token, crawler.feeds])),
};

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
