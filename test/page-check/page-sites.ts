/**
 * Loopback sites with planted truth for the page check: each page says its dates one way
 * (JSON-LD, a `@graph`, microdata, RDFa, a meta tag, `<time>`, visible text, Last-Modified
 * only, nothing), its sitemap gives a lastmod, and the case says which verdict the check must
 * give. The sites listen on 127.0.0.1 only (listenOnLoopback) and record every request, so a
 * test can show a page robots.txt refuses was never asked for.
 */
import { createServer } from 'node:http';
import { listenOnLoopback } from '../site/fake-sites';

/** How a page states its modification date (`date` as written), or what it answers instead. */
export type PageStatement =
  | { readonly json: string }
  | { readonly graph: string }
  | { readonly microdata: string }
  | { readonly rdfa: string }
  | { readonly meta: string }
  | { readonly time: string }
  | { readonly text: string }
  | { readonly lastModified: string }
  | { readonly nothing: true }
  | { readonly status: number }
  | { readonly redirect: string };

export interface PlantedPage {
  readonly path: string;
  /** The article's own text (default: one sentence shared by every page). */
  readonly text?: string;
  /** What changes on every render and is no change of content: a sidebar, a form token. */
  readonly noise?: string;
  /** The sitemap's lastmod for it (absent: none). */
  readonly lastmod?: string;
  readonly page: PageStatement;
  /** The verdict the check must give. */
  readonly verdict: string;
}

export interface PageSite {
  readonly origin: string;
  /** Every path asked for, in order. */
  readonly requested: string[];
  /** Changed freely between runs. */
  pages: readonly PlantedPage[];
  robots: string;
  close(): Promise<void>;
}

const SHARED_TEXT = "The article's text, long enough to be the page's content, about one subject.";

/** The page's markup for a statement, its text and what changes on every render. */
export function pageHtml(statement: PageStatement, text = SHARED_TEXT, noise = ''): string {
  const article = (head: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>A page</title>${head}</head><body><header>Site</header><main><article>${body}<p>${text}</p><form><input type="hidden" name="csrf" value="${noise}"></form></article><aside>Related: ${noise}</aside></main><footer>Footer ${noise}</footer></body></html>`;
  if ('json' in statement)
    return article(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","dateModified":"${statement.json}"}</script>`,
      '',
    );
  if ('graph' in statement)
    return article(
      `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"O"},{"@type":"WebPage","dateModified":"${statement.graph}"}]}</script><script type="application/ld+json">{ not json</script>`,
      '',
    );
  if ('microdata' in statement)
    return article(
      '',
      `<div itemscope itemtype="https://schema.org/Article"><meta itemprop="dateModified" content="${statement.microdata}"></div>`,
    );
  if ('rdfa' in statement)
    return article(
      '',
      `<div vocab="https://schema.org/" typeof="Article"><span property="dateModified" content="${statement.rdfa}"></span></div>`,
    );
  if ('meta' in statement)
    return article(`<meta property="article:modified_time" content="${statement.meta}">`, '');
  if ('time' in statement)
    return article(
      '',
      `<p>Updated <time itemprop="dateModified" datetime="${statement.time}">then</time></p>`,
    );
  if ('text' in statement) return article('', `<p>${statement.text}</p>`);
  return article('', '');
}

export async function startPageSite(
  pages: readonly PlantedPage[],
  robots = 'User-agent: *\nAllow: /\n',
): Promise<PageSite> {
  const requested: string[] = [];
  const site = { pages, robots, requested };
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    const { status, headers, body } = answer(path);
    response.writeHead(status, headers).end(body);
  });
  /** What the site answers for `path`. */
  function answer(path: string): { status: number; headers: Record<string, string>; body: string } {
    if (path === '/robots.txt')
      return {
        status: 200,
        headers: { 'content-type': 'text/plain' },
        body: `${site.robots}\nSitemap: ${origin}/sitemap.xml\n`,
      };
    if (path === '/sitemap.xml')
      return {
        status: 200,
        headers: { 'content-type': 'application/xml' },
        body: sitemapOf(site.pages),
      };
    const planted = site.pages.find((page) => page.path === path);
    const statement = planted?.page;
    if (!planted || !statement) return { status: 404, headers: {}, body: 'Not found' };
    if ('status' in statement) return { status: statement.status, headers: {}, body: 'No' };
    if ('redirect' in statement)
      return { status: 301, headers: { location: `${origin}${statement.redirect}` }, body: '' };
    const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
    if ('lastModified' in statement) headers['last-modified'] = statement.lastModified;
    return { status: 200, headers, body: pageHtml(statement, planted.text, planted.noise) };
  }
  const { origin, close } = await listenOnLoopback(server);
  function sitemapOf(list: readonly PlantedPage[]): string {
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${list
      .map(
        (page) =>
          `<url><loc>${origin}${page.path}</loc>${page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : ''}</url>`,
      )
      .join('\n')}\n</urlset>\n`;
  }
  return Object.assign(site, { origin, close });
}
