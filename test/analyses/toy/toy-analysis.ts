/**
 * The toy analysis as the session runs it (worker/session/session-analysis.ts): each row's
 * URL length as its declared column, the toy's code on the rows whose URL is long (their
 * problems cell and their filter), and its problem group.
 */
import type { UrlStore } from '../../../src/core/analysis/url-store';
import type { CodeColumnFilter } from '../../../src/core/analysis/url-filter';
import { NO_CODES } from '../../../src/core/analysis/row-problem-codes';
import type { ProblemGroup } from '../../../src/worker/protocol/problems';
import type { ViewQuery } from '../../../src/worker/protocol/rows';
import { bindColumn, type BoundColumn } from '../../../src/worker/session/bound-column';
import type { SessionAnalysis, ViewFilters } from '../../../src/worker/session/session-analysis';
import type { AnalysisHost } from '../../../src/worker/session/session-analyses';
import { TOY_LONG_URL, toyDescriptor, toyLengthColumn } from './toy-descriptor';

const CODE = 'toy-long-url';
const CODES = [CODE] as const;

export class ToyAnalysis implements SessionAnalysis {
  readonly version = 0;

  constructor(private readonly store: UrlStore) {}

  private isLong(row: number): boolean {
    return this.store.loc(row).length > TOY_LONG_URL;
  }

  /** 1 on each long URL's row: the code column its filter keeps. */
  private marked(): Uint8Array {
    const column = new Uint8Array(this.store.size);
    for (let row = 0; row < this.store.size; row++) column[row] = this.isLong(row) ? 1 : 0;
    return column;
  }

  columns(): BoundColumn[] {
    return [bindColumn(toyLengthColumn, (row) => this.store.loc(row).length)];
  }

  rowProblems() {
    return (row: number) => (this.isLong(row) ? CODES : NO_CODES);
  }

  filters(_query: ViewQuery, problemCodes: string[] | undefined): ViewFilters {
    if (!problemCodes?.includes(CODE)) return { codeColumns: [], problemCodes };
    const filter: CodeColumnFilter = {
      column: this.marked(),
      code: 1,
      key: `toy#${this.store.version}`,
    };
    return { codeColumns: [filter], problemCodes: problemCodes.filter((code) => code !== CODE) };
  }

  problemGroups(): ProblemGroup[] {
    const count = this.marked().reduce((sum, mark) => sum + mark, 0);
    if (count === 0) return [];
    const { severity } = toyDescriptor.problemCodes[CODE];
    return [{ code: CODE, severity, count, urlCount: count, occurrences: [] }];
  }
}

/** How a session makes it (session-analyses.ts `MakeAnalysis`). */
export const makeToyAnalysis = (host: AnalysisHost) => new ToyAnalysis(host.store);
