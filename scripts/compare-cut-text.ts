/**
 * The readable lines of `--compare` that say which snapshot a cap of the session cut
 * (src/core/snapshot/snapshot-cut.ts) and what it left out, printed before the counts: those
 * compare only what was kept.
 */
import type { SnapshotCut } from '../src/core/snapshot/snapshot-cut';

/** The lines that say which snapshot a cap cut and what it left out; '' when none was. */
export function cutText(
  cut: { before: SnapshotCut | null; after: SnapshotCut | null },
  options: { before: string; after: string },
): string {
  const number = (n: number) => n.toLocaleString('en-US');
  const out: string[] = [];
  for (const [side, path, part] of [
    ['BEFORE', options.before, cut.before],
    ['AFTER', options.after, cut.after],
  ] as const) {
    if (!part) continue;
    const notInflated = part.filesNotInflated
      ? ` and ${number(part.filesNotInflated)} files not inflated to their end`
      : '';
    out.push(
      `CUT: ${side} ${path} was cut by the session's caps: ${number(part.urlsNotKept)} URLs not kept${notInflated}; the counts compare only what was kept.`,
    );
    for (const file of part.files)
      out.push(
        file.code === 'store-full'
          ? `  store-full     ${file.file} from line ${file.line}: ${number(file.urlsNotKept)} URLs not kept`
          : `  inflate-limit  ${file.file}: stopped after ${number(file.inflatedBytes)} inflated bytes`,
      );
  }
  return out.length ? out.join('\n') + '\n\n' : '';
}
