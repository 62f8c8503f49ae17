/**
 * The problem codes the index tree (sitemap-tree.ts) finds across documents: how sitemap
 * indexes list their children. One owner's table of the problem registry
 * (src/core/problems/registry.ts).
 *
 * Sources: sitemaps.org protocol; Google Search Central "Manage your sitemaps with an
 * index file".
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import { describeAnalysis } from '../analyses/analysis-descriptor';

export const indexTreeProblemCodes = {
  'nested-index': { severity: 'error' },
  'index-child-missing': { severity: 'info' },
  'index-child-out-of-scope': { severity: 'warning' },
  'index-cycle': { severity: 'error' },
} as const satisfies Record<string, ProblemCodeInfo>;

export type IndexTreeProblemCode = keyof typeof indexTreeProblemCodes;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const indexTreeDescriptor = describeAnalysis({
  id: 'index-tree',
  problemCodes: indexTreeProblemCodes,
  docs: { file: 'docs/problem-codes.md', title: 'Index tree' },
});
