/**
 * The generator lint's problem codes (generator-lint.ts): one owner's table of the problem
 * registry (src/core/problems/registry.ts). Sources: WordPress core's sitemaps (5.5) and the
 * trackers of the SEO plugins that write numbered sitemaps.
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';
import { describeAnalysis } from '../analyses/analysis-descriptor';

export const generatorLintCodes = {
  'author-archives-listed': { severity: 'info' },
  'numbered-siblings-overlap': { severity: 'warning' },
} as const satisfies Record<string, ProblemCodeInfo>;

/** The analysis that owns these codes (src/core/analyses/analysis-descriptors.ts lists it). */
export const generatorLintDescriptor = describeAnalysis({
  id: 'generator-lint',
  problemCodes: generatorLintCodes,
  docs: { file: 'docs/problem-codes.md', title: 'What sitemap generators get wrong across files' },
  isStreamed: true,
  // The codes the rows carry (the others are about files).
  filters: ['author-archives-listed', 'numbered-siblings-overlap'],
});
