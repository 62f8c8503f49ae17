/**
 * `npm run inspect -- --rows OUT.parquet --stream …` as a user runs it: on files (the first set
 * of streamed-cases.ts, and a file that is not there) and on a site served on 127.0.0.1, the
 * same Parquet file and the same report as without `--stream`, less what the streamed report
 * names as not given; refused with an output it cannot write.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { runInspect, runInspectAsync } from '../cli-run';
import { startHealthySite, type FakeSite } from '../site/fake-sites';
import { streamedCases } from './streamed-cases';

let dir = '';
let site: FakeSite;
let files: string[] = [];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'inspect-stream-'));
  files = streamedCases()[0].files.map(({ name, bytes }) => {
    const path = join(dir, 'in', name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, bytes);
    return path;
  });
  site = await startHealthySite();
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * `--json` with and without `--stream`, each writing its rows to a file of its own: fewer rows
 * than a streamed row group, so the two files are one, byte for byte (streamed-run.test.ts
 * compares more rows, in smaller groups, row by row).
 */
async function bothRuns(args: readonly string[]) {
  const [stored, streamed] = await Promise.all(
    ['stored', 'streamed'].map((name) =>
      runInspectAsync([
        '--json',
        '--rows',
        join(dir, `${name}.parquet`),
        ...(name === 'streamed' ? ['--stream'] : []),
        ...args,
      ]),
    ),
  );
  return {
    stored: { ...stored, json: JSON.parse(stored.stdout) as Record<string, unknown> },
    streamed: { ...streamed, json: JSON.parse(streamed.stdout) as Record<string, unknown> },
    isSameFile: readFileSync(join(dir, 'stored.parquet')).equals(
      readFileSync(join(dir, 'streamed.parquet')),
    ),
  };
}

/** What `--json` has without `--stream` and a streamed run names as not given. */
function givenByBoth(json: Record<string, unknown>) {
  const { hreflang: _hreflang, ruleReview: _review, streamed: _streamed, totals, ...rest } = json;
  const { lastmod: _lastmod, ...counted } = totals as Record<string, unknown>;
  return { ...rest, totals: counted };
}

describe('--stream', () => {
  test('on files: the same file and report, the exit status too', async () => {
    const { stored, streamed, isSameFile } = await bothRuns([
      '--agent',
      'GPTBot',
      ...files,
      join(dir, 'not-there.xml'),
    ]);
    // Unreadable inputs: 1 in both.
    expect([stored.status, streamed.status]).toEqual([1, 1]);
    expect(isSameFile).toBe(true);
    expect(givenByBoth(streamed.json)).toEqual(givenByBoth(stored.json));
    expect(streamed.json.streamed).toMatchObject({
      notGiven: ['lastmod-all-urls', 'hreflang', 'rule-review'],
    });
    expect(streamed.stderr).toMatch(/Wrote [\d,]+ URL rows to .* streamed: read twice/);
  }, 120_000);

  test('on a site: the same file and report', async () => {
    const { stored, streamed, isSameFile } = await bothRuns(['--site', site.origin]);
    // The healthy site lists a child it answers 404 for: 1 in both.
    expect([stored.status, streamed.status]).toEqual([1, 1]);
    expect(isSameFile).toBe(true);
    const { site: _storedSite, ...storedJson } = stored.json;
    const { site: _streamedSite, ...streamedJson } = streamed.json;
    expect(givenByBoth(streamedJson)).toEqual(givenByBoth(storedJson));
  }, 120_000);

  test('the readable report says what it does not give', () => {
    const result = runInspect('--rows', join(dir, 'text.parquet'), '--stream', ...files);
    expect(result.stdout).toContain('Not in a streamed run (--stream keeps no URL store');
    expect(result.stdout).toContain('All URLs: lastmod not judged (--stream keeps no URL store)');
    expect(result.stdout).toContain('duplicate-url');
  }, 60_000);

  test('without --rows it is refused, and nothing is read', () => {
    const result = runInspect('--stream', files[0]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--stream needs --rows OUT.parquet');
  });
});
