/**
 * A static check that refuses the regular expressions whose backtracking can take
 * exponential time in JavaScript engines: a repeated group that itself contains a repeat
 * (`(a+)+`, `(\w*)*`, `(a+){2,}`), a repeated alternation whose branches may overlap
 * (`(a|a)*`), and backreferences (`(a*)\1`, NP-hard in general). This is
 * the "star height > 1" rule of ReDoS checkers such as safe-regex; it refuses a few harmless
 * patterns (`(ab+)+`) but never lets `/(a+)+$/` run against a 2,000-character URL. Patterns it
 * lets through are still run under a work budget by the query.
 *
 * Parsed by hand rather than with a regex grammar: it only needs groups, classes, escapes and
 * quantifiers (ECMAScript 2024 §22.2.1).
 */

export type RegexVerdict =
  | { safe: true }
  | {
      safe: false;
      reason: 'nested-quantifier' | 'backreference' | 'overlapping-alternation';
      fragment: string;
    };

interface GroupFrame {
  start: number;
  /** A quantifier that repeats (maximum above one) occurs somewhere inside. */
  hasRepeat: boolean;
  /** A `|` at this group's own level. */
  hasAlternation: boolean;
}

/**
 * A repeated alternation is safe only when its branches cannot both match at one position:
 * here, when every branch is a non-empty literal and no two start with the same character
 * (`(foo|bar)+` yes; `(a|ab)*`, `(a|a)*`, `(\w|x)+` no: (a|a)*b is exponential in V8).
 */
function isDisjointLiteralAlternation(body: string): boolean {
  const branches = body.replace(/^\?(?::|<[^>]*>)/, '').split('|');
  const firsts = new Set<string>();
  for (const branch of branches) {
    if (!/^(?:[A-Za-z0-9_~%=&:,;!'-]|\\[./\-?#&=+*()[\]{}|^$])+$/.test(branch)) return false;
    const first = branch[0] === '\\' ? branch[1] : branch[0];
    if (firsts.has(first.toLowerCase())) return false;
    firsts.add(first.toLowerCase());
  }
  return true;
}

/** Reads a quantifier at `at`; returns its end and whether it can repeat more than once. */
function readQuantifier(source: string, at: number): { end: number; repeats: boolean } | undefined {
  const char = source[at];
  let end: number;
  let repeats: boolean;
  if (char === '*' || char === '+') {
    end = at + 1;
    repeats = true;
  } else if (char === '?') {
    end = at + 1;
    repeats = false;
  } else if (char === '{') {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
    if (!match) return undefined;
    end = at + match[0].length;
    const max =
      match[2] === undefined ? Number(match[1]) : match[3] === '' ? Infinity : Number(match[3]);
    repeats = max > 1;
  } else {
    return undefined;
  }
  if (source[end] === '?') end++; // lazy form
  return { end, repeats };
}

export function checkRegexSafety(source: string): RegexVerdict {
  const stack: GroupFrame[] = [{ start: 0, hasRepeat: false, hasAlternation: false }];
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    let atomEnd: number;
    let closed: GroupFrame | undefined;
    if (char === '\\') {
      const next = source[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && source[i + 2] === '<')) {
        return { safe: false, reason: 'backreference', fragment: source.slice(i, i + 2) };
      }
      atomEnd = i + 2;
    } else if (char === '[') {
      let j = i + 1;
      while (j < source.length && source[j] !== ']') j += source[j] === '\\' ? 2 : 1;
      atomEnd = j + 1;
    } else if (char === '(') {
      stack.push({ start: i, hasRepeat: false, hasAlternation: false });
      i++;
      continue;
    } else if (char === '|') {
      stack[stack.length - 1].hasAlternation = true;
      i++;
      continue;
    } else if (char === ')') {
      closed = stack.length > 1 ? stack.pop() : undefined;
      atomEnd = i + 1;
    } else {
      atomEnd = i + 1;
    }
    const quantifier = readQuantifier(source, atomEnd);
    const parent = stack[stack.length - 1];
    if (closed) {
      if (quantifier?.repeats && closed.hasRepeat) {
        return {
          safe: false,
          reason: 'nested-quantifier',
          fragment: source.slice(closed.start, quantifier.end),
        };
      }
      if (
        quantifier?.repeats &&
        closed.hasAlternation &&
        !isDisjointLiteralAlternation(source.slice(closed.start + 1, i))
      ) {
        return {
          safe: false,
          reason: 'overlapping-alternation',
          fragment: source.slice(closed.start, quantifier.end),
        };
      }
      if (closed.hasRepeat || quantifier?.repeats) parent.hasRepeat = true;
    } else if (quantifier?.repeats) {
      parent.hasRepeat = true;
    }
    i = quantifier ? quantifier.end : atomEnd;
  }
  return { safe: true };
}
