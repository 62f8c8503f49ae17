/**
 * The documents of one input as the pipeline reads them: each document the pipeline starts
 * (numbered per run: `ingestId`) becomes a `DocumentRecord` with a store `DocumentId`; its
 * URLs go into the UrlStore with their problem codes (or, in a streamed run, to its rows:
 * streamed/streamed-run.ts), its sitemap references and its report into the record. Used as
 * the pipeline's `IngestSink`, or as the sink an ingest worker's recorded calls are replayed
 * into (src/worker/session/pooled-ingest.ts).
 */
import type { UrlStore } from '../../core/analysis/url-store';
import type { DocumentId } from '../../core/ids';
import type {
  IngestDocumentReport,
  IngestFileStart,
  RobotsSitemaps,
} from '../../core/ingest/ingest-types';
import type { ReplaySink } from '../../core/ingest/ingest-batch';
import type { ContainerFormat } from '../../core/archive/sniff-format';
import type { RobotsTxt } from '../../core/robots/engine/robots-txt';
import { createProblem, type Problem } from '../../core/problems/problem';
import type { ProblemCode } from '../../core/problems/registry';
import type { SitemapRef, UrlEntry } from '../../core/sitemap/sitemap-entry';
import type { UrlBatch } from '../../core/sitemap/url-batch';
import type { RowsListener } from './session-analysis';
import type { SessionDocumentReport } from '../protocol/files';
import type { InputProgress } from './input-progress';
import type { SessionBudget, StoreCap } from './session-limits';

/**
 * Where the URL rows of the documents go: the session's UrlStore, or a streamed run's rows,
 * which keep none (streamed/written-rows.ts). The store's own shape, so either takes a batch
 * as the reader hands it on.
 */
export type DocumentRows = Pick<UrlStore, 'addDocument' | 'addUrl' | 'addBatch'>;
import { PROBLEMS_KEPT_PER_CODE } from '../../core/problems/problem-cap';
import {
  cappedDuplicates,
  MAX_REFS_KEPT,
  type DocumentRecord,
  type InputRecord,
} from './session-documents';

export class InputDocuments implements ReplaySink {
  /** The store's id of each document the pipeline started, by the pipeline's number. */
  private readonly documentIdOf = new Map<number, DocumentId>();
  private readonly duplicatesOf = new Map<DocumentId, Problem[]>();
  private readonly overflowOf = new Map<DocumentId, number>();
  /** URLs not kept because the store was full, by document, and which cap stopped them. */
  private readonly droppedOf = new Map<DocumentId, number>();
  /** Where each such document stopped keeping URLs: its first URL not kept. */
  private readonly stoppedAt = new Map<DocumentId, { line: number; column: number }>();
  private reachedCap: StoreCap | null = null;
  /** Documents in the order they finished: an archive's members, then the archive. */
  readonly finished: DocumentRecord[] = [];
  /**
   * The last robots.txt parsed, kept on its document for the robots.txt checks: the pipeline
   * reports a document right after reading it, so it belongs to the next robots report.
   */
  private lastRobots: RobotsTxt | undefined;

  constructor(
    private readonly rows: DocumentRows,
    private readonly documents: Map<DocumentId, DocumentRecord>,
    private readonly input: InputRecord,
    private readonly progress: InputProgress,
    private readonly session: { readonly budget: SessionBudget; readonly analyses: RowsListener },
    /** Which of the budget's caps on what `rows` hold is reached (none: they hold nothing). */
    private readonly capReached: () => StoreCap | null,
  ) {}

  onFileStart(file: IngestFileStart): void {
    this.recordOf(file.ingestId, file.name, file.parentIngestId);
  }

  onProgress(update: { bytesInflated: number; urls: number }): void {
    this.progress.onTotals(update.bytesInflated, update.urls);
  }

  onUrl(ingestId: number, entry: UrlEntry, problemCodes?: readonly ProblemCode[]): void {
    if (this.input.isRemoved) return;
    const { documentId } = this.recordOf(ingestId, this.input.name);
    if (this.isStoreFull(documentId, 1, entry)) return;
    this.noteDuplicate(documentId, this.rows.addUrl(documentId, entry, problemCodes));
  }

  /** A reader's batch: row by row into the store, the cap checked before each as in onUrl. */
  onUrlBatch(ingestId: number, batch: UrlBatch): void {
    if (this.input.isRemoved) return;
    const { documentId } = this.recordOf(ingestId, this.input.name);
    this.session.analyses.onRowsRead(documentId, batch);
    this.rows.addBatch(
      documentId,
      batch,
      (duplicate) => this.noteDuplicate(documentId, duplicate),
      (row) =>
        this.isStoreFull(documentId, batch.count - row, {
          line: batch.line[row],
          column: batch.column[row],
        }),
    );
  }

