/**
 * The contract of the ingestion pipeline (`ingestFiles`): what goes in (named byte
 * sources), what comes out (events on an `IngestSink`), and the readers it routes
 * documents to. The worker and the command line both drive the pipeline through these.
 */
import type { DocumentReport, ReportFormat } from '../document-report';
import type { Problem } from '../problems/problem';
import type { ProblemCode } from '../problems/registry';
import type { SitemapHandler, SitemapRef, UrlEntry } from '../sitemap/sitemap-entry';
import type { UrlBatch } from '../sitemap/url-batch';
import type { InflateBudget, InflateLimits } from '../archive/inflate-limits';

/** One input: bytes in memory, or chunks read on demand (a `File` stream in the worker). */
export type ByteSource =
  | { readonly name: string; readonly bytes: Uint8Array; readonly sourceUrl?: string }
  | {
      readonly name: string;
      /** Size in bytes when known (for progress). */
      readonly size?: number;
      readonly chunks: () => AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
      readonly sourceUrl?: string;
    }
  /** A file with no bytes to read, and the problem that says why (a sitemap the site refused). */
  | { readonly name: string; readonly refused: Problem };

export interface IngestFileStart {
  /** Identifies the document in `onUrl`, `onSitemap` and its report; 0, 1, 2… per run. */
  readonly ingestId: number;
  readonly name: string;
  readonly format: ReportFormat;
  /** The archive this file is a member of. */
  readonly parentIngestId?: number;
}

/** A DocumentReport with the id the pipeline gave the document. */
export interface IngestDocumentReport extends DocumentReport {
  readonly ingestId: number;
  readonly parentIngestId?: number;
}

export interface IngestProgress {
  /** Index in `inputs` of the input being read, and its name. */
  readonly inputIndex: number;
  readonly inputName: string;
  /** Bytes of that input consumed so far, and its size when known. */
  readonly bytesRead: number;
  readonly inputBytes?: number;
  /** Totals for the whole run. */
  readonly bytesInflated: number;
  readonly urls: number;
}

export interface IngestSink {
  onFileStart?(file: IngestFileStart): void;
  onProgress?(progress: IngestProgress): void;
  /** `problemCodes`: the codes of the problems the reader found on the entry. */
  onUrl(ingestId: number, entry: UrlEntry, problemCodes?: readonly ProblemCode[]): void;
  /**
   * When present, an XML sitemap's URL entries come here in columns instead of to `onUrl`
   * (src/core/sitemap/url-batch.ts); the batch is reused once this returns, so copy what you keep.
   */
  onUrlBatch?(ingestId: number, batch: UrlBatch): void;
  onSitemap(ingestId: number, ref: SitemapRef): void;
  /** Once per document (and once per archive, after its members), when it is finished. */
  onFileReport(report: IngestDocumentReport): void;
}

/** What a sitemap reader offers: `SitemapReader` in src/core/sitemap/sitemap-reader.ts. */
export interface SitemapPushReader {
  push(bytes: Uint8Array): void;
  end(): void;
}

/** What the pipeline itself reads from a parsed robots.txt: its `Sitemap:` lines and groups. */
export interface RobotsSitemaps {
  readonly sitemaps: readonly { readonly url: string; readonly line: number }[];
  /** Its groups, counted for the file's summary. */
  readonly groups?: readonly { readonly rules: readonly unknown[] }[];
}

export interface DocumentReaders<Parsed extends RobotsSitemaps = RobotsSitemaps> {
  createSitemapReader(
    handler: SitemapHandler,
    options: { sourceUrl?: string; nowMs: number },
  ): SitemapPushReader;
  /** `fileBytes`: the file's real size when `input` is only the head that was kept. */
  parseRobots(input: Uint8Array, fileBytes?: number): Parsed;
  /** Lints the robots.txt `parseRobots` returned for `input`: the file is parsed once. */
  lintRobots(input: Uint8Array, parsed: Parsed): Problem[];
}

export interface IngestOptions {
  /** "Now" for lastmod-future checks, in ms since the epoch. */
  readonly nowMs: number;
  /** Polled between chunks: true stops the run (`IngestResult.cancelled`). */
  readonly shouldStop?: () => boolean;
  /** Awaited about every `yieldBytes` processed, so the worker can take messages. */
  readonly yieldEvery?: () => Promise<void>;
  /** Default 1 MiB. */
  readonly yieldBytes?: number;
  readonly limits?: InflateLimits;
  /**
   * A budget shared with other runs (the session's: one cap on inflated bytes for all its
   * inputs, not a fresh one per input). `limits` is then ignored.
   */
  readonly budget?: InflateBudget;
  /**
   * Where to use the platform's DecompressionStream (3–4× fflate in Chromium), fflate
   * deciding whenever it fails: `true` (default) for gzip files and zip entries, `'zip'` for
   * zip entries only, `false` for neither. The command line uses `'zip'`: Node's native
   * gunzip accepts zero padding after a stream that fflate reports (src/core/archive/native-inflate.ts).
   */
  readonly nativeInflate?: boolean | 'zip';
  /** Defaults to the project's sitemap and robots readers. */
  readonly readers?: DocumentReaders;
}

export interface IngestResult {
  readonly cancelled: boolean;
  readonly files: number;
  readonly urls: number;
  readonly problems: number;
  readonly bytesInflated: number;
}
