// The descriptors are the one list of analyses: the registry's owners and codes and the docs'
// tables are read from them, so each descriptor's codes must be found in both, once.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { analysisDescriptors } from '../../src/core/analyses/analysis-descriptors';
import { problemCodeOwners, problemCodes } from '../../src/core/problems/registry';
import { documentedTables, repositoryRoot } from '../../scripts/generate-docs';
import type { AnalysisDescriptor } from '../../src/core/analyses/analysis-descriptor';

const descriptors: readonly AnalysisDescriptor[] = analysisDescriptors;

describe.each(descriptors.map((descriptor) => [descriptor.id, descriptor] as const))(
  'the %s descriptor',
  (id, descriptor) => {
    test('owns its codes in the registry', () => {
      expect((problemCodeOwners as Record<string, unknown>)[id]).toBe(descriptor.problemCodes);
      for (const code of Object.keys(descriptor.problemCodes))
        expect(Object.hasOwn(problemCodes, code), code).toBe(true);
    });

    test('has its table in the docs page it names, or has no codes and no table', () => {
      const tables = documentedTables.filter((table) => table.table === descriptor.problemCodes);
      const { docs } = descriptor;
      if (!docs) {
        expect(Object.keys(descriptor.problemCodes)).toEqual([]);
        expect(tables).toEqual([]);
        return;
      }
      expect(existsSync(join(repositoryRoot, docs.file))).toBe(true);
      expect(tables).toEqual([
        { doc: docs.file, title: docs.title, table: descriptor.problemCodes },
      ]);
    });
  },
);

test('no two descriptors share an id', () => {
  const ids = analysisDescriptors.map((descriptor) => descriptor.id);
  expect(new Set(ids).size).toBe(ids.length);
});
