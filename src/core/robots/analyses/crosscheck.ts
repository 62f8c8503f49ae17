/**
 * Checking many stored URLs (every `loc` of the loaded sitemaps) for one crawler against one
 * robots.txt: a verdict per URL in a typed array, the deciding line per URL, and for the
 * blocked ones the lines responsible, most frequent first (Search Console's "URL blocked by
 * robots.txt" for a sitemap that lists them). The robots.txt is compiled once and URLs of
 * another site are "not covered" (RFC 9309 §2.3: the file governs its own scheme, host, port).
 *
 * Measured 2026-11-30 on a shared 2-core machine under load average ~20 (Node 20): a million
 * URLs (a tenth on another host) against 6,000 rules took 1.0–1.3 s of CPU time and ~5 s of
 * wall time (the process got about a fifth of a core); bench/robots.bench.ts prints both.
 */
import { chooseCrawlerGroup } from './crawler-groups';
import { compileRobots } from '../engine/matcher';
import type { RobotsTxt } from '../engine/robots-txt';
import { isOnSite, type RobotsSite } from './site-origin';

/** Verdict codes stored per URL; the same codes serve the tester's matrix. */
export const VerdictCode = { allowed: 0, blocked: 1, notCovered: 2, invalid: 3 } as const;
export type VerdictCode = (typeof VerdictCode)[keyof typeof VerdictCode];
export type VerdictName = 'allowed' | 'blocked' | 'not-covered' | 'invalid';
export const verdictNames: readonly VerdictName[] = [
  'allowed',
  'blocked',
  'not-covered',
  'invalid',
];

export interface LineCount {
  readonly line: number;
  readonly count: number;
}

export interface VerdictCounts {
  readonly allowed: number;
  readonly blocked: number;
  readonly notCovered: number;
  readonly invalid: number;
}

export interface CrossCheckResult {
  /** Per URL: a VerdictCode. */
  readonly verdicts: Uint8Array;
  /** Per URL: the deciding rule's line; 0 when no rule matched or the URL is not covered. */
  readonly lines: Uint32Array;
  readonly counts: VerdictCounts;
  /** Lines that block URLs, with how many each blocks; most first, then by line. */
  readonly blockingLines: readonly LineCount[];
}

/**
 * Checks `urls[start..end)` and writes into `verdicts` / `lines` at the same indexes, so a
 * worker can run a million URLs in slices between cancellation checks. Full URLs are
 * expected; with `site` null every URL counts as covered.
 */
export function crossCheckRange(
  robots: RobotsTxt,
  agent: string,
  urls: readonly string[],
  site: RobotsSite | null,
  start: number,
  end: number,
  verdicts: Uint8Array,
  lines: Uint32Array,
): void {
  const compiled = compileRobots(robots);
  // The crawler reads as the matrix reads it (crawler-groups.ts): Googlebot-Image follows a
  // Googlebot group when it has none of its own.
  const { checkToken, options } = chooseCrawlerGroup(robots, agent);
  for (let i = start; i < end; i++) {
    const url = urls[i];
    if (site !== null && !isOnSite(url, site)) {
      verdicts[i] = VerdictCode.notCovered;
      lines[i] = 0;
      continue;
    }
    const verdict = compiled.check(checkToken, url, options);
    verdicts[i] = verdict.allowed ? VerdictCode.allowed : VerdictCode.blocked;
    lines[i] = verdict.line;
  }
}

/** Counts per verdict and the blocking lines, most frequent first. */
export function summarizeVerdicts(
  verdicts: Uint8Array,
  lines: Uint32Array,
): {
  counts: VerdictCounts;
  blockingLines: LineCount[];
} {
  const perVerdict = [0, 0, 0, 0];
  const perLine = new Map<number, number>();
  for (let i = 0; i < verdicts.length; i++) {
    const code = verdicts[i];
    perVerdict[code]++;
    if (code === VerdictCode.blocked) perLine.set(lines[i], (perLine.get(lines[i]) ?? 0) + 1);
  }
  const blockingLines = [...perLine]
    .map(([line, count]) => ({ line, count }))
    .sort((a, b) => b.count - a.count || a.line - b.line);
  return {
    counts: {
      allowed: perVerdict[0],
      blocked: perVerdict[1],
      notCovered: perVerdict[2],
      invalid: perVerdict[3],
    },
    blockingLines,
  };
}

/** Checks every URL for one crawler token: the cross-check of sitemap URLs against robots.txt. */
export function crossCheckUrls(
  robots: RobotsTxt,
  agent: string,
  urls: readonly string[],
  site: RobotsSite | null,
): CrossCheckResult {
  const verdicts = new Uint8Array(urls.length);
  const lines = new Uint32Array(urls.length);
  crossCheckRange(robots, agent, urls, site, 0, urls.length, verdicts, lines);
  return { verdicts, lines, ...summarizeVerdicts(verdicts, lines) };
}
