/**
 * `inspect --logs` on the sample logs (test/logs/samples/) beside a small robots.txt and
 * sitemap planted for each join (robots.txt and sitemap.xml here; cli-cases.json gives the
 * planted truth): every format gives the same `logs` figures, so do the same requests gzipped
 * and as a `.tar.gz` of rotated files; a gzip bomb stops at the inflate cap and is said;
 * `--fail-on` exits as planted; `--log-rows` writes its Parquet rows; and no address of any
 * sample line appears in anything printed.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LOG_ROW_COLUMNS } from '../../src/core/export/log-rows-parquet';
import { runInspect } from '../cli-run';
import { gzip, rotated, tarOf } from './log-archives';
import { rangesDir, samplesDir } from './read-log';

interface Cases {
  formats: string[];
  rangeFiles: string[];
  agents: {
    agent: string;
    listedNeverFetched: string[];
    fetchedNotListed: Record<string, Record<string, number>>;
    lastmodAfterLastFetch: string[];
  }[];
  failOn: { condition: string; status: number }[];
  usageErrors: { args: string[]; error: string }[];
}

const here = import.meta.dirname;
const cases = JSON.parse(readFileSync(join(here, 'cli-cases.json'), 'utf8')) as Cases;
const dir = join(here, '../.generated/logs-cli');
const ranges = cases.rangeFiles.flatMap((file) => ['--ranges', join(rangesDir, file)]);
const site = [join(here, 'robots.txt'), join(here, 'sitemap.xml')];

interface Logs {
  files: { name: string; members: number; failures: { code: string }[] }[];
  crawlers: Record<string, { requests: number; verified: number }>;
  sitemap: {
    listedNeverFetched: { urls: string[] };
    fetchedNotListed: { paths: { path: string; host?: string; status: Record<string, number> }[] };
    lastmodAfterLastFetch: { urls: { url: string }[] };
  };
  robots: {
    version: string;
    disallowed: Record<string, { requests: number; first: { path: string; line: number }[] }>;
  };
  problems: { code: string; count: number; message: string }[];
}

function logsOf(...args: string[]): Logs {
  const run = runInspect('--json', ...args);
  expect(run.stderr).toBe('');
  return (JSON.parse(run.stdout) as { logs: Logs }).logs;
}

/** The figures, without what names the files read or the host a format may add. */
function figures(logs: Logs): unknown {
  const { files: _files, ...rest } = logs;
  return JSON.parse(
    JSON.stringify(rest, (key, value: unknown) => (key === 'host' ? undefined : value)),
  );
}

const combinedText = readFileSync(join(samplesDir, 'combined.log'), 'utf8');
let plain: Logs;

