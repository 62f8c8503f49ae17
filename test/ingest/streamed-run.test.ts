/**
 * A streamed run (src/worker/session/streamed/) against the session that keeps the store, on
 * the same inputs (streamed-cases.ts): the same Parquet file, byte for byte, and the same
 * reports, problems and per-file lastmod verdicts; where the set has hreflang alternates, the
 * same less the hreflang analysis, by the stated rule (docs/parquet.md: no hreflang problems,
 * `hreflang_cluster` null on every row).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parquetReadObjects } from 'hyparquet';
import { afterAll, describe, expect, test } from 'vitest';
import { ChunkWriter } from '../../src/core/export/chunk-writer';
import type { Problem } from '../../src/core/problems/problem';
import type { ProblemGroup } from '../../src/worker/protocol/problems';
import { DEFAULT_SESSION_LIMITS } from '../../src/worker/session/session-limits';
import { STREAMED_GROUP_ROWS, StreamedRun } from '../../src/worker/session/streamed/streamed-run';
import { withLastmodVerdicts } from '../../src/worker/session/report-documents';
import {
  documentsOf,
  inputsOf,
  inspectEntries,
  orderedDocuments,
  type InspectEntry,
} from '../../scripts/inspect-run';
import { writeRowsParquet } from '../../scripts/inspect-rows';
import { streamedCases } from './streamed-cases';
import { HREFLANG_ROW_CODES } from '../../src/worker/session/session-hreflang';

const NOW = Date.UTC(2025, 0, 1);
const AGENT = 'GPTBot';
const dir = mkdtempSync(join(tmpdir(), 'streamed-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const isHreflangProblem = (problem: { code: string; params?: Problem['params'] }) =>
  problem.code.startsWith('hreflang-') ||
  (problem.code === 'problems-capped' && String(problem.params?.code).startsWith('hreflang-'));

/**
 * The groups less the hreflang ones, and less the notes of hreflang problems past their cap
 * among `problems-capped` (whose occurrences are all listed here: counted again from them).
 */
function withoutHreflangGroups(groups: readonly ProblemGroup[]): ProblemGroup[] {
  return groups.flatMap((group) => {
    if (isHreflangProblem(group)) return [];
    if (group.code !== 'problems-capped') return [group];
    expect(group.occurrences).toHaveLength(group.count);
    const occurrences = group.occurrences.filter(
      (o) => !isHreflangProblem({ ...o, code: group.code }),
    );
    return occurrences.length === 0 ? [] : [{ ...group, count: occurrences.length, occurrences }];
  });
}

function entriesOf(files: readonly { name: string; bytes: Uint8Array }[]): InspectEntry[] {
  return files.map(({ name, bytes }) => ({
    name,
    source: { kind: 'bytes', bytes: bytes.slice().buffer },
  }));
}

async function rowsOf(bytes: Uint8Array) {
  const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return parquetReadObjects({ file: file as ArrayBuffer });
}

describe.each(streamedCases())('$name', ({ files, hasHreflang }) => {
  const entries = entriesOf(files);
  const both = (async () => {
    const stored = await inspectEntries(entries, NOW, DEFAULT_SESSION_LIMITS);
    const storedPath = join(dir, `${files[0].name}.parquet`);
    await writeRowsParquet(stored.session, storedPath, AGENT);
    const stream = async (groupRows?: number) => {
      const chunks: Uint8Array[] = [];
      const run = await StreamedRun.write(
        inputsOf(entries),
        new ChunkWriter((chunk) => chunks.push(chunk)),
        {
          nowMs: NOW,
          limits: DEFAULT_SESSION_LIMITS,
          nativeInflate: 'zip',
          agent: AGENT,
          ...(groupRows ? { groupRows } : {}),
        },
      );
      return { run, file: Buffer.concat(chunks) };
    };
    const streamed = await stream();
    return {
      stored,
      storedFile: new Uint8Array(readFileSync(storedPath)),
      streamed: streamed.run,
      streamedFile: streamed.file,
      // Groups of a few rows: a group ends in the middle of a reader's batch, many times.
      smallGroups: (await stream(97)).file,
    };
  })();

  test('the set has what it is meant to test', async () => {
    const { stored } = await both;
    const codes = new Set(stored.session.problems().map((group) => group.code));
    for (const code of hasHreflang
      ? ['hreflang-target-not-listed']
      : [
          'duplicate-url',
          'url-blocked-by-robots',
          'loc-out-of-scope',
          'numbered-siblings-overlap',
          'author-archives-listed',
          'lastmod-invalid',
          'truncated',
          'unreadable',
          'index-child-missing',
        ])
      expect(codes).toContain(code);
  });

  test('the same rows, with the same values, in groups of any size', async () => {
    const { storedFile, streamedFile, streamed, smallGroups } = await both;
    // The stated rule: no hreflang analysis, so no cluster and none of its codes on a row.
    const expected = (await rowsOf(storedFile)).map((row) =>
      hasHreflang
        ? {
            ...row,
            hreflang_cluster: null,
            problems: (row.problems as string[]).filter(
              (code) => !(HREFLANG_ROW_CODES as readonly string[]).includes(code),
            ),
          }
        : row,
    );
    expect(expected.length).toBeLessThan(STREAMED_GROUP_ROWS);
    expect(await rowsOf(streamedFile)).toEqual(expected);
    expect(await rowsOf(smallGroups)).toEqual(expected);
    expect(streamed.rows).toBe(expected.length);
    expect(streamed.hasRobots).toBe(true);
    // Fewer rows than a group, and no hreflang: the two files are one (same encoding, footer).
    if (!hasHreflang) expect(Buffer.from(streamedFile).equals(storedFile)).toBe(true);
  });

  test('the same reports, problems and per-file lastmod verdicts', async () => {
    const { stored, streamed } = await both;
    const withoutHreflang = <T extends { problems: Problem[] }>(report: T): T =>
      hasHreflang
        ? { ...report, problems: report.problems.filter((p) => !isHreflangProblem(p)) }
        : report;
    const groups = (list: ProblemGroup[]) => (hasHreflang ? withoutHreflangGroups(list) : list);
    expect(
      orderedDocuments(
        entries,
        withLastmodVerdicts(streamed.reports(), streamed.lastmodDocuments()),
      ),
    ).toEqual(documentsOf(stored).map(withoutHreflang));
    expect(streamed.lastmodDocuments()).toEqual(stored.session.lastmod().documents);
    expect(groups(streamed.problems())).toEqual(groups(stored.session.problems()));
    if (hasHreflang) expect(streamed.rowsWithAlternates).toBeGreaterThan(0);
  });
});
