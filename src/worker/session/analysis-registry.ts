/**
 * The session's analyses, asked together (session-analysis.ts): the data version, the problem
 * groups and their pages, the URL filters, the per-row columns and the input changes go
 * through here, so the session has no branch per analysis. The order of registration is the
 * order of asking; no answer depends on it (each takes only its own codes and columns).
 */
import type { ProblemGroup } from '../protocol/problems';
import { PROBLEM_OCCURRENCES_SHOWN } from '../protocol/limits';
import type { ViewQuery, RowsAnswer } from '../protocol/rows';
import type { SessionProblem } from './problem-groups';
import type { DocumentId } from '../../core/ids';
import type { UrlBatch } from '../../core/sitemap/url-batch';
import type { Cancellable } from './session-context';
import { joinRowCodes, type RowCodes } from '../../core/analysis/row-problem-codes';
import type {
  ColumnReader,
  DerivedColumns,
  OccurrencePage,
  Preparation,
  SessionAnalysis,
  RowsListener,
  ViewFilters,
} from './session-analysis';
import type { SessionTree } from './session-tree';
import type { BoundColumn } from './bound-column';

export class AnalysisRegistry implements RowsListener {
  private readonly analyses: SessionAnalysis[] = [];

  register(analysis: SessionAnalysis): void {
    this.analyses.push(analysis);
  }

  /** The sum of the analyses' versions: one moves, the session's data version moves. */
  get version(): number {
    let sum = 0;
    for (const analysis of this.analyses) sum += analysis.version;
    return sum;
  }

  async prepare(preparation: Preparation, context: Cancellable): Promise<boolean> {
    for (const analysis of this.analyses)
      if (analysis.prepare && !(await analysis.prepare(preparation, context))) return false;
    return true;
  }

  documentProblems(tree: SessionTree): SessionProblem[] {
    return this.analyses.flatMap((analysis) => analysis.documentProblems?.(tree) ?? []);
  }

  /** The analyses' own groups, and the documents' groups with the URL counts they know. */
  problemGroups(documentGroups: readonly ProblemGroup[]): ProblemGroup[] {
    const counted = documentGroups.map((group) => {
      for (const analysis of this.analyses) {
        const urlCount = analysis.urlCount?.(group.code);
        if (urlCount !== undefined) return { ...group, urlCount };
      }
      return group;
    });
    // One group per code: two analyses may find the same fact (a sitemap URL's 404 in the
    // crawl export and in the page check), and the Problems view lists a code once.
    const own = new Map<string, ProblemGroup>();
    for (const analysis of this.analyses)
      for (const group of analysis.problemGroups?.() ?? []) {
        const seen = own.get(group.code);
        own.set(
          group.code,
          !seen
            ? group
            : {
                ...seen,
                count: seen.count + group.count,
                urlCount: seen.urlCount + group.urlCount,
                occurrences: [...seen.occurrences, ...group.occurrences].slice(
                  0,
                  PROBLEM_OCCURRENCES_SHOWN,
                ),
              },
        );
      }
    return [...counted, ...own.values()];
  }

  /**
   * A page of an analysis's own code, through every analysis that owns it in the order of
   * registration (as its group joins them); undefined when none does.
   */
  occurrences(code: string, offset: number, limit: number): OccurrencePage | undefined {
    const owners = this.analyses.filter((analysis) => analysis.ownsCode?.(code));
    if (owners.length === 0) return undefined;
    const page: OccurrencePage = { count: 0, occurrences: [] };
    let skip = offset;
    for (const owner of owners) {
      const part = owner.occurrences?.(code, skip, limit - page.occurrences.length);
      if (!part) continue;
      page.count += part.count;
      page.occurrences.push(...part.occurrences);
      skip = Math.max(0, skip - part.count);
    }
    return page;
  }

  /** Each analysis takes its codes and fields of the query, in turn; the store's codes are left. */
  filters(query: ViewQuery): ViewFilters {
    let filters: ViewFilters = { codeColumns: [], problemCodes: query.problemCodes };
    for (const analysis of this.analyses)
      if (analysis.filters) {
        const taken = analysis.filters(query, filters.problemCodes);
        filters = {
          codeColumns: [...filters.codeColumns, ...taken.codeColumns],
          problemCodes: taken.problemCodes,
        };
      }
    return filters;
  }

  /**
   * The derived columns every analysis has for `reader` (an analysis may own several), and
   * the problem codes they all attach to each row, joined in the order of registration.
   */
  columns(query: ViewQuery, reader: ColumnReader): DerivedColumns {
    const cells = new Map<string, BoundColumn>();
    for (const analysis of this.analyses)
      for (const column of analysis.columns?.(query, reader) ?? [])
        cells.set(column.column.id, column);
    const problems = reader === 'urls' ? undefined : this.rowProblems(reader);
    return problems ? { cells, problems } : { cells };
  }

  private rowProblems(reader: ColumnReader): RowCodes | undefined {
    const readers: RowCodes[] = [];
    for (const analysis of this.analyses) {
      const codes = analysis.rowProblems?.(reader);
      if (codes) readers.push(codes);
    }
    return joinRowCodes(readers);
  }

  /** The problems of the analyses' own groups, counted per document. */
  problemCounts(): Map<DocumentId, number> {
    const counts = new Map<DocumentId, number>();
    for (const analysis of this.analyses)
      for (const [documentId, count] of analysis.problemCounts?.() ?? [])
        counts.set(documentId, (counts.get(documentId) ?? 0) + count);
    return counts;
  }

  /** The first view an analysis answers itself (undefined: the store's rows answer). */
  ownRows(query: ViewQuery, start: number, end: number): RowsAnswer | undefined {
    for (const analysis of this.analyses) {
      const rows = analysis.ownRows?.(query, start, end);
      if (rows) return rows;
    }
    return undefined;
  }

  onRowsRead(documentId: DocumentId, batch: UrlBatch): void {
    for (const analysis of this.analyses) analysis.onRowsRead?.(documentId, batch);
  }

  onInputsRead(): void {
    for (const analysis of this.analyses) analysis.onInputsRead?.();
  }

  onInputsRemoved(): void {
    for (const analysis of this.analyses) analysis.onInputsRemoved?.();
  }
}
