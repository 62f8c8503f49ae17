import { expect, test } from 'vitest';
import { asDocumentId, type DocumentId } from '../../../core/ids';
import { createProblem, type Problem } from '../../../core/problems/problem';
import type { ProblemCode } from '../../../core/problems/registry';
import type { DocumentRecord } from '../session-documents';
import { KeptProblems, RUN_PROBLEMS, RUN_PROBLEMS_PER_CODE } from './kept-problems';

/** A finished document whose report has `problems`. */
function documentWith(id: number, problems: Problem[]): DocumentRecord {
  return {
    documentId: asDocumentId(id),
    inputId: String(id),
    name: `${id}.xml`,
    ingestId: id,
    sitemapRefs: [],
    duplicatesWhenRead: [],
    report: {
      documentId: asDocumentId(id),
      inputId: String(id),
      name: `${id}.xml`,
      format: 'xml',
      kind: 'urlset',
      bytes: 0,
      inflatedBytes: 0,
      urls: 0,
      sitemaps: 0,
      lastmod: { present: 0, distinct: 0 },
      problems,
    },
  } as DocumentRecord;
}

const future = (count: number) =>
  Array.from({ length: count }, (_, i) => createProblem('lastmod-future', i + 2, 5, {}));
const capped = (problems: readonly Problem[]) =>
  problems.filter((problem) => problem.code === 'problems-capped').map((problem) => problem.params);

test('a code past the run cap is counted in the file problems-capped, the reader cut added', () => {
  const documents = new Map<DocumentId, DocumentRecord>();
  const kept = new KeptProblems(documents);
  documents.set(asDocumentId(0), documentWith(0, future(RUN_PROBLEMS_PER_CODE - 10)));
  kept.cutFinished();
  const readerCut = createProblem('problems-capped', 0, 0, { count: 7, code: 'lastmod-future' });
  const whole = createProblem('lastmod-future-dates', 0, 0, { count: 1, total: 2 });
  documents.set(asDocumentId(1), documentWith(1, [...future(30), readerCut, whole]));
  kept.cutFinished();
  const second = documents.get(asDocumentId(1))!.report!.problems;
  expect(second.filter((problem) => problem.code === 'lastmod-future')).toHaveLength(10);
  expect(capped(second)).toEqual([{ count: 27, code: 'lastmod-future' }]);
  // Problems about the whole file are kept whatever the caps.
  expect(second).toContainEqual(whole);
  expect([...kept.cutOfCode]).toEqual([['lastmod-future', 20]]);
});

test('the run keeps RUN_PROBLEMS in all; a document still read waits for its report', () => {
  const documents = new Map<DocumentId, DocumentRecord>();
  const kept = new KeptProblems(documents);
  const codes: ProblemCode[] = [
    'priority-invalid',
    'lastmod-invalid',
    'changefreq-invalid',
    'lastmod-implausible',
    'lastmod-future',
  ];
  for (const [i, code] of codes.entries())
    documents.set(
      asDocumentId(i),
      documentWith(
        i,
        Array.from({ length: RUN_PROBLEMS_PER_CODE }, (_, n) => createProblem(code, n + 2, 1, {})),
      ),
    );
  const reading = documentWith(codes.length, future(3));
  delete reading.report;
  documents.set(asDocumentId(codes.length), reading);
  kept.cutFinished();
  const listed = [...documents.values()].flatMap((doc) =>
    (doc.report?.problems ?? []).filter((problem) => problem.line > 0),
  );
  expect(listed).toHaveLength(RUN_PROBLEMS);
  expect(kept.cut).toBe(codes.length * RUN_PROBLEMS_PER_CODE - RUN_PROBLEMS);
  reading.report = documentWith(codes.length, future(3)).report;
  kept.cutFinished();
  expect(capped(reading.report!.problems)).toEqual([{ count: 3, code: 'lastmod-future' }]);
});
