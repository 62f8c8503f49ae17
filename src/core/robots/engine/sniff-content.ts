/**
 * Recognises content that is clearly not a robots.txt (an HTML error page, an XML or JSON
 * document, binary data) from its first kilobyte, so the lint can say so once instead of
 * reporting every line as unreadable.
 */

export type ContentKind = 'html' | 'xml' | 'json' | 'binary';

/** What the content looks like when it is clearly not a robots.txt, or null. */
export function sniffNotRobots(input: string | Uint8Array): ContentKind | null {
  const head =
    typeof input === 'string'
      ? input.slice(0, 1024)
      : String.fromCharCode(...input.subarray(0, 1024));
  const text = head.replace(/^(\ufeff|\xef\xbb\xbf)/, '').trimStart();
  if (/^<(!doctype html|html|head|body)\b/i.test(text)) return 'html';
  if (text.startsWith('<')) return 'xml';
  if (/^[{[]/.test(text)) return 'json';
  let control = 0;
  for (let i = 0; i < head.length; i++) {
    const c = head.charCodeAt(i);
    if (c === 0 || (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c)) control++;
  }
  // The same proportion as the format sniffer (archive/sniff-format.ts): one NUL in a short
  // file is a line to report (`nul-byte`), not binary data.
  return control > 2 && control * 20 > head.length ? 'binary' : null;
}