  /**
   * True when the store is full: then `urls` more URLs of the document are counted as
   * dropped (the file is read on, its own problems still count, without keeping them).
   */
  private isStoreFull(
    documentId: DocumentId,
    urls: number,
    at: { line: number; column: number },
  ): boolean {
    const cap = this.capReached();
    if (cap === null) return false;
    this.reachedCap = cap;
    // The first URL not kept: where the store-full problem points.
    if (!this.stoppedAt.has(documentId))
      this.stoppedAt.set(documentId, { line: at.line, column: at.column });
    this.droppedOf.set(documentId, (this.droppedOf.get(documentId) ?? 0) + urls);
    return true;
  }

  private noteDuplicate(documentId: DocumentId, duplicate: Problem | undefined): void {
    if (!duplicate) return;
    const found = this.duplicatesOf.get(documentId) ?? [];
    this.duplicatesOf.set(documentId, found);
    if (found.length < PROBLEMS_KEPT_PER_CODE) found.push(duplicate);
    else this.overflowOf.set(documentId, (this.overflowOf.get(documentId) ?? 0) + 1);
  }

  onSitemap(ingestId: number, ref: SitemapRef): void {
    const record = this.recordOf(ingestId, this.input.name);
    if (record.sitemapRefs.length < MAX_REFS_KEPT) record.sitemapRefs.push(ref);
  }

  onFileReport(report: IngestDocumentReport): void {
    const record = this.recordOf(report.ingestId, report.name, report.parentIngestId);
    const { ingestId: _ingestId, parentIngestId: _parentIngestId, ...rest } = report;
    const own: SessionDocumentReport = {
      ...rest,
      ...this.droppedReport(record, rest.problems),
      documentId: record.documentId,
      inputId: record.inputId,
      ...(record.parentDocumentId !== undefined
        ? { parentDocumentId: record.parentDocumentId }
        : {}),
    };
    record.report = own;
    record.duplicatesWhenRead = this.duplicatesWhenRead(record.documentId);
    if (report.kind === 'robots' && this.lastRobots) record.robots = this.lastRobots;
    this.lastRobots = undefined;
    this.finished.push(record);
  }

  /** A robots.txt was parsed (here, or by an ingest worker): kept for the next robots report. */
  onRobotsParsed(parsed: RobotsSitemaps): void {
    this.lastRobots = isRobotsTxt(parsed) ? parsed : undefined;
  }

  /** A slice of the input was read by an ingest worker (read here, sourceChunks tells progress). */
  onSourceSlice(bytesRead: number, format: ContainerFormat): void {
    this.progress.onSlice(bytesRead, format);
  }

  /** The record of a document the pipeline numbered `ingestId`, made on first sight. */
  private recordOf(ingestId: number, name: string, parentIngestId?: number): DocumentRecord {
    const known = this.documentIdOf.get(ingestId);
    if (known !== undefined) return this.documents.get(known)!;
    const documentId = this.rows.addDocument(name);
    this.documentIdOf.set(ingestId, documentId);
    const parent = parentIngestId === undefined ? undefined : this.documentIdOf.get(parentIngestId);
    const record: DocumentRecord = {
      documentId,
      inputId: this.input.inputId,
      name,
      ingestId,
      sitemapRefs: [],
      duplicatesWhenRead: [],
      ...(parent !== undefined ? { parentDocumentId: parent } : {}),
    };
    this.documents.set(documentId, record);
    this.input.documentIds.push(documentId);
    return record;
  }

  /**
   * A document that lost URLs to the store's cap: its problem, at the line of its first URL
   * not kept and naming the file, so the user sees where reading stopped keeping.
   */
  private droppedReport(record: DocumentRecord, problems: readonly Problem[]) {
    const count = this.droppedOf.get(record.documentId);
    if (count === undefined || this.reachedCap === null) return {};
    const { limits } = this.session.budget;
    const at = this.stoppedAt.get(record.documentId) ?? { line: 0, column: 0 };
    const full = createProblem('store-full', at.line, at.column, {
      file: record.name,
      count,
      // Both caps, as numbers: a unit word chosen here would be English in every language.
      limitUrls: limits.storeUrls,
      limitBytes: limits.storeBytes,
    });
    return { problems: [full, ...problems] };
  }

  private duplicatesWhenRead(documentId: DocumentId): Problem[] {
    return cappedDuplicates(
      this.duplicatesOf.get(documentId) ?? [],
      this.overflowOf.get(documentId) ?? 0,
    );
  }
}

function isRobotsTxt(parsed: RobotsSitemaps): parsed is RobotsTxt {
  return 'groups' in parsed && 'lineTags' in parsed;
}
