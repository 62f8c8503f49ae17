/**
 * Every hostile or oversized file from the project's generator, written to a temp dir and
 * read back from disk by the real pipeline with the real readers (as the command line does),
 * yields its problem code and inflates no more than the caps allow. Time and peak memory on
 * the same files are measured by bench/hostile.bench.ts, not here (they depend on the machine).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_INFLATE_LIMITS } from '../../src/core/archive/inflate-limits';
import { ingestFiles } from '../../src/core/ingest/ingest-files';
import type { IngestDocumentReport, IngestOptions } from '../../src/core/ingest/ingest-types';
import {
  GEN_TIME_MS,
  makeArchiveFixtures,
  makeHostileFixtures,
  writeFixtures,
  type Fixture,
} from '../fixtures/generate-fixtures';

const MiB = 1024 * 1024;
// The zip bomb is smaller than the generator's default (4 × 64 MiB, not 16) and meets a
// lower total cap, so the suite stays quick on a 2-core machine; the gzip bomb runs at full
// size against the default caps.
const fixtures: Fixture[] = [
  ...makeHostileFixtures({ zipBombMembers: 4 }),
  ...makeArchiveFixtures(),
];
const limitsFor: Record<string, IngestOptions['limits']> = {
  'zip-bomb.zip': { perStreamBytes: 256 * MiB, totalBytes: 160 * MiB },
};
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sitemap-fixtures-'));
  writeFixtures(dir, fixtures);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function ingestFromDisk(file: string) {
  const reports: IngestDocumentReport[] = [];
  await ingestFiles(
    [{ name: file, chunks: () => createReadStream(join(dir, file), { highWaterMark: MiB }) }],
    { onUrl: () => {}, onSitemap: () => {}, onFileReport: (r) => reports.push(r) },
    { nowMs: GEN_TIME_MS, ...(limitsFor[file] ? { limits: limitsFor[file] } : {}) },
  );
  return { reports };
}

describe('hostile and oversized files, end to end', () => {
  test.each(fixtures.map((f) => [f.file, f] as const))('%s', async (file, fixture) => {
    const { reports } = await ingestFromDisk(file);
    const target = fixture.member
      ? reports.find((r) => r.name === `${file}/${fixture.member}`)
      : reports.find((r) => r.name === file);
    expect(target, `report for ${fixture.member ?? file}`).toBeDefined();
    const codes = target!.problems.map((p) => p.code);
    for (const code of fixture.expectCodes) expect(codes).toContain(code);
    if (fixture.expectCodes.length === 0) {
      expect(reports.flatMap((r) => r.problems.filter((p) => p.severity === 'error'))).toEqual([]);
    }
    if (fixture.urls !== undefined) expect(target!.urls).toBe(fixture.urls);
    const limits = { ...DEFAULT_INFLATE_LIMITS, ...limitsFor[file] };
    // An archive's report sums its members', so the total is taken over the top-level file.
    const members = reports.filter((r) => r.name.startsWith(`${file}/`));
    const whole = reports.find((r) => r.name === file);
    const streams = members.length > 0 ? members : [whole];
    for (const r of streams)
      expect(r?.inflatedBytes ?? 0).toBeLessThanOrEqual(limits.perStreamBytes);
    expect(whole?.inflatedBytes ?? 0).toBeLessThanOrEqual(limits.totalBytes);
  });

  test('the zip bomb: each member too large, and the total cap stops the rest', async () => {
    const { reports } = await ingestFromDisk('zip-bomb.zip');
    const members = reports.filter((r) => r.name.startsWith('zip-bomb.zip/'));
    expect(members.map((r) => r.problems.some((p) => p.code === 'inflate-limit'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(members[3].unreadable).toBe(true);
  });

  test('the gzip bomb stops at the 256 MiB per-file cap', async () => {
    const { reports } = await ingestFromDisk('gzip-bomb.xml.gz');
    expect(reports[0].inflatedBytes).toBe(256 * MiB);
    expect(reports[0].urls).toBe(1);
  });
});
