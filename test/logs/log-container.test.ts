/**
 * A log file through its containers (src/core/logs/log-container.ts): the sample combined log
 * packed every way operators ship rotated logs (container-cases.json) reads as the plain file
 * does, whole and cut into 7-byte and 4 KiB chunks (a gzip header, a tar header and a line cut
 * across chunks); a cut or too deeply nested file is said, never silently short.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, test } from 'vitest';
import { InflateBudget } from '../../src/core/archive/inflate-limits';
import { LogFileReader, type LogFileReport } from '../../src/core/logs/log-container';
import { LogTally } from '../../src/core/logs/log-tally';
import { gzip, rotated, tarOf } from './log-archives';
import { chunksOf, sampleRanges, samplesDir } from './read-log';

interface Case {
  pack: string;
  containers: string[];
  members: number;
  failures: string[];
  isPartial?: boolean;
}

const cases = JSON.parse(
  readFileSync(join(import.meta.dirname, 'container-cases.json'), 'utf8'),
) as Case[];
const plain = new Uint8Array(readFileSync(join(samplesDir, 'combined.log')));
const golden: unknown = JSON.parse(readFileSync(join(samplesDir, 'expected-summary.json'), 'utf8'));
const parts = rotated(new TextDecoder().decode(plain), 9);
const zipOf = (level: 0 | 6, extra: Record<string, Uint8Array> = {}) =>
  zipSync(
    { ...Object.fromEntries(parts.map((part) => [part.name, part.bytes])), ...extra },
    { level },
  );

/** How each case packs the sample log. */
const packs: Record<string, () => Uint8Array> = {
  plain: () => plain,
  gzip: () => gzip(plain),
  'gzip, two members (cat a.gz b.gz)': () => Buffer.concat(parts.map((part) => gzip(part.bytes))),
  tar: () => tarOf(parts),
  'tar.gz': () => gzip(tarOf(parts)),
  'tar of .gz files': () =>
    tarOf(parts.map((part) => ({ name: `${part.name}.gz`, bytes: gzip(part.bytes) }))),
  'zip, deflated': () => zipOf(6),
  'zip, stored': () => zipOf(0),
  'zip with __MACOSX metadata': () =>
    zipOf(6, { '__MACOSX/logs/._access.log': new Uint8Array([0, 5, 22, 7]) }),
  'gzip cut short': () => gzip(plain).subarray(0, 400),
  'gzip four deep': () => gzip(gzip(gzip(gzip(plain)))),
};

function readPacked(chunks: Iterable<Uint8Array>): { report: LogFileReport; summary: unknown } {
  const tally = new LogTally({ ranges: sampleRanges() });
  const reader = new LogFileReader('access', new InflateBudget(), {
    onRequest: (request) => tally.add(request),
  });
  for (const chunk of chunks) reader.push(chunk);
  const report = reader.end();
  return { report, summary: tally.summary(report.read) };
}

describe.each(cases)('$pack', (testCase) => {
  const bytes = packs[testCase.pack]!();

  test.each([
    ['whole', [bytes]],
    ['in 7-byte chunks', chunksOf(bytes, 7)],
    ['in 4 KiB chunks', chunksOf(bytes, 4096)],
  ])('reads %s', (_how, chunks) => {
    const { report, summary } = readPacked(chunks);
    expect(report.containers).toEqual(testCase.containers);
    expect(report.members).toBe(testCase.members);
    expect(report.failures.map(({ failure }) => failure.code)).toEqual(testCase.failures);
    if (testCase.isPartial) expect(report.read.lines).toBeLessThan(20);
    else expect(summary).toEqual(golden);
  });
});

test('a bomb stops at the inflate cap, the lines before it counted', () => {
  const line = new TextDecoder().decode(plain).split('\n')[0]! + '\n';
  const bomb = gzip(new TextEncoder().encode(line.repeat(20_000)));
  const tally = new LogTally();
  const budget = new InflateBudget({ perStreamBytes: 100_000, totalBytes: 100_000 });
  const reader = new LogFileReader('bomb.gz', budget, {
    onRequest: (request) => tally.add(request),
  });
  reader.push(bomb);
  const report = reader.end();
  expect(report.failures.map(({ failure }) => failure.code)).toEqual(['inflate-limit']);
  expect(report.read.requests).toBe(Math.floor(100_000 / line.length));
});
