/**
 * The namespace URIs a sitemap reader recognises. Elements are matched by URI, never by
 * prefix (Namespaces in XML 1.0 §6); the conventional prefixes are used only to read, and
 * report, a file that uses a prefix without declaring it.
 *
 * Sources: sitemaps.org protocol; Google Search Central image, video and news sitemap pages
 * and "Localized versions of your page" (xhtml:link); RSS 2.0 (no namespace);
 * RFC 4287 §1.2 (Atom).
 */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** Google's namespace before sitemaps.org (2005); old generators still write it. */
export const SITEMAP_084_NS = 'http://www.google.com/schemas/sitemap/0.84';
export const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
export const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';
export const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** Conventional prefix → URI, for prefixes used without a declaration (lenient). */
export const CONVENTIONAL_PREFIXES: Readonly<Record<string, string>> = {
  image: IMAGE_NS,
  video: VIDEO_NS,
  news: NEWS_NS,
  xhtml: XHTML_NS,
};

/**
 * Whether an entry element (`<url>`, `<sitemap>`) in `uri` belongs to a root in `rootNs`: in
 * the root's own namespace, or in none (`xmlns=""`) under a root in a sitemap namespace.
 * Lenient (as crawlers): the second kind is read too, and reported as namespace-mixed.
 */
export function isEntryNamespace(uri: string | undefined, rootNs: string | undefined): boolean {
  return uri === rootNs || (uri === undefined && isSitemapNamespace(rootNs));
}

function isSitemapNamespace(uri: string | undefined): boolean {
  return uri === SITEMAP_NS || uri === SITEMAP_084_NS;
}
