/**
 * The address-range files crawler operators publish, all in one JSON shape (Google's
 * "verifying Googlebot" files, copied by Bing, OpenAI, Perplexity, Apple, DuckDuckGo,
 * Mistral, Common Crawl; crawler-facts §1): `{"creationTime": "…", "prefixes":
 * [{"ipv4Prefix": "66.249.64.0/27"}, {"ipv6Prefix": "2001:4860:4801:10::/64"}]}`, sometimes
 * with `syncToken` / `synctoken` or `notes`, which are not needed. Read leniently: an entry
 * that is not a prefix is skipped and noted. A file with no prefix at all is refused, because
 * a 200 answer may carry none (Google's old paths answered `{"Action needed": …}` in 2026).
 */
import { parsePrefix, RangeSet, type IpPrefix } from './range-set';

/** An entry of `prefixes` that was skipped: where, and what it held (cut short). */
export interface SkippedPrefix {
  readonly index: number;
  readonly text: string;
}

export type ParsedRanges =
  | {
      readonly ok: true;
      readonly prefixes: readonly IpPrefix[];
      readonly ranges: RangeSet;
      /** The file's `creationTime` as written, when it has one. */
      readonly creationTime?: string;
      readonly skipped: readonly SkippedPrefix[];
    }
  | { readonly ok: false; readonly reason: 'not-json' | 'no-prefixes' };

const maxSkippedNoted = 20;

export function parseRanges(text: string): ParsedRanges {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (typeof file !== 'object' || file === null) return { ok: false, reason: 'not-json' };
  const { prefixes: entries, creationTime } = file as {
    prefixes?: unknown;
    creationTime?: unknown;
  };
  if (!Array.isArray(entries)) return { ok: false, reason: 'no-prefixes' };
  const prefixes: IpPrefix[] = [];
  const skipped: SkippedPrefix[] = [];
  entries.forEach((entry: unknown, index) => {
    const value =
      typeof entry === 'object' && entry !== null
        ? ((entry as Record<string, unknown>).ipv4Prefix ??
          (entry as Record<string, unknown>).ipv6Prefix)
        : undefined;
    const prefix = typeof value === 'string' ? parsePrefix(value) : null;
    if (prefix !== null) prefixes.push(prefix);
    else if (skipped.length < maxSkippedNoted)
      skipped.push({ index, text: JSON.stringify(entry ?? null).slice(0, 100) });
  });
  if (prefixes.length === 0) return { ok: false, reason: 'no-prefixes' };
  return {
    ok: true,
    prefixes,
    ranges: new RangeSet(prefixes),
    ...(typeof creationTime === 'string' ? { creationTime } : {}),
    skipped,
  };
}
