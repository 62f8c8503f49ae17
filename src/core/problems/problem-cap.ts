/**
 * The one cap on the problems a document keeps: at most {@link PROBLEMS_KEPT_PER_CODE} of each
 * code; past it a problem is only counted, and one `problems-capped` per document and code
 * says how many were left out. Every sink that keeps problems (a reader's problem-sink.ts, the
 * hreflang analysis's, the session's duplicates and the hreflang targets robots.txt blocks)
 * caps with it, so a hostile file with a million faults costs no memory and every view says
 * the same count was cut.
 */
import { createProblem, type Problem } from './problem';
import type { ProblemCode } from './registry';

export const PROBLEMS_KEPT_PER_CODE = 1000;

/** The problem that says `count` more of `code` in one document were not listed. */
export function cappedProblem(code: ProblemCode, count: number): Problem {
  return createProblem('problems-capped', 0, 0, { count, code });
}
