/**
 * Tells a robots.txt from a text sitemap. Both are plain text; a robots.txt is recognised by
 * its name (`robots.txt`, any case, also inside an archive) or by its content: a
 * `user-agent`, `allow` or `disallow` record anywhere in the first bytes, or a first
 * record (after comments and blank lines) that is a robots.txt field. A text sitemap holds
 * only URLs (sitemaps.org "Text file"), so it never has such lines. RFC 9309 §2.1–2.2.
 */

/** How much of the start of a text file the decision reads. */
export const ROBOTS_SNIFF_BYTES = 8 * 1024;

const GROUP_RECORD = /^[ \t]*(user-agent|allow|disallow)[ \t]*:/im;
/** Fields seen in real robots.txt files, standard (RFC 9309, sitemap) or not. */
const ANY_RECORD =
  /^[ \t]*(user-agent|allow|disallow|sitemap|site-map|crawl-delay|host|noindex|clean-param|request-rate|visit-time)[ \t]*:/i;

export function isRobotsName(name: string): boolean {
  const slash = name.lastIndexOf('/');
  return name.slice(slash + 1).toLowerCase() === 'robots.txt';
}

export function looksLikeRobots(head: string): boolean {
  if (GROUP_RECORD.test(head)) return true;
  for (const rawLine of head.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    return ANY_RECORD.test(line);
  }
  return false;
}
