/**
 * The lastmod findings only two snapshots can show, per file: codes with their figures (the
 * words live in src/messages/snapshot-*.ts). One snapshot can show a file stamped with one
 * instant; two show whether lastmod moves only where pages changed (sitemaps.org: lastmod is
 * "the date of last modification of the page"), which is what a crawler scheduling by it needs.
 */
import { percentOf } from '../percent';

/** The verdict reasons of a comparison, worst first. */
export type SnapshotFindingCode =
  'regenerated' | 'moved-everywhere' | 'moved-backwards' | 'lastmod-only' | 'dropped-recent';

/** How a finding weighs on the file's lastmod verdict (as LastmodReasonEffect). */
export const SNAPSHOT_FINDING_EFFECT: Record<
  SnapshotFindingCode,
  'unusable' | 'doubtful' | 'note'
> = {
  regenerated: 'unusable',
  'moved-everywhere': 'doubtful',
  'moved-backwards': 'doubtful',
  'lastmod-only': 'note',
  'dropped-recent': 'note',
};

export interface SnapshotFinding {
  code: SnapshotFindingCode;
  /** The file (its key: the name within its snapshot) the figures are about. */
  file: string;
  params: Record<string, number | string>;
}

/** "(Nearly) every URL": this share of the URLs in both snapshots with a lastmod moved. */
export const NEARLY_EVERY_SHARE = 0.95;
/** Fewer URLs in both snapshots than this say nothing about a whole file. */
export const MIN_COMMON_URLS = 10;
/** A removed URL is "recent" when its lastmod was this close to the earlier snapshot's newest. */
export const RECENT_DAYS = 30;
const DAY_MS = 86_400_000;

/** What one file's URLs did between the snapshots: filled row by row, judged at the end. */
export class FileChangeTally {
  common = 0;
  changed = 0;
  backwards = 0;
  maxBackwardsMs = 0;
  lastmodOnly = 0;
  droppedRecent = 0;
  /** The later lastmod of the changed URLs while they all share one; NaN once they differ. */
  private instant: number | undefined;

  noteChanged(earlierMs: number, laterMs: number, isLastmodOnly: boolean): void {
    this.changed++;
    if (isLastmodOnly) this.lastmodOnly++;
    if (earlierMs > laterMs) {
      this.backwards++;
      this.maxBackwardsMs = Math.max(this.maxBackwardsMs, earlierMs - laterMs);
    }
    if (this.instant === undefined) this.instant = laterMs;
    else if (this.instant !== laterMs) this.instant = NaN;
  }

  findings(file: string): SnapshotFinding[] {
    const found: SnapshotFinding[] = [];
    const isEverywhere =
      this.common >= MIN_COMMON_URLS && this.changed >= this.common * NEARLY_EVERY_SHARE;
    const percent = percentOf(this.changed, this.common);
    if (isEverywhere && this.instant !== undefined && !Number.isNaN(this.instant))
      found.push({
        code: 'regenerated',
        file,
        params: {
          changed: this.changed,
          common: this.common,
          instant: new Date(this.instant).toISOString(),
        },
      });
    else if (isEverywhere)
      found.push({
        code: 'moved-everywhere',
        file,
        params: { changed: this.changed, common: this.common, percent },
      });
    if (this.backwards > 0)
      found.push({
        code: 'moved-backwards',
        file,
        params: { count: this.backwards, days: Math.ceil(this.maxBackwardsMs / DAY_MS) },
      });
    if (this.lastmodOnly > 0)
      found.push({
        code: 'lastmod-only',
        file,
        params: { count: this.lastmodOnly, changed: this.changed },
      });
    if (this.droppedRecent > 0)
      found.push({
        code: 'dropped-recent',
        file,
        params: { count: this.droppedRecent, days: RECENT_DAYS },
      });
    return found;
  }
}

/** The lastmod from which a removed URL counts as recent (NaN: none is). */
export function recentFromMs(newestEarlierMs: number): number {
  return newestEarlierMs - RECENT_DAYS * DAY_MS;
}
