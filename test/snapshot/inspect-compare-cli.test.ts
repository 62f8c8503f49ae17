/**
 * `npm run inspect -- --compare BEFORE AFTER`: the two zips (made at test time) give
 * 70 added, 50 removed, 350 lastmod changed and 600 unchanged in `--json`, name the fourth
 * child as regenerated, exit 1 with `--fail-on-removed`, accept folders, and write the change
 * of every URL to Parquet with `--rows`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { parquetReadObjects } from 'hyparquet';
import { EXPECTED, twoSnapshots } from './two-snapshots';
import { runInspect } from '../cli-run';

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'inspect-compare-'));
  const { before, after } = twoSnapshots();
  writeFileSync(join(dir, 'before.zip'), before);
  writeFileSync(join(dir, 'after.zip'), after);
  // The earlier snapshot as a folder too: the zip's files unpacked.
  mkdirSync(join(dir, 'before'));
  for (const [name, bytes] of Object.entries(unzipSync(before)))
    writeFileSync(join(dir, 'before', name), bytes);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface CompareJson {
  compare: typeof EXPECTED & {
    moved: number;
    regenerated: string[];
    files: { file: string; added: number; removed: number }[];
    findings: { code: string; file: string; message: string }[];
  };
}

describe('inspect --compare', () => {
  test.each(['before.zip', 'before'])('--json with BEFORE %s', (before) => {
    const { status, stdout } = runInspect(
      '--compare',
      join(dir, before),
      join(dir, 'after.zip'),
      '--json',
    );
    expect(status).toBe(0);
    const { compare } = JSON.parse(stdout) as CompareJson;
    expect(compare).toMatchObject({ ...EXPECTED, moved: 0, regenerated: ['sitemap-d.xml'] });
    // Files with URLs in either snapshot (the index lists sitemaps, not URLs).
    expect(compare.files.map((f) => [f.file, f.added, f.removed])).toEqual([
      ['sitemap-a.xml', 0, 50],
      ['sitemap-b.xml', 70, 0],
      ['sitemap-c.xml', 0, 0],
      ['sitemap-d.xml', 0, 0],
    ]);
    expect(compare.findings[0]).toMatchObject({ code: 'regenerated', file: 'sitemap-d.xml' });
    expect(compare.findings[0].message).toMatch(
      /^lastmod moved on 250 of 250 URLs, all to one instant/,
    );
  });

  test('the readable summary, and exit 1 with --fail-on-removed', () => {
    const { status, stdout, stderr } = runInspect(
      '--compare',
      join(dir, 'before.zip'),
      join(dir, 'after.zip'),
      '--fail-on-removed',
    );
    expect(status).toBe(1);
    expect(stdout).toContain('70 added, 50 removed, 350 lastmod changed, 600 unchanged');
    expect(stdout).toMatch(/regenerated {2}sitemap-d\.xml: /);
    expect(stderr).toContain('50 URLs of');
  });

  test('no URL removed: --fail-on-removed exits 0', () => {
    const after = join(dir, 'after.zip');
    expect(runInspect('--compare', after, after, '--fail-on-removed').status).toBe(0);
  });

  test('--rows writes every URL with its change, the removed ones too', async () => {
    const out = join(dir, 'changes.parquet');
    const { status } = runInspect(
      '--compare',
      join(dir, 'before.zip'),
      join(dir, 'after.zip'),
      '--rows',
      out,
    );
    expect(status).toBe(0);
    const bytes = readFileSync(out);
    const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    const rows = (await parquetReadObjects({ file, columns: ['change'] })) as { change: string }[];
    const counts: Record<string, number> = {};
    for (const { change } of rows) counts[change] = (counts[change] ?? 0) + 1;
    expect(counts).toEqual({ added: 70, removed: 50, 'lastmod-changed': 350, unchanged: 600 });
  });

  test.each([
    [['--compare', 'only-one.xml'], /takes two snapshots/],
    [['--compare', 'a', 'b', '--nope'], /Unknown option --nope/],
  ])('usage error %j', (args, message) => {
    const { status, stderr } = runInspect(...args);
    expect(status).toBe(2);
    expect(stderr).toMatch(message);
  });
});
