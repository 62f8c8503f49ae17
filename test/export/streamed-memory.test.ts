/**
 * A streamed export's memory grows with its URLs by their hashes alone (8 bytes a URL in the
 * first reading: url-hash-list.ts), not with what the files hold per URL or per file: the
 * same site shape at N and 2N URLs (a million and two), in files of the same size (so twice
 * the files), each run in a child process of its own so that its peak resident memory is the
 * run's, with the heap flags the command line gives a streamed run (scripts/streamed-heap.ts):
 * the bound docs/limits.md states is the one shipped.
 *
 * The shape is bench/stream/make-site.ts `problems` (a lastmod on half the URLs, each an
 * invalid one, an invalid priority on the others), not `lastmod`, whose `lastmod-future`
 * problems (one URL in twelve) grow the heap too little to stand out of what runs of one
 * build differ by. Before a run kept at most RUN_PROBLEMS_PER_CODE problems of a code
 * (kept-problems.ts), the reader's 1,000 of a code per file grew with the files: the
 * difference was about three times the bound.
 */
import { runJsonChild } from '../json-child';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { makeSite } from '../../bench/stream/make-site';
import { STREAMED_HEAP_FLAGS } from '../../scripts/streamed-heap';

const URLS = 1_000_000;
const URLS_PER_FILE = 25_000;
/** Bytes a URL's hash takes in the first reading (url-hash-list.ts). */
const HASH_BYTES = 8;
/**
 * Room for what differs between two runs besides the hashes: the reader's buffers and the
 * heap's garbage awaiting collection, which move with the collector's timing.
 */
const SLACK_BYTES = 16e6;

const dir = mkdtempSync(join(tmpdir(), 'streamed-memory-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface ChildRun {
  rows: number;
  problems: number;
  peakBytes: number;
}

function runInChild(urls: number): Promise<ChildRun> {
  const site = makeSite(join(dir, String(urls)), {
    urls,
    files: urls / URLS_PER_FILE,
    shape: 'problems',
  });
  return runJsonChild<ChildRun>([
    ...STREAMED_HEAP_FLAGS.split(' '),
    '--import',
    'tsx',
    join(__dirname, 'streamed-memory-child.ts'),
    join(dir, `${urls}.parquet`),
    ...site.paths,
  ]);
}

test(
  'twice the URLs in twice the files: the peak grows by their hashes, not their problems',
  { timeout: 900_000 },
  async () => {
    const small = await runInChild(URLS);
    const large = await runInChild(2 * URLS);
    expect([small.rows, large.rows]).toEqual([URLS, 2 * URLS]);
    const grown = large.peakBytes - small.peakBytes;
    console.log(
      `streamed peak RSS: ${(small.peakBytes / 1e6).toFixed(1)} MB at ${URLS} URLs, ` +
        `${(large.peakBytes / 1e6).toFixed(1)} MB at ${2 * URLS}; problems kept ${small.problems}, ${large.problems}`,
    );
    expect(grown).toBeLessThan(1.5 * HASH_BYTES * URLS + SLACK_BYTES);
  },
);
