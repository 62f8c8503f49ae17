/**
 * `watch --fail-on robots-change,blocked-expectation,removed-urls>N,lastmod-contradicted`: the
 * conditions that make a run exit 1, so a schedule or a CI job can alert on them. Each is met
 * or not from the run's changes alone (watch-changes.ts), from the lack of a previous snapshot
 * to compare, or (`lastmod-contradicted`) from the page check of `--pages` (the pages read now
 * contradict their lastmod).
 */
import type { WatchChanges } from './watch-changes';

export type FailCondition =
  | { readonly kind: 'robots-change' }
  | { readonly kind: 'blocked-expectation' }
  | { readonly kind: 'removed-urls'; readonly moreThan: number }
  | { readonly kind: 'lastmod-contradicted' };

export interface FailOutcome {
  /** As written: `removed-urls>10`. */
  readonly condition: string;
  readonly isMet: boolean;
}

/** The conditions of one `--fail-on` value, or why it is not a list of them. */
export function parseFailOn(text: string): FailCondition[] | string {
  const conditions: FailCondition[] = [];
  for (const part of text.split(',').map((word) => word.trim())) {
    if (
      part === 'robots-change' ||
      part === 'blocked-expectation' ||
      part === 'lastmod-contradicted'
    )
      conditions.push({ kind: part });
    else if (part === 'removed-urls') conditions.push({ kind: 'removed-urls', moreThan: 0 });
    else if (part.startsWith('removed-urls>') && /^[0-9]{1,12}$/.test(part.slice(13)))
      conditions.push({ kind: 'removed-urls', moreThan: Number(part.slice(13)) });
    else
      return `--fail-on takes robots-change, blocked-expectation, removed-urls>N and lastmod-contradicted, not ${part || 'nothing'}`;
  }
  return conditions;
}

/**
 * Each condition with whether this run meets it. On a first run there is nothing to compare,
 * so no change is met; when earlier snapshots exist but none can be read
 * (`isPreviousUnreadable`), no change can be ruled out, so each is met.
 */
export function failOutcomes(
  conditions: readonly FailCondition[],
  changes: WatchChanges | null,
  failingExpectations: number,
  isPreviousUnreadable = false,
  /** The page check's site verdict (`--pages`); undefined without one. */
  pagesVerdict?: string,
): FailOutcome[] {
  return conditions.map((condition) => {
    switch (condition.kind) {
      case 'robots-change':
        return {
          condition: 'robots-change',
          isMet: isPreviousUnreadable || (changes?.robots.isChanged ?? false),
        };
      case 'blocked-expectation':
        // An expectation failing now fails the run, first run or not: the rule is about today.
        return { condition: 'blocked-expectation', isMet: failingExpectations > 0 };
      case 'removed-urls': {
        const urls = changes?.urls;
        // A side cut by a cap, or one that could not be compared, cannot rule removals out.
        const isMet =
          isPreviousUnreadable ||
          (changes !== null &&
            (urls === null || urls === undefined
              ? true
              : urls.isCut || urls.comparison.totals.removed > condition.moreThan));
        return { condition: `removed-urls>${condition.moreThan}`, isMet };
      }
      case 'lastmod-contradicted':
        // The pages checked now contradict lastmod: about today, like an expectation.
        return { condition: 'lastmod-contradicted', isMet: pagesVerdict === 'contradicted' };
    }
  });
}
