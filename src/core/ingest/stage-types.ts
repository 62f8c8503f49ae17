/**
 * What the ingest stages have in common: each takes bytes with `push` and is told the end
 * with `end`, both awaited so the pipeline can yield and stop between chunks.
 */
import type { FileFacts } from './ingest-context';

export interface ByteConsumer {
  push(chunk: Uint8Array): Promise<void>;
  end(): Promise<void>;
}

/** Containers already opened around a file. */
export interface Depth {
  readonly gzip: number;
  readonly archive: number;
}

/** Opens the stage that sniffs and reads a file (given to the containers for their content). */
export type OpenStream = (facts: FileFacts, depth: Depth) => ByteConsumer;
