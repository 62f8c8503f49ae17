/**
 * Passes a reader's problems to its handler, at most {@link PROBLEMS_KEPT_PER_CODE} of each
 * code per file; the rest are counted and summed up in one `problems-capped` problem at the
 * end. A hostile file with a raw `&` in each of a million URLs then costs no memory.
 *
 * It also remembers the codes of the problems it passed on that name a URL, so the reader
 * can hand an entry's codes to `onUrl` together with the entry. URLs past the cap are not
 * tagged (the Problems view says how many were left out).
 */
import { createProblem } from '../problems/problem';
import { cappedProblem, PROBLEMS_KEPT_PER_CODE } from '../problems/problem-cap';
import type { ProblemCode } from '../problems/registry';
import type { SitemapProblemCode } from './sitemap-codes';
import { outOfScopeProblem } from './url-scope';
import type { SitemapHandler } from './sitemap-entry';

export class ProblemSink {
  private readonly counts = new Map<SitemapProblemCode, number>();
  /** The first loc-out-of-scope occurrence; the file gets one problem with the count. */
  private firstOutOfScope: {
    line: number;
    column: number;
    params: Record<string, string | number>;
  } | null = null;

  /** Problems naming a URL, passed on since the last entry. */
  private entryProblems: { code: ProblemCode; url: string }[] = [];

  constructor(private readonly handler: SitemapHandler) {}

  report(
    code: SitemapProblemCode,
    line: number,
    column: number,
    params?: Record<string, string | number>,
    url?: string,
  ): void {
    const count = (this.counts.get(code) ?? 0) + 1;
    this.counts.set(code, count);
    if (code === 'loc-out-of-scope') {
      this.firstOutOfScope ??= { line, column, params: params ?? {} };
      return;
    }
    if (count > PROBLEMS_KEPT_PER_CODE) return;
    if (url !== undefined) this.entryProblems.push({ code, url });
    this.handler.onProblem(createProblem(code, line, column, params, url));
  }

  /**
   * The codes of the problems passed on since the last entry that name `loc` (each once), for
   * the entry being handed over now; forgets them all.
   */
  takeEntryCodes(loc: string): ProblemCode[] | undefined {
    if (this.entryProblems.length === 0) return undefined; // most entries: no array made
    let codes: ProblemCode[] | undefined;
    for (const problem of this.entryProblems) {
      if (problem.url !== loc) continue;
      codes ??= [];
      if (!codes.includes(problem.code)) codes.push(problem.code);
    }
    this.entryProblems = [];
    return codes;
  }

  /**
   * Reports the per-file sums: loc-out-of-scope (of `scopedCount` URLs checked against the
   * sitemap's location), then how many problems of each code were left out.
   */
  end(scopedCount = 0): void {
    const outside = this.counts.get('loc-out-of-scope') ?? 0;
    if (this.firstOutOfScope !== null) {
      const { line, column, params } = this.firstOutOfScope;
      this.handler.onProblem(
        outOfScopeProblem({
          count: outside,
          total: Math.max(scopedCount, outside),
          base: String(params.base ?? ''),
          example: String(params.loc ?? ''),
          line,
          column,
        }),
      );
    }
    for (const [code, count] of this.counts) {
      if (code === 'loc-out-of-scope') continue;
      if (count > PROBLEMS_KEPT_PER_CODE)
        this.handler.onProblem(cappedProblem(code, count - PROBLEMS_KEPT_PER_CODE));
    }
  }
}
