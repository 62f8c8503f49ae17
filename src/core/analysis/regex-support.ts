/**
 * The filter box's regular expressions run on RE2 (re2js, a port of RE2 / Go's regexp), which
 * matches in time linear in the URL's length whatever the pattern: `/(a+)+$/` and
 * `/a*a*a*a*a*a*a*b/` cost no more than `/a/`. The price is the two features that need
 * backtracking, which RE2 leaves out by design (https://github.com/google/re2/wiki/Syntax):
 * backreferences (`\1`, `\k<name>`) and lookaround (`(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`).
 * This scan finds them so the refusal can name the feature and the fragment, rather than
 * pass on RE2's parser message (`invalid escape sequence: \1`).
 *
 * Parsed by hand rather than with a regex grammar: it only needs groups, classes and escapes
 * (ECMAScript 2024 §22.2.1); inside a class `\1` is a character, not a backreference.
 */

export type UnsupportedRegexFeature = 'backreference' | 'lookahead' | 'lookbehind';

export interface UnsupportedRegexUse {
  feature: UnsupportedRegexFeature;
  /** The part of the pattern that uses it, as written. */
  fragment: string;
}

/** The first backreference or lookaround in `source` (JavaScript syntax), if any. */
export function findUnsupportedFeature(source: string): UnsupportedRegexUse | undefined {
  let isInClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      const next = source[i + 1] ?? '';
      if (!isInClass && (/[1-9]/.test(next) || (next === 'k' && source[i + 2] === '<'))) {
        const end = next === 'k' ? source.indexOf('>', i) + 1 || source.length : i + 2;
        return { feature: 'backreference', fragment: source.slice(i, end) };
      }
      i++; // the escaped character
    } else if (isInClass) {
      if (char === ']') isInClass = false;
    } else if (char === '[') {
      isInClass = true;
    } else if (char === '(' && source[i + 1] === '?') {
      const kind = source.slice(i + 2, i + 4);
      const feature: UnsupportedRegexFeature | undefined =
        kind[0] === '=' || kind[0] === '!'
          ? 'lookahead'
          : kind === '<=' || kind === '<!'
            ? 'lookbehind'
            : undefined;
      if (feature)
        return { feature, fragment: source.slice(i, i + (feature === 'lookahead' ? 3 : 4)) };
    }
  }
  return undefined;
}
