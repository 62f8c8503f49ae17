/**
 * The size and seed of the property-based tests (fast-check). `npm test` runs each property
 * a few hundred times with a fixed seed, so a run takes seconds and fails the same way
 * every time. `npm run fuzz` runs the same properties `FUZZ_RUNS` times each (20,000 unless
 * set), seeded from `FUZZ_SEED` or the clock; every property
 * prints its seed and number of cases, and a failure prints the seed and path to replay it.
 */
import type { Parameters } from 'fast-check';

/** The seed of `npm test`: a fixed number, so the suite is reproducible. */
const SUITE_SEED = 20261130;

const requestedRuns = Number(process.env.FUZZ_RUNS ?? 0);
const seed =
  process.env.FUZZ_SEED !== undefined
    ? Number(process.env.FUZZ_SEED)
    : requestedRuns > 0
      ? Date.now() % 2 ** 31
      : SUITE_SEED;

/**
 * fast-check parameters for one property: `suiteRuns` cases in `npm test`, or `FUZZ_RUNS`
 * scaled by `weight` (for properties whose cases cost more) under `npm run fuzz`.
 */
export function fuzzRuns<T>(name: string, suiteRuns: number, weight = 1): Parameters<T> {
  const numRuns = requestedRuns > 0 ? Math.max(1, Math.round(requestedRuns * weight)) : suiteRuns;
  console.log(`fuzz ${name}: ${numRuns} cases, seed ${seed}`);
  return { numRuns, seed };
}
