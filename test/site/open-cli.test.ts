/**
 * How `open URL` and `--open` are asked for: the serving itself is driven in Chromium
 * (test/e2e/open-site.test.ts); here, the words that never read a site.
 */
import { expect, test } from 'vitest';
import { runInspect } from '../cli-run';

test.each([
  [['open'], 'open takes the site first: open URL [options]'],
  [['open', '--follow-hosts'], 'open takes the site first'],
  [['--open', 'sitemap.xml'], '--open needs --site URL'],
  [['--site', 'http://127.0.0.1:9/', '--no-browser'], '--no-browser needs --open'],
])('usage error %j exits 2', (args, message) => {
  const { status, stderr } = runInspect(...args);
  expect(status).toBe(2);
  expect(stderr).toContain(message);
});

test('open --help names open and --open', () => {
  const { status, stdout } = runInspect('open', '--help');
  expect(status).toBe(0);
  expect(stdout).toContain('With open URL (or --site URL --open)');
  expect(stdout).toMatch(/--open +then serve the inspector on 127\.0\.0\.1/);
  expect(stdout).toMatch(/--no-browser +with --open: print the address only/);
});
