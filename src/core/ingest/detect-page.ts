/**
 * Whether a document is an HTML page rather than a sitemap: its first markup, after a BOM,
 * blanks and comments, is `<!doctype html` or `<html` (WHATWG HTML §13.1: a document starts
 * with the DOCTYPE, which is `<!DOCTYPE html` in any case). An XHTML page that starts with an
 * XML declaration is a page too when the root that follows is `html`. Decided from the bytes
 * alone, never the name, as every format here is; the scan is bounded by PAGE_SNIFF_BYTES.
 */

export const PAGE_SNIFF_BYTES = 1024;

const DOCTYPE = '<!doctype html';
const HTML = '<html';

export function looksLikeHtmlPage(head: Uint8Array): boolean {
  const end = Math.min(head.length, PAGE_SNIFF_BYTES);
  let i = 0;
  while (head[i] === 0xef && head[i + 1] === 0xbb && head[i + 2] === 0xbf) i += 3;
  for (;;) {
    while (i < end && isBlank(head[i]!)) i++;
    if (startsWith(head, i, end, DOCTYPE) || startsWith(head, i, end, HTML)) return true;
    // A comment or an XML declaration may come first: skip it to the markup after it.
    const closing = startsWith(head, i, end, '<!--')
      ? '-->'
      : startsWith(head, i, end, '<?xml')
        ? '?>'
        : undefined;
    if (!closing) return false;
    const after = indexOf(head, i + 4, end, closing);
    if (after < 0) return false;
    i = after + closing.length;
  }
}

function isBlank(byte: number): boolean {
  return byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;
}

/** Whether `head[at…]` starts with the ASCII `text`, in any letter case. */
function startsWith(head: Uint8Array, at: number, end: number, text: string): boolean {
  if (at + text.length > end) return false;
  for (let k = 0; k < text.length; k++)
    if ((head[at + k]! | 0x20) !== (text.charCodeAt(k) | 0x20)) return false;
  return true;
}

function indexOf(head: Uint8Array, from: number, end: number, text: string): number {
  for (let i = from; i + text.length <= end; i++) if (startsWith(head, i, end, text)) return i;
  return -1;
}
