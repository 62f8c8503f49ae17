/**
 * The session caps the command line can set, `--max-…=N` (src/worker/session/session-limits.ts):
 * the same options for reading files and for `--compare`, whose two snapshots each get a
 * session with these caps. Lower caps let the tests reach a cap with a few hundred URLs.
 */
import type { SessionLimits } from '../src/worker/session/session-limits';
import { lastValue, wholeNumber, type OptionTable, type ParsedOptions } from './command-options';

const LIMIT_KEYS = [
  ['--max-urls', 'storeUrls'],
  ['--max-store-bytes', 'storeBytes'],
  ['--max-inflated-bytes', 'inflatedBytes'],
  ['--max-crawl-bytes', 'crawlTableBytes'],
] as const;

/** The `--max-…=N` options, for a command's option table. */
export const LIMIT_OPTIONS: OptionTable = LIMIT_KEYS.map(([name]) => ({ name, takesValue: true }));

/** `limits` with every `--max-…=N` given applied, or the usage error of the first bad one. */
export function limitsOf(
  parsed: ParsedOptions,
  limits: SessionLimits,
): { limits: SessionLimits } | { error: string } {
  let set = limits;
  for (const [name, key] of LIMIT_KEYS) {
    const text = lastValue(parsed, name);
    if (text === undefined) continue;
    const n = wholeNumber(text);
    if (n === undefined) return { error: `${name}=${text}: expected a positive whole number` };
    set = { ...set, [key]: n };
  }
  return { limits: set };
}
