/**
 * Loopback sites for the fetching options of `--site` (`--discover`, `--header`,
 * `--follow` / `--skip`), for `watch` and for the peer cases: each a table of paths to
 * bodies, statuses or redirects that a test may change between runs, recording every
 * request with its headers. They listen on 127.0.0.1 only (listenOnLoopback); nothing here
 * reaches any other address.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from './fake-sites';

/** A redirect: `status` (301 unless given) with `Location: location`. */
export interface Redirect {
  readonly location: string;
  readonly status?: 301 | 302 | 307 | 308;
}

/** Path → body (XML or text, sent as 200), a status alone, or a redirect. */
export type TableRoutes = Record<string, string | number | Redirect>;

export interface TableSite {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  /** Changed freely between runs. */
  routes: TableRoutes;
  /** Every request, in order, with its headers. */
  readonly requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startTableSite(
  routesOf: (origin: string) => TableRoutes = () => ({}),
): Promise<TableSite> {
  const requests: TableSite['requests'] = [];
  const site = { routes: {} as TableRoutes, requests };
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const route = site.routes[path];
    if (typeof route === 'string') {
      const type = route.startsWith('<!doctype html')
        ? 'text/html'
        : route.startsWith('<')
          ? 'application/xml'
          : 'text/plain';
      response.writeHead(200, { 'content-type': type }).end(route);
    } else if (typeof route === 'object')
      response.writeHead(route.status ?? 301, { location: route.location }).end();
    else response.writeHead(route ?? 404, { 'content-type': 'text/plain' }).end('Not found');
  });
  const { origin, close } = await listenOnLoopback(server);
  site.routes = routesOf(origin);
  return Object.assign(site, { origin, close });
}

export const urlsetOf = (entries: readonly (readonly [loc: string, lastmod?: string])[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map(
      ([loc, lastmod]) =>
        `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

export const indexOf = (locs: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
