/**
 * `npm run inspect -- open URL`: the command reads a loopback site whose index lists a child
 * on another port and a child that answers 404, serves the built inspector with those files
 * on 127.0.0.1, and the page opened at the printed address shows every URL (the other
 * port's included) and the 404 child as could not be fetched, with its status, landing on the
 * answer (the inputs folded, the Overview and tabs in view at 1440 × 900); fetching
 * nothing but its own server's files. Ctrl+C (SIGINT) stops the server and the command.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { listenOnLoopback } from '../site/fake-sites';
import { openAppPerTest } from './app-page';
import { expectOpenedSite } from './opened-site';

// As a first visit: nothing remembered about the inputs, so they fold by themselves.
openAppPerTest({ start: 'blank', foldsInputs: true });

const urlset = (locs: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('\n')}\n</urlset>\n`;

/** A site answering `routes` (by path) and 404 to anything else. */
async function startSite(routes: (origin: string) => Record<string, string>) {
  let table: Record<string, string> = {};
  const server = createServer((request, response) => {
    const body = table[request.url ?? '/'];
    if (body === undefined) response.writeHead(404, { 'content-type': 'text/plain' }).end('no');
    else response.writeHead(200, { 'content-type': 'application/xml' }).end(body);
  });
  const site = await listenOnLoopback(server);
  table = routes(site.origin);
  return site;
}

let other: Awaited<ReturnType<typeof startSite>>;
let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  other = await startSite((origin) => ({
    '/child-b.xml': urlset([`${origin}/b/1`, `${origin}/b/2`]),
  }));
  site = await startSite((origin) => ({
    '/robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${origin}/index.xml\n`,
    '/index.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[`${origin}/child-a.xml`, `${other.origin}/child-b.xml`, `${origin}/missing.xml`].map((loc) => `<sitemap><loc>${loc}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`,
    '/child-a.xml': urlset([`${origin}/a/1`, `${origin}/a/2`, `${origin}/a/3`]),
  }));
});
afterAll(async () => {
  await site?.close();
  await other?.close();
});

const repositoryRoot = join(__dirname, '..', '..');
const ADDRESS = /http:\/\/127\.0\.0\.1:[0-9]+\/#open=[0-9a-f]{32}/;

/**
 * Runs `open URL` serving the suite's build, which reads the other port's child without
 * `--follow-hosts`; resolves with the printed address. No browser is opened: the test's own
 * Chromium opens the address.
 */
function startOpen(): { child: ChildProcessWithoutNullStreams; address: Promise<string> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/inspect.ts', 'open', site.origin, '--no-browser'],
    { cwd: repositoryRoot, env: { ...process.env, INSPECTOR_APP_DIR: inject('appDir') } },
  );
  let stdout = '';
  const address = new Promise<string>((found, failed) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const match = ADDRESS.exec(stdout);
      if (match) found(match[0]);
    });
    child.on('close', (status) => failed(new Error(`exited ${status} before serving:\n${stdout}`)));
  });
  return { child, address };
}

test('the page at the printed address shows every sitemap read, the other port’s and the 404 included', async () => {
  const { child, address } = startOpen();
  const exited = new Promise<number | null>((done) => child.on('close', done));
  try {
    await expectOpenedSite(await address, {
      landsOnAnswer: true,
      urls: '5 URLs',
      tree: [
        /missing\.xml\w*Could not be fetched: the server answered HTTP 404/,
        /child-b\.xmlsitemapsupplied2 URLs/,
      ],
    });
  } finally {
    child.kill('SIGINT');
  }
  // Stopped by Ctrl+C, it ends as the report would have: 1, as a sitemap could not be fetched.
  expect(await exited).toBe(1);
});
