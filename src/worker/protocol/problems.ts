/** Every problem of what is loaded, grouped by code (`problems`), and one code's pages. */
import type { DocumentId, InputId } from '../../core/ids';
import type { Severity } from '../../core/problems/problem-code-info';

export interface ProblemOccurrence {
  documentId: DocumentId;
  file: string;
  line: number;
  column: number;
  params?: Readonly<Record<string, string | number>>;
  url?: string;
}

export interface ProblemGroup {
  code: string;
  severity: Severity;
  count: number;
  /** URL-level problems can filter the table to the URLs they concern. */
  urlCount: number;
  /** The first occurrences (at most `PROBLEM_OCCURRENCES_SHOWN`). */
  occurrences: ProblemOccurrence[];
}

export interface ProblemsAnswer {
  groups: ProblemGroup[];
  /**
   * Every problem of each input's documents, the index tree's included (a child listed but
   * not supplied belongs to the index that lists it): the file list's counts, which the
   * `fileReport` sent when a file finished cannot know, since the tree changes as files come.
   */
  problemsByFile: Record<InputId, number>;
}

/** One page of a code's occurrences, from `offset` (`problems` carries only the first ones). */
export interface ProblemOccurrencesAsk {
  code: string;
  offset: number;
}

/** Occurrences `offset …` of one code, at most PROBLEM_OCCURRENCES_PAGE; `count` is all of them. */
export interface ProblemOccurrencesAnswer {
  code: string;
  offset: number;
  count: number;
  occurrences: ProblemOccurrence[];
}

/** Lines `line - context … line + context` of a document, to show where a problem is. */
export interface SourceLinesAsk {
  documentId: DocumentId;
  line: number;
  context: number;
}

export interface SourceLinesAnswer {
  /** The first line's number (1-based) and the lines; empty when the source cannot be re-read. */
  firstLine: number;
  lines: string[];
}
