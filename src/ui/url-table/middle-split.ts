/**
 * Where a URL is cut for a middle ellipsis: the head (scheme, host, the start of the path)
 * may shrink to "…", the tail (the last path segment and query, at most TAIL_CHARS) always
 * shows, so two URLs of one site that differ only at the end still read differently.
 */
const TAIL_CHARS = 28;

export function splitForMiddleEllipsis(text: string): { head: string; tail: string } {
  if (text.length <= TAIL_CHARS * 2) return { head: text, tail: '' };
  const start = text.length - TAIL_CHARS;
  // Start the tail at a slash when one is near, so it reads as a path segment.
  const slash = text.indexOf('/', start - 8);
  const cut = slash !== -1 && slash < text.length - 1 ? slash : start;
  return { head: text.slice(0, cut), tail: text.slice(cut) };
}