beforeAll(() => {
  mkdirSync(dir, { recursive: true });
  const bytes = new TextEncoder().encode(combinedText);
  writeFileSync(join(dir, 'access.log.gz'), gzip(bytes));
  writeFileSync(join(dir, 'logs.tar.gz'), gzip(tarOf(rotated(combinedText, 9))));
  // 8 MiB of one repeated line inflates from a few KiB: past a 1 MB cap it is a bomb.
  const line = combinedText.split('\n')[0]! + '\n';
  writeFileSync(
    join(dir, 'bomb.log.gz'),
    gzip(new TextEncoder().encode(line.repeat((8 << 20) / line.length))),
  );
  plain = logsOf('--logs', join(samplesDir, 'combined.log'), ...ranges, ...site);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.each(cases.formats)('%s gives the same logs figures as combined.log', (file) => {
  expect(figures(logsOf('--logs', join(samplesDir, file), ...ranges, ...site))).toEqual(
    figures(plain),
  );
});

test.each(['access.log.gz', 'logs.tar.gz'])(
  '%s gives the same figures as the plain log',
  (file) => {
    const logs = logsOf('--logs', join(dir, file), ...ranges, ...site);
    expect(figures(logs)).toEqual(figures(plain));
    expect(logs.files[0]!.failures).toEqual([]);
    expect(logs.files[0]!.members).toBe(file === 'logs.tar.gz' ? 2 : 1);
  },
);

describe.each(cases.agents)('--agent $agent against the sitemap', (planted) => {
  test('finds what was planted', () => {
    const { sitemap } = logsOf(
      '--logs',
      join(samplesDir, 'combined.log'),
      '--agent',
      planted.agent,
      ...ranges,
      ...site,
    );
    expect(sitemap.listedNeverFetched.urls).toEqual(planted.listedNeverFetched);
    expect(
      Object.fromEntries(sitemap.fetchedNotListed.paths.map((path) => [path.path, path.status])),
    ).toEqual(planted.fetchedNotListed);
    expect(sitemap.lastmodAfterLastFetch.urls.map((stale) => stale.url)).toEqual(
      planted.lastmodAfterLastFetch,
    );
  });
});

test("GPTBot's request to a disallowed path is counted with its line; the fake Googlebot only as unverified", () => {
  expect(plain.robots.version).toBe('current');
  expect(Object.keys(plain.robots.disallowed)).toEqual(['GPTBot']);
  expect(plain.robots.disallowed.GPTBot).toMatchObject({
    requests: 1,
    first: [{ path: '/blog/post-1', line: 3 }],
  });
  // The fake Googlebot fetched /admin (disallowed for *): not Googlebot's, not in its sitemap join.
  expect(plain.crawlers['unverified:Googlebot']).toMatchObject({ requests: 2, verified: 0 });
  expect(plain.crawlers.Googlebot).toMatchObject({ requests: 5, verified: 5 });
  expect(plain.sitemap.listedNeverFetched.urls).toContain('https://www.example.com/admin');
  expect(plain.problems.map((problem) => [problem.code, problem.count])).toEqual([
    ['log-ai-crawler-disallowed', 1],
    ['log-crawler-unverified', 3],
    ['log-sitemap-url-never-fetched', 2],
  ]);
});

test.each(cases.failOn)('--fail-on $condition exits $status', ({ condition, status }) => {
  const run = runInspect(
    '--logs',
    join(samplesDir, 'combined.log'),
    '--fail-on',
    condition,
    ...ranges,
    ...site,
  );
  expect(run.status).toBe(status);
});

test.each(cases.usageErrors)('usage error: $error', ({ args, error }) => {
  const run = runInspect(...args);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(error);
});

test('a gzip bomb stops at the inflate cap, and the report says so', () => {
  const logs = logsOf('--logs', join(dir, 'bomb.log.gz'), '--max-inflated-bytes=1000000', ...site);
  expect(logs.files[0]!.failures.map((failure) => failure.code)).toEqual(['inflate-limit']);
  expect(logs.problems.map((problem) => problem.code)).toContain('log-file-cut');
});

test('--log-rows writes one row per path, crawler and day', async () => {
  const out = join(dir, 'rows.parquet');
  const run = runInspect(
    '--logs',
    join(samplesDir, 'combined.log'),
    '--log-rows',
    out,
    ...ranges,
    ...site,
  );
  expect(run.status).toBe(0);
  const bytes = readFileSync(out);
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const rows = (await parquetReadObjects({ file })) as {
    path: string;
    crawler: string;
    requests: bigint;
  }[];
  const googlebot = rows.filter((row) => row.crawler === 'Googlebot');
  expect(googlebot.map((row) => row.path).sort()).toEqual([
    '/',
    '/blog/post-1',
    '/old-page',
    '/products?page=2',
    '/robots.txt',
  ]);
  expect(rows.reduce((sum, row) => sum + Number(row.requests), 0)).toBe(17);
  // Every column is in the file, and docs/parquet.md describes each.
  expect(Object.keys(rows[0]!)).toEqual([...LOG_ROW_COLUMNS]);
  const docs = readFileSync(join(here, '../../docs/parquet.md'), 'utf8');
  for (const column of LOG_ROW_COLUMNS) expect(docs).toMatch(new RegExp(`\\| +\`${column}\` +\\|`));
});

/** Every address a sample line was sent from (the first field of the combined log). */
const addresses = [
  ...new Set(
    combinedText
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ')[0]!),
  ),
];

test.each([[[]], [['--json']], [['--json', '--lang', 'ja']]])(
  'no sample address is printed (%j)',
  (extra) => {
    expect(addresses.length).toBeGreaterThan(10);
    for (const file of cases.formats) {
      const run = runInspect(...extra, '--logs', join(samplesDir, file), ...ranges, ...site);
      const printed = run.stdout + run.stderr;
      expect(printed).toContain('GPTBot');
      for (const address of addresses) expect(printed).not.toContain(address);
    }
  },
);
