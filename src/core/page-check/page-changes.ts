/**
 * The page check over time (PRODUCT.md, "lastmod", step 3: score the site over time): the
 * same pages, sampled again by the next `watch --pages` run, compared with what they were.
 * A page whose content fingerprint changed (fingerprint.ts: a rotating aside, a token or a
 * counter is no change) should have had its lastmod moved; a lastmod that moved while the
 * content stayed is a re-dating, the generator's time rather than the page's. Two rates say
 * whether lastmod can drive re-crawl scheduling: how much of the content change lastmod
 * announced, and how much of lastmod's movement was real.
 */
import { contentChanged } from '../page/fingerprint';
import type { ContentFingerprint } from '../page/page-facts';

/** What one run kept of one sampled page. */
export interface PageObservation {
  readonly url: string;
  /** The sitemap's lastmod for it, as written then; null when absent. */
  readonly lastmod: string | null;
  /** The page's content fingerprint; null when the page was not read. */
  readonly fingerprint: ContentFingerprint | null;
}

export interface PageChangeCounts {
  /** Pages read in both runs, each with a lastmod in both. */
  readonly checked: number;
  readonly contentChanged: number;
  readonly lastmodMovedWithContent: number;
  readonly contentChangedWithoutLastmod: number;
  readonly lastmodMovedWithoutContent: number;
}

export const NO_PAGE_CHANGES: PageChangeCounts = {
  checked: 0,
  contentChanged: 0,
  lastmodMovedWithContent: 0,
  contentChangedWithoutLastmod: 0,
  lastmodMovedWithoutContent: 0,
};

/** The pages both runs read, compared: the same URL, its lastmod and its content then and now. */
export function comparePages(
  before: readonly PageObservation[],
  after: readonly PageObservation[],
): PageChangeCounts {
  const earlier = new Map(before.map((page) => [page.url, page]));
  let checked = 0;
  let changed = 0;
  let movedWith = 0;
  let changedWithout = 0;
  let movedWithout = 0;
  for (const page of after) {
    const then = earlier.get(page.url);
    if (!then?.fingerprint || !page.fingerprint || then.lastmod === null || page.lastmod === null)
      continue;
    checked++;
    const isChanged = contentChanged(then.fingerprint, page.fingerprint);
    const isMoved = then.lastmod !== page.lastmod;
    if (isChanged) changed++;
    if (isChanged && isMoved) movedWith++;
    else if (isChanged) changedWithout++;
    else if (isMoved) movedWithout++;
  }
  return {
    checked,
    contentChanged: changed,
    lastmodMovedWithContent: movedWith,
    contentChangedWithoutLastmod: changedWithout,
    lastmodMovedWithoutContent: movedWithout,
  };
}

export function addPageChanges(a: PageChangeCounts, b: PageChangeCounts): PageChangeCounts {
  return {
    checked: a.checked + b.checked,
    contentChanged: a.contentChanged + b.contentChanged,
    lastmodMovedWithContent: a.lastmodMovedWithContent + b.lastmodMovedWithContent,
    contentChangedWithoutLastmod: a.contentChangedWithoutLastmod + b.contentChangedWithoutLastmod,
    lastmodMovedWithoutContent: a.lastmodMovedWithoutContent + b.lastmodMovedWithoutContent,
  };
}

export interface PageChangeRates {
  /** Of the content changes, the share lastmod announced; null with none seen. */
  readonly announced: number | null;
  /** Of lastmod's moves, the share the content backs; null with none seen. */
  readonly real: number | null;
}

export function pageChangeRates(counts: PageChangeCounts): PageChangeRates {
  const moves = counts.lastmodMovedWithContent + counts.lastmodMovedWithoutContent;
  return {
    announced:
      counts.contentChanged === 0 ? null : counts.lastmodMovedWithContent / counts.contentChanged,
    real: moves === 0 ? null : counts.lastmodMovedWithContent / moves,
  };
}

/**
 * Changes (content changes and lastmod moves) seen before the rates mean anything: a handful
 * of edits can make any generator look perfect or hopeless.
 */
export const MIN_OBSERVED_CHANGES = 10;
/** Both rates at least this: lastmod can drive re-crawl scheduling. */
export const RELIABLE_MIN_RATE = 0.8;
/** Either rate below this: it cannot (most changes unannounced, or most moves re-datings). */
export const UNRELIABLE_MAX_RATE = 0.5;

export type SchedulingVerdict = 'reliable' | 'unreliable' | 'mixed' | 'not-enough-evidence';

/** Whether lastmod can drive re-crawl scheduling, from the changes accumulated over runs. */
export function schedulingVerdict(counts: PageChangeCounts): SchedulingVerdict {
  const observed = counts.contentChanged + counts.lastmodMovedWithoutContent;
  if (observed < MIN_OBSERVED_CHANGES) return 'not-enough-evidence';
  const { announced, real } = pageChangeRates(counts);
  const rates = [announced, real].filter((rate): rate is number => rate !== null);
  if (rates.some((rate) => rate < UNRELIABLE_MAX_RATE)) return 'unreliable';
  if (rates.length === 2 && rates.every((rate) => rate >= RELIABLE_MIN_RATE)) return 'reliable';
  return 'mixed';
}
