/**
 * The session's hreflang analysis: the reader hands each URL row's hreflang alternates on
 * beside the row (url-batch.ts), and they join one AlternateTable as the rows join the store
 * (input-documents.ts), so no file is read a second time for them; the analysis
 * (core/hreflang/hreflang-analysis.ts) is made when first asked after a change, in the
 * worker, and kept until the data changes. Removed documents' links leave the table at once.
 * It is one of the session's analyses (session-analysis.ts): its problems count in the
 * documents they belong to, its codes filter the URL table, its clusters go to Parquet.
 */
import type { UrlStore } from '../../core/analysis/url-store';
import { AlternateTable } from '../../core/hreflang/alternate-table';
import {
  analyzeHreflang,
  hreflangAnalysisSteps,
  LinkFault,
  LinkState,
  type HreflangAnalysis,
  type MarkListed,
} from '../../core/hreflang/hreflang-analysis';
import { asDocumentId, type DocumentId } from '../../core/ids';
import type { HreflangAnswer, HreflangAsk } from '../protocol/hreflang';
import { hreflangAnswer } from './hreflang-answer';
import type { InternedTexts } from '../../core/hreflang/interned-texts';
import type { UrlBatch } from '../../core/sitemap/url-batch';
import type { ViewQuery } from '../protocol/rows';
import type { ColumnReader, Preparation, SessionAnalysis, ViewFilters } from './session-analysis';
import type { Cancellable } from './session-context';
import type { DocumentRecord } from './session-documents';
import type { SessionProblem } from './problem-groups';
import { DEFAULT_ROBOTS_CHECK } from '../protocol/robots';
import { blockedAlternateProblems } from './hreflang-robots';
import { NO_CODES, type RowCodes } from '../../core/analysis/row-problem-codes';
import type { RobotsCrossCheck } from './robots-crosscheck';
import { bindColumn, type BoundColumn } from './bound-column';
import { hreflangClusterRowColumn } from '../../core/hreflang/hreflang-row-column';

/** The hreflang view's preparation step (Preparation): its analysis complete. */
export const HREFLANG_VIEW_STEP = 'hreflang';

/**
 * The codes whose URLs the URL table can filter to, and which those rows carry (the
 * cluster-wide x-default note is not one).
 */
export const HREFLANG_ROW_CODES = [
  'hreflang-no-return',
  'hreflang-missing-self',
  'hreflang-invalid-code',
  'hreflang-conflict',
  'hreflang-target-not-listed',
] as const;
type RowCode = (typeof HREFLANG_ROW_CODES)[number];
const isRowCode = (code: string): code is RowCode =>
  (HREFLANG_ROW_CODES as readonly string[]).includes(code);

/** What the analysis reads of the rest of the session. */
export interface HreflangSources {
  /** The robots.txt check whose blocked alternates are problems too. */
  readonly crossCheck: RobotsCrossCheck;
}

export class SessionHreflang implements SessionAnalysis {
  /** Per URL of the table, bit `i` set when its own list has the fault `HREFLANG_ROW_CODES[i]`. */
  private urlFaults?: { version: number; mask: Uint8Array };
  /** Per code the URL table was filtered by, a column over the store's rows: 1 where the row's URL has that fault. */
  private rowColumns?: { version: number; columns: Map<RowCode, Uint8Array> };
  /** Each mask's codes, made once. */
  private readonly codesOfMask: (readonly string[])[] = [];
  readonly table = new AlternateTable();
  /** Documents with links in the table. */
  private readonly withLinks = new Set<DocumentId>();
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

  /**
   * A batch of rows joined the store (input-documents.ts): its alternates join the table, in
   * the order read. Inputs are merged one after another, in order (input-turns.ts), so the
   * table's order, and with it how clusters are numbered and named, is the inputs' order
   * whatever the timing, as a second read of the files in that order would give.
   */
  onRowsRead(documentId: DocumentId, batch: UrlBatch): void {
    if (batch.linkCount === 0) return;
    this.withLinks.add(documentId);
    this.table.addRows(documentId, batch);
  }

  /** After every `open`: the URLs just read may be the targets of links read before. */
  onInputsRead(): void {
    this.changes++;
    this.dropGone();
  }

  /**
   * Each of its row codes' groups counts the rows the table's filter by it keeps (the
   * reader's `hreflang-invalid` is a stored row's code: the store's rows count it).
   */
  urlCount(code: string): number | undefined {
    return isRowCode(code) ? this.rowsAtFault(code) : undefined;
  }

  /** The row codes of each row's URL, as the table's filter by each keeps the row. */
  rowProblems(): RowCodes | undefined {
    if (this.table.linkCount === 0) return undefined;
    const faults = this.faults();
    return (row) => {
      const id = this.urlIdOfRow(row);
      // A URL read since the analysis was made has none yet (it is made again after the open).
      const bits = id === undefined ? 0 : (faults[id] ?? 0);
      if (bits === 0) return NO_CODES;
      return (this.codesOfMask[bits] ??= HREFLANG_ROW_CODES.filter((_, bit) => (bits >> bit) & 1));
    };
  }

  /** The Parquet export's cluster column. */
  columns(_query: ViewQuery, reader: ColumnReader): BoundColumn[] {
    const hreflangCluster = reader === 'parquet' ? this.clusterOfRow() : undefined;
    return hreflangCluster ? [bindColumn(hreflangClusterRowColumn, hreflangCluster)] : [];
  }

