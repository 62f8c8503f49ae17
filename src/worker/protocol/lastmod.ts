/** The Lastmod view (`lastmod`): histogram, coverage and trust verdicts of a scope. */
import type { SnapshotFindingCode } from '../../core/snapshot/snapshot-findings';
import type { DocumentId, InputId } from '../../core/ids';
import type { DocumentKind } from '../../core/sitemap/sitemap-entry';
import type { ChangedSinceCounts } from '../../core/lastmod/changed-since';
import type { LastmodFacts } from '../../core/lastmod/lastmod-facts';
import type { LastmodHistogram } from '../../core/lastmod/lastmod-histogram';
import type { LastmodVerdict } from '../../core/lastmod/lastmod-verdict';
import type { ViewQuery } from './rows';

/** Which URLs the Lastmod view describes. */
export type LastmodScope =
  /** Every URL loaded. */
  | { kind: 'all' }
  /** The URLs of one input (every document read from it: an archive's members too). */
  | { kind: 'file'; inputId: InputId }
  /** The URLs of one document: a file inside an archive. */
  | { kind: 'document'; documentId: DocumentId }
  /** The URL table's current filter (`LastmodAsk.query`). */
  | { kind: 'filter' };

/**
 * The lastmod histogram, coverage and verdicts of a scope, and the trust verdict of every
 * file and of all files. Linear in the scope's rows (the verdicts sort each file's values
 * once; they are kept until the data changes).
 */
export interface LastmodAsk {
  scope: LastmodScope;
  /** The URL table's query: the rows of scope `filter`, and those "changed since" counts. */
  query: ViewQuery;
  /** "Changed since T", ms since the epoch (exclusive): count the query's rows around T. */
  changedSinceMs?: number;
  /** At most this many bars (default and ceiling: the core's MAX_HISTOGRAM_BINS). */
  maxBins?: number;
}

/** The lastmod figures and verdict of one document (a sitemap, an index, a feed). */
export interface LastmodFileRow {
  documentId: DocumentId;
  inputId: InputId;
  /** The document's name (`ARCHIVE/PATH` for an archive's member). */
  name: string;
  kind: DocumentKind;
  facts: LastmodFacts;
  verdict: LastmodVerdict;
  /**
   * With an earlier snapshot loaded: the comparison's findings for this file, which
   * the verdict already takes into account (a regenerated file is unusable).
   */
  snapshotFindings?: SnapshotFindingCode[];
}

export interface LastmodAnswer {
  /** The time the answer was judged at ("future" is after it). */
  nowMs: number;
  /** The scope's histogram: absent, invalid and future counted beside the bins. */
  histogram: LastmodHistogram;
  /** The scope's coverage figures and their verdict (`judgeLastmod`, or a file's own). */
  facts: LastmodFacts;
  verdict: LastmodVerdict;
  /** Every document that can carry lastmod, in reading order (one input's, for scope `file`). */
  files: LastmodFileRow[];
  /** All files together (site-verdict.ts), whatever the scope. */
  total: { facts: LastmodFacts; verdict: LastmodVerdict };
  /** With `changedSinceMs`: the query's rows (its lastmod bounds left out) around T. */
  changedSince?: ChangedSinceCounts;
}
