/**
 * The command line and the worker give the same answers. The page's
 * worker runs InspectorSession on transferred buffers with the platform inflater; the command
 * line runs the same session on files from disk. Both must report, per document, the same
 * kind, counts and problems — run-level problems included (a URL listed in two files, a child
 * an index lists but nobody supplied).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { InspectorSession } from '../../src/worker/session/inspector-session';
import { documentsOf, inspectFiles } from '../../scripts/inspect-run';
import { makeArchiveFixtures } from '../fixtures/generate-fixtures';
import { runInspect } from '../cli-run';

const NOW_MS = Date.parse('2026-11-30T00:00:00Z');
const urlset = (locs: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
    .map((loc) => `  <url><loc>${loc}</loc><lastmod>2024-06-20-04:00</lastmod></url>`)
    .join('\n')}\n</urlset>\n`;

const files: Record<string, Uint8Array> = {
  'sitemap_index.xml': Buffer.from(
    '<?xml version="1.0"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '  <sitemap><loc>https://www.example.com/a.xml</loc></sitemap>\n' +
      '  <sitemap><loc>https://www.example.com/b.xml.gz</loc></sitemap>\n' +
      '  <sitemap><loc>https://www.example.com/not-supplied.xml</loc></sitemap>\n' +
      '</sitemapindex>\n',
  ),
  'a.xml': Buffer.from(urlset(['https://www.example.com/1', 'https://www.example.com/2'])),
  'b.xml.gz': gzipSync(urlset(['https://www.example.com/2', 'relative/3'])),
  'robots.txt': Buffer.from(
    'User-agent: *\nCrawl-delay: 5\nSitemap: https://www.example.com/sitemap_index.xml\n',
  ),
  'bundle.zip': makeArchiveFixtures()[0].bytes,
};

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'parity-'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Summary = [string, string, string, number, number, string[]];
const summary = (r: {
  name: string;
  format: string;
  kind: string;
  urls: number;
  sitemaps: number;
  problems: { code: string; line: number }[];
}): Summary => [
  r.name.slice(r.name.indexOf(dir) === 0 ? dir.length + 1 : 0),
  r.format,
  r.kind,
  r.urls,
  r.sitemaps,
  r.problems.map((p) => `${p.code}@${p.line}`).sort(),
];

describe('the command line and the worker give the same answers', () => {
  test('per document: kind, counts and every problem, run-level ones included', async () => {
    const worker = new InspectorSession({
      nowMs: () => NOW_MS,
      monotonicMs: () => performance.now(),
    });
    await worker.open(
      Object.keys(files).map((name, index) => {
        const bytes = readFileSync(join(dir, name));
        return {
          inputId: String(index),
          name,
          source: {
            kind: 'bytes' as const,
            bytes: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
          },
        };
      }),
      { requestId: 1, emit: () => {}, isCancelled: () => false, yieldToEvents: async () => {} },
    );
    const fromWorker = worker.reports().map(summary);
    const fromCli = documentsOf(
      await inspectFiles(
        Object.keys(files).map((name) => join(dir, name)),
        NOW_MS,
      ),
    ).map(summary);
    expect(fromCli).toEqual(fromWorker);

    const codes = fromCli.flatMap(([name, , , , , problems]) =>
      problems.map((p) => `${name} ${p}`),
    );
    // The run-level answers are there, not only the per-file ones.
    expect(codes).toContain('sitemap_index.xml index-child-missing@5');
    expect(codes).toContain('b.xml.gz duplicate-url@3');
    expect(codes).toContain('a.xml lastmod-invalid@3');
    expect(codes).toContain('b.xml.gz loc-not-absolute@4');
    expect(codes).toContain('robots.txt record-ignored@2');
  });
});

describe('the command line counts problems as the Problems tab does', () => {
  test('a robots.txt that blocks sitemap URLs: url-blocked-by-robots, one per URL, in both', async () => {
    const blocking = join(dir, 'blocking');
    mkdirSync(blocking);
    const robots = join(blocking, 'robots.txt');
    const sitemap = join(blocking, 'sitemap.xml');
    writeFileSync(robots, 'User-agent: *\nDisallow: /cart/\n');
    writeFileSync(
      sitemap,
      urlset([
        'https://www.example.com/cart/1',
        'https://www.example.com/cart/2',
        'https://www.example.com/ok',
      ]),
    );
    const { session } = await inspectFiles([robots, sitemap], NOW_MS);
    const page = session.problems().map(({ code, count }) => ({ code, count }));
    const cli = runInspect('--json', robots, sitemap);
    const json = JSON.parse(cli.stdout) as {
      problems: { code: string; count: number }[];
      totals: { problems: number };
    };
    expect(json.problems.map(({ code, count }) => ({ code, count }))).toEqual(page);
    expect(page).toContainEqual({ code: 'url-blocked-by-robots', count: 2 });
    expect(json.totals.problems).toBe(page.reduce((sum, group) => sum + group.count, 0));
    expect(runInspect(robots, sitemap).stdout).toMatch(/error +2 url-blocked-by-robots/);
  });
});
