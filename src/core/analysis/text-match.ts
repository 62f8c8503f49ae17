/**
 * The **Filter URLs** box: a substring, or a regular expression when the text is wrapped in
 * `/…/flags`. Matching runs over the store's UTF-8 string table, in reading order, and clears
 * `pass[row]` for rows that do not match.
 *
 * Substring search is smart-case (as ripgrep's --smart-case): a needle without upper-case
 * letters matches any case; one with upper case matches exactly (URL paths are case-sensitive).
 * A regular expression is written in JavaScript syntax and run on RE2 (see regex-support.ts),
 * so its cost is linear in the URL's length whatever the pattern. Measured 2026-11-30
 * (`bench/store.bench.ts`, 200,000 URLs, a loaded 2-core machine): RE2 takes 7–15× the
 * native engine's time on patterns both run well (~150–180 ms CPU for 200,000 URLs); the
 * price of never backtracking.
 *
 * Both also find a URL by what the table shows for it (a Unicode host, a decoded path:
 * readable-match.ts).
 */
import { RE2JS, RE2JSException } from 're2js';
import { queryError, type QueryError } from './query-errors';
import { findUnsupportedFeature } from './regex-support';
import { encodeUtf8 } from './string-table';
import type { UrlStore } from './url-store';
import { readableUrl } from './readable-url';
import { isReadableNeedle, markReadableSubstring, mayReadOtherwiseText } from './readable-match';

/** A compiled pattern: whether it matches somewhere in a URL. */
export interface UrlPattern {
  test(loc: string): boolean;
}

export type TextFilter =
  | { kind: 'none' }
  | { kind: 'substring'; text: string; needle: Uint8Array; ignoreCase: boolean }
  | { kind: 'regex'; regex: UrlPattern }
  | { kind: 'error'; error: QueryError };

const detailOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * JavaScript flags as RE2 flags. `g`, `y` and `d` mean nothing for a yes/no test per URL; `u`
 * and `v` are RE2's normal mode (it always reads code points).
 */
function re2Flags(flags: string): number {
  let result = 0;
  if (flags.includes('i')) result |= RE2JS.CASE_INSENSITIVE;
  if (flags.includes('m')) result |= RE2JS.MULTILINE;
  if (flags.includes('s')) result |= RE2JS.DOTALL;
  return result;
}

/**
 * Compiles `/pattern/flags` from the filter box. The pattern must first be valid JavaScript
 * (the syntax the box documents; the native parser only parses, it never runs the pattern),
 * then free of the features RE2 lacks, then is translated to RE2 syntax (`\u0041` →
 * `\x{0041}`, `\cJ` → `\x0A`) and compiled. Never throws.
 */
function compilePattern(source: string, flags: string): TextFilter {
  try {
    new RegExp(source, flags);
  } catch (error) {
    return { kind: 'error', error: queryError('regex-invalid', { detail: detailOf(error) }) };
  }
  const unsupported = findUnsupportedFeature(source);
  if (unsupported)
    return { kind: 'error', error: queryError('regex-unsupported', { ...unsupported }) };
  try {
    const pattern = RE2JS.compile(RE2JS.translateRegExp(source), re2Flags(flags));
    return { kind: 'regex', regex: { test: (loc) => pattern.test(loc) } };
  } catch (error) {
    // RE2's own limits, e.g. a repeat count over 1,000 (`a{1001}`).
    if (!(error instanceof RE2JSException)) throw error;
    return { kind: 'error', error: queryError('regex-invalid', { detail: detailOf(error) }) };
  }
}

/** Reads the filter text: `/pattern/flags` is a regular expression, anything else a substring. */
export function parseTextFilter(text: string | undefined): TextFilter {
  if (!text) return { kind: 'none' };
  const wrapped = /^\/(.+)\/([a-z]*)$/s.exec(text);
  if (!wrapped) {
    const ignoreCase = text === text.toLowerCase();
    return { kind: 'substring', text, needle: encodeUtf8(text), ignoreCase };
  }
  const [, source, flags] = wrapped;
  return compilePattern(source, flags);
}

const lowerByte = new Uint8Array(256).map((_, byte) =>
  byte >= 0x41 && byte <= 0x5a ? byte + 32 : byte,
);

const histograms = new WeakMap<UrlStore, { version: number; counts: Float64Array }>();

/**
 * How often each byte occurs in the table, estimated from every 61st row (cached per store
 * version): enough to pick the rarest anchor, at 1/61 of the cost of a full count.
 */
function byteHistogram(store: UrlStore): Float64Array {
  const cached = histograms.get(store);
  if (cached && cached.version === store.version) return cached.counts;
  const counts = new Float64Array(256);
  const bytes = store.text.bytes;
  const textStart = store.textStart;
  for (let row = 0; row < store.size; row += 61) {
    for (let i = textStart[row]; i < textStart[row + 1]; i++) counts[bytes[i]]++;
  }
  histograms.set(store, { version: store.version, counts });
  return counts;
}

/**
 * Clears `pass[row]` for every row whose URL does not contain `needle`, nor (given the
 * needle's `text`) reads as containing it in the table.
 * Measured 2026-11-30 (1M URLs, 75 MB of text): a byte loop over every row took ~180 ms;
 * jumping between occurrences of the needle's rarest byte with the native
 * `Uint8Array.prototype.indexOf` takes ~20–60 ms for typical needles.
 */
