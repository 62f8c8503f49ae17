/**
 * Problem, lint and lastmod-reason texts per language. English comes from the core tables
 * (core/problems/registry.ts and its owners); Japanese and Chinese tables are keyed by the
 * same codes and typed against ProblemCode, so a code added to core without a translation
 * fails tsc. Message templates keep the core's `{name}` placeholders (filled by
 * formatMessage from the problem's params); the codes themselves are never translated.
 */
import { formatMessage } from '../../core/problems/problem-code-info';
import { problemCodeInfo, type ProblemCode } from '../../core/problems/registry';
import type { ProblemTable, ProblemTexts, RobotsLintCode } from './text-types';
import { currentLocale, type Locale } from './i18n';
import { problemsJa } from './problems-ja';
import { problemsJaRobots } from './problems-ja-robots';
import { problemsZh } from './problems-zh';
import { problemsZhRobots } from './problems-zh-robots';

export type { ProblemTexts, ProblemTable, RobotsLintCode };

export const problemTables: Record<'ja' | 'zh', ProblemTable> = {
  ja: { ...problemsJa, ...problemsJaRobots },
  zh: { ...problemsZh, ...problemsZhRobots },
};

/** The code's texts in `locale` (English from core); undefined for a code no table knows. */
export function problemTexts(
  code: string,
  locale: Locale = currentLocale(),
): ProblemTexts | undefined {
  const english = problemCodeInfo(code);
  if (!english) return undefined;
  if (locale === 'en') return english;
  return problemTables[locale][code as ProblemCode];
}

/**
 * A problem's one-line message in `locale`: the translated template filled with the
 * problem's params; the English message from the worker when there are none to fill a
 * translation with (a code from a newer build, or a problem reported without params).
 */
export function problemMessage(
  problem: { code: string; message: string; params?: Readonly<Record<string, string | number>> },
  locale: Locale = currentLocale(),
): string {
  if (locale === 'en') return problem.message;
  const texts = problemTexts(problem.code, locale);
  if (!texts) return problem.message;
  const filled = formatMessage(texts.message, problem.params);
  return /\{\w+\}/.test(filled) ? problem.message : filled;
}
