/**
 * Problem and lint texts per language. Core sends a problem as its code and params; the
 * words, English included, are these tables (problems-{en,ja,zh}*.ts), keyed by the same
 * codes and typed against ProblemCode, so a code added to core without its texts in all
 * three languages fails tsc. Message templates have `{name}` placeholders filled from the
 * problem's params; the codes themselves are never translated.
 */
import { archiveReasons } from '../core/archive/archive-reasons';
import { formatMessage } from '../core/problems/problem-code-info';
import { hreflangReasons } from '../core/sitemap/entry-checks';
import { xmlErrorReasons } from '../core/xml/xml-events';
import { isProblemCode } from '../core/problems/registry';
import type { ProblemTable, ProblemTexts, RobotsLintCode } from './text-types';
import { LANGUAGE_TAGS, type Locale } from './locale';
import { problemDetailsJa, problemDetailsZh, type DetailReason } from './problem-details';
import { problemsEn } from './problems-en';
import { problemsEnRobots } from './problems-en-robots';
import { problemsJa } from './problems-ja';
import { problemsJaRobots } from './problems-ja-robots';
import { problemsZh } from './problems-zh';
import { problemsZhRobots } from './problems-zh-robots';
import { problemsEnCrawl } from './problems-en-crawl';
import { problemsJaCrawl } from './problems-ja-crawl';
import { problemsZhCrawl } from './problems-zh-crawl';

export type { ProblemTexts, ProblemTable, RobotsLintCode };

/** What wording a problem needs: its code and its values. */
export interface ProblemToWord {
  code: string;
  params?: Readonly<Record<string, string | number>>;
}

/** How numbers read: grouped the locale's way (the page), or as the file has them. */
export interface WordingOptions {
  /**
   * False for the command line's English, whose output scripts read: "21136 of 21242" and
   * the detail as core wrote it, as before the words left core.
   */
  groupNumbers?: boolean;
}

export const problemTables: Record<Locale, ProblemTable> = {
  en: { ...problemsEn, ...problemsEnRobots, ...problemsEnCrawl },
  ja: { ...problemsJa, ...problemsJaRobots, ...problemsJaCrawl },
  zh: { ...problemsZh, ...problemsZhRobots, ...problemsZhCrawl },
};

/** The code's texts in `locale`; undefined for a code no table knows (from a newer build). */
export function problemTexts(code: string, locale: Locale): ProblemTexts | undefined {
  return isProblemCode(code) ? problemTables[locale][code] : undefined;
}

/**
 * A problem's one-line message in `locale`: the template filled with the problem's params,
 * numbers grouped the locale's way ("21,136 of 21,242") unless `options` say otherwise. A
 * code no table knows reads as the code itself; a translation whose placeholders the params
 * lack (a problem reported without params) gives way to the English template.
 */
export function problemMessage(
  problem: ProblemToWord,
  locale: Locale,
  options: WordingOptions = {},
): string {
  const texts = problemTexts(problem.code, locale);
  if (!texts) return problem.code;
  const params = problem.params ?? {};
  // A placeholder the params lack would show as "{name}". (Testing the filled text instead
  // took a value's own braces, User-agent "a{42}", for one.)
  for (const [, name] of texts.message.matchAll(/\{(\w+)\}/g))
    if (!Object.hasOwn(params, name) && locale !== 'en')
      return problemMessage(problem, 'en', options);
  if (options.groupNumbers === false) return formatMessage(texts.message, params);
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
