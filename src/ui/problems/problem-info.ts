/**
 * A problem code's plain explanation and fix, from the problem registry
 * (core/problems/registry.ts), whose owners' tables are the catalog's source for these texts.
 * A code the registry does not know gets no explanation.
 */
import type { ProblemCodeInfo } from '../../core/problems/problem-code-info';
import { problemCodeInfo } from '../../core/problems/registry';

export function problemInfo(code: string): ProblemCodeInfo | undefined {
  return problemCodeInfo(code);
}
