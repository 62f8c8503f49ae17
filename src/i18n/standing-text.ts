/**
 * Words for where a crawler stands in a file (core crawler-groups.ts `CrawlerStanding`):
 * which group applied and why, whether the file names the crawler, and "not applicable" for
 * a fetcher that does not read robots.txt. Shared by the matrix, the cell detail, the AI
 * crawlers table and the command line (which passes its own translator).
 */
import type { CrawlerStanding } from '../core/robots/analyses/crawler-groups';
import { t as pageWords, type MessageParams } from './i18n';

/** A translator's `t`, narrowed to the keys used here (the page's, or the command line's). */
export type StandingWords = (
  key: `wb.standing.${string}` & Parameters<typeof pageWords>[0],
  params?: MessageParams,
) => string;

/** `its own group`, `Googlebot’s group`, `the * group`, `no group`. */
export function groupReasonWords(
  standing: CrawlerStanding,
  appliedToken: string | null,
  t: StandingWords = pageWords,
): string {
  return t(`wb.standing.${standing.reason}`, { token: appliedToken ?? '' });
}

/** The Named column: named by its own token, by a fallback's, or left to `*` (or to no group). */
export function namedWords(
  standing: CrawlerStanding,
  appliedToken: string | null,
  t: StandingWords = pageWords,
): string {
  return t(`wb.standing.named.${standing.reason}`, { token: appliedToken ?? '' });
}

/** `common crawler`, `special-case crawler`, `user-triggered fetcher`; empty when not modelled. */
export function kindWords(standing: CrawlerStanding, t: StandingWords = pageWords): string {
  switch (standing.kind) {
    case 'common':
      return t('wb.standing.kind.common');
    case 'special-case':
      return t('wb.standing.kind.specialCase');
    case 'user-triggered':
      return t('wb.standing.kind.userTriggered');
    case null:
      return '';
  }
}
