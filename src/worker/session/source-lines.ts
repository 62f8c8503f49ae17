/**
 * A few lines of a document around a problem, read again from the input's bytes (the
 * session keeps the page's `Blob` or buffer, never the decoded text). Only documents that
 * are the input itself, uncompressed, can be re-read this cheaply; for a gzip file or an
 * archive member the answer is empty and the page says so.
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
  const first = Math.max(1, line - context);
  const last = line + context;
  const size = sourceSize(source);
  const decoder = new TextDecoder('utf-8');
  const lines: string[] = [];
  let current = '';
  let lineNumber = 1;
  // Lines end as the readers count them: LF, CRLF or a lone CR (XML 1.0 §2.11), also
  // when a CRLF is split between two slices.
  let isAfterCr = false;
  const lineEnd = /\r\n?|\n/g;
  for (let start = 0; start < size && lineNumber <= last; start += SLICE_BYTES) {
    const bytes = await readRange(source, start, Math.min(size, start + SLICE_BYTES));
    const text = decoder.decode(bytes, { stream: start + SLICE_BYTES < size });
    let at = isAfterCr && text.startsWith('\n') ? 1 : 0;
    if (text.length > 0) isAfterCr = text.endsWith('\r');
    lineEnd.lastIndex = at;
    while (at <= text.length && lineNumber <= last) {
      const match = lineEnd.exec(text);
      const end = match ? match.index : text.length;
      if (lineNumber >= first && current.length < MAX_LINE_CHARS)
        current += text.slice(at, Math.min(end, at + MAX_LINE_CHARS - current.length));
      if (!match) break;
      if (lineNumber >= first) lines.push(current);
      current = '';
      lineNumber++;
      at = end + match[0].length;
    }
  }
  if (lineNumber <= last && lineNumber >= first && current !== '') lines.push(current);
  return { firstLine: first, lines };
}
