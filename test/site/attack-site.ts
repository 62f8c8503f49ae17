/**
 * A hostile site on 127.0.0.1 for the site reader's boundaries (docs/reading-a-site.md): each
 * route is one way a site could try to reach past the report (a `.git` to write, names that
 * collide on disk, a body that backtracks a pattern, redirects off the site and to `data:`,
 * terminal escapes, a slow chain, a gzip that inflates past its cap). It listens on the
 * loopback address only; the off-site addresses it names are never connected to, since the
 * reader refuses them before any request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { listenOnLoopback } from './fake-sites';

export interface AttackSite {
  origin: string;
  /** Paths asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

type Route = (request: IncomingMessage, response: ServerResponse) => void;

const xml =
  (body: string, status = 200, headers: Record<string, string> = {}): Route =>
  (_, response) =>
    response.writeHead(status, { 'content-type': 'application/xml', ...headers }).end(body);
const redirect =
  (location: string, delayMs = 0): Route =>
  (_, response) => {
    setTimeout(() => response.writeHead(302, { location }).end(), delayMs);
  };
const urlset = (locs: readonly string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;
const index = (locs: readonly string[]) =>
  `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('')}</sitemapindex>`;

/** A 40-character name in Japanese: 120 bytes of UTF-8, 360 once percent-encoded. */
export const CJK_NAME = 'サイトマップ'.repeat(6) + 'テスト一覧' + '.xml';

/** The sitemaps the robots.txt lists, by path, and what each one is for. */
export const ATTACK_PATHS = {
  gitHead: '/.git/HEAD',
  gitConfig: '/.git/config',
  fileAndFolder: '/idx.xml',
  queryA: '/p.xml?p=1',
  queryB: '/p.xml%3Fp=1',
  caseA: '/Case.xml',
  caseB: '/case.xml',
  slashEnd: '/x/',
  slashIndex: '/x/index',
  device: '/nul.xml',
  star: '/*',
  cjk: `/${encodeURIComponent(CJK_NAME)}`,
  backtrack: '/backtrack.xml',
  offSite: '/off-site.xml',
  dataUrl: '/data.xml',
  fileUrl: '/file.xml',
  slowChain: '/slow/0.xml',
  inflates: '/inflates.xml.gz',
  afterInflates: '/after.xml',
  hugeHeaders: '/huge-headers.xml',
  cutBody: '/cut-body.xml',
} as const;

export async function startAttackSite(): Promise<AttackSite> {
  const requests: string[] = [];
  let routes: Record<string, Route> = {};
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    response.on('error', () => undefined);
    (routes[path] ?? xml('Not found', 404))(request, response);
  });
  const { origin, close } = await listenOnLoopback(server);
  routes = attackRoutes(origin);
  return { origin, requests, close };
}

/** The site's URLs in its plain sitemaps, which every saved copy must give again. */
export const plainUrls = (origin: string, path: string) => [
  `${origin}${path.replace(/[?%]/g, '_')}/page`,
];

function attackRoutes(origin: string): Record<string, Route> {
  const plain = (path: string) => xml(urlset(plainUrls(origin, path)));
  const robots =
    'User-agent: *\n' +
    // Escapes a terminal obeys: clear screen, window title, an OSC 52 clipboard write.
    '\u001b[2J\u001b]0;owned\u0007Disallow: /a\n' +
    '\u001b]52;c;ZWNobyBvd25lZA==\u0007: /b\n' +
    Object.values(ATTACK_PATHS)
      .map((path) => `Sitemap: ${origin}${path}\n`)
      .join('');
  // 4,000 copies of one long loc: about 10 KB of gzip that inflates to about 1.6 MB.
  const inflating = gzipSync(
    urlset(Array.from({ length: 4000 }, () => `${origin}/${'a'.repeat(380)}`)),
  );
  const routes: Record<string, Route> = {
    '/robots.txt': (_, response) =>
      response.writeHead(200, { 'content-type': 'text/plain' }).end(robots),
    [ATTACK_PATHS.gitHead]: xml('ref: refs/heads/main\n'),
    [ATTACK_PATHS.gitConfig]: xml('[core]\n\tfsmonitor = "touch owned-by-the-site"\n'),
    [ATTACK_PATHS.fileAndFolder]: xml(index([`${origin}/idx.xml/child.xml`])),
    '/idx.xml/child.xml': plain('/idx.xml/child.xml'),
    [ATTACK_PATHS.queryA]: plain(ATTACK_PATHS.queryA),
    [ATTACK_PATHS.queryB]: plain(ATTACK_PATHS.queryB),
    [ATTACK_PATHS.caseA]: plain(ATTACK_PATHS.caseA),
    [ATTACK_PATHS.caseB]: plain(ATTACK_PATHS.caseB),
    [ATTACK_PATHS.slashEnd]: plain(ATTACK_PATHS.slashEnd),
    [ATTACK_PATHS.slashIndex]: plain(ATTACK_PATHS.slashIndex),
    [ATTACK_PATHS.device]: plain(ATTACK_PATHS.device),
    [ATTACK_PATHS.star]: plain(ATTACK_PATHS.star),
    [ATTACK_PATHS.cjk]: plain('/cjk'),
    // Made a former pattern scan the rest of the body for each <sitemap>: minutes.
    [ATTACK_PATHS.backtrack]: xml('<sitemapindex>' + '<sitemap>'.repeat(60_000)),
    [ATTACK_PATHS.offSite]: redirect('http://10.99.99.99/sitemap.xml'),
    [ATTACK_PATHS.dataUrl]: redirect(
      'data:application/xml,<urlset><url><loc>x</loc></url></urlset>',
    ),
    [ATTACK_PATHS.fileUrl]: redirect('file:///etc/passwd'),
    // Each hop a second late, then a 503 that asks to come back: without a cap per file, minutes.
    ...Object.fromEntries(
      Array.from({ length: 4 }, (_, i) => [`/slow/${i}.xml`, redirect(`/slow/${i + 1}.xml`, 1000)]),
    ),
    '/slow/4.xml': xml('busy', 503, { 'retry-after': '1' }),
    [ATTACK_PATHS.inflates]: (_, response) =>
      response.writeHead(200, { 'content-type': 'application/gzip' }).end(inflating),
    [ATTACK_PATHS.afterInflates]: plain(ATTACK_PATHS.afterInflates),
    // Past the 16 KiB of headers Node's HTTP parser takes.
    [ATTACK_PATHS.hugeHeaders]: xml(urlset([]), 200, { 'x-padding': 'p'.repeat(40_000) }),
    // Promises 100,000 bytes, sends 20, and hangs up.
    [ATTACK_PATHS.cutBody]: (request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml', 'content-length': '100000' });
      response.write('<urlset><url><loc>', () => request.socket.destroy());
    },
  };
  return routes;
}

/** A site whose robots.txt redirects to `location` (another address, or a `data:` URL). */
export async function startRedirectingRobots(location: string): Promise<AttackSite> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    if (request.url === '/robots.txt') response.writeHead(301, { location }).end();
    else response.writeHead(404).end();
  });
  return { ...(await listenOnLoopback(server)), requests };
}
