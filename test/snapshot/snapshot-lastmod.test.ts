/**
 * The Lastmod tab's per-file verdict with an earlier snapshot loaded (snapshot-lastmod.ts): a
 * finding worse than the single-snapshot verdict lowers it, a note never does, and the row
 * names the findings either way.
 */
import { expect, test } from 'vitest';
import type { SnapshotComparison } from '../../src/core/snapshot/snapshot-compare';
import type { SnapshotFindingCode } from '../../src/core/snapshot/snapshot-findings';
import type { LastmodFileRow } from '../../src/worker/protocol/lastmod';
import { withSnapshotFindings } from '../../src/worker/session/snapshot-lastmod';

const row = (verdict: LastmodFileRow['verdict']['verdict']) =>
  ({
    documentId: 7,
    name: 'after.zip/s.xml',
    verdict: { verdict, reasons: [], action: '' },
  }) as unknown as LastmodFileRow;

const comparisonOf = (codes: SnapshotFindingCode[]) =>
  ({
    findings: codes.map((code) => ({ code, file: 's.xml', params: {} })),
  }) as unknown as SnapshotComparison;

/** The comparison's file for document 7. */
const fileKeys = new Map([[7, 's.xml']]);

test.each([
  ['usable', ['regenerated'], 'unusable'],
  ['usable', ['moved-everywhere'], 'doubtful'],
  ['usable', ['moved-backwards', 'lastmod-only'], 'doubtful'],
  ['usable', ['lastmod-only', 'dropped-recent'], 'usable'],
  ['unusable', ['moved-everywhere'], 'unusable'],
] as const)('%s with %j → %s', (before, codes, after) => {
  const [file] = withSnapshotFindings([row(before)], comparisonOf([...codes]), fileKeys);
  expect(file.verdict.verdict).toBe(after);
  expect(file.snapshotFindings).toEqual(codes);
});

test('a file with no finding keeps its row as it was', () => {
  const file = row('usable');
  expect(withSnapshotFindings([file], comparisonOf([]), fileKeys)[0]).toBe(file);
});
