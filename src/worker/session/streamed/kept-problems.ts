/**
 * How many problems a streamed run's report keeps: the reader keeps the first 1,000 of each
 * code per file (problem-sink.ts), which bounds a file's problems but not a run's, since a
 * run may read any number of files; here each finished document's problems are cut to what
 * is left of the run's own caps, {@link RUN_PROBLEMS_PER_CODE} of a code and
 * {@link RUN_PROBLEMS} in all, and what is cut is counted in the document's
 * `problems-capped` of that code, as the reader's cut is ("N more … in this file were not
 * listed"). The problems about the whole file (line 0: the reader's sums, `problems-capped`
 * itself) are always kept: there are a few per file.
 *
 * Why: kept as objects with their params and URL, a problem costs about 270 bytes of live
 * heap, and V8 keeps a multiple of what is live committed. A site whose every sitemap has a
 * value in the future kept 1,000 `lastmod-future` problems a file, 200,000 over ten million
 * URLs in 200 files: it peaked at 384 MB where the same site without them stayed under 300
 * (docs/benchmarks.md "Streamed export").
 */
import { asDocumentId, type DocumentId } from '../../../core/ids';
import { createProblem, type Problem } from '../../../core/problems/problem';
import type { DocumentRecord } from '../session-documents';

/** Problems of one code a streamed run's report keeps over all its files. */
export const RUN_PROBLEMS_PER_CODE = 5000;
/** Problems of any code a streamed run's report keeps (the duplicates' are kept apart). */
export const RUN_PROBLEMS = 20_000;

export class KeptProblems {
  private readonly keptOfCode = new Map<string, number>();
  private kept = 0;
  /** Problems cut by the run's caps (not those the reader cut), by code. */
  readonly cutOfCode = new Map<string, number>();
  /** Documents begun whose report was not cut yet (none while being read)… */
  private readonly pending: DocumentId[] = [];
  /** …and the next id to look for: the store's numbering, in reading order (0, 1, …). */
  private next = 0;

  constructor(private readonly documents: ReadonlyMap<DocumentId, DocumentRecord>) {}

  /** Problems cut in all. */
  get cut(): number {
    let cut = 0;
    for (const count of this.cutOfCode.values()) cut += count;
    return cut;
  }

  /**
   * Cuts the report of every document finished since the last call: called as each
   * document begins and after each input, so that at most the documents being read hold
   * more than the caps allow.
   */
  cutFinished(): void {
    while (this.documents.has(asDocumentId(this.next)))
      this.pending.push(asDocumentId(this.next++));
    for (let at = 0; at < this.pending.length;) {
      const doc = this.documents.get(this.pending[at])!;
      if (!doc.report) {
        at++;
        continue;
      }
      doc.report = { ...doc.report, problems: this.cutProblems(doc.report.problems) };
      this.pending.splice(at, 1);
    }
  }

  /** A finished document's problems within what the caps leave, with the cut counted. */
  private cutProblems(problems: readonly Problem[]): Problem[] {
    const kept: Problem[] = [];
    const cutHere = new Map<string, number>();
    for (const problem of problems) {
      if (problem.line === 0 || this.fits(problem.code)) {
        kept.push(problem);
        continue;
      }
      cutHere.set(problem.code, (cutHere.get(problem.code) ?? 0) + 1);
    }
    if (cutHere.size === 0) return kept;
    for (const [code, count] of cutHere)
      this.cutOfCode.set(code, (this.cutOfCode.get(code) ?? 0) + count);
    // The reader's own `problems-capped` of a code cut again says both cuts, as one count.
    const withCounts = kept.map((problem) => {
      const code = problem.code === 'problems-capped' ? String(problem.params?.code) : undefined;
      const more = code === undefined ? undefined : cutHere.get(code);
      if (more === undefined || code === undefined) return problem;
      cutHere.delete(code);
      return createProblem('problems-capped', 0, 0, {
        count: Number(problem.params?.count ?? 0) + more,
        code,
      });
    });
    for (const [code, count] of cutHere)
      withCounts.push(createProblem('problems-capped', 0, 0, { count, code }));
    return withCounts;
  }

  private fits(code: string): boolean {
    const ofCode = this.keptOfCode.get(code) ?? 0;
    if (ofCode >= RUN_PROBLEMS_PER_CODE || this.kept >= RUN_PROBLEMS) return false;
    this.keptOfCode.set(code, ofCode + 1);
    this.kept++;
    return true;
  }
}