export function markSubstring(
  store: UrlStore,
  needle: Uint8Array,
  ignoreCase: boolean,
  pass: Uint8Array,
  text?: string,
): void {
  const n = store.size;
  const hit = new Uint8Array(n);
  const bytes = store.text.bytes;
  const textStart = store.textStart;
  const tableEnd = textStart[n];
  const fold = ignoreCase ? lowerByte : undefined;
  const wanted = fold ? needle.map((byte) => fold[byte]) : needle;
  // Anchor on the needle byte that is rarest in the table.
  const histogram = byteHistogram(store);
  let anchor = 0;
  let anchorCount = Infinity;
  for (let k = 0; k < wanted.length; k++) {
    const byte = wanted[k];
    const upper = fold && byte >= 0x61 && byte <= 0x7a ? byte - 32 : -1;
    const count = histogram[byte] + (upper >= 0 ? histogram[upper] : 0);
    if (count < anchorCount) {
      anchor = k;
      anchorCount = count;
    }
  }
  const anchorByte = wanted[anchor];
  const anchorUpper = fold && anchorByte >= 0x61 && anchorByte <= 0x7a ? anchorByte - 32 : -1;
  let nextLower = bytes.indexOf(anchorByte, 0);
  let nextUpper = anchorUpper >= 0 ? bytes.indexOf(anchorUpper, 0) : -1;
  let row = 0;
  for (;;) {
    // The next occurrence of the anchor in either case.
    let position: number;
    if (nextLower < 0 || nextLower >= tableEnd) nextLower = -1;
    if (nextUpper < 0 || nextUpper >= tableEnd) nextUpper = -1;
    if (nextLower < 0 && nextUpper < 0) break;
    if (nextUpper < 0 || (nextLower >= 0 && nextLower < nextUpper)) position = nextLower;
    else position = nextUpper;
    while (textStart[row + 1] <= position) row++;
    const start = position - anchor;
    const rowEnd = textStart[row + 1];
    let matched = start >= textStart[row] && start + wanted.length <= rowEnd;
    for (let k = 0; matched && k < wanted.length; k++) {
      const byte = bytes[start + k];
      if ((fold ? fold[byte] : byte) !== wanted[k]) matched = false;
    }
    // On a match, skip the rest of the row: one match is enough.
    const resume = matched ? rowEnd : position + 1;
    if (matched) hit[row] = 1;
    if (nextLower >= 0 && nextLower < resume) nextLower = bytes.indexOf(anchorByte, resume);
    if (nextUpper >= 0 && nextUpper < resume) nextUpper = bytes.indexOf(anchorUpper, resume);
  }
  if (text !== undefined && isReadableNeedle(text))
    markReadableSubstring(store, text, ignoreCase, pass, hit);
  for (let r = 0; r < n; r++) pass[r] &= hit[r];
}

export interface RegexBudget {
  /** Milliseconds clock supplied by the caller (core has no timers). */
  now?: () => number;
  /** Stop after this many milliseconds by `now`. */
  timeBudgetMs: number;
  /** Stop after this many URL characters were tested (bounds work without a clock). */
  stepBudget: number;
}

/** Rows per decoded block: one TextDecoder call per block instead of one per URL. */
const BLOCK_ROWS = 4096;
/**
 * The clock is read after every this many URL characters tested. RE2's cost per URL is
 * linear in its length, so the work between two readings is bounded whatever the pattern
 * (with the native engine one `test()` could run for minutes between two readings).
 */
const CLOCK_CHECK_STEPS = 1 << 16;

/**
 * Clears `pass[row]` for rows whose URL does not match. Returns the rows tested and whether
 * the budget ran out first (rows not tested are cleared too). A linear engine still needs a
 * budget: a million URLs against a pattern that falls back from RE2's DFA to its NFA can
 * take seconds, and the worker must keep answering.
 */
export function markRegex(
  store: UrlStore,
  regex: UrlPattern,
  pass: Uint8Array,
  budget: RegexBudget,
): { tested: number; stopped: boolean } {
  const n = store.size;
  const textStart = store.textStart;
  const started = budget.now?.() ?? 0;
  let steps = 0;
  let nextClockCheck = 0;
  let tested = 0;
  for (let blockStart = 0; blockStart < n; blockStart += BLOCK_ROWS) {
    const blockEnd = Math.min(n, blockStart + BLOCK_ROWS);
    // ASCII tables: byte offsets are string offsets, so decode the block once and slice it.
    const base = textStart[blockStart];
    const block = store.text.isAscii ? store.text.readRange(base, textStart[blockEnd]) : undefined;
    for (let row = blockStart; row < blockEnd; row++) {
      if (pass[row] === 0) continue;
      let isOver = steps > budget.stepBudget;
      if (!isOver && budget.now !== undefined && steps >= nextClockCheck) {
        nextClockCheck = steps + CLOCK_CHECK_STEPS;
        isOver = budget.now() - started > budget.timeBudgetMs;
      }
      if (isOver) {
        pass.fill(0, row, n);
        return { tested, stopped: true };
      }
      const loc =
        block !== undefined
          ? block.slice(textStart[row] - base, textStart[row + 1] - base)
          : store.loc(row);
      steps += loc.length + 1;
      tested++;
      if (regex.test(loc)) continue;
      // As the table shows it: a Unicode host, a decoded path (readable-match.ts).
      const readable = mayReadOtherwiseText(loc) ? readableUrl(loc).text : loc;
      steps += readable === loc ? 0 : readable.length;
      if (readable === loc || !regex.test(readable)) pass[row] = 0;
    }
  }
  return { tested, stopped: false };
}
