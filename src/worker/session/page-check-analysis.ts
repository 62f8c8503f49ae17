/**
 * The page check as one of the session's analyses (session-analysis.ts): the check a saved
 * run handed over (page-check-open.ts), its answer for the Lastmod tab, and its problems
 * (core/page-check/page-check-problems.ts) as groups of their own. A sampled URL's problem
 * is placed on the sitemap line that lists it, as the crawl coverage places its own; the
 * site's have no line (`pages.json`, line 0).
 *
 * The check was judged from the saved pages alone, so it stays while sitemaps come and go.
 * Its input is an entry of the page's workspace like the sitemaps (ui/workspace/), so the
 * page says when it goes (`pageCheckRemove`: Clear, a removal, a new check) and when it
 * comes back (Undo, a reload); nothing here guesses from the other inputs.
 */
import { asDocumentId, type DocumentId } from '../../core/ids';
import type { UrlStore } from '../../core/analysis/url-store';
import type { PageCheck } from '../../core/page-check/judge-pages';
import { pageModification } from '../../core/page/page-verdict';
import {
  pageCheckProblems,
  type PageCheckProblem,
} from '../../core/page-check/page-check-problems';
import { SAVED_PAGES_NAME } from '../../core/page-check/saved-pages';
import { problemCodeInfo } from '../../core/problems/registry';
import { PROBLEM_OCCURRENCES_SHOWN } from '../protocol/limits';
import type { PageCheckView } from '../protocol/page-check';
import type { ProblemGroup, ProblemOccurrence } from '../protocol/problems';
import type { OccurrencePage, SessionAnalysis } from './session-analysis';

interface PlacedRow {
  documentId: number;
  line: number;
  column: number;
}

export class PageCheckAnalysis implements SessionAnalysis {
  /** Bumped when a check is loaded or forgotten: part of the session's data version. */
  version = 0;
  private check: PageCheck | undefined;
  /** Bumped by each removal: a reading that began before one loads nothing. */
  private removals = 0;
  private groups:
    | {
        key: string;
        groups: ProblemGroup[];
        byCode: Map<string, PageCheckProblem[]>;
        /** The problems placed on each sitemap document's lines. */
        counts: Map<DocumentId, number>;
      }
    | undefined;

  constructor(private readonly store: UrlStore) {}

  /** Taken as a reading starts, handed back to `load`: a removal since then wins. */
  opening(): number {
    return this.removals;
  }

  /**
   * The check to show, in place of the one loaded, unless the page removed the check's input
   * while it was read (the reading's end and the removal may cross in the worker's queue).
   */
  load(check: PageCheck, opening: number): void {
    if (opening !== this.removals) return;
    this.check = check;
    this.version++;
  }

  /** The page removed the check's input. */
  remove(): void {
    this.removals++;
    if (!this.check) return;
    this.check = undefined;
    this.version++;
  }

  answer(): PageCheckView | null {
    return this.check ? pageCheckView(this.check) : null;
  }

  /** The check itself, for the report. */
  loaded(): PageCheck | undefined {
    return this.check;
  }

  problemGroups(): readonly ProblemGroup[] {
    return this.grouped()?.groups ?? [];
  }

  /** The sampled URLs' problems counted in the tree and file list, as the crawl's are. */
  problemCounts(): ReadonlyMap<DocumentId, number> {
    return this.grouped()?.counts ?? new Map();
  }

  ownsCode(code: string): boolean {
    return this.grouped()?.byCode.has(code) ?? false;
  }

  occurrences(code: string, offset: number, limit: number): OccurrencePage {
    const problems = this.grouped()?.byCode.get(code) ?? [];
    const rows = this.rowsOfUrls();
    return {
      count: problems.length,
      occurrences: problems
        .slice(offset, offset + limit)
        .map((problem) => this.occurrenceOf(problem, rows)),
    };
  }

  private grouped() {
    if (!this.check) return undefined;
    const key = `${this.version}:${this.store.version}`;
    if (this.groups?.key === key) return this.groups;
    const byCode = new Map<string, PageCheckProblem[]>();
    for (const problem of pageCheckProblems(this.check)) {
      const list = byCode.get(problem.code) ?? [];
      list.push(problem);
      byCode.set(problem.code, list);
    }
    const rows = this.rowsOfUrls();
    const groups = [...byCode].map(([code, problems]) => ({
      code,
      severity: problemCodeInfo(code)!.severity,
      count: problems.length,
      // The URL table filters by the store's codes and the crawl's columns, not by these.
      urlCount: 0,
      occurrences: problems
        .slice(0, PROBLEM_OCCURRENCES_SHOWN)
        .map((problem) => this.occurrenceOf(problem, rows)),
    }));
    const counts = new Map<DocumentId, number>();
    for (const problem of [...byCode.values()].flat()) {
      const row = problem.url === undefined ? undefined : rows.get(problem.url);
      if (!row) continue;
      const documentId = asDocumentId(row.documentId);
      counts.set(documentId, (counts.get(documentId) ?? 0) + 1);
    }
    this.groups = { key, groups, byCode, counts };
    return this.groups;
  }

  /** The first stored row of each sampled URL: one walk of the store per change of it. */
  private rowsOfUrls(): Map<string, PlacedRow> {
    const wanted = new Set(this.check?.pages.map((page) => page.url));
    const rows = new Map<string, PlacedRow>();
    if (wanted.size === 0) return rows;
    for (let row = 0; row < this.store.size && rows.size < wanted.size; row++) {
      const url = this.store.loc(row);
      if (wanted.has(url) && !rows.has(url))
        rows.set(url, {
          documentId: this.store.documentOf[row]!,
          line: this.store.line[row]!,
          column: this.store.column[row]!,
        });
    }
    return rows;
  }

  private occurrenceOf(
    problem: PageCheckProblem,
    rows: ReadonlyMap<string, PlacedRow>,
  ): ProblemOccurrence {
    const row = problem.url === undefined ? undefined : rows.get(problem.url);
    const documentId = asDocumentId(row?.documentId ?? -1);
    return {
      documentId,
      file: row ? this.store.documentName(documentId) : SAVED_PAGES_NAME,
      line: row?.line ?? 0,
      column: row?.column ?? 0,
      params: problem.params,
      ...(problem.url !== undefined ? { url: problem.url } : {}),
    };
  }
}

/** The check as the Lastmod tab shows it: codes and dates as written, no words. */
export function pageCheckView(check: PageCheck): PageCheckView {
  const { examples, ...site } = check.site;
  return {
    candidates: check.candidates,
    site: { ...site, counts: { ...site.counts }, examples: examples.map((page) => page.url) },
    pages: check.pages.map((page) => {
      // The date the verdict compared with: the page's own, else a Last-Modified that is no response time.
      const stated = page.facts ? pageModification(page.facts) : null;
      return {
        url: page.url,
        lastmod: page.lastmod,
        stratum: page.stratum,
        verdict: page.verdict,
        status: page.status,
        ...(page.notRead ? { notRead: page.notRead } : {}),
        ...(page.robotsLine !== undefined ? { robotsLine: page.robotsLine } : {}),
        pageDate: stated ? { text: stated.text, source: stated.source, role: stated.role } : null,
      };
    }),
  };
}
