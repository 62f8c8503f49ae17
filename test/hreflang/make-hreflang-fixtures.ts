/**
 * The two sitemaps of issue 30, generated (never committed): an English one (`/en/…`) and a
 * Japanese and Chinese one (`/ja/…`, `/zh-cn/…`), with `validClusters` clusters of en / ja /
 * zh-cn / x-default that are right, then the five the issue found broken:
 *
 * - `/en/b` lists `/ja/b`, and `/ja/b` does not list `/en/b` back (hreflang-no-return);
 * - `/en/c` lists its Japanese and Chinese versions but not itself (hreflang-missing-self);
 * - `/en/d` calls itself `en-UK` (hreflang-invalid-code, "en-GB");
 * - `/en/e` calls `/ja/e` `jp` (hreflang-invalid-code, "ja");
 * - `/en/f` gives two URLs for `ja`: `/ja/f` and `/ja/f/` (hreflang-conflict; the second is in
 *   no sitemap: one hreflang-target-not-listed, info).
 */
export const SITE = 'https://www.example.com';
const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

type Link = [hreflang: string, path: string];

function entry(path: string, links: readonly Link[]): string {
  const lines = links.map(
    ([hreflang, href]) =>
      `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${SITE}${href}"/>\n`,
  );
  return `  <url>\n    <loc>${SITE}${path}</loc>\n${lines.join('')}  </url>\n`;
}

/** The full, right list of cluster `name`. */
function fullLinks(name: string): Link[] {
  return [
    ['en', `/en/${name}`],
    ['ja', `/ja/${name}`],
    ['zh-cn', `/zh-cn/${name}`],
    ['x-default', `/en/${name}`],
  ];
}

export interface HreflangFixtures {
  /** `/en/…` */
  english: string;
  /** `/ja/…` and `/zh-cn/…` */
  asian: string;
}

/** The valid clusters are named `v0`, `v1`, …; the broken ones `b` … `f`. */
export function makeHreflangFixtures(validClusters = 200): HreflangFixtures {
  const english: string[] = [];
  const asian: string[] = [];
  for (let i = 0; i < validClusters; i++) {
    const links = fullLinks(`v${i}`);
    english.push(entry(`/en/v${i}`, links));
    asian.push(entry(`/ja/v${i}`, links), entry(`/zh-cn/v${i}`, links));
  }
  // b: /ja/b does not list /en/b back (nor x-default, which is /en/b).
  english.push(entry('/en/b', fullLinks('b')));
  asian.push(
    entry('/ja/b', [
      ['ja', '/ja/b'],
      ['zh-cn', '/zh-cn/b'],
    ]),
    entry('/zh-cn/b', fullLinks('b')),
  );
  // c: /en/c lists its Japanese and Chinese versions, not itself.
  english.push(
    entry('/en/c', [
      ['ja', '/ja/c'],
      ['zh-cn', '/zh-cn/c'],
    ]),
  );
  asian.push(entry('/ja/c', fullLinks('c')), entry('/zh-cn/c', fullLinks('c')));
  // d: en-UK for itself.
  english.push(
    entry(
      '/en/d',
      fullLinks('d').map(([code, href]) => [code === 'en' ? 'en-UK' : code, href]),
    ),
  );
  asian.push(entry('/ja/d', fullLinks('d')), entry('/zh-cn/d', fullLinks('d')));
  // e: jp for Japanese.
  english.push(
    entry(
      '/en/e',
      fullLinks('e').map(([code, href]) => [code === 'ja' ? 'jp' : code, href]),
    ),
  );
  asian.push(entry('/ja/e', fullLinks('e')), entry('/zh-cn/e', fullLinks('e')));
  // f: two URLs for ja.
  english.push(entry('/en/f', [...fullLinks('f'), ['ja', '/ja/f/']]));
  asian.push(entry('/ja/f', fullLinks('f')), entry('/zh-cn/f', fullLinks('f')));
  return {
    english: `${HEAD}${english.join('')}</urlset>\n`,
    asian: `${HEAD}${asian.join('')}</urlset>\n`,
  };
}

/** The hreflang problems the two files must give, by code, and the URL each is about. */
export const EXPECTED_PROBLEMS: readonly [code: string, url: string][] = [
  ['hreflang-no-return', `${SITE}/en/b`],
  ['hreflang-missing-self', `${SITE}/en/c`],
  ['hreflang-invalid-code', `${SITE}/en/d`],
  ['hreflang-invalid-code', `${SITE}/en/e`],
  ['hreflang-conflict', `${SITE}/en/f`],
  ['hreflang-target-not-listed', `${SITE}/en/f`],
];
