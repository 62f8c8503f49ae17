/**
 * The session's hreflang analysis: after every `open`, the urlsets not read for alternates
 * yet are read again for them (hreflang-reread.ts) into one AlternateTable; the analysis
 * (core/hreflang/hreflang-analysis.ts) is made when first asked after a change, in the
 * worker, and kept until the data changes. Removed documents' links leave the table at once.
 * It is one of the session's analyses (session-analysis.ts): its problems count in the
 * documents they belong to, its codes filter the URL table, its clusters go to Parquet.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { AlternateTable } from '../../core/hreflang/alternate-table';
import {
  analyzeHreflang,
  LinkFault,
  LinkState,
  type HreflangAnalysis,
} from '../../core/hreflang/hreflang-analysis';
import type { DocumentId, InputId } from '../../core/ids';
import type { RereadContext } from './document-reread';
import { readAlternates } from './hreflang-reread';
import { CANCELLED, type Cancelled, type RequestContext } from './session-context';
import type { ViewQuery } from '../protocol/rows';
import type {
  ColumnReader,
  DerivedColumns,
  SessionAnalysis,
  ViewFilters,
} from './session-analysis';
import type { DocumentRecord, InputRecord } from './session-documents';
import type { SessionProblem } from './problem-groups';
import { DEFAULT_ROBOTS_CHECK } from '../protocol/robots';
import { blockedAlternateProblems } from './hreflang-robots';
import type { RobotsCrossCheck } from './robots-crosscheck';

/** The codes whose URLs the URL table can filter to (the cluster-wide x-default note is not one). */
const ROW_CODES = [
  'hreflang-no-return',
  'hreflang-missing-self',
  'hreflang-invalid-code',
  'hreflang-conflict',
  'hreflang-target-not-listed',
] as const;
type RowCode = (typeof ROW_CODES)[number];
const isRowCode = (code: string): code is RowCode =>
  (ROW_CODES as readonly string[]).includes(code);

/** What the analysis reads of the rest of the session. */
export interface HreflangSources {
  readonly inputs: ReadonlyMap<InputId, InputRecord>;
  /** The robots.txt check whose blocked alternates are problems too. */
  readonly crossCheck: RobotsCrossCheck;
  rereadContext(context: RequestContext): RereadContext;
}

export class SessionHreflang implements SessionAnalysis {
  /** Per code, a column over the store's rows: 1 where the row's URL has that fault. */
  private rowColumns?: { version: number; columns: Map<RowCode, Uint8Array> };
  readonly table = new AlternateTable();
  /** Documents whose alternates are in the table. */
  private readonly read = new Set<DocumentId>();
  private changes = 0;
  private cache?: { version: number; analysis: HreflangAnalysis };

  /** Moves whenever the links read change: part of the session's data version. */
  get version(): number {
    return this.changes;
  }
  private blocked?: { analysis: HreflangAnalysis; key: string; problems: SessionProblem[] };

  constructor(
    private readonly store: UrlStore,
    private readonly documents: ReadonlyMap<DocumentId, DocumentRecord>,
    private readonly session: HreflangSources,
  ) {}

  /** After every `open`: the alternates of the urlsets just read. */
  onInputsRead(context: RequestContext): Promise<'done' | Cancelled> {
    return this.collect(this.session.inputs, this.session.rereadContext(context));
  }

  /** Every hreflang code's group counts the rows the table's filter by it keeps. */
  urlCount(code: string): number | undefined {
    return code.startsWith('hreflang-') ? this.rowsAtFault(code) : undefined;
  }

  /** The Parquet export's cluster column. */
  columns(_query: ViewQuery, reader: ColumnReader): Partial<DerivedColumns> {
    const hreflangCluster = reader === 'parquet' ? this.clusterOfRow() : undefined;
    return hreflangCluster ? { hreflangCluster } : {};
  }

  /** Reads the alternates of the urlsets with alternates not read yet. */
  async collect(
    inputs: ReadonlyMap<InputId, InputRecord>,
    context: RereadContext,
  ): Promise<'done' | Cancelled> {
    // The URLs just read may be the targets of links read before (listed now): asked again.
    this.changes++;
    const withAlternates = this.documentsWithAlternates();
    if (withAlternates.size === 0) return 'done';
    for (const input of inputs.values()) {
      if (input.isRemoved) continue;
      const pending = input.documentIds
        .map((id) => this.documents.get(id))
        .filter(
          (doc): doc is DocumentRecord =>
            doc !== undefined &&
            doc.report?.kind === 'urlset' &&
            !this.read.has(doc.documentId) &&
            withAlternates.has(doc.documentId),
        );
      if (pending.length === 0) continue;
      // Marked read before the re-read: another open's collect, while this one waits, must
      // not read the same documents again (their links would count twice).
      for (const doc of pending) this.read.add(doc.documentId);
      const result = await readAlternates(input, pending, this.table, context);
      if (result === CANCELLED || input.isRemoved) {
        // A part-read document would look like one without some of its links.
        this.table.removeDocuments(new Set(pending.map((doc) => doc.documentId)));
        for (const doc of pending) this.read.delete(doc.documentId);
        this.changes++;
        if (result === CANCELLED) return CANCELLED;
        continue;
      }
      this.changes++;
    }
    return 'done';
  }

  /** Documents left the session: their links leave the table. */
  onInputsRemoved(): void {
    // Even with no links gone, a removed file may have listed a link's target.
    this.changes++;
    const gone = new Set<number>();
    for (const id of this.read) if (!this.documents.has(id)) gone.add(id);
    if (gone.size === 0) return;
    for (const id of gone) this.read.delete(id as DocumentId);
    this.table.removeDocuments(gone);
  }