  /** Documents left the session: their links leave the table. */
  onInputsRemoved(): void {
    // Even with no links gone, a removed file may have listed a link's target.
    this.changes++;
    this.dropGone();
  }

  /**
   * Drops the links of documents no longer in the session (removed, or forgotten when their
   * input was cancelled or failed part-way: a part-read document would look like one
   * without some of its links) and of documents read as something other than a urlset (the
   * hreflang annotations are a urlset's, Google Search Central, "Tell Google about localized
   * versions of your page").
   */
  private dropGone(): void {
    const gone = new Set<number>();
    for (const id of this.withLinks) {
      const report = this.documents.get(id)?.report;
      if (!this.documents.has(id) || (report !== undefined && report.kind !== 'urlset'))
        gone.add(id);
    }
    if (gone.size === 0) return;
    for (const id of gone) this.withLinks.delete(id as DocumentId);
    this.table.removeDocuments(gone);
    this.changes++;
  }

  /**
   * The analysis of the links read so far, made again after a change: an `open` done or a
   * removal (not every batch of rows: the Problems view asks between the chunks of an ingest).
   */
  /** The hreflang view's answer (hreflang-answer.ts), from the analysis kept while the data stays. */
  view(ask: HreflangAsk): HreflangAnswer {
    return hreflangAnswer(
      this.analysis(),
      ask,
      (id) => this.store.documentName(asDocumentId(id)),
      this.faultCounts(),
    );
  }

  analysis(): HreflangAnalysis {
    // A cancelled open forgets its documents without a word to the analyses.
    this.dropGone();
    const version = this.changes;
    if (this.cache?.version === version) return this.cache.analysis;
    const analysis = analyzeHreflang(this.table, this.markListedOfStore);
    this.cache = { version, analysis };
    return analysis;
  }

  /**
   * Makes {@link analysis} in steps between messages for the answers that need it (every one
   * this analysis is asked for: the Problems answer, the hreflang view, and every view and
   * export, whose rows carry the codes of their URLs' faults), so that the worker keeps
   * answering meanwhile. False when cancelled first. A removal during the steps renumbers the
   * table: the analysis starts again.
   */
  async prepare(_preparation: Preparation, context: Cancellable): Promise<boolean> {
    for (;;) {
      this.dropGone();
      const version = this.changes;
      if (this.cache?.version === version || this.table.linkCount === 0) return true;
      const steps = hreflangAnalysisSteps(this.table, this.markListedOfStore);
      let step = steps.next();
      while (!step.done) {
        await context.yieldToEvents();
        if (context.isCancelled()) return false;
        if (this.changes !== version) break;
        step = steps.next();
      }
      if (step.done) {
        this.cache = { version, analysis: step.value };
        return true;
      }
    }
  }

  private readonly markListedOfStore: MarkListed = (urls, isListed, unlisted) =>
    this.markListed(urls, isListed, unlisted);

  /** Each store row's hreflang cluster (the Parquet column); undefined when no link was read. */
  clusterOfRow(): ((row: number) => number | null) | undefined {
    if (this.table.linkCount === 0) return undefined;
    const { clusterOf } = this.analysis().clusters;
    return (row) => {
      const id = this.urlIdOfRow(row);
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
    return HREFLANG_ROW_CODES.map((code) => ({ code, urls: this.rowsAtFault(code) })).filter(
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
    const faults = this.faults();
    const bit = 1 << HREFLANG_ROW_CODES.indexOf(code);
    column = new Uint8Array(this.store.size);
    for (let row = 0; row < this.store.size; row++) {
      const id = this.urlIdOfRow(row);
      if (id !== undefined && (faults[id] ?? 0) & bit) column[row] = 1;
    }
    this.rowColumns.columns.set(code, column);
    return column;
  }

  /**
   * Each URL's faults, by the table's URL id, kept while the analysis is: a row's are its
   * URL's, found by one lookup (rows that join the store later need no pass of their own).
   */
  private faults(): Uint8Array {
    const analysis = this.analysis();
    if (this.urlFaults?.version === this.changes) return this.urlFaults.mask;
    const mask = new Uint8Array(this.table.urls.size);
    HREFLANG_ROW_CODES.forEach((code, bit) => {
      const atFault = urlsAtFault(analysis, code);
      for (let id = 0; id < atFault.length; id++) if (atFault[id]) mask[id] |= 1 << bit;
    });
    this.urlFaults = { version: this.changes, mask };
    return mask;
  }

  /** The table's id of store row `row`'s URL, found by its bytes (no string made). */
  private urlIdOfRow(row: number): number | undefined {
    const { text, textStart } = this.store;
    return this.table.urls.findBytes(text.bytes, textStart[row], textStart[row + 1]);
  }

  /** Marks the URLs the store holds: one pass over its rows, only when some are asked. */
  private markListed(urls: InternedTexts, isListed: Uint8Array, unlisted: number): void {
    const { text, textStart } = this.store;
    let found = 0;
    for (let row = 0; row < this.store.size && found < unlisted; row++) {
      const id = urls.findBytes(text.bytes, textStart[row], textStart[row + 1]);
      if (id !== undefined && !isListed[id]) {
        isListed[id] = 1;
        found++;
      }
    }
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
