/**
 * The section rule (src/core/analysis/root-sections.ts) as data: a set of URLs, and the
 * section each one is counted under as `host/section` ("host/" is the top level). The same
 * table runs through the URL store (Sections, Changes "Per section") and through the strings
 * the crawl join groups (Coverage "By section").
 */
export const ROOT_SECTION_CASES: [name: string, sections: Record<string, string>][] = [
  [
    'a WordPress site: pages one segment deep make the top level, /blog/ and /tag/ stay',
    {
      'https://a.com/': 'a.com/',
      'https://a.com/page-1/': 'a.com/',
      'https://a.com/page-2/': 'a.com/',
      'https://a.com/about/': 'a.com/',
      'https://a.com/blog/': 'a.com/blog',
      'https://a.com/blog/hello/': 'a.com/blog',
      'https://a.com/tag/news/': 'a.com/tag',
    },
  ],
  [
    'a page without a trailing slash is at the top level, as before',
    { 'https://a.com/about': 'a.com/', 'https://a.com/about/team': 'a.com/about' },
  ],
  [
    'a query or fragment is not a path below the directory',
    {
      'https://a.com/search/?q=1': 'a.com/',
      'https://a.com/search/#top': 'a.com/',
      'https://a.com/search/': 'a.com/',
    },
  ],
  [
    'hosts are apart: a directory with URLs below on one host is no section on another',
    {
      'https://a.com/shop/1': 'a.com/shop',
      'https://b.com/shop/': 'b.com/',
    },
  ],
  [
    'only the first directory counts: one URL deep below makes it a section',
    { 'https://a.com/docs/': 'a.com/docs', 'https://a.com/docs/v1/intro': 'a.com/docs' },
  ],
  [
    'a non-ASCII directory',
    { 'https://a.com/日本/': 'a.com/', 'https://a.com/ブログ/1': 'a.com/ブログ' },
  ],
];
