/**
 * A problem code's plain explanation and fix in the page's language, from the catalog's
 * tables keyed by core's codes (src/messages, through src/i18n/problem-texts.ts). A code no table
 * knows gets none.
 */
import { problemTexts, type ProblemTexts } from '../../i18n/problem-texts';

export function problemInfo(code: string): ProblemTexts | undefined {
  return problemTexts(code);
}
