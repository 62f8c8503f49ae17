/**
 * The Lastmod tab's per-file verdicts with an earlier snapshot loaded: each file's findings
 * of the comparison (src/core/snapshot) are named on its row, and a finding worse than the
 * single-snapshot verdict lowers it (a file regenerated with every lastmod moved to one
 * instant is unusable, whatever one snapshot alone could show).
 */
import type { SnapshotComparison } from '../../core/snapshot/snapshot-compare';
import { SNAPSHOT_FINDING_EFFECT } from '../../core/snapshot/snapshot-findings';
import type { LastmodVerdictName } from '../../core/lastmod/lastmod-reason';
import type { LastmodFileRow } from '../protocol/lastmod';

const RANK: Record<LastmodVerdictName, number> = { usable: 0, doubtful: 1, unusable: 2 };

/** `fileKeys`: the file each current document is in the comparison (snapshot-file-keys.ts). */
export function withSnapshotFindings(
  files: readonly LastmodFileRow[],
  comparison: SnapshotComparison,
  fileKeys: ReadonlyMap<number, string>,
): LastmodFileRow[] {
  return files.map((file) => {
    const key = fileKeys.get(file.documentId);
    const findings = comparison.findings.filter((f) => f.file === key);
    if (findings.length === 0) return file;
    let verdict = file.verdict.verdict;
    for (const finding of findings) {
      const effect = SNAPSHOT_FINDING_EFFECT[finding.code];
      if (effect !== 'note' && RANK[effect] > RANK[verdict]) verdict = effect;
    }
    return {
      ...file,
      verdict: { ...file.verdict, verdict },
      snapshotFindings: findings.map((f) => f.code),
    };
  });
}
