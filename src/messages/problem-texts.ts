/**
 * Problem, lint and lastmod-reason texts per language. English comes from the core tables
 * (core/problems/registry.ts and its owners); Japanese and Chinese tables are keyed by the
 * same codes and typed against ProblemCode, so a code added to core without a translation
 * fails tsc. Message templates keep the core's `{name}` placeholders (filled by
 * formatMessage from the problem's params); the codes themselves are never translated.
 */
import { archiveReasons } from '../core/archive/archive-reasons';
import { formatMessage } from '../core/problems/problem-code-info';
import { hreflangReasons } from '../core/sitemap/entry-checks';
import { xmlErrorReasons } from '../core/xml/xml-events';
import { problemCodeInfo, type ProblemCode } from '../core/problems/registry';
import type { ProblemTable, ProblemTexts, RobotsLintCode } from './text-types';
import { LANGUAGE_TAGS, type Locale } from './locale';
import { problemDetailsJa, problemDetailsZh, type DetailReason } from './problem-details';
import { problemsJa } from './problems-ja';
import { problemsJaRobots } from './problems-ja-robots';
import { problemsZh } from './problems-zh';
import { problemsZhRobots } from './problems-zh-robots';

export type { ProblemTexts, ProblemTable, RobotsLintCode };

/** What wording a problem needs: its code, core's English message, and its values. */
export interface ProblemToWord {
  code: string;
  message: string;
  params?: Readonly<Record<string, string | number>>;
}

export const problemTables: Record<'ja' | 'zh', ProblemTable> = {
  ja: { ...problemsJa, ...problemsJaRobots },
  zh: { ...problemsZh, ...problemsZhRobots },
};

/** The code's texts in `locale` (English from core); undefined for a code no table knows. */
export function problemTexts(code: string, locale: Locale): ProblemTexts | undefined {
  const english = problemCodeInfo(code);
  if (!english) return undefined;
  if (locale === 'en') return english;
  return problemTables[locale][code as ProblemCode];
}

/**
 * A problem's one-line message in `locale`: the template filled with the problem's params,
 * numbers grouped the locale's way ("21,136 of 21,242", where the worker's English text says
 * "21136 of 21242"). The worker's English message stands when there is nothing to fill a
 * template with (a code from a newer build, a problem reported without params), or when it is
 * not its code's template filled (a message composed otherwise).
 */
export function problemMessage(problem: ProblemToWord, locale: Locale): string {
  const texts = problemTexts(problem.code, locale);
  if (!texts) return problem.message;
  const params = problem.params ?? {};
  if (locale === 'en' && formatMessage(texts.message, params) !== problem.message)
    return problem.message;
  // A placeholder the params lack would show as "{name}". (Testing the filled text instead
  // took a value's own braces, User-agent "a{42}", for one and fell back to English.)
  for (const [, name] of texts.message.matchAll(/\{(\w+)\}/g))
    if (!Object.hasOwn(params, name)) return problem.message;
  return formatMessage(texts.message, localParams(params, locale));
}

const detailTables: Record<Locale, Readonly<Record<DetailReason, string>>> = {
  // Core's English again, so that its numbers are grouped too ("100,002 element(s) left open").
  en: { ...xmlErrorReasons, ...hreflangReasons, ...archiveReasons },
  ja: problemDetailsJa,
  zh: problemDetailsZh,
};

/**
 * The params with numbers grouped and, where the problem carries a `reason` sub-code, its
 * `detail` in `locale` (core's `detail` is English, its numbers ungrouped).
 */
function localParams(
  params: Readonly<Record<string, string | number>>,
  locale: Locale,
): Record<string, string> {
  const grouped = withGroupedNumbers(params, locale);
  const details = detailTables[locale];
  const reason = params.reason;
  if (typeof reason !== 'string' || !Object.hasOwn(details, reason)) return grouped;
  return { ...grouped, detail: formatMessage(details[reason as DetailReason], grouped) };
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

function withGroupedNumbers(
  params: Readonly<Record<string, string | number>>,
  locale: Locale,
): Record<string, string> {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[locale]);
    numberFormats.set(locale, format);
  }
  const grouped: Record<string, string> = {};
  for (const [name, value] of Object.entries(params))
    grouped[name] = typeof value === 'number' ? format.format(value) : value;
  return grouped;
}
