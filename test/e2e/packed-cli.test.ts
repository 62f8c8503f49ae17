/**
 * The installable command line (cli/package.json): packed once, installed from the tarball
 * into an empty folder with no network (`--offline`), and run there against loopback sites:
 * `--site` reports a site, and `open` serves the inspector the package carries (not the
 * repository's build), whose page shows every URL of a site whose index is on another port
 * and the child that answered 404 with its status. Ctrl+C (SIGINT) stops it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHealthySite, type FakeSite } from '../site/fake-sites';
import { indexOf, startTableSite, urlsetOf, type TableSite } from '../site/option-sites';
import { openAppPerTest } from './app-page';
import { expectOpenedSite } from './opened-site';

openAppPerTest({ start: 'blank' });

const repo = join(__dirname, '..', '..');
const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string };
const cli = JSON.parse(readFileSync(join(repo, 'cli', 'package.json'), 'utf8')) as {
  version: string;
  license: string;
  dependencies?: object;
};

let healthy: FakeSite;
/** The site named on the command line: its robots.txt names an index on `sitemaps`. */
let site: TableSite;
/** Another port: the index, two children and one that answers 404. */
let sitemaps: TableSite;
let dir = '';
/** What `npm pack --json` says it packed. */
let packed: { size: number; files: { path: string }[] };
/** The empty folder the tarball is installed into. */
let installed = '';

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

beforeAll(async () => {
  [healthy, site, sitemaps] = await Promise.all([
    startHealthySite(),
    startTableSite(),
    startTableSite(),
  ]);
  const s = sitemaps.origin;
  site.routes = { '/robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${s}/sitemap_index.xml\n` };
  sitemaps.routes = {
    '/sitemap_index.xml': indexOf([
      `${s}/sitemap-pages.xml`,
      `${s}/sitemap-products.xml`,
      `${s}/sitemap-missing.xml`,
    ]),
    '/sitemap-pages.xml': urlsetOf([[`${site.origin}/about`], [`${site.origin}/contact`]]),
    '/sitemap-products.xml': urlsetOf([
      [`${site.origin}/p/1`],
      [`${site.origin}/p/2`],
      [`${site.origin}/p/3`],
    ]),
    '/sitemap-missing.xml': 404,
  };
  dir = mkdtempSync(join(tmpdir(), 'packed-cli-'));
  // One pack for the file: its prepack builds the command line and the inspector.
  const [report] = JSON.parse(
    run('npm', ['pack', './cli', '--pack-destination', dir, '--json', '--silent'], repo),
  ) as (typeof packed & { filename: string })[];
  packed = report!;
  installed = join(dir, 'empty');
  mkdirSync(installed);
  writeFileSync(join(installed, 'package.json'), '{ "name": "empty", "private": true }\n');
  run(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', join(dir, report!.filename)],
    installed,
  );
}, 600_000);
afterAll(async () => {
  await Promise.all([healthy?.close(), site?.close(), sitemaps?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the installed `sitemap-inspector` from the empty folder, with no INSPECTOR_APP_DIR. */
function startInstalled(args: readonly string[]) {
  const env = { ...process.env };
  delete env.INSPECTOR_APP_DIR;
  const child = spawn(join(installed, 'node_modules', '.bin', 'sitemap-inspector'), args, {
    cwd: installed,
    env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => child.on('close', done));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

test('the package is one bundled file and the built inspector, without source maps', () => {
  expect(cli.version).toBe(root.version);
  // One bundled file: nothing to download at install time.
  expect(cli.dependencies).toBeUndefined();
  const paths = packed.files.map((file) => file.path);
  expect(paths).toContain('dist/sitemap-inspector.js');
  expect(paths).toContain('dist/app/index.html');
  // The licence travels with the package.
  expect(cli.license).toBe('MIT');
  expect(paths).toContain('LICENSE');
  expect(paths.filter((path) => path.endsWith('.map'))).toEqual([]);
});

test('sitemap-inspector --site, installed from the tarball', async () => {
  const { exited, output } = startInstalled(['--json', '--site', healthy.origin]);
  const status = await exited;
  const json = JSON.parse(output().stdout) as {
    totals: { urls: number };
    site: { userAgent: string };
  };
  expect(status).toBe(1);
  expect(json.totals.urls).toBe(7);
  expect(json.site.userAgent).toBe(
    `sitemap-inspector/${root.version} (+https://www.npmjs.com/package/sitemap-inspector)`,
  );
});

const ADDRESS = /http:\/\/127\.0\.0\.1:[0-9]+\/#open=[0-9a-f]{32}/;

test('sitemap-inspector open serves the inspector it carries, with every URL of an index on another port and its 404 child', async () => {
  const { child, exited, output } = startInstalled(['open', site.origin, '--no-browser']);
  const printed = new Promise<string>((found, failed) => {
    child.stdout.on('data', () => {
      const match = ADDRESS.exec(output().stdout);
      if (match) found(match[0]);
    });
    child.on('close', (status) =>
      failed(new Error(`exited ${status} before serving:\n${JSON.stringify(output())}`)),
    );
  });
  try {
    const address = await printed;
    const served = new URL(address).origin;
    // The inspector the package carries: INSPECTOR_APP_DIR is unset and no repository is near.
    expect(await (await fetch(`${served}/`)).text()).toBe(
      readFileSync(
        join(installed, 'node_modules', 'sitemap-inspector', 'dist', 'app', 'index.html'),
        'utf8',
      ),
    );
    await expectOpenedSite(address, {
      urls: '5 URLs',
      tree: [
        /sitemap-missing\.xml\w*Could not be fetched: the server answered HTTP 404/,
        /sitemap-pages\.xmlsitemapsupplied2 URLs/,
        /sitemap-products\.xmlsitemapsupplied3 URLs/,
      ],
    });
  } finally {
    child.kill('SIGINT');
  }
  // Stopped by Ctrl+C, it ends as the report would have: 1, as a sitemap could not be fetched.
  expect(await exited).toBe(1);
  expect(output().stderr).toBe('');
});
