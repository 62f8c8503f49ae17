/**
 * The site `watch` is run against three times (test/site/watch-cli.test.ts), as data: what it
 * serves at each run. Between the first and second run a sitemap loses a URL, gains one and
 * re-dates one; between the second and third robots.txt gains a rule that blocks a section
 * and the index swaps a child.
 */
import { indexOf, urlsetOf } from './option-sites';

export const WATCH_EXPECTATIONS = 'allow Googlebot /a/1\nblock Googlebot /private/x\n';

export function watchSiteRun(origin: string, run: 1 | 2 | 3): Record<string, string> {
  const robots =
    run < 3
      ? `User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap_index.xml\n`
      : `User-agent: *\nDisallow: /private/\nDisallow: /a/\n\nSitemap: ${origin}/sitemap_index.xml\n`;
  const a =
    run === 1
      ? urlsetOf([
          [`${origin}/a/1`, '2026-11-01'],
          [`${origin}/a/2`, '2026-11-02'],
          [`${origin}/a/3`, '2026-11-03'],
        ])
      : urlsetOf([
          [`${origin}/a/1`, '2026-11-01'],
          [`${origin}/a/2`, '2026-12-01'],
          [`${origin}/a/4`, '2026-12-01'],
        ]);
  const children =
    run < 3 ? ['sitemap-a.xml', 'sitemap-b.xml'] : ['sitemap-a.xml', 'sitemap-c.xml'];
  return {
    '/robots.txt': robots,
    '/sitemap_index.xml': indexOf(children.map((name) => `${origin}/${name}`)),
    '/sitemap-a.xml': a,
    '/sitemap-b.xml': urlsetOf([[`${origin}/b/1`, '2026-11-01']]),
    '/sitemap-c.xml': urlsetOf([[`${origin}/b/1`, '2026-11-01']]),
  };
}
