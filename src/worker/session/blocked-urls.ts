/**
 * The derived `url-blocked-by-robots` problem group (Search Console's "URL blocked by
 * robots.txt"), counted row by row: every URL blocked for the check's crawler, and the ones
 * the page of occurrences shows, each at its sitemap line. The cross-check counts it over
 * its verdict column (robots-crosscheck.ts), a streamed run as its rows pass.
 */
import type { DocumentId } from '../../core/ids';
import { urlBlockedProblem } from '../../core/robots/analyses/crosscheck-problem';
import { PROBLEM_OCCURRENCES_SHOWN } from '../protocol/limits';
import type { ProblemGroup } from '../protocol/problems';

/** The derived problem's code: no stored row carries it, so filtering by it reads a column. */
export const URL_BLOCKED_CODE = 'url-blocked-by-robots';

export class BlockedUrls {
  private counted = 0;
  private readonly occurrences: ProblemGroup['occurrences'] = [];

  constructor(
    private readonly agent: string,
    /** Only occurrences `offset … offset + limit` (a page of the Problems view). */
    private readonly page = { offset: 0, limit: PROBLEM_OCCURRENCES_SHOWN },
  ) {}

  /** Counts one blocked URL; true when the page shows it: then {@link show} it. */
  count(): boolean {
    this.counted++;
    return this.counted > this.page.offset && this.occurrences.length < this.page.limit;
  }

  /** The URL counted last, at its sitemap line, blocked by robots.txt line `ruleLine`. */
  show(
    url: string,
    place: { documentId: DocumentId; file: string; line: number; column: number },
    ruleLine: number,
  ): void {
    const problem = urlBlockedProblem(url, this.agent, ruleLine, place.line, place.column);
    this.occurrences.push({
      documentId: place.documentId,
      file: place.file,
      line: problem.line,
      column: problem.column,
      ...(problem.params ? { params: problem.params } : {}),
      url,
    });
  }

  /** The group; null when no URL is blocked. */
  group(): ProblemGroup | null {
    if (this.counted === 0) return null;
    const count = this.counted;
    return {
      code: URL_BLOCKED_CODE,
      severity: 'error',
      count,
      urlCount: count,
      occurrences: this.occurrences,
    };
  }
}
