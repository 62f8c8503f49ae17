/**
 * The **Problems** view's data: every problem of every finished document,
 * grouped by code, errors first, then by how often the code occurs. Each group keeps its
 * first occurrences with file, line and column. The index tree's problems (a listed child
 * missing, a nested index, a cycle, a child outside the index's directory) join them,
 * attributed to the listing index and its line. The page words the code's explanation and
 * fix from the problem registry (core/problems/registry.ts).
 */
import type { Severity } from '../../core/problems/problem-code-info';
import type { DocumentId } from '../../core/ids';
import type { Problem } from '../../core/problems/problem';
import { PROBLEM_OCCURRENCES_SHOWN } from '../protocol/limits';
import type { ProblemGroup } from '../protocol/problems';
import type { DocumentRecord } from './session-documents';

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * A problem found across documents (the index tree's: a missing child, a nested index…),
 * attributed to one document. Its `url` names a listed sitemap, not a row of the URL table,
 * so it does not count towards `urlCount` (which offers to filter the table).
 */
export interface SessionProblem {
  documentId: DocumentId;
  problem: Problem;
}

export function groupProblems(
  documents: Iterable<DocumentRecord>,
  sessionProblems: readonly SessionProblem[] = [],
  /** Only this code's occurrences `offset … offset + limit` (a page of the Problems view). */
  page?: { code: string; offset: number; limit: number },
): ProblemGroup[] {
  const groups = new Map<string, ProblemGroup>();
  const names = new Map<DocumentId, string>();
  const add = (doc: { documentId: DocumentId; name: string }, problem: Problem, isRow: boolean) => {
    if (page && problem.code !== page.code) return;
    let group = groups.get(problem.code);
    if (!group) {
      group = {
        code: problem.code,
        severity: problem.severity,
        count: 0,
        urlCount: 0,
        occurrences: [],
      };
      groups.set(problem.code, group);
    }
    group.count++;
    if (isRow && problem.url !== undefined) group.urlCount++;
    const at = group.count - 1;
    const isListed = page
      ? at >= page.offset && at < page.offset + page.limit
      : group.occurrences.length < PROBLEM_OCCURRENCES_SHOWN;
    if (isListed) {
      group.occurrences.push({
        documentId: doc.documentId,
        file: doc.name,
        line: problem.line,
        column: problem.column,
        ...(problem.params ? { params: problem.params } : {}),
        ...(problem.url !== undefined ? { url: problem.url } : {}),
      });
    }
  };
  for (const doc of documents) {
    const report = doc.report;
    if (!report) continue;
    names.set(doc.documentId, doc.name);
    for (const problem of report.problems) add(doc, problem, true);
  }
  for (const { documentId, problem } of sessionProblems) {
    const name = names.get(documentId);
    if (name !== undefined) add({ documentId, name }, problem, false);
  }
  return sortProblemGroups([...groups.values()]);
}

/** Errors first, then the most frequent, then by code. */
export function sortProblemGroups(groups: ProblemGroup[]): ProblemGroup[] {
  return groups.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      b.count - a.count ||
      (a.code < b.code ? -1 : 1),
  );
}
