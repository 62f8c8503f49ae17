/**
 * A small site whose URLs have problems only the session's analyses find: a robots.txt that
 * blocks /tag/, hreflang alternates without return links (and one that is not absolute, a
 * problem the reader finds), a crawl export in Screaming Frog's columns with a 404, a
 * redirect and a URL it never reached, an author archive, and a numbered sibling that repeats
 * a URL. Each row's problems, whichever part of the session found them, are what the tests of
 * row-problems.test.ts count.
 */
import type { SfRow } from '../crawl/make-crawl';

export const SITE = 'https://www.example.com';

const urlset = (entries: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
const url = (path: string, links: readonly [string, string][] = []) =>
  `<url><loc>${SITE}${path}</loc>${links
    .map(
      ([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    )
    .join('')}</url>`;

export const ROBOTS_TXT = 'User-agent: *\nDisallow: /tag/\n';

/** The files, in the order they are loaded. */
export const SITE_FILES: readonly { name: string; text: string }[] = [
  { name: 'robots.txt', text: ROBOTS_TXT },
  {
    name: 'post-sitemap1.xml',
    text: urlset([
      // Names /de/post-1 as its German version, which does not name it back.
      url('/post-1', [
        ['en', `${SITE}/post-1`],
        ['de', `${SITE}/de/post-1`],
      ]),
      url('/post-2'),
      url('/post-3'),
      url('/post-4'),
      // A relative href: the reader's hreflang-invalid, a code of the stored row.
      url('/post-5', [['de', '/de/post-5']]),
      url('/author/jane/'),
    ]),
  },
  // Repeats /post-2 of its numbered sibling.
  { name: 'post-sitemap2.xml', text: urlset([url('/post-2'), url('/post-6')]) },
  {
    name: 'post_tag-sitemap.xml',
    text: urlset(['/tag/a/', '/tag/b/', '/tag/c/'].map((p) => url(p))),
  },
  { name: 'de-sitemap.xml', text: urlset([url('/de/post-1')]) },
];

/** The crawl: /post-3 is gone, /post-4 redirects where no sitemap lists, /post-6 not reached. */
export const CRAWL_ROWS: readonly SfRow[] = [
  ...['/post-1', '/post-2', '/post-5', '/author/jane/', '/de/post-1', '/tag/a/'].map((path) => ({
    address: `${SITE}${path}`,
  })),
  {
    address: `${SITE}/post-3`,
    status: 404,
    indexability: 'Non-Indexable',
    indexabilityStatus: 'Client Error',
  },
  {
    address: `${SITE}/post-4`,
    status: 301,
    contentType: '',
    indexability: 'Non-Indexable',
    indexabilityStatus: 'Redirected',
    redirect: `${SITE}/moved/post-4`,
  },
];
