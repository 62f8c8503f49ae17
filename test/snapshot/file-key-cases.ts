/**
 * Which file of one snapshot is which of the other (src/core/snapshot/snapshot-file-keys.ts):
 * each side's documents as `[name, location?]`, and the key each gets, in order.
 */
export interface FileKeyCase {
  name: string;
  earlier: [string, string?][];
  current: [string, string?][];
  earlierKeys: string[];
  currentKeys: string[];
}

export const fileKeyCases: FileKeyCase[] = [
  {
    name: 'the archive or folder name and a .gz do not count',
    earlier: [['before.zip'], ['before.zip/sitemap-a.xml']],
    current: [['after/sitemap-a.xml.gz']],
    earlierKeys: ['before.zip', 'sitemap-a.xml'],
    currentKeys: ['sitemap-a.xml'],
  },
  {
    name: 'a zip with a wrapper folder, a picked folder and a plain file are one file',
    earlier: [['sutura.zip/sutura/page-sitemap.xml'], ['sutura.zip/sutura/post-sitemap.xml']],
    current: [['sitemaps/page-sitemap.xml'], ['post-sitemap.xml']],
    earlierKeys: ['page-sitemap.xml', 'post-sitemap.xml'],
    currentKeys: ['page-sitemap.xml', 'post-sitemap.xml'],
  },
  {
    name: 'the path end is as long on both sides as either needs (en beside zh)',
    earlier: [['h.zip/en/sitemap.xml'], ['h.zip/zh/sitemap.xml']],
    current: [['site/en/sitemap.xml']],
    earlierKeys: ['en/sitemap.xml', 'zh/sitemap.xml'],
    currentKeys: ['en/sitemap.xml'],
  },
  {
    name: 'case does not count; the current spelling is shown',
    earlier: [['a.zip/Pages.XML']],
    current: [['pages.xml']],
    earlierKeys: ['pages.xml'],
    currentKeys: ['pages.xml'],
  },
  {
    name: 'known URLs decide, whatever the names (files dropped one by one)',
    earlier: [
      ['sitemap.xml', 'https://a.com/en/sitemap.xml'],
      ['sitemap.xml', 'https://a.com/zh/sitemap.xml'],
    ],
    current: [
      ['site/zh/sitemap.xml', 'https://a.com/zh/sitemap.xml'],
      ['site/en/sitemap.xml', 'https://a.com/en/sitemap.xml'],
    ],
    earlierKeys: ['en/sitemap.xml', 'zh/sitemap.xml'],
    currentKeys: ['zh/sitemap.xml', 'en/sitemap.xml'],
  },
  {
    name: 'a known URL meets the one document of unknown URL ending the same way',
    earlier: [['a.zip/index.xml'], ['a.zip/page.xml', 'https://a.com/page.xml']],
    current: [['page.xml']],
    earlierKeys: ['index.xml', 'page.xml'],
    currentKeys: ['page.xml'],
  },
  {
    name: 'two URLs are two files, shown by their URLs when their names read alike',
    earlier: [['sitemap.xml', 'https://a.com/sitemap.xml']],
    current: [['sitemap.xml', 'https://b.com/sitemap.xml']],
    earlierKeys: ['https://a.com/sitemap.xml'],
    currentKeys: ['https://b.com/sitemap.xml'],
  },
];
