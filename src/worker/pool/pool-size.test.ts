import { describe, expect, test } from 'vitest';
import { defaultIngestWorkers, ingestWorkersOf } from './pool-size';

describe('how many ingest workers', () => {
  test.each([
    [3, 2],
    [4, 3],
    [8, 7],
    [16, 8],
    [64, 8],
  ])('by default, with %s cores: %i (one core left for the page)', (cores, workers) => {
    expect(defaultIngestWorkers(cores)).toBe(workers);
  });

  test.each([[undefined], [1], [2], [NaN]])(
    'by default, with %s cores: none (the analyzer worker reads every input)',
    (cores) => {
      expect(defaultIngestWorkers(cores)).toBe(0);
    },
  );

  test.each([
    [0, 0],
    [3, 3],
    [2.7, 2],
    [-1, 0],
    [100, 8],
    [NaN, 0],
  ])('asked for %s: %i', (requested, workers) => {
    expect(ingestWorkersOf(requested)).toBe(workers);
  });
});
