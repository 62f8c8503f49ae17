/**
 * The session caps the command line can set, `--max-…=N` (src/worker/session/session-limits.ts):
 * the same options for reading files and for `--compare`, whose two snapshots each get a
 * session with these caps. Lower caps let the tests reach a cap with a few hundred URLs.
 */
import type { SessionLimits } from '../src/worker/session/session-limits';

export const LIMIT_OPTIONS = [
  ['--max-urls', 'storeUrls'],
  ['--max-store-bytes', 'storeBytes'],
  ['--max-inflated-bytes', 'inflatedBytes'],
  ['--max-crawl-bytes', 'crawlTableBytes'],
] as const;

/** Whether `arg` is one of the `--max-…=N` options. */
export function isLimitOption(arg: string): boolean {
  return LIMIT_OPTIONS.some(([name]) => arg.startsWith(`${name}=`));
}

/** `--max-…=N` applied to `limits`, or null when N is not a positive whole number. */
export function limitOption(arg: string, limits: SessionLimits): SessionLimits | null {
  const [name, value] = arg.split('=', 2);
  const key = LIMIT_OPTIONS.find(([option]) => option === name)![1];
  const n = /^[1-9][0-9]*$/.test(value ?? '') ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) return null;
  return { ...limits, [key]: n };
}
