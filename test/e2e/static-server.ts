/**
 * A plain static file server (node:http, no framework) that serves a built `dist/` under a
 * sub-path, the way a team's static host would (`/team/inspector/`). Anything outside the
 * sub-path is a 404, so a URL that escapes the relative base shows up as a failed request.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { AddressInfo } from 'node:net';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  // Served as bytes, with no Content-Encoding, so the browser does not inflate it on the way.
  '.gz': 'application/gzip',
};

export interface StaticServer {
  /** Absolute URL of the app, ending in `/`. */
  url: string;
  /** The app's URL under each `alsoAt` sub-path, in order. */
  otherUrls: string[];
  close(): Promise<void>;
}

export interface StaticServerOptions {
  basePath?: string;
  /**
   * Imitate hosts that send `.gz` files with `Content-Encoding: gzip` (Apache's
   * `AddEncoding`, Vite's own servers): the browser then inflates them on the way.
   */
  gzipAsContentEncoding?: boolean;
  /**
   * More sub-paths serving the same build on the same origin (a link copied under one
   * path must open under another: same origin, so same storage, different address).
   */
  alsoAt?: string[];
}

export async function startStaticServer(
  rootDir: string,
  {
    basePath: mainPath = '/team/inspector/',
    gzipAsContentEncoding = false,
    alsoAt = [],
  }: StaticServerOptions = {},
): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const basePath =
        [mainPath, ...alsoAt].find((base) => path.startsWith(base) || path === base.slice(0, -1)) ??
        mainPath;
      if (path === basePath.slice(0, -1)) {
        response.writeHead(301, { location: basePath }).end();
        return;
      }
      if (!path.startsWith(basePath)) {
        response.writeHead(404).end('Not found (outside the app sub-path)');
        return;
      }
      const relative = path.slice(basePath.length) || 'index.html';
      const file = normalize(join(rootDir, relative));
      if (!file.startsWith(rootDir + sep)) {
        response.writeHead(403).end();
        return;
      }
      try {
        const info = await stat(file);
        if (!info.isFile()) throw new Error('not a file');
        const body = await readFile(file);
        const headers: Record<string, string> = {
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        };
        if (gzipAsContentEncoding && file.endsWith('.gz')) {
          headers['content-type'] =
            contentTypes[extname(file.slice(0, -3))] ?? 'application/octet-stream';
          headers['content-encoding'] = 'gzip';
        }
        response.writeHead(200, headers).end(body);
      } catch {
        response.writeHead(404).end('Not found');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${mainPath}`,
    otherUrls: alsoAt.map((base) => `http://127.0.0.1:${port}${base}`),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
