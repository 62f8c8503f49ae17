/**
 * Where a site's sitemaps are, read the cheap way, to know what to fetch next: the
 * `Sitemap:` lines of a robots.txt (RFC 9309 §2.4; sitemaps.org "Specifying the Sitemap
 * location in your robots.txt file") and the `<sitemap><loc>` entries of a sitemap index.
 * What the files say and what is wrong with them is the full engine's job, once they are
 * fetched; this reads only addresses, so the bookmarklet can carry it.
 */

/** The `Sitemap:` values of a robots.txt, in order: the record name is case-insensitive, `#` starts a comment. */
export function robotsSitemapUrls(text: string): string[] {
  const urls: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const match = /^\s*sitemap\s*:\s*([^#\s]+)/i.exec(line);
    if (match) urls.push(match[1]!);
  }
  return urls;
}

/** Is this sitemap an index? Its root element, after a prolog, comments and a doctype, is `sitemapindex`. */
export function isSitemapIndex(text: string): boolean {
  return /^(?:\uFEFF|\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*<(?:[\w.-]+:)?sitemapindex[\s>/]/.test(
    text.slice(0, 64 * 1024),
  );
}

/** The `<loc>` of each `<sitemap>` of an index, entity references resolved, at most `max`. */
export function indexChildUrls(text: string, max: number): { urls: string[]; more: number } {
  const urls: string[] = [];
  let more = 0;
  const entry =
    /<(?:[\w.-]+:)?sitemap[\s>][\s\S]*?<(?:[\w.-]+:)?loc\s*>([\s\S]*?)<\/(?:[\w.-]+:)?loc\s*>/g;
  for (let match = entry.exec(text); match; match = entry.exec(text)) {
    const url = resolveReferences(match[1]!.replace(/^<!\[CDATA\[|\]\]>$/g, '').trim());
    if (!url) continue;
    if (urls.length < max) urls.push(url);
    else more++;
  }
  return { urls, more };
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function resolveReferences(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}
