/**
 * Merges the parts of a zip read apart by the pool (src/core/ingest/zip-part.ts) into the
 * calls the whole archive's read makes, so the input's documents (input-documents.ts) cannot
 * tell the difference:
 *
 * - every part numbers the archive 0 and its own members from 1; here they are numbered on
 *   from the members of the parts before, as the whole read numbers them (a member's ingest
 *   id is how the URL details panel finds it again, row-detail.ts);
 * - the archive starts once, with the first part, and its report comes once, after the last
 *   part's members, counting every member's inflated bytes;
 * - each part's running totals are added to those of the parts before.
 *
 * The parts must be merged in order, each to its end, with `endPart` between them.
 */
import type { ContainerFormat } from '../../core/archive/sniff-format';
import type { ReplaySink } from '../../core/ingest/ingest-batch';
import type {
  IngestDocumentReport,
  IngestFileStart,
  IngestProgress,
  IngestResult,
  RobotsSitemaps,
} from '../../core/ingest/ingest-types';
import type { ProblemCode } from '../../core/problems/registry';
import type { SitemapRef, UrlEntry } from '../../core/sitemap/sitemap-entry';
import type { UrlBatch } from '../../core/sitemap/url-batch';
import type { InputDocuments } from './input-documents';

/** The archive's ingest id in every part, as in the whole read (it is read first). */
const ARCHIVE_ID = 0;

export class ZipPartsSink implements ReplaySink {
  /** Ingest ids the members of the parts merged so far took. */
  private membersBefore = 0;
  /** The highest ingest id the current part used. */
  private highestId = 0;
  private isFirstPart = true;
  private archiveReport: IngestDocumentReport | undefined;
  private archiveInflatedBytes = 0;
  /** The totals of the parts merged so far. */
  private readonly before = { bytesInflated: 0, urls: 0 };

  constructor(private readonly documents: InputDocuments) {}

  /** The part merged to its end: the next part's members come after its own. */
  endPart(result: IngestResult): void {
    this.membersBefore += this.highestId;
    this.highestId = 0;
    this.isFirstPart = false;
    this.before.bytesInflated += result.bytesInflated;
    this.before.urls += result.urls;
  }

  /** Every part merged: the archive's report, after its members' as in the whole read. */
  end(): { bytesInflated: number; urls: number } {
    if (this.archiveReport)
      this.documents.onFileReport({
        ...this.archiveReport,
        inflatedBytes: this.archiveInflatedBytes,
      });
    return { ...this.before };
  }

  onFileStart(file: IngestFileStart): void {
    if (file.ingestId === ARCHIVE_ID) {
      if (this.isFirstPart) this.documents.onFileStart(file);
      return;
    }
    this.documents.onFileStart({ ...file, ...this.idsOf(file) });
  }

  onProgress(progress: IngestProgress): void {
    this.documents.onProgress({
      bytesInflated: this.before.bytesInflated + progress.bytesInflated,
      urls: this.before.urls + progress.urls,
    });
  }

  onUrl(ingestId: number, entry: UrlEntry, problemCodes?: readonly ProblemCode[]): void {
    this.documents.onUrl(this.idOf(ingestId), entry, problemCodes);
  }

  onUrlBatch(ingestId: number, batch: UrlBatch): void {
    this.documents.onUrlBatch(this.idOf(ingestId), batch);
  }

  onSitemap(ingestId: number, ref: SitemapRef): void {
    this.documents.onSitemap(this.idOf(ingestId), ref);
  }

  onFileReport(report: IngestDocumentReport): void {
    if (report.ingestId === ARCHIVE_ID) {
      // The parts' reports differ only in the bytes they count (no listing problem: such
      // an archive is never split, zip-part.ts).
      this.archiveReport ??= report;
      this.archiveInflatedBytes += report.inflatedBytes;
      return;
    }
    this.documents.onFileReport({ ...report, ...this.idsOf(report) });
  }

  onRobotsParsed(parsed: RobotsSitemaps): void {
    this.documents.onRobotsParsed(parsed);
  }

  onSourceSlice(bytesRead: number, format: ContainerFormat): void {
    this.documents.onSourceSlice(bytesRead, format);
  }

  private idOf(ingestId: number): number {
    if (ingestId === ARCHIVE_ID) return ARCHIVE_ID;
    if (ingestId > this.highestId) this.highestId = ingestId;
    return this.membersBefore + ingestId;
  }

  private idsOf(file: { ingestId: number; parentIngestId?: number }) {
    return {
      ingestId: this.idOf(file.ingestId),
      ...(file.parentIngestId !== undefined
        ? { parentIngestId: this.idOf(file.parentIngestId) }
        : {}),
    };
  }
}
