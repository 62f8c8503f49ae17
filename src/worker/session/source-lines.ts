/**
 * A few lines of a document around a problem, read again from the input's bytes (the
 * session keeps the page's `Blob` or buffer, never the decoded text). A document that is the
 * input itself, uncompressed, is read from its start up to the lines; a gzip file or an
 * archive member is read again through the pipeline (document-reread.ts) into the same window.
 */
import type { FileSource } from '../protocol/files';
import { readRange, sourceSize } from './source-chunks';

const SLICE_BYTES = 1 << 20;
/** A line longer than this is cut: a minified sitemap is one 50 MB line. */
export const MAX_LINE_CHARS = 2000;

export interface SourceLines {
  firstLine: number;
  lines: string[];
}

/** Lines `line - context … line + context` (1-based) of the source's UTF-8 text. */
export async function readSourceLines(
  source: FileSource,
  line: number,
  context: number,
): Promise<SourceLines> {
  const window = new SourceLineWindow(line, context);
  const size = sourceSize(source);
  for (let start = 0; start < size && !window.isDone; start += SLICE_BYTES)
    window.push(await readRange(source, start, Math.min(size, start + SLICE_BYTES)));
  window.end();
  return window.lines();
}

/**
 * Keeps the lines around one line of UTF-8 bytes pushed in any slices; `isDone` once past
 * them. Also the consumer of a document read again from a gzip file or an archive
 * (document-reread.ts), so every document's lines can be shown.
 */
export class SourceLineWindow {
  private readonly first: number;
  private readonly last: number;
  private readonly decoder = new TextDecoder('utf-8');
  private readonly kept: string[] = [];
  private current = '';
  private lineNumber = 1;
  // Lines end as the readers count them: LF, CRLF or a lone CR (XML 1.0 §2.11), also
  // when a CRLF is split between two slices.
  private isAfterCr = false;

  constructor(line: number, context: number) {
    this.first = Math.max(1, line - context);
    this.last = line + context;
  }

  get isDone(): boolean {
    return this.lineNumber > this.last;
  }

  push(bytes: Uint8Array): void {
    if (!this.isDone) this.take(this.decoder.decode(bytes, { stream: true }));
  }

  end(): void {
    if (!this.isDone) this.take(this.decoder.decode());
    const { lineNumber, first, last } = this;
    if (lineNumber <= last && lineNumber >= first && this.current !== '') {
      this.kept.push(this.current);
      this.current = '';
    }
  }

  lines(): SourceLines {
    return { firstLine: this.first, lines: this.kept };
  }

  private take(text: string): void {
    const lineEnd = /\r\n?|\n/g;
    let at = this.isAfterCr && text.startsWith('\n') ? 1 : 0;
    if (text.length > 0) this.isAfterCr = text.endsWith('\r');
    lineEnd.lastIndex = at;
    while (at <= text.length && !this.isDone) {
      const match = lineEnd.exec(text);
      const end = match ? match.index : text.length;
      if (this.lineNumber >= this.first && this.current.length < MAX_LINE_CHARS)
        this.current += text.slice(at, Math.min(end, at + MAX_LINE_CHARS - this.current.length));
      if (!match) break;
      if (this.lineNumber >= this.first) this.kept.push(this.current);
      this.current = '';
      this.lineNumber++;
      at = end + match[0].length;
    }
  }
}
