/**
 * Loopback sites for the fetching options of `--site` (`--discover`, `--header`,
 * `--follow` / `--skip`) and for `watch`: each a table of paths to bodies that a test may
 * change between runs, recording every request with its headers. They listen on 127.0.0.1
 * only (listenOnLoopback); nothing here reaches any other address.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from './fake-sites';

export interface TableSite {
  /** `http://127.0.0.1:PORT` */
  readonly origin: string;
  /** Path → body (XML or text, sent as 200), or a status alone. Changed freely between runs. */
  routes: Record<string, string | number>;
  /** Every request, in order, with its headers. */
  readonly requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startTableSite(
  routesOf: (origin: string) => Record<string, string | number> = () => ({}),
): Promise<TableSite> {
  const requests: TableSite['requests'] = [];
  const site = { routes: {} as Record<string, string | number>, requests };
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
    } else response.writeHead(route ?? 404, { 'content-type': 'text/plain' }).end('Not found');
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
