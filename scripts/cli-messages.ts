/**
 * The command line's words for core's message codes: the page's catalog (src/ui/i18n), so
 * the terminal and the page say the same thing.
 */
import type { RobotsMessage } from '../src/core/robots/robots-messages';
import { createTranslator } from '../src/ui/i18n/i18n';
import { robotsMessageText } from '../src/ui/i18n/robots-message-text';

const english = createTranslator('en');

/** A workbench message (a refused token, site, URL or expectation line; a note) in English. */
export function robotsMessageWords(message: RobotsMessage): string {
  return robotsMessageText(message, english.t);
}
