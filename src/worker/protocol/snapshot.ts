/**
 * Two snapshots side by side: the earlier snapshot is read into a store of its own (never
 * the URL table's rows), and the comparison answers with codes and figures
 * (src/core/snapshot); the page words them.
 */
import type { ChangeName } from '../../core/snapshot/snapshot-join';
import type { SnapshotComparison } from '../../core/snapshot/snapshot-compare';
import type { ComparisonCounted } from '../../core/snapshot/comparison-shown';
import type { OpenFileInput } from './files';

export type { ChangeName, SnapshotComparison };

export interface EarlierSnapshotSummary {
  /** Documents read (an archive's members, not the archive). */
  files: number;
  urls: number;
  /** Inputs that could not be read at all. */
  failed: number;
  /** Documents read that list no URL (a sitemap index, a robots.txt): not in `files`. */
  withoutUrls: number;
}

export interface OpenEarlierAsk {
  files: OpenFileInput[];
}

/** A few removed URLs, listed beside the counts (the table's **Removed** filter shows all). */
export interface RemovedUrlView {
  loc: string;
  file: string;
  lastmodMs: number;
}

export interface CompareAnswer {
  /** Undefined while no earlier snapshot is loaded. */
  earlier?: EarlierSnapshotSummary;
  /** The files and sections with most changes and the worst findings (comparison-shown.ts). */
  comparison?: SnapshotComparison;
  /** How many files, sections and findings the whole comparison has. */
  counted?: ComparisonCounted;
}
