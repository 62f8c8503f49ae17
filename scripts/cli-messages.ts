/**
 * The command line's words for core's codes, in the language of `--lang`: the same catalogs
 * as the page (src/messages for problems, the page's `core.*` and `wb.*` keys for the robots
 * workbench), so the terminal and the page say the same thing.
 */
import { VerdictCode } from '../src/core/robots/analyses/crosscheck';
import type { RobotsMessage } from '../src/core/robots/analyses/robots-messages';
import type { CrawlerStanding } from '../src/core/robots/analyses/crawler-groups';
import { groupReasonWords, kindWords, namedWords } from '../src/i18n/standing-text';
import { isLocale, type Locale } from '../src/messages/locale';
import { problemMessage, type ProblemToWord } from '../src/messages/problem-texts';
import { createTranslator } from '../src/i18n/i18n';
import { robotsMessageText } from '../src/i18n/robots-message-text';

export { isLocale, type Locale };

export interface CliWords {
  readonly locale: Locale;
  /** A workbench message: a refused token, site, URL or expectation line; a note. */
  robots(message: RobotsMessage): string;
  /** A problem's one-line message. */
  problem(problem: ProblemToWord): string;
  /**
   * A verdict as a cell says it: "Blocked (line 4)", "Allowed (no rule matched)", "Not covered"
   * ("Not covered (ORIGIN is another site)" given the URL's origin), "Invalid".
   */
  cell(verdict: number, line: number, otherOrigin?: string): string;
  /** A cell of a fetcher that does not read robots.txt: "Not applicable (the rules would say …)". */
  notApplicableCell(verdict: number, line: number): string;
  /**
   * Where a crawler stands, as the matrix's header says it: its kind, the group that applied
   * and why, and whether the file names it; or "Not applicable: …" for a fetcher that does not
   * read robots.txt.
   */
  standing(standing: CrawlerStanding, appliedToken: string | null): string;
}

const VERDICT_KEYS = {
  [VerdictCode.allowed]: 'wb.verdict.allowed',
  [VerdictCode.blocked]: 'wb.verdict.blocked',
  [VerdictCode.notCovered]: 'wb.verdict.notCovered',
  [VerdictCode.invalid]: 'wb.verdict.invalid',
} as const;

const made = new Map<Locale, CliWords>();

/** The words of `locale` (made once per language). */
export function cliWords(locale: Locale = 'en'): CliWords {
  let words = made.get(locale);
  if (words) return words;
  const { t } = createTranslator(locale);
  const cell: CliWords['cell'] = (verdict, line, otherOrigin) => {
    const key =
      VERDICT_KEYS[verdict as keyof typeof VERDICT_KEYS] ?? VERDICT_KEYS[VerdictCode.invalid];
    const word = t(key);
    if (verdict === VerdictCode.blocked || verdict === VerdictCode.allowed)
      // Line numbers as digits, as the editor's gutter shows them.
      return `${word} (${line > 0 ? t('wb.cell.line', { line: String(line) }) : t('wb.cell.noRule')})`;
    if (verdict === VerdictCode.notCovered && otherOrigin !== undefined)
      return `${word} (${t('wb.cell.otherSite', { origin: otherOrigin })})`;
    return word;
  };
  words = {
    locale,
    robots: (message) => robotsMessageText(message, t),
    // English keeps its numbers as the file has them ("21136 of 21242"), as it did when core
    // worded problems, so scripts that read the default output keep working.
    problem: (problem) => problemMessage(problem, locale, { groupNumbers: locale !== 'en' }),
    cell,
    notApplicableCell: (verdict, line) =>
      `${t('wb.verdict.notApplicable')} (${t('wb.standing.rulesSay', { verdict: cell(verdict, line) })})`,
    standing: (standing, appliedToken) => {
      const kind = kindWords(standing, t);
      const where = standing.readsRobots
        ? `${groupReasonWords(standing, appliedToken, t)}; ${namedWords(standing, appliedToken, t)}`
        : t('wb.standing.notApplicable');
      return kind ? `${kind}; ${where}` : where;
    },
  };
  made.set(locale, words);
  return words;
}

/** A workbench message in English (usage errors before any `--lang` is read). */
export function robotsMessageWords(message: RobotsMessage): string {
  return cliWords('en').robots(message);
}
