/**
 * The lines of a robots.txt that changed between two snapshots of a site, for a change feed:
 * the lines only the earlier text has (removed) and those only the current one has (added),
 * each with its line number. The unchanged start and end are set aside first; within what is
 * left, a line counts as kept when the other side has it as often, so a rule that moved
 * inside the changed part is not reported twice. Lines end in LF, CR or CRLF (RFC 9309 §2.2).
 *
 * Linear in the texts' length (a robots.txt may be 500 KiB and more): no alignment search.
 * What a change does is said by the verdicts it flips, which the caller evaluates.
 */

export interface RobotsLine {
  /** 1-based, in its own text. */
  readonly line: number;
  readonly text: string;
}

export interface RobotsLineChanges {
  readonly removed: readonly RobotsLine[];
  readonly added: readonly RobotsLine[];
  /** The texts differ, yet no line was added or removed: lines moved (groups may differ). */
  readonly isReordered: boolean;
}

export function robotsLineChanges(earlier: string, current: string): RobotsLineChanges {
  const before = splitLines(earlier);
  const after = splitLines(current);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  const removed = onlyIn(before, start, endBefore, after.slice(start, endAfter));
  const added = onlyIn(after, start, endAfter, before.slice(start, endBefore));
  return {
    removed,
    added,
    isReordered: earlier !== current && removed.length === 0 && added.length === 0,
  };
}

/** The lines of `lines[from..to)` the other side does not have as often. */
function onlyIn(lines: readonly string[], from: number, to: number, other: readonly string[]) {
  const left = new Map<string, number>();
  for (const text of other) left.set(text, (left.get(text) ?? 0) + 1);
  const only: RobotsLine[] = [];
  for (let i = from; i < to; i++) {
    const text = lines[i]!;
    const count = left.get(text) ?? 0;
    if (count > 0) left.set(text, count - 1);
    else only.push({ line: i + 1, text });
  }
  return only;
}

/** RFC 9309 §2.2: a line ends in LF, CR or CRLF; a last empty line is no line. */
function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}
