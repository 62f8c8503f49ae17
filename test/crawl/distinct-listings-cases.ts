/**
 * Coverage's distinct sitemap URLs against the listings per file: when the page adds that a
 * URL listed more than once counts once (src/ui/crawl/distinct-listings.ts).
 */
export const DISTINCT_LISTING_CASES: [
  name: string,
  sitemapUrls: number,
  listedPerFile: number[],
  listings: number | undefined,
][] = [
  ['every URL listed once: nothing to explain', 205, [100, 105], undefined],
  ['five URLs listed in a second file', 205, [100, 105, 5], 210],
  ['a URL listed twice in one file', 3, [4], 4],
  ['no files', 0, [], undefined],
];
