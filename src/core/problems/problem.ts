/**
 * A problem found in one document: a stable code shared by the command line, the Problems
 * view and the tests (one of the registry's, registry.ts), a severity, a 1-based position
 * (0 when the problem is about the whole document), and the values its message needs.
 *
 * No words: the page and the command line word a problem from its code and `params` with
 * the catalog (src/messages/problem-texts.ts), in the reader's language, English included.
 */
import type { Severity } from './problem-code-info';
import { problemCodes, type ProblemCode } from './registry';

export interface Problem {
  readonly code: ProblemCode;
  readonly severity: Severity;
  /** 1-based line; 0 when the problem concerns the whole file. */
  readonly line: number;
  /** 1-based column; 0 when unknown. */
  readonly column: number;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The URL the problem is about, when there is one (lets the UI filter the table to it). */
  readonly url?: string;
}

/** A problem together with the name of the file it was found in. */
export interface FileProblem extends Problem {
  readonly file: string;
}

/** Builds a problem with the code's severity. */
export function createProblem(
  code: ProblemCode,
  line: number,
  column: number,
  params?: Record<string, string | number>,
  url?: string,
): Problem {
  return {
    code,
    severity: problemCodes[code].severity,
    line,
    column,
    ...(params ? { params } : {}),
    ...(url !== undefined ? { url } : {}),
  };
}
