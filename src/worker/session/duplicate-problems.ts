/**
 * A URL listed in two files is a duplicate in the second; once the first is removed it no
 * longer is (sitemaps.org: each URL once). After a removal, the `duplicate-url` problems of
 * every document that had some are derived again from the store, capped as the reader caps.
 */
import { createProblem } from '../../core/problems/problem';
import type { UrlStore } from '../../core/analysis/url-store';
import { MAX_DUPLICATES_REPORTED, type DocumentRecord } from './session-documents';

export function refreshDuplicateProblems(
  store: UrlStore,
  documents: Iterable<DocumentRecord>,
): void {
  for (const doc of documents) {
    const report = doc.report;
    if (!report?.problems.some((problem) => problem.code === 'duplicate-url')) continue;
    const others = report.problems.filter(
      (problem) =>
        problem.code !== 'duplicate-url' &&
        !(problem.code === 'problems-capped' && problem.params?.code === 'duplicate-url'),
    );
    const duplicates = store.duplicateProblems(doc.documentId);
    const kept = duplicates.slice(0, MAX_DUPLICATES_REPORTED);
    const overflow = duplicates.length - kept.length;
    const capped =
      overflow > 0
        ? [createProblem('problems-capped', 0, 0, { count: overflow, code: 'duplicate-url' })]
        : [];
    doc.report = { ...report, problems: [...others, ...kept, ...capped] };
  }
}
