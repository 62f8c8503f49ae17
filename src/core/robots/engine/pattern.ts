/**
 * Allow/disallow patterns: Google's normalisation of the rule text and the `*` / `$`
 * matcher. RFC 9309 §2.2.3 (special characters) and §2.2.2 (longest match), with
 * google/robotstxt's reading: the rule is normalised (MaybeEscapePattern) and the URL path
 * is compared exactly as given.
 */
import { encodeUtf8 } from './bytes';

const hexDigits = '0123456789ABCDEF';

const isHex = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
const upperHex = (c: number): number => (c >= 97 && c <= 102 ? c - 32 : c);

/**
 * google/robotstxt MaybeEscapePattern over bytes[start, end): `%xx` with lower-case hex
 * digits is upper-cased and every octet >= 0x80 is %-encoded. The result is ASCII, so its
 * length is the rule's priority in octets.
 */
export function escapePattern(bytes: Uint8Array, start: number, end: number): string {
  let out = '';
  for (let i = start; i < end; i++) {
    const c = bytes[i];
    if (c === 0x25 && i + 2 < end && isHex(bytes[i + 1]) && isHex(bytes[i + 2])) {
      out += '%' + String.fromCharCode(upperHex(bytes[i + 1]), upperHex(bytes[i + 2]));
      i += 2;
    } else if (c >= 0x80) {
      out += '%' + hexDigits[c >> 4] + hexDigits[c & 15];
    } else {
      out += String.fromCharCode(c);
    }
  }
  return out;
}

/** escapePattern for a string (its UTF-8 bytes). */
export function escapePatternText(text: string): string {
  const bytes = encodeUtf8(text);
  return escapePattern(bytes, 0, bytes.length);
}

/**
 * Reference matcher, google/robotstxt RobotsMatchStrategy::Matches: does `pattern` match a
 * prefix of `path`? `*` matches any run, `$` anchors only as the last character (elsewhere
 * it is literal). O(path × pattern); used by tests against the compiled form.
 */
export function matchesPatternReference(path: string, pattern: string): boolean {
  const pathLength = path.length;
  let positions = [0];
  for (let p = 0; p < pattern.length; p++) {
    const c = pattern[p];
    if (c === '$' && p + 1 === pattern.length)
      return positions[positions.length - 1] === pathLength;
    if (c === '*') {
      const from = positions[0];
      positions = [];
      for (let k = from; k <= pathLength; k++) positions.push(k);
    } else {
      const next: number[] = [];
      for (const pos of positions) if (pos < pathLength && path[pos] === c) next.push(pos + 1);
      positions = next;
      if (positions.length === 0) return false;
    }
  }
  return true;
}

/** A pattern split for fast matching: literal prefix, then `*`-separated segments. */
export interface CompiledPattern {
  /** The text before the first `*` (and before a final `$`). */
  readonly prefix: string;
  /** Segments after the first `*`, or null when the pattern has no `*`. */
  readonly segments: readonly string[] | null;
  /** Ends with the `$` anchor. */
  readonly anchored: boolean;
}

export function compilePattern(pattern: string): CompiledPattern {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const star = body.indexOf('*');
  if (star < 0) return { prefix: body, segments: null, anchored };
  return { prefix: body.slice(0, star), segments: body.slice(star + 1).split('*'), anchored };
}

/**
 * Does the compiled pattern match `path`, given that `path` already starts with its prefix?
 * Segments are placed leftmost-first, which is optimal for `*`-only globs, so the cost is
 * linear in the path for each segment even for hostile patterns such as `/*a*a*a*a$`
 * (google/robotstxt: "we make sure to have acceptable worst-case performance").
 */
export function matchesAfterPrefix(compiled: CompiledPattern, path: string): boolean {
  const { segments, anchored, prefix } = compiled;
  if (segments === null) return !anchored || path.length === prefix.length;
  let pos = prefix.length;
  const last = anchored ? segments.length - 1 : segments.length;
  for (let s = 0; s < last; s++) {
    const segment = segments[s];
    if (segment.length === 0) continue;
    const found = path.indexOf(segment, pos);
    if (found < 0) return false;
    pos = found + segment.length;
  }
  if (!anchored) return true;
  const tail = segments[segments.length - 1];
  return path.length - tail.length >= pos && path.endsWith(tail);
}

/** Full match with a compiled pattern (prefix check included). */
export function matchesCompiled(compiled: CompiledPattern, path: string): boolean {
  return path.startsWith(compiled.prefix) && matchesAfterPrefix(compiled, path);
}
