/**
 * The **Problems** view's data (issue 5 §5): every problem of every finished document,
 * grouped by code, errors first, then by how often the code occurs. Each group keeps its
 * first occurrences with file, line and column; the page words the code's explanation and
 * fix from the shared code table (core/sitemap/problem-codes.ts).
 */
import type { Severity } from '../../core/problem';
import { PROBLEM_OCCURRENCES_SHOWN, type ProblemGroup } from '../protocol';
import type { DocumentRecord } from './session-documents';

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export function groupProblems(documents: Iterable<DocumentRecord>): ProblemGroup[] {
  const groups = new Map<string, ProblemGroup>();
  for (const doc of documents) {
    const report = doc.report;
    if (!report) continue;
    for (const problem of report.problems) {
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
      if (problem.url !== undefined) group.urlCount++;
      if (group.occurrences.length < PROBLEM_OCCURRENCES_SHOWN) {
        group.occurrences.push({
          documentId: doc.documentId,
          file: doc.name,
          line: problem.line,
          column: problem.column,
          message: problem.message,
          ...(problem.params ? { params: problem.params } : {}),
          ...(problem.url !== undefined ? { url: problem.url } : {}),
        });
      }
    }
  }
  return [...groups.values()].sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      b.count - a.count ||
      (a.code < b.code ? -1 : 1),
  );
}
