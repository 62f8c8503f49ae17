/**
 * The problem texts of src/messages/problem-texts.ts (shared with the command line) in the
 * page's current language unless another is asked for.
 */
import * as messages from '../messages/problem-texts';
import type { ProblemTexts, ProblemToWord } from '../messages/problem-texts';
import { currentLocale, type Locale } from './i18n';

export { problemTables } from '../messages/problem-texts';
export type { ProblemTable, ProblemTexts, RobotsLintCode } from '../messages/problem-texts';

/** The code's texts; undefined for a code no table knows. */
export function problemTexts(
  code: string,
  locale: Locale = currentLocale(),
): ProblemTexts | undefined {
  return messages.problemTexts(code, locale);
}

/** A problem's one-line message, its numbers grouped the language's way. */
export function problemMessage(problem: ProblemToWord, locale: Locale = currentLocale()): string {
  return messages.problemMessage(problem, locale);
}

/** A problem's explanation or fix, its params filled the way its message is. */
export function problemText(
  template: string,
  params: ProblemToWord['params'],
  locale: Locale = currentLocale(),
): string {
  return messages.problemText(template, params, locale);
}
