/**
 * The Problems tab's filters: a severity, a file and a code, each "any" when empty. Held by
 * the panels, so the Overview's "3 errors" opens the tab filtered to errors.
 */
import type { Severity } from '../../core/problems/problem-code-info';
import type { ProblemGroup, ProblemOccurrence } from '../../worker/protocol/problems';

export interface ProblemFilter {
  severity: Severity | '';
  /** A file name as the occurrences give it. */
  file: string;
  code: string;
}

export const ANY_PROBLEM: ProblemFilter = { severity: '', file: '', code: '' };

export function isFilteringProblems(filter: ProblemFilter): boolean {
  return filter.severity !== '' || filter.file !== '' || filter.code !== '';
}

/**
 * The groups the filter keeps. A file filter keeps a group when one of its listed occurrences
 * is in that file (the answer lists the first occurrences of each code; the rest are paged).
 */
export function filterProblemGroups(
  groups: readonly ProblemGroup[],
  filter: ProblemFilter,
): ProblemGroup[] {
  return groups.filter(
    (group) =>
      (filter.severity === '' || group.severity === filter.severity) &&
      (filter.code === '' || group.code === filter.code) &&
      (filter.file === '' ||
        group.occurrences.some((occurrence) => occurrence.file === filter.file)),
  );
}

/** The occurrences of one group the file filter keeps. */
export function occurrencesInFile(
  occurrences: readonly ProblemOccurrence[],
  file: string,
): readonly ProblemOccurrence[] {
  return file === '' ? occurrences : occurrences.filter((occurrence) => occurrence.file === file);
}

/** Every file named by an occurrence, in first-seen order. */
export function problemFilesOf(groups: readonly ProblemGroup[]): string[] {
  const files = new Set<string>();
  for (const group of groups)
    for (const occurrence of group.occurrences) files.add(occurrence.file);
  return [...files];
}
