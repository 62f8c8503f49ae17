/**
 * A problem code's plain explanation and fix in the page's language: English from the
 * problem registry (core/problems/registry.ts), Japanese and Chinese from the UI's tables
 * keyed by the same codes (i18n/problem-texts.ts). A code no table knows gets none.
 */
import { problemTexts, type ProblemTexts } from '../i18n/problem-texts';

export function problemInfo(code: string): ProblemTexts | undefined {
  return problemTexts(code);
}
