/**
 * A response body gathered into one buffer as it arrives, without a second copy. Keeping the
 * chunks and joining them at the end held each body twice at its last moment: reading 256 MiB
 * raised the process's peak by about twice that (test/site/body-memory.test.ts; 1.2 times
 * with this). A resizable ArrayBuffer (ES2024: Node 20, every current browser) grows in place,
 * its memory committed only as it is written, so a body costs its own size and the chunk in
 * hand. An engine without one, or a cap past its largest buffer, falls back to the chunks.
 */

interface ResizableArrayBuffer extends ArrayBuffer {
  resize(byteLength: number): void;
}

type ResizableArrayBufferConstructor = new (
  byteLength: number,
  options: { maxByteLength: number },
) => ResizableArrayBuffer;

const isResizableKnown =
  typeof (ArrayBuffer.prototype as { resize?: unknown }).resize === 'function';

export class BodyBytes {
  size = 0;
  private readonly buffer: ResizableArrayBuffer | undefined;
  /** Tracks the buffer's length as it grows. */
  private readonly view: Uint8Array | undefined;
  private readonly chunks: Uint8Array[] = [];

  /** `maxBytes`: the most the body may come to (its caps), the buffer's reach. */
  constructor(maxBytes: number) {
    if (!isResizableKnown) return;
    try {
      const Resizable = ArrayBuffer as unknown as ResizableArrayBufferConstructor;
      this.buffer = new Resizable(0, { maxByteLength: Math.max(0, maxBytes) });
      this.view = new Uint8Array(this.buffer);
    } catch {
      // RangeError: past the engine's largest buffer. The chunks then, joined at the end.
    }
  }

  /** Adds `chunk`; the caller has already cut it to what the caps leave. */
  push(chunk: Uint8Array): void {
    if (this.buffer) {
      this.buffer.resize(this.size + chunk.length);
      this.view!.set(chunk, this.size);
    } else this.chunks.push(chunk);
    this.size += chunk.length;
  }

  /** The body: a view of all of its buffer (the command line hands that buffer on whole). */
  bytes(): Uint8Array {
    if (this.buffer) return new Uint8Array(this.buffer, 0, this.size);
    const bytes = new Uint8Array(this.size);
    let at = 0;
    for (const chunk of this.chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return bytes;
  }
}
