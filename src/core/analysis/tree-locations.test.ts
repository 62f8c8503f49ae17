import { expect, test } from 'vitest';
import { buildSitemapTree, type TreeFile } from './sitemap-tree';
import { knownLocations } from './tree-locations';

const file = (name: string, kind: TreeFile['kind'], sitemapLocs?: string[]): TreeFile => ({
  name,
  kind,
  urls: 0,
  problems: [],
  ...(sitemapLocs ? { sitemapLocs } : {}),
});

test('a file is located by the loc that lists it; unlisted files and cycles have none', () => {
  const tree = buildSitemapTree([
    file('robots.txt', 'robots', ['https://listings.example/sitemap_index.xml']),
    file('sitemap_index.xml', 'sitemapindex', [
      'https://listings.example/sitemap-1.xml',
      'https://listings.example/sitemap_index.xml',
    ]),
    file('sitemap-1.xml', 'urlset'),
    file('stray.xml', 'urlset'),
  ]);
  expect([...knownLocations(tree)]).toEqual([
    [1, 'https://listings.example/sitemap_index.xml'],
    [2, 'https://listings.example/sitemap-1.xml'],
  ]);
});
