/**
 * When the inputs fold away by themselves: once reading finishes (every input read, none
 * still queued or being read, so no status line is hidden mid-read), the demo's files too
 * (the answer, not a form, is what a first visit should see; the header's Add files stays in
 * view), and only when every file was read cleanly: a failed, cancelled, empty or unreadable file keeps its status
 * line, which says what to do, in view. A sitemap a site did not give is not such a file:
 * `open` and the bookmarklet land on the answer, where the tree says it failed and why. A choice the user made by hand (folding or opening
 * the bar) is remembered in this browser (localStorage) and then decides instead.
 */
import type { InputFile } from '../file-list/input-files';

export type FoldChoice = 'open' | 'folded';

const KEY = 'inspector.inputs.fold';

export function loadFoldChoice(): FoldChoice | null {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === 'open' || stored === 'folded' ? stored : null;
  } catch {
    return null;
  }
}

export function saveFoldChoice(choice: FoldChoice): void {
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Storage refused (private mode): the choice lasts for this visit only.
  }
}

/** Some input is still waiting or being read. */
export function isReading(files: readonly InputFile[]): boolean {
  return files.some((file) => file.phase === 'queued' || file.phase === 'reading');
}

/**
 * A sitemap the site listed but did not give (read from the site by the command line's
 * `open` or the bookmarklet): its failure is a finding the Index tree and Problems show with
 * its status, not a file the user must act on in the inputs. Nor is a child the saved run's
 * own `--skip` / `--follow` left out.
 */
const isUnfetched = (file: InputFile): boolean =>
  file.origin === 'site' &&
  file.phase === 'read' &&
  file.opened?.documents?.[0]?.problems.some(
    (problem) => problem.code === 'fetch-failed' || problem.code === 'index-child-left-out',
  ) === true;

/** A file whose status line asks for the user's attention. */
function needsAttention(file: InputFile): boolean {
  if (isUnfetched(file)) return false;
  return (
    file.phase !== 'read' ||
    file.sizeBytes === 0 ||
    file.format === 'unknown' ||
    (file.opened?.documents ?? []).some((document) => document.unreadable === true)
  );
}

/** Whether the inputs fold now that reading finished (the user's own choice aside). */
export function shouldFoldAfterReading(files: readonly InputFile[]): boolean {
  return files.length > 0 && !isReading(files) && !files.some(needsAttention);
}
