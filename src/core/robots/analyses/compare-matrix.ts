/**
 * Comparing two versions of a robots.txt ("before" / "after") over test lines or sitemap URLs
 * × crawler tokens: the cells whose verdict changes, with the deciding line on each side.
 * Both versions are compiled once and checked with the same site (RFC 9309 §2.3); the
 * single-agent, many-URL form of compare.ts.
 */
import { crossCheckRange, verdictNames, type VerdictName } from './crosscheck';
import type { RobotsTxt } from '../engine/robots-txt';
import type { RobotsSite } from './site-origin';
import { classifyTestLine } from './test-target';

export interface CellChange {
  /** Index into the given URLs. */
  readonly index: number;
  readonly url: string;
  readonly agent: string;
  readonly before: { readonly verdict: VerdictName; readonly line: number };
  readonly after: { readonly verdict: VerdictName; readonly line: number };
}

export interface CompareOptions {
  /** Also list cells whose verdict stays but whose deciding line changes. */
  readonly includeLineChanges?: boolean;
  /** Stop after this many changes (the UI shows a count beyond it). Default: no limit. */
  readonly limit?: number;
}

/**
 * Cells that change between `before` and `after`. `urls` may be test lines (paths, full
 * URLs) or sitemap URLs; paths and full URLs are classified as in the tester.
 */
export function compareVersions(
  before: RobotsTxt,
  after: RobotsTxt,
  site: RobotsSite | null,
  urls: readonly string[],
  agents: readonly string[],
  options: CompareOptions = {},
): { changes: CellChange[]; changedCells: number } {
  // Paths become site URLs so one fast path (crossCheckRange) serves both kinds of input.
  const targets = urls.map((url) => classifyTestLine(url, site));
  const checked = targets.map((target) => {
    if (target.kind === 'path')
      return site !== null ? site.origin + target.checked : target.checked;
    return target.kind === 'url' ? target.checked : target.input;
  });
  const invalid = targets.map((target) => target.kind === 'invalid');
  const changes: CellChange[] = [];
  let changedCells = 0;
  const limit = options.limit ?? Infinity;
  const n = urls.length;
  for (const agent of agents) {
    const verdictsBefore = new Uint8Array(n);
    const linesBefore = new Uint32Array(n);
    const verdictsAfter = new Uint8Array(n);
    const linesAfter = new Uint32Array(n);
    crossCheckRange(before, agent, checked, site, 0, n, verdictsBefore, linesBefore);
    crossCheckRange(after, agent, checked, site, 0, n, verdictsAfter, linesAfter);
    for (let i = 0; i < n; i++) {
      if (invalid[i]) continue;
      const isChanged =
        verdictsBefore[i] !== verdictsAfter[i] ||
        (options.includeLineChanges === true && linesBefore[i] !== linesAfter[i]);
      if (!isChanged) continue;
      changedCells++;
      if (changes.length < limit)
        changes.push({
          index: i,
          url: urls[i],
          agent,
          before: { verdict: verdictNames[verdictsBefore[i]], line: linesBefore[i] },
          after: { verdict: verdictNames[verdictsAfter[i]], line: linesAfter[i] },
        });
    }
  }
  return { changes, changedCells };
}
