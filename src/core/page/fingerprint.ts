/**
 * A page's content fingerprint: whether its main text changed between two fetches, whatever
 * the page re-renders each time. Two parts:
 *
 * - `textHash`: 64 bits (two 32-bit MurmurHash3-style chains with different seeds) over the
 *   normalised tokens in order; equal hashes mean the same normalised text.
 * - `simhash`: Charikar's 64-bit simhash (STOC 2002; as Manku, Jain and Das Sarma use it for
 *   near-duplicate web pages, WWW 2007) of the text's shingles: word 3-grams, and for CJK
 *   text, written without spaces, character bigrams. Near texts have near simhashes, so the
 *   Hamming distance measures how much changed.
 *
 * Normalisation: Unicode NFKC (full-width digits and letters become ASCII), lower case,
 * tokens are runs of letters, marks and digits (each CJK character its own token), and a
 * token of digits only is dropped: view counters, comment counts, "3 minutes ago" and dates
 * in the main text change on every render and say nothing about the content ("Updated
 * 3 March 2026" keeps "updated march"). A number inside a word ("v2", "mp3") stays.
 *
 * Tokens and shingles are hashed where they lie in the text (simhash-sketch.ts), never cut
 * out as strings: a 5 MB page has a million of them, and as strings they and their garbage
 * took most of the reader's time (1.0 s of 1.2 s for a 5 MB page, profiled 2026-12-07).
 * byte-hash.ts hashes bytes, and the tokens are UTF-16 text, so the sketch mixes code units
 * with the same MurmurHash3 steps.
 */
import type { ContentFingerprint } from './page-facts';
import { SimhashSketch } from './simhash-sketch';

/**
 * Hamming distance from which two simhashes mean a change (when their text hashes differ).
 * The noise a page re-renders (a rotating aside, a CSRF token, a view counter, the footer's
 * date) is removed before hashing and moves 0 bits (test/page/fingerprint.test.ts). Edits
 * to a 275-word article, 1,000 random trials each (2026-12-07): one word replaced moves a
 * mean of 3.3 bits (31% under 3); a 12-word sentence added, 5.1 (8% under 3); a 12-word
 * sentence rewritten, 6.6 (1.4% under 3). A 64-bit simhash cannot part a word from a
 * sentence every time at this length; 3 counts nearly all sentence edits as changes and a
 * third of stray words (a relative time, a rotated word the normalisation missed) as
 * re-renders, where 4 would miss one added sentence in five. The test "the threshold parts
 * sentences from words" keeps those rates.
 */
export const CHANGE_MIN_DISTANCE = 3;

/** The fingerprint of a page's main text. */
export function contentFingerprint(
  text: string,
  scope: ContentFingerprint['scope'],
): ContentFingerprint {
  const sketch = new SimhashSketch();
  const normal = normalise(text);
  forEachToken(normal, (start, end, isCjk) => sketch.addToken(normal, start, end, isCjk));
  return sketch.fingerprint(scope);
}

/** Hamming distance of two simhashes (16 hex digits each): 0 (same) to 64. */
export function similarity(a: string, b: string): number {
  return (
    popCount(parseInt(a.slice(0, 8), 16) ^ parseInt(b.slice(0, 8), 16)) +
    popCount(parseInt(a.slice(8, 16), 16) ^ parseInt(b.slice(8, 16), 16))
  );
}

/** Whether the main content changed between two fingerprints (see CHANGE_MIN_DISTANCE). */
export function contentChanged(a: ContentFingerprint, b: ContentFingerprint): boolean {
  if (a.textHash === b.textHash) return false;
  return similarity(a.simhash, b.simhash) >= CHANGE_MIN_DISTANCE;
}

/** A token of the normalised text; CJK characters are tokens of their own. */
export interface FingerprintToken {
  text: string;
  isCjk: boolean;
}

/** The normalised tokens of `text`, digit-only tokens dropped (what the fingerprint hashes). */
export function fingerprintTokens(text: string): FingerprintToken[] {
  const normal = normalise(text);
  const tokens: FingerprintToken[] = [];
  forEachToken(normal, (start, end, isCjk) =>
    tokens.push({ text: normal.slice(start, end), isCjk }),
  );
  return tokens;
}

function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Calls `onToken` with each token's bounds in `normal` (normalised text), in order. */
function forEachToken(
  normal: string,
  onToken: (start: number, end: number, isCjk: boolean) => void,
): void {
  let start = -1;
  let hasLetter = false;
  const close = (end: number): void => {
    if (start >= 0 && hasLetter) onToken(start, end, false);
    start = -1;
    hasLetter = false;
  };
  for (let i = 0; i < normal.length; i++) {
    const c = normal.charCodeAt(i);
    if (c >= 0x30 && c <= 0x39) {
      if (start < 0) start = i;
    } else if ((c >= 0x61 && c <= 0x7a) || c === 0x5f) {
      if (start < 0) start = i;
      hasLetter = true;
    } else if (c < 0x80) {
      close(i);
    } else {
      // A surrogate pair is read whole; CJK ideographs beyond the BMP are rare and read as letters.
      const width = c >= 0xd800 && c <= 0xdbff ? 2 : 1;
      const character = normal.slice(i, i + width);
      if (isCjk(c)) {
        close(i);
        onToken(i, i + width, true);
      } else if (WORD_CHARACTER.test(character)) {
        if (start < 0) start = i;
        hasLetter ||= !DIGIT.test(character);
      } else {
        close(i);
      }
      i += width - 1;
    }
  }
  close(normal.length);
}

const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]+$/u;
const DIGIT = /^\p{N}+$/u;

/** Han, Hiragana, Katakana and Hangul: scripts written without spaces between words. */
function isCjk(c: number): boolean {
  return (
    (c >= 0x3040 && c <= 0x30ff) ||
    (c >= 0x3400 && c <= 0x4dbf) ||
    (c >= 0x4e00 && c <= 0x9fff) ||
    (c >= 0xac00 && c <= 0xd7af) ||
    (c >= 0xf900 && c <= 0xfaff)
  );
}

function popCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
