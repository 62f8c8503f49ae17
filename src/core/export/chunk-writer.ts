/**
 * A hyparquet-writer `Writer` that hands the file out in chunks of about `chunkBytes` as it
 * is written, instead of growing one buffer for the whole file: the worker posts each chunk
 * to the page (transferred), the command line appends it to the file. Memory then holds one
 * chunk and one row group being encoded, whatever the number of rows.
 *
 * Same approach as hyparquet-writer's own Node `fileWriter` (src/node.js): past the chunk size,
 * the next `ensure` hands out what is buffered and starts again at index 0; `offset` keeps
 * counting the whole file, which is what the footer's offsets use. The end of each row group
 * hands out what is buffered too, so every group's progress reaches the caller with its bytes.
 */
import { ByteWriter } from 'hyparquet-writer';

/** 1 MiB: few enough messages for a million rows, small enough to keep memory flat. */
const DEFAULT_CHUNK_BYTES = 1 << 20;

export class ChunkWriter extends ByteWriter {
  private readonly onChunk: (bytes: Uint8Array<ArrayBuffer>) => void;
  private readonly chunkBytes: number;

  /** `onChunk` receives a copy it may keep or transfer. */
  constructor(onChunk: (bytes: Uint8Array<ArrayBuffer>) => void, chunkBytes = DEFAULT_CHUNK_BYTES) {
    super(chunkBytes + 1024);
    this.onChunk = onChunk;
    this.chunkBytes = chunkBytes;
  }

  override ensure(size: number): void {
    if (this.index >= this.chunkBytes) this.handOut();
    super.ensure(size);
  }

  /** Called by ParquetWriter after each row group: the group's bytes go out with it. */
  flush(): void {
    this.handOut();
  }

  override finish(): void {
    this.handOut();
  }

  override getBuffer(): ArrayBuffer {
    throw new Error('ChunkWriter hands its bytes out in chunks: there is no whole buffer');
  }

  override getBytes(): Uint8Array<ArrayBuffer> {
    throw new Error('ChunkWriter hands its bytes out in chunks: there is no whole buffer');
  }

  private handOut(): void {
    if (this.index === 0) return;
    this.onChunk(new Uint8Array(this.buffer.slice(0, this.index)));
    this.index = 0;
  }
}
