/**
 * The names of `watch`'s snapshots: `2026-12-04T09-20-00-000Z`, the instant as
 * `toISOString` writes it (ECMA-262's Date Time String Format, from ISO 8601) with `-` for
 * `:` and `.`, so it is a name every file system takes and the names sort by time. A folder
 * in the state folder is anyone's to make, so a name is a stamp only when it is the very name
 * its own instant would be given: `2026-13-45T99-99-99-999Z` and `2026-02-30T…` are not.
 */

/** The shape of a stamp; {@link stampMs} says whether the shape holds a real instant. */
const STAMP_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;

/** The folder name of a snapshot taken at `ms`. */
export function snapshotStamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[:.]/g, '-');
}

/** Whether `name` is shaped like a stamp (a real instant or not). */
export const isStampShaped = (name: string): boolean => STAMP_SHAPE.test(name);

/**
 * When the snapshot named `name` was taken, ms since the epoch; undefined when the name is
 * not a stamp of a real instant. `Date.parse` alone is not the test: it rolls
 * `2026-02-30` over to March 2nd and `T24:00` to the next day, so the instant must give the
 * name back.
 */
export function stampMs(name: string): number | undefined {
  if (!STAMP_SHAPE.test(name)) return undefined;
  const [date, time] = name.split('T') as [string, string];
  const [hours, minutes, seconds, ms] = time.slice(0, -1).split('-');
  const parsed = Date.parse(`${date}T${hours}:${minutes}:${seconds}.${ms}Z`);
  return Number.isNaN(parsed) || snapshotStamp(parsed) !== name ? undefined : parsed;
}

/**
 * The stamp of a snapshot taken now: the clock's, or one millisecond after the newest kept
 * snapshot when that is not earlier (two runs in one millisecond, a clock set back a little),
 * and never one of the names already `taken`. `newestMs` is the newest snapshot not dated in
 * the future: a stamp from the future is never a date to count on from.
 */
export function nextStamp(
  nowMs: number,
  newestMs: number | undefined,
  taken: ReadonlySet<string>,
): string {
  let ms = Math.max(nowMs, newestMs === undefined ? -Infinity : newestMs + 1);
  while (taken.has(snapshotStamp(ms))) ms += 1;
  return snapshotStamp(ms);
}
