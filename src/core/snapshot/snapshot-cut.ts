/**
 * What the session's caps left out of a snapshot: its files that reached the URL store's cap
 * (`store-full`: URLs read but not kept) or an inflate cap (`inflate-limit`: the rest of the
 * file never inflated, so its URLs are unknown). A comparison of a cut snapshot is a
 * comparison of its first part only: two sides cut at the same count look alike whatever
 * the rest holds, so "0 removed" proves nothing and a deploy gate must not pass on it.
 * The caps themselves: src/worker/session/session-limits.ts.
 */
import type { Problem } from '../problems/problem';

/** One file of a snapshot that a cap stopped, at the line where it stopped. */
export type CutFile =
  | { file: string; code: 'store-full'; line: number; urlsNotKept: number }
  | { file: string; code: 'inflate-limit'; line: number; inflatedBytes: number };

export interface SnapshotCut {
  /** URLs read but not kept, over all files (the inflate cap's URLs were never read). */
  urlsNotKept: number;
  /** Files whose reading stopped at an inflate cap: how many URLs they hold is unknown. */
  filesNotInflated: number;
  files: CutFile[];
}

/** The cut of a snapshot read into `reports`, or null when no cap was reached. */
export function snapshotCut(
  reports: readonly { name: string; problems: readonly Problem[] }[],
): SnapshotCut | null {
  const files: CutFile[] = [];
  for (const report of reports)
    for (const problem of report.problems) {
      if (problem.code === 'store-full')
        files.push({
          file: report.name,
          code: 'store-full',
          line: problem.line,
          urlsNotKept: Number(problem.params?.count ?? 0),
        });
      else if (problem.code === 'inflate-limit')
        files.push({
          file: report.name,
          code: 'inflate-limit',
          line: problem.line,
          inflatedBytes: Number(problem.params?.bytes ?? 0),
        });
    }
  if (files.length === 0) return null;
  return {
    urlsNotKept: files.reduce((sum, f) => sum + (f.code === 'store-full' ? f.urlsNotKept : 0), 0),
    filesNotInflated: files.filter((f) => f.code === 'inflate-limit').length,
    files,
  };
}
