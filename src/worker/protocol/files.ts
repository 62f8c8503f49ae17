/**
 * Inputs and what they turn out to be: the bytes the page sends (`open`), how far reading
 * got (`progress`), and each input's documents once read (`fileReport`).
 *
 * Bytes cross as transferred `ArrayBuffer`s (pasted text, fetched demo files) or as `Blob`
 * handles (uploaded files: structured-cloning a File copies a reference, not its bytes, and
 * the worker reads it in chunks, so a 200 MB upload never sits whole on the main thread).
 */
import type { ContainerFormat } from '../../core/archive/sniff-format';
import type { DocumentReport } from '../../core/document-report';
import type { DocumentId, InputId } from '../../core/ids';
import type { FetchFailureFacts } from '../../core/site/failed-fetches';
import type { LeftOutChild } from '../../core/site/left-out-child';

/** Where one input's bytes come from. */
export type FileSource =
  /** Pasted text or a fetched demo file; the buffer is transferred (detached on the page). */
  | { kind: 'bytes'; bytes: ArrayBuffer }
  /** An uploaded or dropped file, read by the worker in chunks. */
  | { kind: 'blob'; blob: Blob }
  /**
   * A sitemap a site listed but did not give (read by the command line or the bookmarklet):
   * no bytes, only how its fetch failed. It becomes a document with `fetch-failed`, so the
   * index tree shows the child as failed with its status, not as a file not supplied.
   */
  | { kind: 'unfetched'; fetch: FetchFailureFacts }
  /**
   * An index's child the user's `--skip` / `--follow` pattern left out (read by the command
   * line): no bytes, only the pattern. It becomes a document with `index-child-left-out`, so
   * the tree says which pattern left it out, not that it is missing.
   */
  | { kind: 'left-out'; leftOut: LeftOutChild };

export interface OpenFileInput {
  inputId: InputId;
  name: string;
  source: FileSource;
}

/** How to read an input again when the content-based guess was wrong (pasted text). */
export type ReadAs = 'detect' | 'robots';

/** How far one file's reading got: bytes read, bytes inflated and URLs found so far. */
export interface FileProgress {
  inputId: InputId;
  bytesRead: number;
  totalBytes: number;
  /** Known from the first chunk on, so a big file says what it is long before it is read. */
  format?: ContainerFormat;
  inflatedBytes?: number;
  urls?: number;
}

/**
 * A DocumentReport as the analyzer worker sends it in `OpenedFile.documents`: numbered by the
 * session, so the views can filter by document (a node of the index tree).
 */
export interface SessionDocumentReport extends DocumentReport {
  documentId: DocumentId;
  /** The archive this document was read from. */
  parentDocumentId?: DocumentId;
  inputId: InputId;
}

/** What one opened file is. `format` comes from its bytes (magic numbers, content), never its name. */
export interface OpenedFile {
  inputId: InputId;
  name: string;
  sizeBytes: number;
  format: ContainerFormat;
  /**
   * One report per document in the input: one for a plain or gzip file and one per member
   * for a zip or tar (named `ARCHIVE/PATH`), followed by the archive's own.
   */
  documents?: readonly SessionDocumentReport[];
}
