/**
 * Problem and lint texts per language. Core sends a problem as its code and params; the
 * words, English included, are these tables (problems-{en,ja,zh}*.ts), keyed by the same
 * codes and typed against ProblemCode, so a code added to core without its texts in all
 * three languages fails tsc. Message templates are ICU MessageFormat (`{name}`,
 * `{count, plural, …}`) filled from the problem's params; the codes are never translated.
 */
import { archiveReasons } from '../core/archive/archive-reasons';
import { formatMessage, templateArguments } from '../core/problems/problem-code-info';
import { hreflangReasons } from '../core/sitemap/entry-checks';
import { xmlErrorReasons } from '../core/xml/xml-events';
import { isProblemCode } from '../core/problems/registry';
import { analysisDescriptors } from '../core/analyses/analysis-descriptors';
import type { Descriptors } from '../core/analyses/declared-columns';
import { descriptorText } from '../core/analyses/descriptor-texts';
import type { ProblemTable, ProblemTexts, RobotsLintCode } from './text-types';
import { LANGUAGE_TAGS, type Locale } from './locale';
import { problemDetailsJa, problemDetailsZh, type DetailReason } from './problem-details';
import { problemsEn } from './problems-en';
import { problemsEnRobots } from './problems-en-robots';
import { problemsJa } from './problems-ja';
import { problemsJaRobots } from './problems-ja-robots';
import { problemsZh } from './problems-zh';
import { problemsZhRobots } from './problems-zh-robots';
import { hreflangCodeReasons } from '../core/hreflang/hreflang-codes';
import { problemsEnHreflang } from './problems-en-hreflang';
import { hreflangDetailsJa, problemsJaHreflang } from './problems-ja-hreflang';
import { hreflangDetailsZh, problemsZhHreflang } from './problems-zh-hreflang';
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
  en: { ...problemsEn, ...problemsEnRobots, ...problemsEnHreflang, ...problemsEnCrawl },
  ja: { ...problemsJa, ...problemsJaRobots, ...problemsJaHreflang, ...problemsJaCrawl },
  zh: { ...problemsZh, ...problemsZhRobots, ...problemsZhHreflang, ...problemsZhCrawl },
};

/**
 * The code's texts in `locale`: the catalog's, else those its analysis's descriptor brings
 * (`problems.<code>.message`, `.explanation`, `.fix`: an analysis whose words the catalogs
 * do not hold yet); undefined for a code none knows (from a newer build).
 */
export function problemTexts(
  code: string,
  locale: Locale,
  descriptors: Descriptors = analysisDescriptors,
): ProblemTexts | undefined {
  if (isProblemCode(code)) return problemTables[locale][code];
  const word = (part: keyof ProblemTexts) =>
    descriptorText(locale, `problems.${code}.${part}`, descriptors);
  const message = word('message');
  return message === undefined
    ? undefined
    : { message, explanation: word('explanation') ?? '', fix: word('fix') ?? '' };
}

/**
 * A problem's one-line message in `locale`: the ICU template filled with the problem's params,
 * numbers grouped the locale's way ("21,136 of 21,242") unless `options` say otherwise. A
 * code no table knows reads as the code itself; a translation whose arguments the params
 * lack (a problem reported without params) gives way to the English template.
 */
export function problemMessage(
  problem: ProblemToWord,
  locale: Locale,
  options: WordingOptions = {},
  descriptors: Descriptors = analysisDescriptors,
): string {
  const texts = problemTexts(problem.code, locale, descriptors);
  if (!texts) return problem.code;
  const params = problem.params ?? {};
  const worded = localParams(params, locale, options.groupNumbers !== false);
  for (const name of templateArguments(texts.message))
    if (!Object.hasOwn(worded, name) && locale !== 'en')
      return problemMessage(problem, 'en', options, descriptors);
  if (options.groupNumbers === false) return formatMessage(texts.message, worded);
  return problemText(texts.message, params, locale);
}

/**
 * A problem's explanation or fix (or any template of these tables) in `locale`, its params
 * filled the way {@link problemMessage} fills them.
 */
export function problemText(
  template: string,
  params: Readonly<Record<string, string | number>> | undefined,
  locale: Locale,
): string {
  const wording = { locale: LANGUAGE_TAGS[locale], groupNumbers: true };
  return formatMessage(template, localParams(params ?? {}, locale), wording);
}

const detailTables: Record<Locale, Readonly<Record<DetailReason, string>>> = {
  // Core's English templates again, filled here so that their numbers are grouped too
  // ("100,002 elements left open").
  en: { ...xmlErrorReasons, ...hreflangReasons, ...archiveReasons, ...hreflangCodeReasons },
  ja: { ...problemDetailsJa, ...hreflangDetailsJa },
  zh: { ...problemDetailsZh, ...hreflangDetailsZh },
};

/**
 * The params with, where the problem carries a `reason` sub-code, its `detail` in `locale`
 * (core sends the code and its values, never the sentence).
 */
function localParams(
  params: Readonly<Record<string, string | number>>,
  locale: Locale,
  groupNumbers = true,
): Readonly<Record<string, string | number>> {
  const details = detailTables[locale];
  const reason = params.reason;
  if (typeof reason !== 'string' || !Object.hasOwn(details, reason)) return params;
  const wording = { locale: LANGUAGE_TAGS[locale], groupNumbers };
  return { ...params, detail: formatMessage(details[reason as DetailReason], params, wording) };
}
