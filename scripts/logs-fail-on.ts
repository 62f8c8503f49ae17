/**
 * `--logs … --fail-on ai-disallowed-requests>N`: the condition that makes a log run exit 1,
 * so a schedule or a CI job can alert on it, in the shape of `watch --fail-on`
 * (watch-fail-on.ts): parsed from a comma-separated list, each met or not from the run alone.
 */
import type { RobotsLogJoin } from '../src/core/logs/log-robots-join';

export type LogFailCondition = {
  readonly kind: 'ai-disallowed-requests';
  readonly moreThan: number;
};

export interface LogFailOutcome {
  /** As written: `ai-disallowed-requests>10`. */
  readonly condition: string;
  readonly isMet: boolean;
}

const aiDisallowed = 'ai-disallowed-requests';

/** The conditions of one `--fail-on` value, or why it is not a list of them. */
export function parseLogFailOn(text: string): LogFailCondition[] | string {
  const conditions: LogFailCondition[] = [];
  for (const part of text.split(',').map((word) => word.trim())) {
    if (part === aiDisallowed) conditions.push({ kind: aiDisallowed, moreThan: 0 });
    else if (
      part.startsWith(`${aiDisallowed}>`) &&
      /^[0-9]{1,12}$/.test(part.slice(aiDisallowed.length + 1))
    )
      conditions.push({
        kind: aiDisallowed,
        moreThan: Number(part.slice(aiDisallowed.length + 1)),
      });
    else return `--fail-on takes ai-disallowed-requests>N with --logs, not ${part || 'nothing'}`;
  }
  return conditions;
}

/**
 * Each condition with whether the run meets it. Without a robots.txt nothing is disallowed,
 * so the condition is not met (the report says no robots.txt was read).
 */
export function logFailOutcomes(
  conditions: readonly LogFailCondition[],
  robots: RobotsLogJoin | null,
): LogFailOutcome[] {
  return conditions.map((condition) => ({
    condition: `${condition.kind}>${condition.moreThan}`,
    isMet: (robots?.aiRequests ?? 0) > condition.moreThan,
  }));
}
