/**
 * The one place that assembles "all problems of the session", for the Problems view, the
 * file list's counts and the command line's `reports()`. A document's own report is kept as
 * it was read; the problems found across documents are added here when asked:
 *
 * - `duplicate-url`: a URL listed in two documents is a duplicate in the second
 *   (sitemaps.org: each URL once). They are as found while reading, until an input is
 *   removed: then the first occurrence may be gone, and they are derived again from the
 *   store, capped as the reader caps.
 * - the index tree's problems (a listed child missing, a nested index, a cycle…), attributed
 *   to the listing document (session-tree.ts), built again whenever the documents change.
 * - `loc-out-of-scope`: once the tree knows where a sitemap lives, its URLs outside that
 *   location, one problem per document (session-scope.ts).
 * - the derivations the session registers (`addDerivation`): the lastmod trust reasons of
 *   each file, and any later cross-check; each is asked when the problems are.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import type { DocumentId, InputId } from '../../core/ids';
import type { Problem } from '../../core/problems/problem';
import type { SessionDocumentReport } from '../protocol/files';
import type { ProblemGroup } from '../protocol/problems';
import { groupProblems, type SessionProblem } from './problem-groups';
import { cappedDuplicates, type DocumentRecord } from './session-documents';
import { PROBLEMS_KEPT_PER_CODE } from '../../core/problems/problem-cap';
import { ScopeChecks } from './session-scope';
import { buildSessionTree, type SessionTree } from './session-tree';

/** Problems another part of the session finds across documents, asked when needed. */
export type ProblemDerivation = (tree: SessionTree) => readonly SessionProblem[];

/**
 * Problems another part of the session counts per document without listing them here (an
 * analysis's own groups: a URL robots.txt blocks, a crawl finding), asked when needed.
 */
export type ProblemCounts = () => ReadonlyMap<DocumentId, number>;

/**
 * What the problems found across documents need of the URL rows: the session's store
 * ({@link storeRowProblems}), or a streamed run's tallies, which keep no rows
 * (streamed/streamed-run.ts).
 */
export interface RowProblems {
  /** `loc-out-of-scope` of each document whose location `locations` gives, at most one each. */
  scopeProblems(
    documents: Iterable<DocumentRecord>,
    locations: ReadonlyMap<DocumentId, string>,
  ): ReadonlyMap<DocumentId, Problem>;
  /** A document's `duplicate-url` problems as they stand after inputs were removed. */
  duplicateProblems(documentId: DocumentId): Problem[];
}

/** The store's answers: the scope check over its rows (kept per document), its duplicates. */
export function storeRowProblems(store: UrlStore): RowProblems {
  const scopeChecks = new ScopeChecks();
  return {
    scopeProblems: (documents, locations) => scopeChecks.problems(store, documents, locations),
    duplicateProblems: (documentId) => store.duplicateProblems(documentId),
  };
}

export class SessionProblems {
  private readonly derivations: ProblemDerivation[] = [];
  private readonly counted: ProblemCounts[] = [];
  /** Duplicates derived again after a removal, by document. */
  private readonly rederived = new Map<DocumentId, readonly Problem[]>();
  /** The last tree built, and what it was built from (each document's report and duplicates). */
  private treeCache?: {
    sources: readonly unknown[];
    tree: SessionTree;
    scope?: ReadonlyMap<DocumentId, Problem>;
  };
  /** Listed loc → the document the user assigned to it by hand. */
  private readonly assignments = new Map<string, DocumentId>();

  constructor(
    private readonly rows: RowProblems,
    private readonly documents: ReadonlyMap<DocumentId, DocumentRecord>,
  ) {}

  /** Adds a source of derived problems (the lastmod verdicts, a robots.txt cross-check). */
  addDerivation(derive: ProblemDerivation): void {
    this.derivations.push(derive);
  }

  /** The document's report with its duplicates, as it stands now (undefined until finished). */
  reportOf(doc: DocumentRecord): SessionDocumentReport | undefined {
    const report = doc.report;
    const duplicates = this.duplicatesOf(doc);
    if (!report || duplicates.length === 0) return report;
    return { ...report, problems: [...report.problems, ...duplicates] };
  }

  /** Adds a source of problems counted per document (an analysis's own groups). */
  addCounts(counts: ProblemCounts): void {
    this.counted.push(counts);
  }

  /** Assigns a document to a listed loc by hand (null: undo); the tree is built again. */
  assign(loc: string, documentId: DocumentId | null): void {
    if (documentId === null) this.assignments.delete(loc);
    else this.assignments.set(loc, documentId);
    this.treeCache = undefined;
  }

