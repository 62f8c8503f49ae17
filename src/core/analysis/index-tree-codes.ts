/**
 * The problem codes the index tree (sitemap-tree.ts) finds across documents: how sitemap
 * indexes list their children. One owner's table of the problem registry
 * (src/core/problems/registry.ts).
 *
 * Sources: sitemaps.org protocol; Google Search Central "Manage your sitemaps with an
 * index file".
 */
import type { ProblemCodeInfo } from '../problems/problem-code-info';

export const indexTreeProblemCodes = {
  'nested-index': {
    severity: 'error',
    message: 'This sitemap index lists another sitemap index ({loc})',
    explanation:
      'Google does not follow a sitemap index listed in another index (Search Console: "Nested indexing").',
    fix: 'List the child sitemaps directly in one top-level index.',
  },
  'index-child-missing': {
    severity: 'info',
    message: 'Listed child {loc} was not supplied (expected a file named {expected})',
    explanation:
      'The index lists a sitemap that is not among the files you gave, so its URLs are not counted.',
    fix: 'Add the file (for example by dropping the whole folder or archive) to inspect it too.',
  },
  'index-child-out-of-scope': {
    severity: 'warning',
    message: "Child sitemap {loc} is outside the index's directory {base}",
    explanation:
      "Google expects the sitemaps an index lists to sit on the same site, in the index's directory or below it.",
    fix: 'Move the child sitemaps next to (or below) the index, or submit them separately.',
  },
  'index-cycle': {
    severity: 'error',
    message: 'Index cycle: {path}',
    explanation: 'Sitemap indexes list each other in a loop.',
    fix: 'Keep one top-level index that lists only urlset sitemaps.',
  },
} as const satisfies Record<string, ProblemCodeInfo>;

export type IndexTreeProblemCode = keyof typeof indexTreeProblemCodes;
