import { expect, test } from 'vitest';
import { DISTINCT_LISTING_CASES } from '../../../test/crawl/distinct-listings-cases';
import { listingsBeyondDistinct } from './distinct-listings';

test.each(DISTINCT_LISTING_CASES)('%s', (_name, sitemapUrls, listedPerFile, listings) => {
  const byFile = listedPerFile.map((listed, i) => ({
    key: `f${i}`,
    listed,
    notCrawled: 0,
    nonIndexable: 0,
  }));
  expect(listingsBeyondDistinct({ sitemapUrls, byFile })).toBe(listings);
});
