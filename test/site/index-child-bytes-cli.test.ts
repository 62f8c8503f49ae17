/**
 * `--site` on a loopback site whose index names a child with a byte that is not UTF-8 (0xE9,
 * café in Latin-1, without a declaration): the reader asks for it escaped (`caf%E9.xml`), the
 * server answers 200, and the index tree takes that file for the child, where it reported
 * `index-child-missing` because the listing's decoder had read U+FFFD there.
 */
import { createServer } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { listenOnLoopback } from './fake-sites';
import { runInspectAsync } from '../cli-run';

const urlset = (loc: string) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${loc}</loc></url></urlset>`;

let site: { origin: string; close(): Promise<void> };
const asked: string[] = [];

beforeAll(async () => {
  let origin = '';
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    asked.push(path);
    if (path === '/robots.txt') response.end(`Sitemap: ${origin}/index.xml\n`);
    else if (path === '/index.xml')
      response.end(
        Buffer.concat([
          Buffer.from(
            `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/caf`,
          ),
          Buffer.from([0xe9]),
          Buffer.from(`.xml</loc></sitemap></sitemapindex>`),
        ]),
      );
    else if (path === '/caf%E9.xml') response.end(urlset(`${origin}/menu`));
    else response.writeHead(404).end();
  });
  site = await listenOnLoopback(server);
  origin = site.origin;
});
afterAll(() => site.close());

test('a child fetched by its escaped bytes is the child the index lists', async () => {
  const result = await runInspectAsync(['--json', '--site', site.origin]);
  const json = JSON.parse(result.stdout) as {
    files: { name: string; kind: string; problems: { code: string }[] }[];
  };
  expect(asked).toContain('/caf%E9.xml');
  const child = json.files.find((file) => file.name === `${site.origin}/caf%E9.xml`);
  expect(child?.kind).toBe('urlset');
  const index = json.files.find((file) => file.name === `${site.origin}/index.xml`)!;
  expect(index.problems.map((problem) => problem.code)).toContain('invalid-utf8');
  expect(index.problems.map((problem) => problem.code)).not.toContain('index-child-missing');
});
