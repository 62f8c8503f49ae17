/**
 * The session caps the command line can set, `--max-…=N` (src/worker/session/session-limits.ts):
 * the same options for reading files and for `--compare`, whose two snapshots each get a
 * session with these caps. Lower caps let the tests reach a cap with a few hundred URLs.
 */
import { DEFAULT_SESSION_LIMITS, type SessionLimits } from '../src/worker/session/session-limits';
import { lastValue, wholeNumber, type OptionTable, type ParsedOptions } from './command-options';

/** Each option, the session limit it sets, and what its help says it caps. */
const LIMIT_KEYS = [
  ['--max-urls', 'storeUrls', 'keep at most N URLs in all'],
  ['--max-store-bytes', 'storeBytes', 'keep at most N bytes of URLs in all'],
  ['--max-inflated-bytes', 'inflatedBytes', 'inflate at most N bytes for all files together'],
  ['--max-crawl-bytes', 'crawlTableBytes', "hold at most N bytes of the --crawl export's table"],
] as const;

/** The `--max-…=N` options, for a command's option table; the help's defaults are the session's. */
export const LIMIT_OPTIONS: OptionTable = LIMIT_KEYS.map(([name, key, caps]) => ({
  name,
  takesValue: true,
  usage: `${name}=N`,
  help: `${caps} (default ${DEFAULT_SESSION_LIMITS[key]})`,
}));

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
