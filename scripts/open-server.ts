/**
 * The server behind `--open`: the built inspector and one session's files (the names and
 * fetch log `--save` would write, held in memory), on 127.0.0.1 at a free port, to this
 * machine's browser only.
 *
 * - Only the app's own files (listed once at start) and the session's are served; a request
 *   path is a key looked up in those lists, never joined onto a folder.
 * - The session's files live under `/session/TOKEN/`: a random 128-bit token the printed
 *   address carries in its fragment, so no other page on the machine can name them.
 * - DNS rebinding: a page on `evil.example` whose name is made to resolve to 127.0.0.1 is
 *   refused by its Host header, which must be this server's own `127.0.0.1:PORT`; a request
 *   with an Origin header must come from this origin too.
 * - `Cross-Origin-Resource-Policy: same-origin` keeps other origins from loading any of it
 *   with `<script>` or `<img>` (Fetch §3.1 "cross-origin resource policy check").
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { AddressInfo } from 'node:net';

/** What the page fetches: the fetch log, and each saved file under its saved name. */
export interface OpenSession {
  readonly fetchLog: string;
  /** Saved name (`/`-separated, as in the log) → bytes. */
  readonly files: ReadonlyMap<string, Uint8Array>;
  /** A run with `--pages`: pages.json and each page body by its saved name, as `--save` writes them. */
  readonly pages?: {
    readonly json: string;
    readonly bodies: ReadonlyMap<string, Uint8Array>;
  };
}

export interface OpenServer {
  /** `http://127.0.0.1:PORT/#open=TOKEN`: the page that loads the session. */
  readonly address: string;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  // The demo's .gz is bytes for the app to inflate, never Content-Encoding.
  '.gz': 'application/gzip',
};

const COMMON_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const;

/** The fragment of the address the page reads its session token from (src/ui/input/opened-session.ts). */
export const OPEN_FRAGMENT_PREFIX = '#open=';

/** Every file under `dir`, by its URL path (`/assets/x.js`). */
async function appFiles(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(`/${relative(dir, path).split(sep).join('/')}`, path);
  }
  return files;
}

export async function startOpenServer(appDir: string, session: OpenSession): Promise<OpenServer> {
  const app = await appFiles(appDir);
  if (!app.has('/index.html')) throw new Error(`no index.html in ${appDir}`);
  const token = randomBytes(16).toString('hex');
  const sessionPrefix = `/session/${token}/`;
  let ownHost = '';
  const server = createServer((request, response) => {
    response.on('error', () => undefined);
    void answer(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, COMMON_HEADERS);
      response.end();
    });
  });
  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const origin = request.headers.origin;
    if (
      request.headers.host !== ownHost ||
      (origin !== undefined && origin !== `http://${ownHost}`)
    )
      return void response.writeHead(403, COMMON_HEADERS).end();
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return void response.writeHead(405, { ...COMMON_HEADERS, allow: 'GET, HEAD' }).end();
    const path = (request.url ?? '/').split(/[?#]/)[0]!;
    const send = (body: Uint8Array, type: string) =>
      void response
        .writeHead(200, { ...COMMON_HEADERS, 'content-type': type, 'content-length': body.length })
        .end(request.method === 'HEAD' ? undefined : body);
    if (path.startsWith('/session/')) {
      const rest = isOwnSession(path, sessionPrefix) ? path.slice(sessionPrefix.length) : '';
      if (rest === 'fetch-log.json')
        return send(new TextEncoder().encode(session.fetchLog), 'application/json');
      if (rest === 'pages.json' && session.pages)
        return send(new TextEncoder().encode(session.pages.json), 'application/json');
      const body = savedFile(rest, 'files/', session.files) ?? savedPage(rest);
      if (!body) return void response.writeHead(404, COMMON_HEADERS).end();
      return send(body, 'application/octet-stream');
    }
    const file = app.get(path === '/' ? '/index.html' : path);
    if (!file) return void response.writeHead(404, COMMON_HEADERS).end();
    send(await readFile(file), CONTENT_TYPES[extname(file)] ?? 'application/octet-stream');
  }
  /**
   * `files/NAME` (or `pages/NAME`), the saved name one encoded segment: a key of the
   * session, never a path.
   */
  function savedFile(
    rest: string,
    folder: string,
    files: ReadonlyMap<string, Uint8Array>,
  ): Uint8Array | undefined {
    if (!rest.startsWith(folder)) return undefined;
    let name: string;
    try {
      name = decodeURIComponent(rest.slice(folder.length));
    } catch {
      return undefined;
    }
    return files.get(name);
  }
  const savedPage = (rest: string) =>
    session.pages ? savedFile(rest, 'pages/', session.pages.bodies) : undefined;
  // 127.0.0.1 only, never every address: the session is for this machine's browser.
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  ownHost = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    address: `http://${ownHost}/${OPEN_FRAGMENT_PREFIX}${token}`,
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}

/** Whether `path` starts with this session's prefix, compared in constant time. */
function isOwnSession(path: string, prefix: string): boolean {
  const given = Buffer.from(path.slice(0, prefix.length));
  const own = Buffer.from(prefix);
  return given.length === own.length && timingSafeEqual(given, own);
}
