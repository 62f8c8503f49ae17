/**
 * Counting over a crawl export's text for the reader (crawl-reader.ts): line breaks (CRLF, CR
 * or LF each one, as RFC 4180 readers take them), a row's length, and whether text is binary.
 */

/** A row's length as the record-length cap counts it: its cells and their delimiters. */
export function recordLength(cells: readonly string[]): number {
  let length = 0;
  for (const cell of cells) length += cell.length + 1;
  return length;
}

/** Line breaks in `text` (CRLF, CR or LF each one). */
export function countBreaks(text: string): number {
  return text.match(/\r\n|\r|\n/g)?.length ?? 0;
}

/** Where the last line break before `at` is (-1 when none). */
export function lastBreakBefore(text: string, at: number): number {
  return Math.max(text.lastIndexOf('\n', at - 1), text.lastIndexOf('\r', at - 1));
}

/** Line breaks inside a row's cells (quoted newlines), for the line the next row starts on. */
export function countLineBreaks(cells: readonly string[]): number {
  let count = 0;
  for (const cell of cells)
    if (cell.length > 0 && (cell.includes('\n') || cell.includes('\r')))
      count += cell.replace(/\r\n/g, '\n').split(/[\r\n]/).length - 1;
  return count;
}

/** More than one character in ten a control character (other than tab and line breaks). */
export function isMostlyControls(text: string): boolean {
  const sample = text.slice(0, 4096);
  if (sample.length === 0) return false;
  // eslint-disable-next-line no-control-regex -- counting control characters is the point
  const controls = sample.match(/[\u0001-\u0008\u000b\u000c\u000e-\u001f\ufffd]/g)?.length ?? 0;
  return controls * 10 > sample.length;
}
