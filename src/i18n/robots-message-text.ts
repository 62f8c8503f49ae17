/**
 * The workbench's messages from core (a code and its values: why a site, a test URL, a crawler
 * token or an expectation line was refused; the 500 KiB cut; the unused `*` group), worded by
 * the catalog's `core.<code>` keys. A value that is itself a message (the reason inside "Not a
 * site: …") is worded first; a message's `then` follows it as a sentence of its own.
 */
import type { RobotsMessage, RobotsMessageCode } from '../core/robots/analyses/robots-messages';
import { t, type MessageKey, type MessageParams } from './i18n';

/** A translator's `t`, narrowed to the keys these messages use (the page's, or the CLI's). */
export type RobotsWords = (key: `core.${RobotsMessageCode}`, params?: MessageParams) => string;

/** `message` in the language of `words` (the page's current language by default). */
export function robotsMessageText(message: RobotsMessage, words: RobotsWords = t): string {
  // Every code has its key: a code without one fails tsc here.
  const key = `core.${message.code}` as const satisfies MessageKey;
  const params: Record<string, string> = {};
  // Numbers here are line numbers and KiB, shown as the editor's gutter shows lines: as
  // digits, not grouped as counts are.
  for (const [name, value] of Object.entries(message.params ?? {}))
    params[name] = typeof value === 'object' ? robotsMessageText(value, words) : String(value);
  const text = words(key, params);
  return message.then ? text + robotsMessageText(message.then, words) : text;
}
