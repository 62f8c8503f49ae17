/**
 * The sitemaps a file lists, in order, with where it lists them: a sitemap index's `<sitemap>`
 * entries (sitemaps.org, "Using Sitemap index files") or robots.txt `Sitemap:` lines
 * (sitemaps.org, "Specifying the Sitemap location in your robots.txt file").
 */
import type { SitemapRef } from '../sitemap/sitemap-entry';

/** One listed sitemap; line and column are 0 when positions are unknown. */
export interface ListedSitemap {
  loc: string;
  line: number;
  column: number;
  /** The `<lastmod>` text the index gives it. */
  lastmodText?: string;
}

/** What the listing needs of a file: its index entries with positions, or bare locs. */
export interface ListingFile {
  sitemapRefs?: readonly SitemapRef[];
  sitemapLocs?: readonly string[];
}

/** The file's listed sitemaps; index entries with positions win over bare locs. */
export function listedSitemaps(file: ListingFile): ListedSitemap[] {
  if (file.sitemapRefs)
    return file.sitemapRefs.map(({ loc, line, column, lastmodText }) => ({
      loc,
      line,
      column,
      lastmodText,
    }));
  return (file.sitemapLocs ?? []).map((loc) => ({ loc, line: 0, column: 0 }));
}
