/**
 * The two hashes of a content fingerprint (fingerprint.ts), fed token by token: the text hash,
 * a chain over the tokens, and Charikar's simhash (STOC 2002) over the shingles, as bit
 * weights. Tokens are hashed where they lie in the normalised text, with MurmurHash3's steps
 * (https://github.com/aappleby/smhasher/blob/master/src/MurmurHash3.cpp) on UTF-16 code
 * units, so that no token or shingle becomes a string.
 */
import type { ContentFingerprint } from './page-facts';

const SEED_LOW = 0x811c9dc5;
const SEED_HIGH = 0x9747b28c;

/**
 * The text hash and the simhash's bit weights, fed token by token. Shingles are the word
 * 3-grams of the non-CJK tokens and the bigrams of each CJK run; a text with fewer than three
 * words adds its words, and a lone CJK character adds itself.
 */
export class SimhashSketch {
  private readonly weights = new Int32Array(64);
  private textLow = SEED_LOW;
  private textHigh = SEED_HIGH;
  private tokens = 0;
  private words = 0;
  // The two words before (hashes), for the next 3-gram.
  private word1Low = 0;
  private word1High = 0;
  private word2Low = 0;
  private word2High = 0;
  // The CJK run so far: its length and its last character's hashes.
  private cjkRun = 0;
  private cjkLow = 0;
  private cjkHigh = 0;

  addToken(normal: string, start: number, end: number, isCjk: boolean): void {
    const low = hashRange(normal, start, end, SEED_LOW);
    const high = hashRange(normal, start, end, SEED_HIGH);
    this.tokens++;
    this.textLow = mix(this.textLow, low);
    this.textHigh = mix(this.textHigh, high);
    if (isCjk) {
      if (this.cjkRun > 0)
        this.addFeature(
          finish(mix(mix(SEED_LOW, this.cjkLow), low)),
          finish(mix(mix(SEED_HIGH, this.cjkHigh), high)),
        );
      this.cjkRun++;
      this.cjkLow = low;
      this.cjkHigh = high;
      return;
    }
    this.endCjkRun();
    this.words++;
    if (this.words >= 3)
      this.addFeature(
        finish(mix(mix(mix(SEED_LOW, this.word2Low), this.word1Low), low)),
        finish(mix(mix(mix(SEED_HIGH, this.word2High), this.word1High), high)),
      );
    this.word2Low = this.word1Low;
    this.word2High = this.word1High;
    this.word1Low = low;
    this.word1High = high;
  }

  fingerprint(scope: ContentFingerprint['scope']): ContentFingerprint {
    this.endCjkRun();
    if (this.words === 2) this.addFeature(finish(this.word2Low), finish(this.word2High));
    if (this.words >= 1 && this.words <= 2)
      this.addFeature(finish(this.word1Low), finish(this.word1High));
    let low = 0;
    let high = 0;
    for (let bit = 0; bit < 32; bit++) {
      if (this.weights[bit] > 0) low |= 1 << bit;
      if (this.weights[bit + 32] > 0) high |= 1 << bit;
    }
    return {
      textHash:
        hex32(finish(mix(this.textHigh, this.tokens))) +
        hex32(finish(mix(this.textLow, this.tokens))),
      simhash: hex32(high) + hex32(low),
      scope,
      tokens: this.tokens,
    };
  }

  private endCjkRun(): void {
    if (this.cjkRun === 1) this.addFeature(finish(this.cjkLow), finish(this.cjkHigh));
    this.cjkRun = 0;
  }

  /** Charikar's simhash: each bit of the result is the majority of that bit over the features' hashes. */
  private addFeature(low: number, high: number): void {
    const weights = this.weights;
    for (let bit = 0; bit < 32; bit++) {
      weights[bit] += ((low >>> bit) & 1) * 2 - 1;
      weights[bit + 32] += ((high >>> bit) & 1) * 2 - 1;
    }
  }
}

/** MurmurHash3's per-block step (https://github.com/aappleby/smhasher/blob/master/src/MurmurHash3.cpp), on one 32-bit value. */
function mix(hash: number, value: number): number {
  let k = Math.imul(value, 0xcc9e2d51);
  k = (k << 15) | (k >>> 17);
  k = Math.imul(k, 0x1b873593);
  const h = hash ^ k;
  return (Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64) | 0;
}

/** MurmurHash3's finaliser: every output bit depends on every input bit. */
function finish(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** The hash of `text[start, end)`, a code unit at a time. */
function hashRange(text: string, start: number, end: number, seed: number): number {
  let hash = seed;
  for (let i = start; i < end; i++) hash = mix(hash, text.charCodeAt(i));
  return finish(mix(hash, end - start));
}

function hex32(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}
