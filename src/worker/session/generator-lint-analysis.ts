/**
 * The generator lint (core/sitemap/generator-lint.ts) as one of the session's analyses: its
 * problems belong to the documents that list the URLs, so they count in the tree, the file
 * list and Problems, for the page and the command line alike; the rows each problem counts
 * (an author archive, a URL a numbered sibling listed first) carry its code, and the URL
 * table's filter by the code keeps them.
 */
import { GENERATOR_LINT_ROW_CODES, GeneratorLint } from '../../core/sitemap/generator-lint';
import type { UrlStore } from '../../core/analysis/url-store';
import type { CodeColumnFilter } from '../../core/analysis/url-filter';
import type { RowCodes } from '../../core/analysis/row-problem-codes';
import type { ViewQuery } from '../protocol/rows';
import type { SessionProblem } from './problem-groups';
import type { SessionAnalysis, ViewFilters } from './session-analysis';

const isRowCode = (code: string) => GENERATOR_LINT_ROW_CODES.includes(code);

export class GeneratorLintAnalysis implements SessionAnalysis {
  /** Its problems follow the store's rows, already part of the data version. */
  readonly version = 0;
  private readonly lint: GeneratorLint;

  constructor(private readonly store: UrlStore) {
    this.lint = new GeneratorLint(store);
  }

  documentProblems(): SessionProblem[] {
    return this.lint.problems();
  }

  rowProblems(): RowCodes {
    this.lint.problems();
    return (row) => this.lint.codesOf(row);
  }

  urlCount(code: string): number | undefined {
    return isRowCode(code) ? this.lint.rowsWith(code) : undefined;
  }

  /** Its codes leave the store's for a code column of the rows that carry them. */
  filters(_query: ViewQuery, problemCodes: string[] | undefined): ViewFilters {
    const codes = problemCodes?.filter(isRowCode) ?? [];
    if (codes.length === 0) return { codeColumns: [], problemCodes };
    const codeColumns = codes.map((code): CodeColumnFilter => ({
      column: this.lint.rowsMarked(code),
      code: 1,
      key: `generator-lint:${code}#${this.store.version}`,
    }));
    return { codeColumns, problemCodes: problemCodes!.filter((code) => !isRowCode(code)) };
  }
}
