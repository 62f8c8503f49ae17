import { describe, expect, test } from 'vitest';
import { isProblemCode, problemCodeInfo, problemCodeOwners, problemCodes } from './registry';

describe('problem registry', () => {
  test('no code is claimed by two owners, so none hides another', () => {
    const owners = new Map<string, string>();
    for (const [owner, table] of Object.entries(problemCodeOwners))
      for (const code of Object.keys(table)) {
        expect(owners.get(code), `${code} of ${owner}`).toBeUndefined();
        owners.set(code, owner);
      }
    expect(Object.keys(problemCodes)).toHaveLength(owners.size);
  });

  test.each([
    ['lastmod-invalid', 'sitemap'],
    ['inflate-limit', 'archive'],
    ['not-robots-txt', 'robots-lint'],
    ['index-cycle', 'index-tree'],
  ] as const)('%s comes from the %s table', (code, owner) => {
    const table: Readonly<Record<string, unknown>> = problemCodeOwners[owner];
    expect(problemCodeInfo(code)).toBe(table[code]);
  });

  test.each(['no-such-code', 'toString', '__proto__'])('%s is no code', (code) => {
    expect(isProblemCode(code)).toBe(false);
    expect(problemCodeInfo(code)).toBeUndefined();
  });
});
