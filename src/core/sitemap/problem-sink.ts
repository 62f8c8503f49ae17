/**
 * Passes a reader's problems to its handler, at most {@link MAX_PROBLEMS_PER_CODE} of each
 * code per file; the rest are counted and summed up in one `problems-capped` problem at the
 * end. A hostile file with a raw `&` in each of a million URLs then costs no memory.
 */
import { createProblem } from '../problems/problem';
import type { SitemapProblemCode } from './sitemap-codes';
import type { SitemapHandler } from './sitemap-entry';

export const MAX_PROBLEMS_PER_CODE = 1000;

export class ProblemSink {
  private readonly counts = new Map<SitemapProblemCode, number>();

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
    if (count <= MAX_PROBLEMS_PER_CODE)
      this.handler.onProblem(createProblem(code, line, column, params, url));
  }

  /** Reports how many problems of each code were left out. */
  end(): void {
    for (const [code, count] of this.counts) {
      if (count > MAX_PROBLEMS_PER_CODE) {
        this.handler.onProblem(
          createProblem('problems-capped', 0, 0, { count: count - MAX_PROBLEMS_PER_CODE, code }),
        );
      }
    }
  }
}
