import { describe, expect, test } from 'vitest';
import { COMPARISON_SHOWN, shownComparison } from '../../src/core/snapshot/comparison-shown';
import type { SnapshotComparison } from '../../src/core/snapshot/snapshot-compare';

const counts = (changed: number) => ({
  added: changed,
  removed: 0,
  lastmodChanged: 0,
  unchanged: 5,
  moved: 0,
});

/** `n` files whose changes go 0, 1, 2… in a shuffled order, and as many sections. */
function comparisonOf(n: number): SnapshotComparison {
  const order = Array.from({ length: n }, (_, i) => (i * 7919) % n);
  return {
    totals: { ...counts(0), earlierUrls: 0, currentUrls: 0 },
    files: order.map((changed) => ({
      file: `f${changed}.xml`,
      earlierUrls: 5,
      currentUrls: 5 + changed,
      ...counts(changed),
    })),
    sections: order.map((changed) => ({ key: `s${changed}`, ...counts(changed) })),
    findings: order.map((i) => ({ code: 'regenerated' as const, file: `f${i}.xml`, params: {} })),
  } as SnapshotComparison;
}

describe('the comparison answer carries what a page shows', () => {
  test('a small comparison goes whole', () => {
    const whole = comparisonOf(10);
    const { comparison, counted } = shownComparison(whole);
    expect(comparison).toEqual(whole);
    expect(counted).toEqual({ files: 10, sections: 10, findings: 10 });
  });

  test('a large one keeps the most changed files and sections, in their order, and counts all', () => {
    const whole = comparisonOf(1000);
    const { comparison, counted } = shownComparison(whole);
    expect(counted).toEqual({ files: 1000, sections: 1000, findings: 1000 });
    expect(comparison.files).toHaveLength(COMPARISON_SHOWN.files);
    expect(comparison.sections).toHaveLength(COMPARISON_SHOWN.sections);
    expect(comparison.findings).toEqual(whole.findings.slice(0, COMPARISON_SHOWN.findings));
    // The 200 most changed are 800…999, in the order the whole list had them.
    const kept = comparison.files.map((file) => file.added);
    expect(Math.min(...kept)).toBe(1000 - COMPARISON_SHOWN.files);
    expect(kept).toEqual(whole.files.map((f) => f.added).filter((a) => a >= 800));
  });
});
