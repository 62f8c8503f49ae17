/**
 * Small sites on the loopback address for the site reader's tests (the command line and the
 * bookmarklet): a healthy one (robots.txt, a gzip index, plain and gzip children, a
 * redirect, a 404, a news sitemap) and a hostile one (a trickle, a gzip bomb, a redirect
 * loop, an index of 100,000 children, a 10 MB robots.txt, a 503 with Retry-After). They
 * listen on 127.0.0.1 only; nothing here reaches any other address.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface FakeSite {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** Paths asked for, in order (with their User-Agent). */
  requests: { path: string; userAgent: string | undefined }[];
  close(): Promise<void>;
}

type Route = (request: IncomingMessage, response: ServerResponse, attempt: number) => void;

const urlset = (locs: readonly string[], extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${extra}>\n${locs.map((loc) => `<url><loc>${loc}</loc><lastmod>2026-11-0${(loc.length % 9) + 1}</lastmod></url>`).join('\n')}\n</urlset>\n`;
const index = (locs: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
const send =
  (body: string | Uint8Array, headers: Record<string, string> = {}, status = 200): Route =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/xml', ...headers }).end(body);
  };

async function serve(routes: (origin: string) => Record<string, Route>): Promise<FakeSite> {
  const requests: FakeSite['requests'] = [];
  const attempts = new Map<string, number>();
  let table: Record<string, Route> = {};
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, userAgent: request.headers['user-agent'] });
    attempts.set(path, (attempts.get(path) ?? 0) + 1);
    response.on('error', () => undefined);
    const route = table[path];
    if (route) route(request, response, attempts.get(path)!);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  });
  const { origin, close } = await listenOnLoopback(server);
  table = routes(origin);
  return { origin, requests, close };
}

/** Starts `server` on 127.0.0.1 at a free port: its origin, and how to stop it (connections too). */
export async function listenOnLoopback(
  server: Server,
): Promise<{ origin: string; close(): Promise<void> }> {
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/** The healthy site's URLs, by sitemap, so tests can check every one arrived. */
export const healthyUrls = (origin: string) => ({
  plain: [`${origin}/products/1`, `${origin}/products/2`],
  gzip: [`${origin}/blog/1`, `${origin}/blog/2`, `${origin}/blog/3`],
  moved: [`${origin}/docs/1`],
  news: [`${origin}/news/2026/launch`],
});

export function startHealthySite(options: { cors?: boolean } = {}): Promise<FakeSite> {
  const cors: Record<string, string> = options.cors ? { 'access-control-allow-origin': '*' } : {};
  return serve((origin) => {
    const urls = healthyUrls(origin);
    const news = urlset(
      urls.news,
      ' xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"',
    ).replace(
      '</loc>',
      '</loc><news:news><news:publication><news:name>Example</news:name><news:language>en</news:language></news:publication><news:publication_date>2026-11-30T08:00:00Z</news:publication_date><news:title>Launch</news:title></news:news>',
    );
    return {
      // A page of the site, to run the bookmarklet on.
      '/': send('<!doctype html><title>Example site</title><p>A page of the site.</p>', {
        'content-type': 'text/html; charset=utf-8',
      }),
      '/robots.txt': send(
        `User-agent: *\nDisallow: /private/\n\nSitemap: ${origin}/sitemap_index.xml.gz\nSitemap: ${origin}/news-sitemap.xml\n`,
        { 'content-type': 'text/plain', ...cors },
      ),
      // A gzip index served as bytes, with validators the fetch record keeps.
      '/sitemap_index.xml.gz': send(
        gzipSync(
          index([
            `${origin}/sitemap-products.xml`,
            `${origin}/sitemap-blog.xml.gz`,
            `${origin}/old-sitemap-docs.xml`,
            `${origin}/sitemap-missing.xml`,
            'https://cdn.example.com/sitemap-images.xml',
          ]),
        ),
        {
          'content-type': 'application/gzip',
          'last-modified': 'Mon, 30 Nov 2026 08:00:00 GMT',
          etag: '"idx-1"',
          ...cors,
        },
      ),
      // Plain XML sent with Content-Encoding: gzip: the fetch undoes the encoding, the bytes are XML.
      '/sitemap-products.xml': send(gzipSync(urlset(urls.plain)), {
        'content-encoding': 'gzip',
        ...cors,
      }),
      // A real .gz file, sent as bytes.
      '/sitemap-blog.xml.gz': send(gzipSync(urlset(urls.gzip)), {
        'content-type': 'application/gzip',
        ...cors,
      }),
      '/old-sitemap-docs.xml': send('', { location: '/sitemap-docs.xml', ...cors }, 301),
      '/sitemap-docs.xml': send(urlset(urls.moved), cors),
      '/news-sitemap.xml': send(news, cors),
    };
  });
}

/** The hostile site's one well-behaved child. */
export const hostileHealthyUrls = (origin: string) => [`${origin}/ok/1`, `${origin}/ok/2`];

export function startHostileSite(): Promise<FakeSite> {
  // 300 gzip members of 1 MiB of zeros each: 300 MiB from about 300 KB (RFC 1952 §2.2 multi-member).
  const member = gzipSync(Buffer.alloc(1024 * 1024));
  const bomb = Buffer.concat([
    gzipSync('<?xml version="1.0"?><urlset>'),
    ...Array.from({ length: 300 }, () => member),
  ]);
  return serve((origin) => {
    const children = Array.from({ length: 100_000 }, (_, i) => `${origin}/many/${i}.xml`);
    const robots =
      `User-agent: *\n` +
      ['healthy.xml', 'bomb.xml', 'trickle.xml', 'loop.xml', 'many-index.xml', 'busy.xml']
        .map((name) => `Sitemap: ${origin}/${name}\n`)
        .join('') +
      'Disallow: /a-rule-of-many/\n'.repeat(400_000);
    const routes: Record<string, Route> = {
      '/robots.txt': send(robots, { 'content-type': 'text/plain' }),
      '/healthy.xml': send(urlset(hostileHealthyUrls(origin))),
      '/bomb.xml': send(bomb),
      // A byte a second, for ever.
      '/trickle.xml': (request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        const timer = setInterval(() => response.write(' '), 1000);
        request.socket.on('close', () => clearInterval(timer));
      },
      '/loop.xml': send('', { location: '/loop-b.xml' }, 302),
      '/loop-b.xml': send('', { location: '/loop.xml' }, 302),
      '/many-index.xml': send(index(children)),
      '/busy.xml': (request, response, attempt) =>
        attempt === 1
          ? send('busy', { 'retry-after': '0' }, 503)(request, response, attempt)
          : send(urlset([`${origin}/busy/1`]))(request, response, attempt),
    };
    for (let i = 0; i < 100; i++) routes[`/many/${i}.xml`] = send(urlset([`${origin}/many/${i}`]));
    return routes;
  });
}
