/**
 * A problem found in one document: a stable code shared by the command line, the Problems
 * view and the tests (one of the registry's, registry.ts), a severity, a 1-based position
 * (0 when the problem is about the whole document), and a message.
 *
 * `message` is the English text (what the CLI prints); `params` holds the values that were
 * put into it, so the UI can re-render the same problem from its message catalog in another
 * language (src/ui/i18n/).
 */
import { formatMessage, type ProblemCodeInfo, type Severity } from './problem-code-info';
import { problemCodes, type ProblemCode } from './registry';

export interface Problem {
  readonly code: ProblemCode;
  readonly severity: Severity;
  /** 1-based line; 0 when the problem concerns the whole file. */
  readonly line: number;
  /** 1-based column; 0 when unknown. */
  readonly column: number;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The URL the problem is about, when there is one (lets the UI filter the table to it). */
  readonly url?: string;
}

/** A problem together with the name of the file it was found in. */
export interface FileProblem extends Problem {
  readonly file: string;
}

/** Builds a problem with the code's severity and English message. */
export function createProblem(
  code: ProblemCode,
  line: number,
  column: number,
  params?: Record<string, string | number>,
  url?: string,
): Problem {
  const info: ProblemCodeInfo = problemCodes[code];
  return {
    code,
    severity: info.severity,
    line,
    column,
    message: formatMessage(info.message, params),
    ...(params ? { params } : {}),
    ...(url !== undefined ? { url } : {}),
  };
}
