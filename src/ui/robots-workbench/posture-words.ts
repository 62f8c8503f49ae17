/**
 * The words of the AI posture across sites, from the catalog keys `inspect posture` words
 * its table with (`posture.*`), so the page says what the command line says: a cell's short
 * word and deciding lines, the sentence a screen reader hears for it, what a file asks and
 * where its rules contradict it.
 */
import type { PostureCell } from '../../core/robots/analyses/posture';
import { siteAsks, siteAsksText } from '../../core/robots/analyses/posture-table';
import { currentLocale, t } from '../../i18n/i18n';
import { joinSentences } from '../../i18n/join-sentences';
import type { PostureColumn } from './posture-columns';

/** `all`, `some`, `none`, `n/a`. */
export function accessWord(cell: PostureCell): string {
  return {
    all: t('posture.access.all'),
    some: t('posture.access.some'),
    none: t('posture.access.none'),
    'not-applicable': t('posture.access.notApplicable'),
  }[cell.access];
}

/** `line 2`, `lines 5, 6`; '' for none. */
export function linesWords(lines: readonly number[]): string {
  if (lines.length === 0) return '';
  return lines.length === 1
    ? t('aiCrawlers.line', { line: lines[0] })
    : t('aiCrawlers.lines', { lines: lines.join(', ') });
}

/** The deciding lines a cell shows: none for a fetcher that does not read robots.txt. */
export const decidingLines = (cell: PostureCell): readonly number[] =>
  cell.access === 'not-applicable' ? [] : cell.lines;

/** What a screen reader hears for a cell: the access, the deciding lines, any contradiction. */
export function cellDescription(cell: PostureCell, site: string): string {
  const crawler = cell.token;
  const where = linesWords(cell.lines);
  const access = {
    all: () => t('posture.page.describe.all', { crawler, site }),
    some: () => t('posture.page.describe.some', { crawler, site, where }),
    none: () => t('posture.page.describe.none', { crawler, site, where }),
    'not-applicable': () => t('posture.page.describe.notApplicable', { crawler, site }),
  }[cell.access]();
  const against = linesWords(cell.contradictedLines);
  const contradictions = cell.contradictions.map((contradiction) =>
    contradiction === 'training-allowed-against-preference'
      ? t('posture.page.describe.training', { where: against })
      : t('posture.page.describe.search', { where: against }),
  );
  return joinSentences(currentLocale(), [access, ...contradictions]);
}

/** `some (5)`: as the command line's table writes a cell, without its `!`. */
function accessWithLines(cell: PostureCell): string {
  const lines = decidingLines(cell);
  return lines.length > 0 ? `${accessWord(cell)} (${lines.join(', ')})` : accessWord(cell);
}

/** What the file asks for the whole site, as the command line says it. */
export function asksSentence(column: PostureColumn): string {
  const preferences = siteAsksText(siteAsks(column.cells));
  return preferences === ''
    ? t('posture.asksNothing', { site: column.label })
    : t('posture.asks', { site: column.label, preferences });
}

/** Every contradiction of the file, as the command line says each. */
export function contradictionSentences(column: PostureColumn): string[] {
  return column.cells.flatMap((cell) =>
    cell.contradictions.map((contradiction) =>
      t(
        contradiction === 'training-allowed-against-preference'
          ? 'posture.contradiction.training'
          : 'posture.contradiction.search',
        {
          site: column.label,
          crawler: cell.token,
          access: accessWithLines(cell),
          lines: cell.contradictedLines.join(', '),
        },
      ),
    ),
  );
}
