/**
 * The `--open` server (scripts/open-server.ts) answers this machine's browser only: its own
 * Host and Origin, the session's files only under its token, the app's files only by name.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startOpenServer, type OpenServer } from '../../scripts/open-server';

/** Holds the app folder and a file beside it that must never be served. */
let outer: string;
let appDir: string;
let server: OpenServer;
let origin: string;
let token: string;
beforeAll(async () => {
  outer = await mkdtemp(join(tmpdir(), 'open-server-'));
  appDir = join(outer, 'app');
  await mkdir(join(appDir, 'assets'), { recursive: true });
  await writeFile(join(appDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(appDir, 'assets', 'app.js'), 'export {};');
  await writeFile(join(outer, 'outside.txt'), 'outside');
  server = await startOpenServer(appDir, {
    fetchLog: '{"fetches":[],"saved":[]}',
    files: new Map([['127.0.0.1_8080/a/s.xml', new TextEncoder().encode('<urlset/>')]]),
    pages: {
      json: '{"pages":[]}',
      bodies: new Map([['127.0.0.1_8080/p.html', new TextEncoder().encode('<p>page</p>')]]),
    },
  });
  const address = new URL(server.address);
  origin = address.origin;
  token = address.hash.slice('#open='.length);
});
afterAll(async () => {
  await server?.close();
  await rm(outer, { recursive: true, force: true });
});

/** A GET with the headers given (Host included), as node:http sends it: status and body. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((done, failed) => {
    const { hostname, port } = new URL(origin);
    request({ hostname, port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    })
      .on('error', failed)
      .end();
  });
}

test('the address is on 127.0.0.1 with a 128-bit token in its fragment', () => {
  expect(server.address).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+\/#open=[0-9a-f]{32}$/);
});

test('serves the app and the session under its token', async () => {
  expect((await get('/')).body).toContain('<title>app</title>');
  expect((await get('/assets/app.js')).status).toBe(200);
  expect((await get(`/session/${token}/fetch-log.json`)).body).toBe('{"fetches":[],"saved":[]}');
  const file = await get(`/session/${token}/files/${encodeURIComponent('127.0.0.1_8080/a/s.xml')}`);
  expect(file).toEqual({ status: 200, body: '<urlset/>' });
});

test('serves a --pages run’s pages.json and bodies, each by its saved name', async () => {
  expect((await get(`/session/${token}/pages.json`)).body).toBe('{"pages":[]}');
  const page = await get(`/session/${token}/pages/${encodeURIComponent('127.0.0.1_8080/p.html')}`);
  expect(page).toEqual({ status: 200, body: '<p>page</p>' });
  // A body is not a saved file.
  expect(
    (await get(`/session/${token}/files/${encodeURIComponent('127.0.0.1_8080/p.html')}`)).status,
  ).toBe(404);
});

test.each([
  ['another token', () => `/session/${'0'.repeat(32)}/fetch-log.json`],
  ['no token', () => '/session/fetch-log.json'],
  ['a path out of the app folder', () => '/../outside.txt'],
  ['an encoded way out', () => '/%2e%2e/outside.txt'],
  ['a file the app does not have', () => '/package.json'],
])('answers 404 to %s', async (_, path) => {
  expect((await get(path())).status).toBe(404);
});

test.each([
  ['another Host (DNS rebinding)', () => ({ host: 'evil.example' })],
  ['localhost as Host', () => ({ host: `localhost:${new URL(origin).port}` })],
  ['another Origin', () => ({ origin: 'http://evil.example' })],
])('refuses a request with %s', async (_, headersOf) => {
  const headers = headersOf();
  expect((await get('/', headers)).status).toBe(403);
  expect((await get(`/session/${token}/fetch-log.json`, headers)).status).toBe(403);
});

test('takes a request from its own origin', async () => {
  expect((await get('/', { origin })).status).toBe(200);
});
