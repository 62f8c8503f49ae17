/**
 * The installable command line (cli/package.json): packed, installed from the tarball into
 * an empty folder with no network (`--offline`), and run there against a loopback site.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHealthySite, type FakeSite } from './fake-sites';

const repo = join(__dirname, '..', '..');
let site: FakeSite;
let dir = '';
beforeAll(async () => {
  site = await startHealthySite();
  dir = mkdtempSync(join(tmpdir(), 'packed-cli-'));
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

test('npm pack ./cli, npm install --offline of the tarball, sitemap-inspector --site', async () => {
  const root = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string };
  const cli = JSON.parse(readFileSync(join(repo, 'cli', 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: object;
  };
  expect(cli.version).toBe(root.version);
  // One bundled file: nothing to download at install time.
  expect(cli.dependencies).toBeUndefined();
  run('npm', ['pack', './cli', '--pack-destination', dir, '--silent'], repo);
  const tarball = `sitemap-inspector-${cli.version}.tgz`;
  const app = join(dir, 'app');
  run('mkdir', [app], dir);
  writeFileSync(join(app, 'package.json'), '{ "name": "empty", "private": true }\n');
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(dir, tarball)], app);
  const result = await new Promise<{ status: number | null; stdout: string }>((done) => {
    const child = spawn(
      join(app, 'node_modules', '.bin', 'sitemap-inspector'),
      ['--json', '--site', site.origin],
      { cwd: app },
    );
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('close', (status) => done({ status, stdout }));
  });
  const json = JSON.parse(result.stdout) as {
    totals: { urls: number };
    site: { userAgent: string };
  };
  expect(result.status).toBe(1);
  expect(json.totals.urls).toBe(7);
  expect(json.site.userAgent).toBe(
    `sitemap-inspector/${root.version} (+https://www.npmjs.com/package/sitemap-inspector)`,
  );
});
