/**
 * `--site` against a hostile site on 127.0.0.1 (attack-site.ts): each attack ends within its
 * cap, with a valid report, nothing written outside plain names, nothing followed off the
 * site, and no escape byte from the site on the terminal.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ATTACK_PATHS,
  startAttackSite,
  startRedirectingRobots,
  type AttackSite,
} from './attack-site';
import { runInspectAsync } from '../cli-run';

let site: AttackSite;
let dir = '';
beforeAll(async () => {
  site = await startAttackSite();
  dir = mkdtempSync(join(tmpdir(), 'attack-site-'));
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

const inspect = (killAfterMs: number, ...args: string[]) => runInspectAsync(args, killAfterMs);

interface Json {
  totals: { urls: number };
  files: { name: string; urls: number; problems: { code: string; message: string }[] }[];
  site: {
    fetches: { url: string; failure?: string; elapsedMs: number; redirects: string[] }[];
    saved: { url: string; savedAs: string; error?: string }[];
  };
}

function everyName(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true }).map((entry) => entry.name);
}

describe('--site on a hostile site', () => {
  let json: Json;
  const saved = () => join(dir, 'saved');
  beforeAll(async () => {
    const run = await inspect(
      120_000,
      '--json',
      '--timeout=2',
      '--max-file-bytes=1000000',
      '--save',
      saved(),
      '--site',
      site.origin,
    );
    expect(run.isKilled).toBe(false);
    expect(run.status).toBe(1);
    json = JSON.parse(run.stdout) as Json;
  }, 150_000);

  const record = (path: string) =>
    json.site.fetches.find((r) => r.url === new URL(path, site.origin).href)!;

  test('--save writes plain names only: no dot segment, no .git, every file written', () => {
    const names = everyName(join(saved(), 'files'));
    expect(names.filter((name) => name.startsWith('.'))).toEqual([]);
    expect(json.site.saved.filter((file) => file.error)).toEqual([]);
    expect(json.site.saved.map((file) => file.savedAs)).toContain(
      `127.0.0.1_${new URL(site.origin).port}/%2Egit/%63onfig`,
    );
    const log = JSON.parse(readFileSync(join(saved(), 'fetch-log.json'), 'utf8')) as Json['site'];
    expect(log.saved).toEqual(json.site.saved);
    expect(new Set(json.site.saved.map((file) => file.savedAs.toLowerCase())).size).toBe(
      json.site.saved.length,
    );
  });

  test('the saved folder, read again, gives the same URLs', async () => {
    // The gzip past --max-file-bytes is left out: a folder is read under the files' own caps.
    const inflates = new URL(ATTACK_PATHS.inflates, site.origin).href;
    const files = json.site.saved
      .filter((file) => file.url !== inflates)
      .map((file) => join(saved(), 'files', ...file.savedAs.split('/')));
    const again = await inspect(60_000, '--json', ...files);
    const inflated = json.files.find((f) => f.name === inflates)!.urls;
    expect((JSON.parse(again.stdout) as Json).totals.urls).toBe(json.totals.urls - inflated);
  });

  test('a body that made a pattern backtrack is read, within the run', () => {
    expect(record(ATTACK_PATHS.backtrack)).not.toHaveProperty('failure');
  });

  test('redirects off the site and to data: or file: are not followed', () => {
    expect(record(ATTACK_PATHS.offSite)).toMatchObject({ failure: 'other-host-redirect' });
    expect(record(ATTACK_PATHS.dataUrl)).toMatchObject({ failure: 'not-http-redirect' });
    expect(record(ATTACK_PATHS.fileUrl)).toMatchObject({ failure: 'not-http-redirect' });
    const unreadable = json.files.find((f) => f.name.endsWith(ATTACK_PATHS.dataUrl))!;
    expect(unreadable.problems[0]!.message).not.toContain('<urlset>');
  });

  test('a slow redirect chain ends at its time cap, retries included', () => {
    const slow = record(ATTACK_PATHS.slowChain);
    expect(slow).toMatchObject({ failure: 'timeout' });
    // --timeout=2: the chain would take 4 s of redirects and a retry without a cap per file.
    expect(slow.elapsedMs).toBeLessThan(3500);
  });

  test('a gzip is inflated under --max-file-bytes, and the sitemap after it keeps its URLs', () => {
    const inflates = json.files.find((f) => f.name.endsWith(ATTACK_PATHS.inflates))!;
    expect(inflates.problems.map((p) => p.code)).toContain('inflate-limit');
    const after = json.files.find((f) => f.name.endsWith(ATTACK_PATHS.afterInflates))!;
    expect(after.urls).toBe(1);
  });

  test('oversized headers and a body cut short are each named for what they are', () => {
    expect(record(ATTACK_PATHS.hugeHeaders)).toMatchObject({
      failure: 'network',
      errorCode: 'UND_ERR_HEADERS_OVERFLOW',
    });
    const message = (path: string) =>
      json.files.find((f) => f.name.endsWith(path))!.problems[0]!.message;
    expect(message(ATTACK_PATHS.hugeHeaders)).toContain('headers were larger');
    expect(record(ATTACK_PATHS.cutBody)).toMatchObject({ failure: 'body-cut' });
    expect(message(ATTACK_PATHS.cutBody)).toContain('ended before its body was whole');
  });

  test('a --user-agent with a line break is a usage error, before any request', async () => {
    const asked = site.requests.length;
    const run = await inspect(30_000, '--user-agent', 'a\r\nX-Injected: 1', '--site', site.origin);
    expect(run.status).toBe(2);
    expect(site.requests.length).toBe(asked);
  });

  test('the readable report prints no escape byte from the site', async () => {
    const run = await inspect(
      120_000,
      '--timeout=2',
      '--max-file-bytes=1000000',
      '--site',
      site.origin,
    );
    expect(run.isKilled).toBe(false);
    expect(run.stdout).toContain('Disallow');
    expect(run.stdout).toContain('\\u001b');
    const isControl = (c: string) => {
      const code = c.charCodeAt(0);
      return (code < 0x20 && c !== '\n' && c !== '\t') || (code >= 0x7f && code <= 0x9f);
    };
    expect([...run.stdout].filter(isControl)).toEqual([]);
  }, 150_000);
});

describe('a robots.txt redirected off the site', () => {
  test.each([
    ['a data: URL', 'data:text/plain,User-agent: *%0ADisallow: /', 'not-http-redirect'],
    ['another address', 'http://10.99.99.99/robots.txt', 'other-host-redirect'],
  ])('to %s is reported and not used', async (_, location, failure) => {
    const robots = await startRedirectingRobots(location);
    try {
      const run = await inspect(60_000, '--json', '--site', robots.origin);
      const json = JSON.parse(run.stdout) as Json;
      expect(json.site.fetches[0]).toMatchObject({ failure });
      expect(json.files[0]!.problems[0]!.code).toBe('fetch-failed');
      // Only its own two addresses were asked for: robots.txt, then /sitemap.xml.
      expect(robots.requests).toEqual(['/robots.txt', '/sitemap.xml']);
    } finally {
      await robots.close();
    }
  });
});
