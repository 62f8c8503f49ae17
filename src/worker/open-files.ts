/**
 * The `open` request: reads each file in `READ_CHUNK_BYTES` slices, sniffs its format from
 * the first bytes (magic numbers and content, never the name: see core/archive/sniff-format),
 * reports progress after every slice, and stops between slices when the request is
 * cancelled. Files are independent: one that cannot be read gets its own `error` event and
 * the others carry on.
 *
 * Until the ingest pipeline lands (sitemap engine issue), the slices are only counted; it
 * plugs in as `onChunk`, which is why the whole file is read rather than just its head.
 */
import { sniffFormat, type ContainerFormat } from '../core/archive/sniff-format';
import {
  AnalyzerErrorCode,
  READ_CHUNK_BYTES,
  type AnalyzerEvent,
  type FileSource,
  type OpenedFile,
  type OpenFileInput,
  type OpenRequest,
} from './protocol';

/** Enough for every magic number (tar's is at offset 257) and a fair look at text. */
const SNIFF_BYTES = 64 * 1024;

export interface OpenContext {
  emit(event: AnalyzerEvent): void;
  isCancelled(): boolean;
  /** Lets queued messages (a `cancel`) be handled before the next slice. */
  yieldToEvents(): Promise<void>;
  /** Receives every slice in order; `final` on the last (also called once for an empty file). */
  onChunk?(fileId: string, chunk: Uint8Array, final: boolean): void;
}

export type OpenOutcome = 'done' | 'cancelled';

export async function openFiles(request: OpenRequest, context: OpenContext): Promise<OpenOutcome> {
  for (const file of request.files) {
    if (context.isCancelled()) return 'cancelled';
    try {
      const opened = await readFile(request.id, file, context);
      if (opened === null) return 'cancelled';
      context.emit({ type: 'fileReport', id: request.id, file: opened });
    } catch (error) {
      context.emit({
        type: 'error',
        id: request.id,
        fileId: file.fileId,
        code: AnalyzerErrorCode.readFailed,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return context.isCancelled() ? 'cancelled' : 'done';
}

/** Returns null when cancelled part-way. */
async function readFile(
  id: number,
  file: OpenFileInput,
  context: OpenContext,
): Promise<OpenedFile | null> {
  const sizeBytes = sourceSize(file.source);
  let format: ContainerFormat = sniffFormat(new Uint8Array(0));
  if (sizeBytes === 0) {
    context.onChunk?.(file.fileId, new Uint8Array(0), true);
    return { fileId: file.fileId, name: file.name, sizeBytes, format };
  }
  let bytesRead = 0;
  while (bytesRead < sizeBytes) {
    if (context.isCancelled()) return null;
    const end = Math.min(sizeBytes, bytesRead + READ_CHUNK_BYTES);
    const chunk = await readSlice(file.source, bytesRead, end);
    if (bytesRead === 0) format = sniffFormat(chunk.subarray(0, SNIFF_BYTES));
    bytesRead = end;
    context.onChunk?.(file.fileId, chunk, bytesRead === sizeBytes);
    context.emit({
      type: 'progress',
      id,
      fileId: file.fileId,
      bytesRead,
      totalBytes: sizeBytes,
      format,
    });
    await context.yieldToEvents();
  }
  return { fileId: file.fileId, name: file.name, sizeBytes, format };
}

function sourceSize(source: FileSource): number {
  return source.kind === 'bytes' ? source.bytes.byteLength : source.blob.size;
}

async function readSlice(source: FileSource, start: number, end: number): Promise<Uint8Array> {
  if (source.kind === 'bytes') return new Uint8Array(source.bytes, start, end - start);
  return new Uint8Array(await source.blob.slice(start, end).arrayBuffer());
}
