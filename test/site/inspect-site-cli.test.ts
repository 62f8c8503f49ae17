/**
 * `npm run inspect -- --site URL` against sites on 127.0.0.1 (test/site/fake-sites.ts): every
 * URL of a healthy site arrives, a missing child is named with its status, and a hostile
 * site ends within the caps with valid JSON. Durations are caps, never what is asserted.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  healthyUrls,
  hostileHealthyUrls,
  startHealthySite,
  startHostileSite,
  type FakeSite,
} from './fake-sites';
import { runInspectAsync } from '../cli-run';

let healthy: FakeSite;
let hostile: FakeSite;
let dir = '';
beforeAll(async () => {
  [healthy, hostile] = await Promise.all([startHealthySite(), startHostileSite()]);
  dir = mkdtempSync(join(tmpdir(), 'inspect-site-'));
});
afterAll(async () => {
  await Promise.all([healthy.close(), hostile.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const inspect = (...args: string[]) => runInspectAsync(args);

interface Json {
  files: {
    name: string;
    kind: string;
    urls: number;
    problems: { code: string; message: string }[];
  }[];
  site: {
    robots: { status: number | string; statusClass: string };
    fetches: {
      url: string;
      status: number | null;
      redirects: string[];
      isGzip: boolean;
      isInflateCut: boolean;
      failure?: string;
      etag: string | null;
      lastModified: string | null;
      retries: number;
    }[];
    notFetched: { url: string; reason: string }[];
    notFetchedMore: number;
  };
}

describe('--site on a healthy site', () => {
  test('every URL of the index children and the news sitemap, the missing child with its status', async () => {
    const rows = join(dir, 'healthy.parquet');
    const result = await inspect('--json', '--rows', rows, '--site', `${healthy.origin}/`);
    expect(result.stderr).toContain('Wrote 7 URL rows');
    // 1: the missing child could not be read.
    expect(result.status).toBe(1);
    const json = JSON.parse(result.stdout) as Json;
    const o = healthy.origin;
    expect(json.files.map((f) => [f.name, f.kind])).toEqual([
      [`${o}/robots.txt`, 'robots'],
      [`${o}/sitemap_index.xml.gz`, 'sitemapindex'],
      [`${o}/sitemap-products.xml`, 'urlset'],
      [`${o}/sitemap-blog.xml.gz`, 'urlset'],
      [`${o}/old-sitemap-docs.xml`, 'urlset'],
      [`${o}/sitemap-missing.xml`, 'unknown'],
      [`${o}/news-sitemap.xml`, 'urlset'],
    ]);
    const missing = json.files.find((f) => f.name.endsWith('sitemap-missing.xml'))!;
    expect(missing.problems[0]).toMatchObject({ code: 'fetch-failed' });
    expect(missing.problems[0]!.message).toContain('HTTP 404');
    // The index lists a child the server refused: a failed fetch, not a file not supplied.
    const index = json.files.find((f) => f.name.endsWith('sitemap_index.xml.gz'))!;
    const missingChildren = index.problems.filter((p) => p.code === 'index-child-missing');
    expect(missingChildren.map((p) => p.message)).toEqual([
      expect.stringContaining('cdn.example.com'),
    ]);
    const urls = await parquetReadObjects({ file: bufferOf(rows), columns: ['url'] });
    const expected = Object.values(healthyUrls(o)).flat();
    expect(urls.map((row) => row.url).sort()).toEqual(expected.sort());
    const records = new Map(json.site.fetches.map((r) => [r.url, r]));
    expect(json.site.robots).toMatchObject({ status: 200, statusClass: 'success' });
    expect(records.get(`${o}/sitemap_index.xml.gz`)).toMatchObject({
      isGzip: true,
      etag: '"idx-1"',
      lastModified: 'Mon, 30 Nov 2026 08:00:00 GMT',
    });
    // Sent with Content-Encoding: gzip: the bytes received are the XML.
    expect(records.get(`${o}/sitemap-products.xml`)).toMatchObject({ isGzip: false, status: 200 });
    expect(records.get(`${o}/old-sitemap-docs.xml`)).toMatchObject({
      status: 200,
      redirects: [`${o}/sitemap-docs.xml`],
    });
    expect(records.get(`${o}/sitemap-missing.xml`)).toMatchObject({
      status: 404,
      failure: 'http-status',
    });
    expect(json.site.notFetched).toEqual([
      expect.objectContaining({
        url: 'https://cdn.example.com/sitemap-images.xml',
        reason: 'other-host',
      }),
    ]);
    // Only robots.txt and sitemaps, under our own product token.
    expect(healthy.requests.every((r) => r.userAgent?.startsWith('sitemap-inspector/'))).toBe(true);
    expect(healthy.requests.map((r) => r.path)).not.toContain('/products/1');
  });

  test('--save writes a folder that reads the same as the site', async () => {
    const saved = join(dir, 'saved');
    const site = await inspect('--json', '--site', healthy.origin, '--save', saved);
    const files = readdirSync(join(saved, 'files'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
    const again = await inspect('--json', ...files);
    const counts = (stdout: string) =>
      (JSON.parse(stdout) as Json & { totals: { urls: number } }).totals.urls;
    expect(counts(again.stdout)).toBe(counts(site.stdout));
    const log = JSON.parse(readFileSync(join(saved, 'fetch-log.json'), 'utf8')) as Json['site'];
    expect(log.fetches).toHaveLength(7);
  });

  test('usage errors exit 2', async () => {
    expect((await inspect('--site', 'ftp://x')).status).toBe(2);
    expect((await inspect('--max-files=0', '--site', healthy.origin)).status).toBe(2);
    expect((await inspect('--follow-hosts', 'a.xml')).status).toBe(2);
  });
});

describe('--site on a hostile site', () => {
  test('ends within the caps with valid JSON: the healthy child kept, the bomb and the trickle named', async () => {
    const rows = join(dir, 'hostile.parquet');
    const result = await inspect(
      '--json',
      '--rows',
      rows,
      '--timeout=2',
      '--max-files=20',
      '--site',
      hostile.origin,
    );
    expect(result.status).toBe(1);
    const json = JSON.parse(result.stdout) as Json;
    const o = hostile.origin;
    const records = new Map(json.site.fetches.map((r) => [r.url, r]));
    const locs = (await parquetReadObjects({ file: bufferOf(rows), columns: ['url'] })).map(
      (row) => row.url,
    );
    expect(locs).toEqual(expect.arrayContaining(hostileHealthyUrls(o)));
    // A urlset: its first bytes say so, and only the engine inflates it, under the cap.
    expect(records.get(`${o}/bomb.xml`)).toMatchObject({ isGzip: true, isInflateCut: false });
    expect(
      json.files.find((f) => f.name === `${o}/bomb.xml`)!.problems.map((p) => p.code),
    ).toContain('inflate-limit');
    expect(records.get(`${o}/trickle.xml`)).toMatchObject({ failure: 'timeout' });
    expect(json.files.find((f) => f.name === `${o}/trickle.xml`)!.problems[0]!.message).toContain(
      'within the time cap',
    );
    expect(records.get(`${o}/loop.xml`)).toMatchObject({ failure: 'redirect-loop' });
    expect(records.get(`${o}/busy.xml`)).toMatchObject({ status: 200, retries: 1 });
    // 20 sitemaps fetched of 100,006 listed: the rest are counted, not fetched.
    expect(json.site.fetches.filter((r) => r.url !== `${o}/robots.txt`)).toHaveLength(20);
    expect(json.site.notFetched.length + json.site.notFetchedMore).toBeGreaterThan(99_000);
    expect(hostile.requests.filter((r) => r.path.startsWith('/many/')).length).toBeLessThanOrEqual(
      20,
    );
  });
});

function bufferOf(path: string): ArrayBuffer {
  const bytes = readFileSync(path);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
