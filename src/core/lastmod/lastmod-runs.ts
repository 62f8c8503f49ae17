/**
 * The lastmod facts of several samples together (all the store's URLs, from each
 * document's), from their values already sorted once per document: the runs are merged
 * pairwise, a linear pass each round (log₂ of the runs' count rounds), instead of every value
 * being sorted again. The facts are those of one sample of all the values (lastmod-facts.ts):
 * the counts add up, and the values' own figures (distinct, most common, cluster, oldest,
 * newest) are read from the merged order, which a sort of them all would give too.
 */
import { factsOfSorted, type LastmodFacts } from './lastmod-facts';

/** One sample's facts and its valid values, sorted ascending (lastmodFactsAndValues). */
export interface LastmodRun {
  readonly facts: LastmodFacts;
  readonly sorted: Float64Array;
}

/** The facts of the runs' samples taken as one. */
export function pooledLastmodFacts(runs: readonly LastmodRun[]): LastmodFacts {
  const counts = { rows: 0, absent: 0, invalid: 0, future: 0, dateOnly: 0 };
  for (const { facts } of runs) {
    counts.rows += facts.rows;
    counts.absent += facts.absent;
    counts.invalid += facts.invalid;
    counts.future += facts.future;
    counts.dateOnly += facts.dateOnly;
  }
  return factsOfSorted(mergeSortedRuns(runs.map((run) => run.sorted)), counts);
}

/** Ascending runs merged into one ascending array (the runs are left as they are). */
export function mergeSortedRuns(runs: readonly Float64Array[]): Float64Array {
  let level = runs.filter((run) => run.length > 0);
  if (level.length === 0) return new Float64Array(0);
  if (level.length === 1) return level[0].slice();
  while (level.length > 1) {
    const next: Float64Array[] = [];
    for (let i = 0; i + 1 < level.length; i += 2) next.push(mergeTwo(level[i], level[i + 1]));
    if (level.length % 2 === 1) next.push(level[level.length - 1]);
    level = next;
  }
  return level[0];
}

function mergeTwo(a: Float64Array, b: Float64Array): Float64Array {
  const merged = new Float64Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) merged[k++] = a[i] <= b[j] ? a[i++] : b[j++];
  while (i < a.length) merged[k++] = a[i++];
  while (j < b.length) merged[k++] = b[j++];
  return merged;
}
