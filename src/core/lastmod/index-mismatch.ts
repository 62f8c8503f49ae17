/**
 * `index-mismatch`: a sitemap index gives a child sitemap a lastmod older than the newest
 * lastmod inside that child. sitemaps.org: the index's lastmod "identifies the time that the
 * corresponding sitemap file was modified"; a child that changed after it may not be read
 * again. A coarse index value stands for its whole unit (`2024-05-01` for the whole day).
 */
import { utcDay, utcMonth, utcYear } from 'd3-time';
import { LastmodPrecision } from '../sitemap/sitemap-entry';
import { INDEX_MISMATCH_SLACK_MS } from './lastmod-thresholds';

/** One `<sitemap>` entry of an index matched to a supplied child document. */
export interface IndexLink {
  indexDocumentId: number;
  childDocumentId: number;
  /** The index's lastmod for the child (NaN when absent or invalid) and its precision. */
  lastmodMs: number;
  lastmodPrecision: number;
  /** The child's loc as the index lists it, and the line of its `<sitemap>` (0: unknown). */
  loc: string;
  line: number;
}

/** An index's children that are newer than its entries for them: how many, and the first. */
export interface IndexMismatch {
  count: number;
  first: { loc: string; line: number };
}

/** The last instant an index value of this precision may stand for. */
export function endOfLastmodUnit(ms: number, precision: number): number {
  const interval =
    precision === LastmodPrecision.year
      ? utcYear
      : precision === LastmodPrecision.month
        ? utcMonth
        : precision === LastmodPrecision.day
          ? utcDay
          : undefined;
  if (!interval) return ms;
  const end = interval.offset(interval.floor(new Date(ms)), 1).getTime();
  return Number.isFinite(end) ? end : ms;
}

/**
 * Mismatches per index document: links whose child's newest lastmod (`newestOf`, NaN when
 * the child has none) lies after the index's value by more than INDEX_MISMATCH_SLACK_MS.
 */
export function indexMismatches(
  links: readonly IndexLink[],
  newestOf: (documentId: number) => number,
): Map<number, IndexMismatch> {
  const found = new Map<number, IndexMismatch>();
  for (const link of links) {
    if (Number.isNaN(link.lastmodMs)) continue;
    const newest = newestOf(link.childDocumentId);
    if (Number.isNaN(newest)) continue;
    const limit = endOfLastmodUnit(link.lastmodMs, link.lastmodPrecision) + INDEX_MISMATCH_SLACK_MS;
    if (newest <= limit) continue;
    const seen = found.get(link.indexDocumentId);
    if (seen) seen.count++;
    else found.set(link.indexDocumentId, { count: 1, first: { loc: link.loc, line: link.line } });
  }
  return found;
}
