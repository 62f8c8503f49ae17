// Every robots.txt conformance case (google/robotstxt, Apache-2.0; see robots/README.md),
// verdict and deciding line, through the same runner as `npm run conformance`.
import { describe, expect, test } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readCases, runCase, runOracle, type Case } from './robots/conformance-cases';

const here = (name: string): string => fileURLToPath(new URL(`./robots/${name}`, import.meta.url));

const files = [
  'google-unit.jsonl',
  'google-path.jsonl',
  'google-escape.jsonl',
  'google-useragent.jsonl',
  'google-parse.jsonl',
  'generated-public.jsonl.gz',
];

describe.each(files)('%s', (file) => {
  const cases: Case[] = readCases(here(file));

  test('has cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  test.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const outcome = runCase(c);
    expect(outcome.got).toBe(outcome.expected === 'events and lines as google/robotstxt' ? 'same' : outcome.expected);
    expect(outcome.passed).toBe(true);
  });
});

// Without the documented 500 KiB cut our parser reads what the library reads.
describe('size-limit cases without the cut match the library itself (oracle_*)', () => {
  const cases = readCases(here('generated-public.jsonl.gz')).filter((c) => 'oracle_allowed' in c);
  test.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const outcome = runOracle(c);
    expect(outcome?.got).toBe(outcome?.expected);
  });
});
