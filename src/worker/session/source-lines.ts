/**
 * A few lines of a document around a problem, read again from the input's bytes (the
 * session keeps the page's `Blob` or buffer, never the decoded text). Only documents that
 * are the input itself, uncompressed, can be re-read this cheaply; for a gzip file or an
 * archive member the answer is empty and the page says so.
 */
import type { FileSource } from '../protocol';
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
  for (let start = 0; start < size && lineNumber <= last; start += SLICE_BYTES) {
    const bytes = await readRange(source, start, Math.min(size, start + SLICE_BYTES));
    const text = decoder.decode(bytes, { stream: start + SLICE_BYTES < size });
    let at = 0;
    while (at <= text.length && lineNumber <= last) {
      const newline = text.indexOf('\n', at);
      const end = newline < 0 ? text.length : newline;
      if (lineNumber >= first && current.length < MAX_LINE_CHARS)
        current += text.slice(at, Math.min(end, at + MAX_LINE_CHARS - current.length));
      if (newline < 0) break;
      if (lineNumber >= first) lines.push(current.replace(/\r$/, ''));
      current = '';
      lineNumber++;
      at = newline + 1;
    }
  }
  if (lineNumber <= last && lineNumber >= first && current !== '')
    lines.push(current.replace(/\r$/, ''));
  return { firstLine: first, lines };
}
