/**
 * A page's content fingerprint: whether its main text changed between two fetches, whatever
 * the page re-renders each time. Two parts:
 *
 * - `textHash`: 64 bits (two MurmurHash3 runs of byte-hash.ts with different seeds) of the
 *   normalised text; equal hashes mean the same text.
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
 */
import { hashBytes } from '../byte-hash';
import type { ContentFingerprint } from './page-facts';

/**
 * Hamming distance from which two simhashes mean a change (when their text hashes differ).
 * The noise a page re-renders (a rotating aside, a CSRF token, a view counter, the footer's
 * date) is removed before hashing and moves 0 bits (test/page/fingerprint.test.ts). Edits
 * to a 275-word article, 400 random trials each (2026-12-07): one word replaced moves a mean
 * of 3 bits (42% under 3); a 12-word sentence added, 5 (8% under 3); a 12-word sentence
 * rewritten, 7 (2% under 3). A 64-bit simhash cannot part a word from a sentence every time
 * at this length; 3 counts most sentence edits as changes and most stray words (a relative
 * time, a rotated word the normalisation missed) as re-renders. The test "the threshold
 * parts sentences from words" keeps those rates.
 */
export const CHANGE_MIN_DISTANCE = 3;

const SEED_LOW = 0x811c9dc5;
const SEED_HIGH = 0x9747b28c;

/** The fingerprint of a page's main text. */
export function contentFingerprint(
  text: string,
  scope: ContentFingerprint['scope'],
): ContentFingerprint {
  const tokens = fingerprintTokens(text);
  const bytes = new TextEncoder().encode(tokens.map((token) => token.text).join(' '));
  const textHash =
    hex32(hashBytes(bytes, 0, bytes.length, SEED_HIGH)) +
    hex32(hashBytes(bytes, 0, bytes.length, SEED_LOW));
  return { textHash, simhash: simhash(shingles(tokens)), scope, tokens: tokens.length };
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

/** The normalised tokens of `text`, digit-only tokens dropped. */
export function fingerprintTokens(text: string): FingerprintToken[] {
  const normal = text.normalize('NFKC').toLowerCase();
  const tokens: FingerprintToken[] = [];
  let start = -1;
  let hasLetter = false;
  const close = (end: number): void => {
    if (start >= 0 && hasLetter) tokens.push({ text: normal.slice(start, end), isCjk: false });
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
        tokens.push({ text: character, isCjk: true });
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
  return tokens;
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

/** Word 3-grams of the non-CJK tokens and bigrams of each CJK run; a text too short for these gives its tokens. */
function shingles(tokens: readonly FingerprintToken[]): string[] {
  const features: string[] = [];
  const words = tokens.filter((token) => !token.isCjk).map((token) => token.text);
  for (let i = 0; i + 2 < words.length; i++)
    features.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  if (words.length < 3) features.push(...words);
  let runStart = 0;
  for (let i = 0; i <= tokens.length; i++) {
    if (i < tokens.length && tokens[i].isCjk) continue;
    // tokens[runStart, i) is a CJK run.
    for (let j = runStart; j + 1 < i; j++) features.push(tokens[j].text + tokens[j + 1].text);
    if (i - runStart === 1) features.push(tokens[runStart].text);
    runStart = i + 1;
  }
  return features;
}

/** Charikar's simhash: each bit is the majority of that bit over the features' 64-bit hashes. */
function simhash(features: readonly string[]): string {
  const weights = new Int32Array(64);
  for (const feature of features) {
    const low = stringHash(feature, SEED_LOW);
    const high = stringHash(feature, SEED_HIGH);
    for (let bit = 0; bit < 32; bit++) {
      weights[bit] += (low >>> bit) & 1 ? 1 : -1;
      weights[bit + 32] += (high >>> bit) & 1 ? 1 : -1;
    }
  }
  let low = 0;
  let high = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (weights[bit] > 0) low |= 1 << bit;
    if (weights[bit + 32] > 0) high |= 1 << bit;
  }
  return hex32(high >>> 0) + hex32(low >>> 0);
}

/** FNV-1a over UTF-16 code units with MurmurHash3's finaliser, so that every output bit depends on every input bit. */
function stringHash(text: string, seed: number): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

function popCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

function hex32(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}
