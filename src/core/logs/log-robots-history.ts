/**
 * Which robots.txt versions may have governed a request, when a history of the file is known:
 * the version saved last at or before the request, and also the ones before it while a
 * crawler may still have held them. RFC 9309 §2.4: a crawler may use a cached robots.txt for
 * up to 24 hours (Google caches it for up to a day), so for a day after a change either file
 * may have been the one obeyed.
 *
 * Requests are known by UTC day (crawler-tally.ts `PathTally.days`), so a day's requests may
 * have met every version in force from 24 hours before the day starts to the day's end. A
 * request before the oldest version is judged by it: a history records when a version was
 * saved, and the file was in force before that. A request without a time is judged by the
 * newest version.
 */
import type { RobotsTxt } from '../robots/engine/robots-txt';
import type { PathTally } from './crawler-tally';

export interface DatedRobots {
  /** When this version was saved (ms UTC): in force from then to the next one's. */
  readonly savedAtMs: number;
  readonly robots: RobotsTxt;
}

/** The versions a day's (or undated) requests may have met: indices, oldest first. */
export interface VersionSpan {
  readonly first: number;
  readonly last: number;
  readonly requests: number;
}

const dayMs = 86_400_000;
/** RFC 9309 §2.4: "crawlers SHOULD NOT use the cached version for more than 24 hours". */
export const ROBOTS_CACHE_MS = 24 * 3_600_000;

/** The index of the version in force at `time` (the oldest before any was saved). */
function inForceAt(savedAtMs: readonly number[], time: number): number {
  let low = 0;
  let high = savedAtMs.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (savedAtMs[middle]! <= time) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Each day's requests of one path with the versions they may have met (one span per day). */
export function versionSpans(savedAtMs: readonly number[], path: PathTally): VersionSpan[] {
  const newest = savedAtMs.length - 1;
  const spans: VersionSpan[] = [];
  const undated = path.requests - path.dated;
  if (undated > 0) spans.push({ first: newest, last: newest, requests: undated });
  const add = (day: number, requests: number) => {
    const first = inForceAt(savedAtMs, day * dayMs - ROBOTS_CACHE_MS);
    const last = inForceAt(savedAtMs, (day + 1) * dayMs - 1);
    spans.push({ first, last, requests });
  };
  if (path.days) {
    for (let i = 0; i < path.days.length; i += 2) add(path.days[i]!, path.days[i + 1]!);
  } else if (path.firstTime !== null && path.dated > 0) {
    add(Math.floor(path.firstTime / dayMs), path.dated);
  }
  return spans;
}
