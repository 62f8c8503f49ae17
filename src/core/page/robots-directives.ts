/**
 * Whether robots directives forbid indexing: `noindex` or `none` in a `<meta name=robots>`
 * (or `googlebot`) content, or in an `X-Robots-Tag` header, whose directives may be prefixed
 * by a user agent (`googlebot: noindex`), as Google documents them
 * (https://developers.google.com/search/docs/crawling-indexing/robots-meta-tag).
 */

/** Directives that carry a value after a colon, so that their colon is not a user-agent prefix. */
const VALUED = new Set([
  'unavailable_after',
  'max-snippet',
  'max-image-preview',
  'max-video-preview',
]);

/** Whether the comma-separated `directives` include noindex (for any user agent). */
export function hasNoindex(directives: string): boolean {
  for (const part of directives.toLowerCase().split(',')) {
    let directive = part.trim();
    const colon = directive.indexOf(':');
    if (colon > 0 && !VALUED.has(directive.slice(0, colon).trim()))
      directive = directive.slice(colon + 1).trim();
    // "googlebot: noindex, nofollow" puts the agent before the first directive only.
    for (const word of directive.split(/\s+/))
      if (word === 'noindex' || word === 'none') return true;
  }
  return false;
}