  /**
   * The analysis of the links read so far, made again after a change: an `open` done or a
   * removal (not every batch of rows: the Problems view asks between the chunks of an ingest).
   */
  analysis(): HreflangAnalysis {
    const version = this.changes;
    if (this.cache?.version === version) return this.cache.analysis;
    const analysis = analyzeHreflang(this.table, (urls) => this.listedAmong(urls));
    this.cache = { version, analysis };
    return analysis;
  }

  /** Each store row's hreflang cluster (the Parquet column); undefined when no link was read. */
  clusterOfRow(): ((row: number) => number | null) | undefined {
    if (this.table.linkCount === 0) return undefined;
    const { clusterOf } = this.analysis().clusters;
    return (row) => {
      const id = this.table.urls.find(this.store.loc(row));
      return id === undefined || clusterOf[id] === 0 ? null : clusterOf[id];
    };
  }

  /**
   * The analysis's problems, each with its document (none before any link was read), and,
   * with a robots.txt loaded, the alternates the Problems answer's check blocks
   * (hreflang-robots.ts).
   */
  documentProblems(): SessionProblem[] {
    if (this.table.linkCount === 0) return [];
    const analysis = this.analysis();
    const own = analysis.problems.map(({ documentId, problem }) => ({
      documentId: documentId as DocumentId,
      problem,
    }));
    const { crossCheck } = this.session;
    const key = crossCheck.columnOf(DEFAULT_ROBOTS_CHECK)?.key ?? '';
    if (this.blocked?.analysis !== analysis || this.blocked.key !== key)
      this.blocked = { analysis, key, problems: blockedAlternateProblems(analysis, crossCheck) };
    return [...own, ...this.blocked.problems];
  }

  /**
   * The URL table's filter by hreflang codes: each such code leaves `problemCodes` for a code
   * column of the rows at fault (as robots-crosscheck.ts does for its derived code).
   */
  filters(_query: ViewQuery, problemCodes: string[] | undefined): ViewFilters {
    const codes = problemCodes?.filter(isRowCode) ?? [];
    if (codes.length === 0) return { codeColumns: [], problemCodes };
    return {
      codeColumns: codes.map((code) => ({
        column: this.rowColumn(code),
        code: 1,
        key: `hreflang:${code}#${this.changes}:${this.store.version}`,
      })),
      problemCodes: problemCodes!.filter((code) => !isRowCode(code)),
    };
  }

  /** Each code of the table's filter with a URL at fault, and how many. */
  faultCounts(): { code: string; urls: number }[] {
    return ROW_CODES.map((code) => ({ code, urls: this.rowsAtFault(code) })).filter(
      ({ urls }) => urls > 0,
    );
  }

  /** How many rows the table's filter by `code` keeps (the Problems view's button). */
  private rowsAtFault(code: string): number {
    if (!isRowCode(code) || this.table.linkCount === 0) return 0;
    let count = 0;
    for (const marked of this.rowColumn(code)) count += marked;
    return count;
  }

  private rowColumn(code: RowCode): Uint8Array {
    const version = this.changes * 1_000_003 + this.store.version;
    if (this.rowColumns?.version !== version) this.rowColumns = { version, columns: new Map() };
    let column = this.rowColumns.columns.get(code);
    if (column) return column;
    const analysis = this.analysis();
    const atFault = urlsAtFault(analysis, code);
    column = new Uint8Array(this.store.size);
    for (let row = 0; row < this.store.size; row++) {
      const id = this.table.urls.find(this.store.loc(row));
      if (id !== undefined && atFault[id]) column[row] = 1;
    }
    this.rowColumns.columns.set(code, column);
    return column;
  }

  /** The documents with a row the reader counted alternates on (none: no column at all). */
  private documentsWithAlternates(): Set<number> {
    const found = new Set<number>();
    const alternates = this.store.alternates;
    if (!alternates) return found;
    const documentOf = this.store.documentOf;
    for (let row = 0; row < this.store.size; row++)
      if (alternates[row]! > 0) found.add(documentOf[row]!);
    return found;
  }

  /** Which of `urls` the store holds: one pass over its rows, only when some are asked. */
  private listedAmong(urls: ReadonlySet<string>): Set<string> {
    const found = new Set<string>();
    for (let row = 0; row < this.store.size && found.size < urls.size; row++) {
      const loc = this.store.loc(row);
      if (urls.has(loc)) found.add(loc);
    }
    return found;
  }
}

/** Per URL id: 1 for the URLs whose own list has the fault `code`. */
function urlsAtFault(analysis: HreflangAnalysis, code: RowCode): Uint8Array {
  const { table, linkState, linkFault, linkEntry } = analysis;
  const marks = new Uint8Array(table.urls.size);
  if (code === 'hreflang-missing-self') {
    const hasSelf = new Uint8Array(table.urls.size);
    for (let link = 0; link < table.linkCount; link++)
      if (linkState[link] === LinkState.self) hasSelf[table.entryUrl[linkEntry[link]]] = 1;
    for (let entry = 0; entry < table.entryCount; entry++)
      if (!hasSelf[table.entryUrl[entry]]) marks[table.entryUrl[entry]] = 1;
    return marks;
  }
  for (let link = 0; link < table.linkCount; link++) {
    const isAtFault =
      code === 'hreflang-no-return'
        ? linkState[link] === LinkState.noReturn
        : code === 'hreflang-target-not-listed'
          ? linkState[link] === LinkState.notListed
          : code === 'hreflang-invalid-code'
            ? (linkFault[link] & LinkFault.invalidCode) !== 0
            : (linkFault[link] & LinkFault.conflict) !== 0;
    if (isAtFault) marks[table.entryUrl[linkEntry[link]]] = 1;
  }
  return marks;
}
