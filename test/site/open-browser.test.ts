/**
 * `open` opening its address in the default browser (scripts/open-browser.ts): which opener
 * each platform gets and when none is opened, then a real spawn of a stand-in `xdg-open`
 * that records its arguments: the address arrives as one argument (a shell would have split
 * it at `;` and run the rest), and a failure to open is one line for stderr.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import {
  browserOpenerOf,
  isContinuousIntegration,
  openInBrowser,
  type BrowserPlace,
} from '../../scripts/open-browser';

const xdgOpen = { command: 'xdg-open', args: [] };

describe('browserOpenerOf', () => {
  test.each<[string, BrowserPlace, boolean, ReturnType<typeof browserOpenerOf>]>([
    ['Linux with X11', { platform: 'linux', env: { DISPLAY: ':0' } }, true, xdgOpen],
    [
      'Linux with Wayland',
      { platform: 'linux', env: { WAYLAND_DISPLAY: 'wayland-0' } },
      true,
      xdgOpen,
    ],
    ['FreeBSD with X11', { platform: 'freebsd', env: { DISPLAY: ':0' } }, true, xdgOpen],
    ['Linux without a display', { platform: 'linux', env: {} }, true, { none: 'no-display' }],
    [
      'Linux with an empty DISPLAY',
      { platform: 'linux', env: { DISPLAY: '' } },
      true,
      { none: 'no-display' },
    ],
    ['macOS', { platform: 'darwin', env: {} }, true, { command: 'open', args: [] }],
    [
      'Windows',
      { platform: 'win32', env: {} },
      true,
      { command: 'rundll32.exe', args: ['url.dll,FileProtocolHandler'] },
    ],
    ['AIX', { platform: 'aix', env: { DISPLAY: ':0' } }, true, { none: 'platform' }],
    ['--no-browser', { platform: 'darwin', env: {} }, false, { none: 'no-browser' }],
    [
      'a CI job on Linux',
      { platform: 'linux', env: { CI: 'true', DISPLAY: ':99' } },
      true,
      { none: 'ci' },
    ],
    ['a CI job on macOS', { platform: 'darwin', env: { CI: '1' } }, true, { none: 'ci' }],
    ['a CI job on Windows', { platform: 'win32', env: { CI: 'True' } }, true, { none: 'ci' }],
  ])('%s', (_name, place, isAsked, expected) => {
    expect(browserOpenerOf(place, isAsked)).toEqual(expected);
  });
});

test.each<[string | undefined, boolean]>([
  [undefined, false],
  ['', false],
  ['0', false],
  ['false', false],
  ['FALSE', false],
  ['true', true],
  ['1', true],
  ['yes', true],
])('CI=%j is a CI job: %s', (value, isCi) => {
  expect(isContinuousIntegration(value === undefined ? {} : { CI: value })).toBe(isCi);
});

describe('openInBrowser', () => {
  const bin = mkdtempSync(join(tmpdir(), 'open-browser-bin-'));
  afterAll(() => rmSync(bin, { recursive: true, force: true }));
  const record = join(bin, 'arguments');
  // Records its arguments NUL-separated (a newline inside one stays inside it).
  writeFileSync(join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s\\0' "$@" > "${record}"\n`);
  chmodSync(join(bin, 'xdg-open'), 0o755);
  writeFileSync(join(bin, 'failing-open'), '#!/bin/sh\nexit 3\n');
  chmodSync(join(bin, 'failing-open'), 0o755);
  const env = { PATH: bin };

  test('gives the opener the address as one argument, read by no shell', async () => {
    const address = 'http://127.0.0.1:1/#open=a;b&c $(x) \'q\' "d"';
    const warnings: string[] = [];
    openInBrowser(xdgOpen, address, env, (line) => warnings.push(line));
    await vi.waitFor(() => expect(existsSync(record)).toBe(true), { timeout: 10_000 });
    await vi.waitFor(() => expect(readFileSync(record, 'utf8')).toBe(`${address}\0`));
    expect(warnings).toEqual([]);
  });

  test.each([
    ['an opener that is not installed', 'no-such-opener', /\(no-such-opener: .*ENOENT.*\)/],
    ['an opener that fails', 'failing-open', /\(failing-open: exit status 3\)/],
  ])('%s is one warning line, and no throw', async (_name, command, why) => {
    const warnings: string[] = [];
    openInBrowser({ command, args: [] }, 'http://127.0.0.1:1/', env, (line) => warnings.push(line));
    await vi.waitFor(() => expect(warnings).toHaveLength(1), { timeout: 10_000 });
    expect(warnings[0]).toMatch(why);
    expect(warnings[0]).toMatch(/^Could not open a browser .*; open the address above\.$/);
  });
});
