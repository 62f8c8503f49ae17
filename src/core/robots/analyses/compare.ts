/**
 * Which URLs change verdict between two versions of a robots.txt (the tester's "old vs new"
 * view): the same crawler tokens and URLs checked against both, Google's reading by default.
 */
import { checkUrl, type CheckOptions, type RobotsVerdict } from '../engine/matcher';
import type { RobotsTxt } from '../engine/robots-txt';

export interface VerdictChange {
  readonly url: string;
  readonly before: RobotsVerdict;
  readonly after: RobotsVerdict;
}

/** URLs whose verdict (allowed or not) differs; `includeLineChanges` also lists a new deciding line. */
export function compareRobots(
  before: RobotsTxt,
  after: RobotsTxt,
  agents: string | readonly string[],
  urls: Iterable<string>,
  options?: CheckOptions & { readonly includeLineChanges?: boolean },
): VerdictChange[] {
  const changes: VerdictChange[] = [];
  for (const url of urls) {
    const old = checkUrl(before, agents, url, options);
    const now = checkUrl(after, agents, url, options);
    if (
      old.allowed !== now.allowed ||
      (options?.includeLineChanges === true && old.line !== now.line)
    ) {
      changes.push({ url, before: old, after: now });
    }
  }
  return changes;
}
