/** `npm run inspect`: the JSON shape (docs/command-line.md) and the exit codes 0 / 1 / 2. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { makeArchiveFixtures, makeUrlset } from '../fixtures/generate-fixtures';
import { runInspect } from '../cli-run';

let dir = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'inspect-cli-'));
  writeFileSync(join(dir, 'a.xml'), makeUrlset(10, { seed: 3 }));
  writeFileSync(join(dir, 'b.xml.gz'), gzipSync(makeUrlset(5, { seed: 4 })));
  writeFileSync(
    join(dir, 'robots.txt'),
    'User-agent: *\nDisallow: /private/\nSitemap: https://www.example.com/a.xml\n',
  );
  writeFileSync(join(dir, 'empty.xml'), '');
  writeFileSync(
    join(dir, 'relative.xml'),
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>/x</loc></url></urlset>\n',
  );
  // One lastmod stamped on every entry (the generator's run time), and a file without any.
  const urlset = (lastmod: (i: number) => string) =>
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    Array.from(
      { length: 50 },
      (_, i) => `<url><loc>https://e.com/${i}</loc>${lastmod(i)}</url>\n`,
    ).join('') +
    '</urlset>\n';
  writeFileSync(
    join(dir, 'stamped.xml'),
    urlset(() => '<lastmod>2026-11-29T03:00:00Z</lastmod>'),
  );
  writeFileSync(
    join(dir, 'bare.xml'),
    urlset(() => ''),
  );
  writeFileSync(join(dir, 'zip-of-gz.zip'), makeArchiveFixtures()[0].bytes);
  writeFileSync(join(dir, 'bad-lastmods.xml'), urlsetWithBadLastmods(4_000));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every entry carries a `lastmod-invalid` problem, so the JSON report is a few hundred KB. */
