/** Problems by severity, summed over their groups: the Overview's, the tabs' and the report's figure. */
import type { Severity } from './problem-code-info';

export function severityCounts(
  groups: Iterable<{ readonly severity: Severity; readonly count: number }>,
): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const group of groups) counts[group.severity] += group.count;
  return counts;
}
