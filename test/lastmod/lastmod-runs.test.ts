/**
 * The facts of all URLs merged from each document's sorted values (lastmod-runs.ts) are the
 * facts of one sample of every row: for stores of several files, with some files' values
 * cached as a finished document's would be and others (still being read) sampled afresh.
 */
import { describe, expect, test } from 'vitest';
import { lastmodFacts, lastmodFactsAndValues } from '../../src/core/lastmod/lastmod-facts';
import { storeLastmodFacts } from '../../src/core/lastmod/lastmod-insight';
import { rowsOfDocuments, sampleLastmod } from '../../src/core/lastmod/lastmod-sample';
import { mergeSortedRuns } from '../../src/core/lastmod/lastmod-runs';
import { lastmodStore, spread } from './lastmod-store';

const NOW = Date.UTC(2026, 10, 30, 12);
const DAY = 86_400_000;
const stamped = (n: number, text: string) => Array.from({ length: n }, () => text);

const cases: {
  name: string;
  files: Record<string, (string | undefined)[]>;
  /** The files whose values are cached (by position); the others are sampled. */
  cached: number[];
}[] = [
  { name: 'no files', files: {}, cached: [] },
  { name: 'one file without lastmod', files: { a: [undefined, undefined] }, cached: [0] },
  {
    name: 'three files, all cached',
    files: {
      a: spread(300, NOW - 400 * DAY, NOW),
      b: stamped(200, '2026-11-29T03:00:00Z'),
      c: [...spread(50, NOW - 30 * DAY, NOW, true), undefined, 'not a date'],
    },
    cached: [0, 1, 2],
  },
  {
    name: 'two cached, one being read',
    files: {
      a: stamped(120, '2026-11-29T03:00:00Z'),
      b: [...spread(80, NOW - 10 * DAY, NOW + 10 * DAY), '2026-11-29T03:00:01Z'],
      c: ['2027-01-01', '2026-11-29T03:00:00+00:00', undefined, '2026-13-01'],
    },
    cached: [0, 2],
  },
  {
    name: 'none cached',
    files: { a: spread(40, NOW - DAY, NOW), b: spread(40, NOW - DAY, NOW) },
    cached: [],
  },
];

describe('facts of all URLs from sorted runs', () => {
  test.each(cases)('$name', ({ files, cached }) => {
    const store = lastmodStore(files);
    const ids = store.documentIds();
    const rowsOf = rowsOfDocuments(store, ids);
    const factsCache = new Map();
    const valuesCache = new Map();
    for (const at of cached) {
      const run = lastmodFactsAndValues(sampleLastmod(store, rowsOf.get(ids[at])!), NOW);
      factsCache.set(ids[at], run.facts);
      valuesCache.set(ids[at], run.sorted);
    }
    expect(storeLastmodFacts(store, NOW, factsCache, valuesCache)).toEqual(
      lastmodFacts(sampleLastmod(store, undefined), NOW),
    );
  });
});

describe('mergeSortedRuns', () => {
  test.each([
    { runs: [], merged: [] },
    { runs: [[], [1]], merged: [1] },
    { runs: [[1, 4, 9], [2, 3], [], [0, 9, 10]], merged: [0, 1, 2, 3, 4, 9, 9, 10] },
    { runs: [[5], [4], [3], [2], [1]], merged: [1, 2, 3, 4, 5] },
  ])('$runs', ({ runs, merged }) => {
    const arrays = runs.map((run) => Float64Array.from(run));
    expect([...mergeSortedRuns(arrays)]).toEqual(merged);
    // The runs are left as they were.
    expect(arrays.map((array) => [...array])).toEqual(runs);
  });
});
