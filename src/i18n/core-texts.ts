/**
 * The texts of src/messages/core-texts.ts (shared with the command line) in the page's
 * current language unless another is asked for.
 */
import * as messages from '../messages/core-texts';
import type { CoreTexts } from '../messages/core-texts';
import { currentLocale, type Locale } from './i18n';

export { coreTexts } from '../messages/core-texts';
export type { CoreTexts, StatusChoiceKey, StatusEffect } from '../messages/core-texts';

/** `locale`'s text (English for anything its table lacks). */
export function coreText<K extends keyof CoreTexts>(
  part: K,
  key: keyof CoreTexts[K] & string,
  locale: Locale = currentLocale(),
): string {
  return messages.coreText(part, key, locale);
}
