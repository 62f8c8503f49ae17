/**
 * What a comparison answer carries to the page: the files and sections with most changes and
 * the worst findings, each list cut to what a page shows, with how many there were. A site of
 * 40,000 sitemaps would otherwise send 40,000 rows of figures the page never draws.
 */
import type { SnapshotComparison } from './snapshot-compare';

/** The most of each list an answer carries. */
export const COMPARISON_SHOWN = { files: 200, sections: 50, findings: 100 } as const;

/** How many files, sections and findings the whole comparison has. */
export interface ComparisonCounted {
  files: number;
  sections: number;
  findings: number;
}

type ChangeCounts = Pick<
  SnapshotComparison['files'][number],
  'added' | 'removed' | 'lastmodChanged' | 'moved'
>;

const changedOf = (c: ChangeCounts) => c.added + c.removed + c.lastmodChanged + c.moved;

/** The `limit` rows with most changes, in their order (ties: the earlier row). */
function mostChanged<T extends ChangeCounts>(rows: readonly T[], limit: number): T[] {
  if (rows.length <= limit) return [...rows];
  const byChange = rows.map((row, at) => ({ at, changed: changedOf(row) }));
  byChange.sort((a, b) => b.changed - a.changed || a.at - b.at);
  const kept = new Set(byChange.slice(0, limit).map(({ at }) => at));
  return rows.filter((_row, at) => kept.has(at));
}

export function shownComparison(
  comparison: SnapshotComparison,
  limits: ComparisonCounted = COMPARISON_SHOWN,
): { comparison: SnapshotComparison; counted: ComparisonCounted } {
  return {
    comparison: {
      totals: comparison.totals,
      files: mostChanged(comparison.files, limits.files),
      sections: mostChanged(comparison.sections, limits.sections),
      // Worst first already (snapshot-findings.ts).
      findings: comparison.findings.slice(0, limits.findings),
    },
    counted: {
      files: comparison.files.length,
      sections: comparison.sections.length,
      findings: comparison.findings.length,
    },
  };
}
