/**
 * Seeded fuzzing: the conformance cases, damaged at random (bytes dropped, duplicated,
 * replaced by markup characters), must read without throwing and give exactly the same
 * events however the bytes are cut. Deterministic: a fixed seed, no randomness at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { collect } from './collect';

const dir = join(import.meta.dirname, '../conformance/sitemap');
const cases = readdirSync(dir)
  .filter((name) => /\.(xml|txt)$/.test(name))
  .sort();
const NASTY = [...'<>&;/"\'=![]?-#x \n\r']
  .map((c) => c.charCodeAt(0))
  .concat([0xc3, 0xe2, 0x80, 0xff, 0x00]);

/** Mulberry32: a small seeded PRNG, so every run tests the same inputs. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function damage(bytes: Uint8Array, next: () => number): Uint8Array {
  const out: number[] = [...bytes];
  const edits = 1 + Math.floor(next() * 6);
  for (let e = 0; e < edits && out.length > 0; e++) {
    const at = Math.floor(next() * out.length);
    const kind = Math.floor(next() * 4);
    if (kind === 0) out.splice(at, 1 + Math.floor(next() * 8));
    else if (kind === 1) out.splice(at, 0, ...out.slice(at, at + 1 + Math.floor(next() * 16)));
    else if (kind === 2) out[at] = NASTY[Math.floor(next() * NASTY.length)];
    else out.length = at; // cut short
  }
  return Uint8Array.from(out);
}

function randomCuts(length: number, next: () => number): number[] {
  const cuts: number[] = [];
  for (let at = 1 + Math.floor(next() * 7); at < length; at += 1 + Math.floor(next() * 40))
    cuts.push(at);
  return cuts;
}

test.each(cases)('%s, damaged 40 ways, reads the same under any cuts', (name) => {
  const original = new Uint8Array(readFileSync(join(dir, name)));
  const next = random(name.length * 7919 + original.length);
  for (let round = 0; round < 40; round++) {
    const bytes = damage(original, next);
    const whole = collect(bytes);
    for (let attempt = 0; attempt < 3; attempt++) {
      const cuts = randomCuts(bytes.length, next);
      const split = collect(bytes, cuts);
      if (JSON.stringify(split) !== JSON.stringify(whole)) {
        expect({ input: new TextDecoder().decode(bytes), cuts, ...split }).toEqual({
          input: new TextDecoder().decode(bytes),
          cuts,
          ...whole,
        });
      }
    }
  }
});