function urlsetWithBadLastmods(count: number): string {
  const entries = Array.from(
    { length: count },
    (_, i) => `<url><loc>https://www.example.com/${i}</loc><lastmod>bad${i}</lastmod></url>`,
  );
  return `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * Stdout through a real pipe whose reader is slow (as `| jq` on a busy machine): nothing is
 * read until the child has exited or a few seconds have passed, so a write still pending in
 * the child when it calls process.exit() is lost, as it was from a shell.
 */
function inspectThroughPipe(...args: string[]): Promise<{ status: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/inspect.ts', ...args], {
      cwd: join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.pause();
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    const startReading = () => child.stdout.resume();
    const timer = setTimeout(startReading, 3_000);
    child.on('exit', () => {
      clearTimeout(timer);
      startReading();
    });
    child.on('error', reject);
    child.on('close', (status) =>
      resolve({ status, stdout: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

describe('inspect command line', () => {
  test('--json prints one document with the files as given and archive members as ARCHIVE/PATH', () => {
    const files = ['a.xml', 'b.xml.gz', 'robots.txt', 'zip-of-gz.zip'].map((f) => join(dir, f));
    const { status, stdout } = runInspect('--json', ...files);
    expect(status).toBe(0);
    const doc = JSON.parse(stdout) as {
      files: Record<string, unknown>[];
      totals: Record<string, unknown>;
    };
    expect(doc.files.map((f) => [f.name, f.format, f.kind, f.urls, f.sitemaps])).toEqual([
      [files[0], 'xml', 'urlset', 10, 0],
      [files[1], 'gzip', 'urlset', 5, 0],
      [files[2], 'text', 'robots', 0, 1],
      [files[3], 'zip', 'archive', 0, 0],
      [`${files[3]}/sitemaps/a.xml.gz`, 'gzip', 'urlset', 100, 0],
      [`${files[3]}/sitemaps/b.xml.gz`, 'gzip', 'urlset', 100, 0],
      [`${files[3]}/sitemaps/index.xml`, 'xml', 'sitemapindex', 0, 2],
    ]);
    expect(Object.keys(doc.files[0])).toEqual([
      'name',
      'format',
      'kind',
      'bytes',
      'inflatedBytes',
      'urls',
      'sitemaps',
      'lastmod',
      'problems',
    ]);
    expect(doc.totals).toEqual({
      files: 7,
      urls: 215,
      problems: doc.files.reduce((n, f) => n + (f.problems as unknown[]).length, 0),
      lastmod: expect.objectContaining({ verdict: expect.any(String), reasons: expect.any(Array) }),
    });
  });

  test('exit 1 when a file cannot be read at all, and the others are still reported', () => {
    const { status, stdout } = runInspect(
      '--json',
      join(dir, 'empty.xml'),
      join(dir, 'missing.xml'),
      join(dir, 'a.xml'),
    );
    expect(status).toBe(1);
    const doc = JSON.parse(stdout) as { files: { name: string; problems: { code: string }[] }[] };
    expect(
      doc.files.map((f) => [f.name.slice(dir.length + 1), f.problems.map((p) => p.code)]),
    ).toEqual([
      ['empty.xml', ['unreadable']],
      ['missing.xml', ['unreadable']],
      ['a.xml', []],
    ]);
  });

  test.each([[[]], [['--bogus', 'a.xml']]])('exit 2 on a usage error: %j', (args) => {
    const { status, stderr } = runInspect(...args);
    expect(status).toBe(2);
    expect(stderr).toContain('Usage');
  });

  test('--json adds the lastmod verdict and reason codes to each sitemap and to the totals', () => {
    const { stdout } = runInspect(
      '--json',
      join(dir, 'stamped.xml'),
      join(dir, 'bare.xml'),
      join(dir, 'robots.txt'),
    );
    const doc = JSON.parse(stdout) as {
      files: { lastmod: Record<string, unknown> }[];
      totals: { lastmod: Record<string, unknown> };
    };
    expect(doc.files.map((f) => f.lastmod)).toEqual([
      { present: 50, distinct: 1, verdict: 'unusable', reasons: ['generation-time'] },
      { present: 0, distinct: 0, verdict: 'unusable', reasons: ['absent'] },
      { present: 0, distinct: 0 },
    ]);
    expect(doc.totals.lastmod).toEqual({
      present: 50,
      distinct: 1,
      verdict: 'unusable',
      // Pooled: half the URLs on one instant; per file, the bare one holds half the URLs.
      reasons: ['generation-time', 'absent'],
    });
  });

  test('the readable summary says each verdict and what to do', () => {
    const { stdout } = runInspect(join(dir, 'stamped.xml'));
    expect(stdout).toContain(
      '  lastmod: unusable (generation-time): do not use it: re-crawl by other signals',
    );
    expect(stdout).toContain('All URLs: lastmod: unusable (generation-time)');
  });

  test('a report over 200 KB reaches a pipe whole: process.exit must not cut a pending write', async () => {
    const file = join(dir, 'bad-lastmods.xml');
    // Node's 'pipe' is a socket pair whose buffer holds a few hundred KB: four copies overflow it.
    const files = [file, file, file, file];
    const { status, stdout } = await inspectThroughPipe('--json', ...files);
    expect(status).toBe(0);
    expect(stdout.length).toBeGreaterThan(800_000);
    expect(stdout.length).toBe(runInspect('--json', ...files).stdout.length);
    const doc = JSON.parse(stdout) as { files: { problems: unknown[] }[] };
    expect(doc.files.map((f) => f.problems.length > 1_000)).toEqual([true, true, true, true]);
  });

  test('the readable summary names each file and the totals', () => {
    const { status, stdout } = runInspect(join(dir, 'a.xml'), join(dir, 'robots.txt'));
    expect(status).toBe(0);
    expect(stdout).toContain('[xml, urlset]');
    expect(stdout).toContain('[text, robots]');
    expect(stdout.trim().split('\n').pop()).toBe('2 files, 10 URLs, 0 problems');
  });
});

describe('--lang: problems worded through the catalogs (codes stay codes)', () => {
  test.each([
    ['en', 'loc-not-absolute: Not an absolute http(s) URL: /x'],
    ['ja', 'loc-not-absolute: http(s) の絶対 URL ではありません: /x'],
  ])('--lang %s words each problem in that language', (lang, line) => {
    const { status, stdout } = runInspect('--lang', lang, join(dir, 'relative.xml'));
    expect(status).toBe(0);
    expect(stdout).toContain(line);
  });

  test('--json words the messages too', () => {
    const { stdout } = runInspect('--json', '--lang', 'zh', join(dir, 'relative.xml'));
    const problem = JSON.parse(stdout).files[0].problems[0];
    expect(problem.code).toBe('loc-not-absolute');
    expect(problem.message).not.toContain('Not an absolute');
    expect(problem.message).toContain('/x');
  });

  test('a language the catalogs lack is a usage error', () => {
    expect(runInspect('--lang', 'fr', join(dir, 'relative.xml')).status).toBe(2);
  });
});
