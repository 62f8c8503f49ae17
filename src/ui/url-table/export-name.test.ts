import { expect, test } from 'vitest';
import { exportBaseName } from './export-name';

test.each([
  [undefined, 'urls'],
  ['site-export.zip', 'site-export-urls'],
  ['sitemap_index.xml', 'sitemap_index-urls'],
  ['products.xml.gz', 'products-urls'],
  ['export.tar.gz', 'export-urls'],
  ['folder/sub/sitemap-blog.xml', 'sitemap-blog-urls'],
  ['pasted text 2', 'pasted-text-2-urls'],
  ['ウェブ地図.xml', 'ウェブ地図-urls'],
  ['../../etc/passwd', 'passwd-urls'],
  ['=cmd|x.xml', 'cmd-x-urls'],
  ['.xml', 'urls'],
])('%s is exported as %s.*', (name, expected) => {
  expect(exportBaseName(name)).toBe(expected);
});
