/**
 * Two snapshots of a site side by side: the join (snapshot-join.ts) counted over all URLs,
 * per file and per section, with the lastmod findings per file (snapshot-findings.ts). A file
 * is the document whatever its packing (snapshot-file-keys.ts), so `before.zip/a.xml` and
 * `after/a.xml.gz` are one file. A URL whose file differs between the snapshots is `moved`
 * (and still added to nothing: its lastmod is compared like any other).
 */
import { sectionKey } from '../analysis/url-parts';
import type { UrlStore } from '../analysis/url-store';
import { ChangeCode, joinSnapshots, type SnapshotJoin } from './snapshot-join';
import { FileChangeTally, recentFromMs, type SnapshotFinding } from './snapshot-findings';
import { snapshotFileKeys, storeDocuments, type SnapshotFileKeys } from './snapshot-file-keys';

export interface ChangeCounts {
  added: number;
  removed: number;
  lastmodChanged: number;
  unchanged: number;
  /** URLs in both snapshots whose file differs (counted in their current file). */
  moved: number;
}

export interface FileComparison extends ChangeCounts {
  file: string;
  earlierUrls: number;
  currentUrls: number;
}

export interface SectionComparison extends ChangeCounts {
  /** `host/section`, as the Sections list and filter name it. */
  key: string;
}

export interface SnapshotComparison {
  totals: ChangeCounts & { earlierUrls: number; currentUrls: number };
  files: FileComparison[];
  sections: SectionComparison[];
  /** Worst first (regenerated, moved everywhere, backwards, lastmod only, dropped recent). */
  findings: SnapshotFinding[];
}

const emptyCounts = (): ChangeCounts => ({
  added: 0,
  removed: 0,
  lastmodChanged: 0,
  unchanged: 0,
  moved: 0,
});

/** Per document id: its file key, as an array for the row loops. */
function byDocument(keys: ReadonlyMap<number, string>): string[] {
  const array: string[] = [];
  for (const [id, key] of keys) array[id] = key;
  return array;
}

/** Per section id of a store: its key. */
function sectionKeys(store: UrlStore): string[] {
  const { sectionHost, sectionName, hostNames } = store.prefixes;
  return sectionName.map((name, id) => sectionKey(hostNames[sectionHost[id]], name));
}

/** True when nothing but lastmod differs between the rows (changefreq, priority, counts). */
function isLastmodOnly(earlier: UrlStore, e: number, current: UrlStore, c: number): boolean {
  const same = (a: number | undefined, b: number | undefined) => (a ?? 0) === (b ?? 0);
  return (
    earlier.changefreq[e] === current.changefreq[c] &&
    (earlier.priority[e] === current.priority[c] ||
      (Number.isNaN(earlier.priority[e]) && Number.isNaN(current.priority[c]))) &&
    same(earlier.images?.[e], current.images?.[c]) &&
    same(earlier.videos?.[e], current.videos?.[c]) &&
    same(earlier.alternates?.[e], current.alternates?.[c])
  );
}

class Tables {
  readonly files = new Map<string, FileComparison>();
  readonly tallies = new Map<string, FileChangeTally>();
  readonly sections = new Map<string, SectionComparison>();

  file(key: string): FileComparison {
    let entry = this.files.get(key);
    if (!entry) {
      entry = { file: key, earlierUrls: 0, currentUrls: 0, ...emptyCounts() };
      this.files.set(key, entry);
      this.tallies.set(key, new FileChangeTally());
    }
    return entry;
  }

  section(key: string): SectionComparison {
    let entry = this.sections.get(key);
    if (!entry) {
      entry = { key, ...emptyCounts() };
      this.sections.set(key, entry);
    }
    return entry;
  }
}

const FIELD_OF = {
  [ChangeCode.added]: 'added',
  [ChangeCode.removed]: 'removed',
  [ChangeCode.lastmodChanged]: 'lastmodChanged',
  [ChangeCode.unchanged]: 'unchanged',
} as const;

/**
 * Compares an earlier snapshot's store with the current one (`join` if already made; `keys`,
 * the files each document is, from the stores' names alone unless given with the URLs the
 * index trees know).
 */
export function compareSnapshots(
  earlier: UrlStore,
  current: UrlStore,
  join: SnapshotJoin = joinSnapshots(earlier, current),
  keys: SnapshotFileKeys = snapshotFileKeys(storeDocuments(earlier), storeDocuments(current)),
): SnapshotComparison {
  const tables = new Tables();
  const totals = { earlierUrls: 0, currentUrls: 0, ...emptyCounts() };
  const earlierFiles = byDocument(keys.earlier);
  const currentFiles = byDocument(keys.current);
  const earlierSections = sectionKeys(earlier);
  const currentSections = sectionKeys(current);

  let newestEarlierMs = -Infinity;
  for (let row = 0; row < earlier.size; row++)
    if (earlier.lastmodMs[row] > newestEarlierMs) newestEarlierMs = earlier.lastmodMs[row];
  const recentMs = recentFromMs(newestEarlierMs);

  for (let row = 0; row < current.size; row++) {
    if (current.firstOccurrence(row) !== row) continue;
    const key = currentFiles[current.documentOf[row]];
    const file = tables.file(key);
    const section = tables.section(currentSections[current.sectionOfRow(row)]);
    const code = join.change[row] as ChangeCode;
    const field = FIELD_OF[code];
    file.currentUrls++;
    totals.currentUrls++;
    file[field]++;
    section[field]++;
    totals[field]++;
    const e = join.earlierRowOf[row];
    if (e < 0) continue;
    const tally = tables.tallies.get(key)!;
    tally.common++;
    if (earlierFiles[earlier.documentOf[e]] !== key) {
      file.moved++;
      section.moved++;
      totals.moved++;
    }
    if (code === ChangeCode.lastmodChanged)
      tally.noteChanged(
        earlier.lastmodMs[e],
        current.lastmodMs[row],
        isLastmodOnly(earlier, e, current, row),
      );
  }

  for (let row = 0; row < earlier.size; row++) {
    if (earlier.firstOccurrence(row) !== row) continue;
    const key = earlierFiles[earlier.documentOf[row]];
    const file = tables.file(key);
    file.earlierUrls++;
    totals.earlierUrls++;
    if (join.earlierChange[row] !== ChangeCode.removed) continue;
    file.removed++;
    tables.section(earlierSections[earlier.sectionOfRow(row)]).removed++;
    totals.removed++;
    if (earlier.lastmodMs[row] >= recentMs) tables.tallies.get(key)!.droppedRecent++;
  }

  const files = [...tables.files.values()].sort((a, b) => a.file.localeCompare(b.file));
  const findings = files.flatMap((file) => tables.tallies.get(file.file)!.findings(file.file));
  const order = [
    'regenerated',
    'moved-everywhere',
    'moved-backwards',
    'lastmod-only',
    'dropped-recent',
  ];
  findings.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  const sections = [...tables.sections.values()].sort((a, b) => a.key.localeCompare(b.key));
  return { totals, files, sections, findings };
}
