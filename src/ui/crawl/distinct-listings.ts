/**
 * Coverage counts sitemap URLs once each (core/crawl/crawl-join.ts), while the URL table and
 * the Overview count every listing: a URL in two files, or twice in one, is one URL here. When
 * the two differ the page says so beside Coverage's figure.
 */
import type { CoverageView } from '../../worker/protocol/crawl';

/** The listings behind Coverage's distinct URLs when there are more of them, else undefined. */
export function listingsBeyondDistinct(
  coverage: Pick<CoverageView, 'sitemapUrls' | 'byFile'>,
): number | undefined {
  // Every listing is counted in its file's group (byFile holds every file, never cut).
  const listings = coverage.byFile.reduce((sum, file) => sum + file.listed, 0);
  return listings > coverage.sitemapUrls ? listings : undefined;
}
