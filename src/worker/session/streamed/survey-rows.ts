/**
 * The first reading of a streamed run: where the URL rows go instead of the store. Each URL is
 * only hashed into the run's duplicate table (core/export/repeated-urls.ts), and the first
 * ones kept as text, as many as the robots.txt check infers its site from (the store's first
 * rows, robots-source.ts). Documents are numbered as the store numbers them, in reading order,
 * so the second reading's documents have the same ids.
 */
import { asDocumentId, type DocumentId } from '../../../core/ids';
import type { LocHasher } from '../../../core/export/loc-hash';
import type { RepeatedUrls } from '../../../core/export/repeated-urls';
import type { UrlEntry } from '../../../core/sitemap/sitemap-entry';
import type { UrlBatch } from '../../../core/sitemap/url-batch';
import type { DocumentRows } from '../input-documents';

/** The URLs the robots.txt check infers its site from (RobotsSources' SITE_SAMPLE_ROWS). */
export const SITE_SAMPLE_URLS = 10_000;

export class SurveyRows implements DocumentRows {
  private documents = 0;
  /** URL rows read so far. */
  urls = 0;
  /** The first URLs read, in order (at most SITE_SAMPLE_URLS). */
  readonly firstUrls: string[] = [];

  constructor(
    private readonly repeated: RepeatedUrls,
    private readonly hasher: LocHasher,
  ) {}

  addDocument(_name: string): DocumentId {
    return asDocumentId(this.documents++);
  }

  addUrl(_documentId: DocumentId, entry: UrlEntry): undefined {
    this.hasher.hashString(entry.loc);
    if (this.note()) this.firstUrls.push(entry.loc);
    return undefined;
  }

  addBatch(
    _documentId: DocumentId,
    batch: UrlBatch,
    _onDuplicate?: unknown,
    stopBefore?: (row: number) => boolean,
  ): number {
    const { hasher } = this;
    for (let row = 0; row < batch.count; row++) {
      if (stopBefore?.(row)) return row;
      if (batch.locBytes)
        hasher.hashBytes(batch.locBytes, batch.locByteStart[row], batch.locByteStart[row + 1]);
      else hasher.hashString(batch.loc[row]);
      if (this.note()) this.firstUrls.push(batch.locAt(row));
    }
    return batch.count;
  }

  /** Notes the URL just hashed; true while its text is still wanted for the site sample. */
  private note(): boolean {
    this.repeated.note(this.hasher);
    this.urls++;
    return this.firstUrls.length < SITE_SAMPLE_URLS;
  }
}