  /** Call after inputs were removed: duplicates may have lost their first occurrence. */
  onRemoval(): void {
    for (const id of this.rederived.keys()) if (!this.documents.has(id)) this.rederived.delete(id);
    for (const doc of this.documents.values()) {
      if (!doc.report || this.duplicatesOf(doc).length === 0) continue;
      const duplicates = this.rows.duplicateProblems(doc.documentId);
      const kept = duplicates.slice(0, PROBLEMS_KEPT_PER_CODE);
      this.rederived.set(doc.documentId, cappedDuplicates(kept, duplicates.length - kept.length));
    }
  }

  /**
   * Every finished document's report, in reading order (an archive before its members), with
   * its duplicates and the index tree's problems for it: what the command line prints, so
   * that it and the page give the same answers.
   */
  reports(): SessionDocumentReport[] {
    const treeProblems = new Map<DocumentId, Problem[]>();
    for (const { documentId, problem } of this.acrossDocuments()) {
      const list = treeProblems.get(documentId) ?? [];
      list.push(problem);
      treeProblems.set(documentId, list);
    }
    return [...this.documents.values()]
      .sort((a, b) => a.documentId - b.documentId)
      .flatMap((doc) => {
        const report = this.reportOf(doc);
        if (!report) return [];
        const extra = treeProblems.get(doc.documentId);
        return [extra ? { ...report, problems: [...report.problems, ...extra] } : report];
      });
  }

  /**
   * Every problem of each finished document: its report's, the index tree's and the derived
   * ones for it (`reports`), and those counted elsewhere (`addCounts`).
   */
  countsByDocument(
    reports: readonly SessionDocumentReport[] = this.reports(),
  ): Map<DocumentId, number> {
    const counts = new Map<DocumentId, number>();
    for (const report of reports) counts.set(report.documentId, report.problems.length);
    for (const source of this.counted)
      for (const [documentId, count] of source())
        if (counts.has(documentId)) counts.set(documentId, counts.get(documentId)! + count);
    return counts;
  }

  /** Problems per input (its documents' and the index tree's for them): see ProblemsEvent. */
  countsByInput(): Record<InputId, number> {
    const reports = this.reports();
    const byDocument = this.countsByDocument(reports);
    const counts: Record<InputId, number> = {};
    for (const report of reports)
      counts[report.inputId] = (counts[report.inputId] ?? 0) + byDocument.get(report.documentId)!;
    return counts;
  }

  /** Each document's problems, the index tree's and the derived ones, grouped by code. */
  groups(): ProblemGroup[] {
    return groupProblems(this.documentsAsTheyStand(), this.acrossDocuments());
  }

  /** The index tree's problems, the scope check's and the derivations', each with its document. */
  private acrossDocuments(): { documentId: DocumentId; problem: Problem }[] {
    const tree = this.tree();
    const cache = this.treeCache!;
    cache.scope ??= this.rows.scopeProblems(this.documents.values(), tree.locations);
    const scope = [...cache.scope].map(([documentId, problem]) => ({ documentId, problem }));
    return [...tree.problems, ...scope, ...this.derivations.flatMap((derive) => derive(tree))];
  }

  /** One page of a code's occurrences, in the order `groups()` lists them. */
  occurrences(code: string, offset: number, limit: number): ProblemGroup | undefined {
    const page = { code, offset, limit };
    return groupProblems(this.documentsAsTheyStand(), this.acrossDocuments(), page)[0];
  }

  /**
   * The tree of the documents read so far. Documents come and go with their inputs, and their
   * duplicates change with removals: the tree is built again whenever what it was built from
   * differs from the last time.
   */
  tree(): SessionTree {
    const sources = [...this.documents.values()].flatMap((doc) => [
      doc.report,
      this.duplicatesOf(doc),
    ]);
    const cached = this.treeCache;
    if (
      cached &&
      cached.sources.length === sources.length &&
      cached.sources.every((source, i) => source === sources[i])
    )
      return cached.tree;
    const tree = buildSessionTree(this.documentsAsTheyStand(), this.assignments);
    this.treeCache = { sources, tree };
    return tree;
  }

  private duplicatesOf(doc: DocumentRecord): readonly Problem[] {
    return this.rederived.get(doc.documentId) ?? doc.duplicatesWhenRead;
  }

  /** The records with their reports as they stand now (duplicates included). */
  private documentsAsTheyStand(): DocumentRecord[] {
    return [...this.documents.values()].map((doc) => {
      const report = this.reportOf(doc);
      return report === doc.report ? doc : { ...doc, ...(report ? { report } : {}) };
    });
  }
}
