/**
 * The gram index of a crowded rule-tree node: wildcard rules filed under a three-character
 * piece of text the path must contain, so a check against hundreds of `/*…` rules looks only
 * at the few whose piece occurs in the path.
 */
import type { CompiledPattern } from './pattern';

/** What the index needs of a rule: the literal segments its pattern requires. */
export interface GramRule {
  readonly compiled: Pick<CompiledPattern, 'segments'>;
}

/**
 * What the index needs of a rule-tree node. Stated here, not imported from rule-tree.ts, so
 * the tree depends on its index and not the other way round.
 */
export interface GramNode<Rule extends GramRule> {
  allow: Rule[];
  disallow: Rule[];
  grams: GramBuckets<Rule> | null;
}

/** A node with more wildcard rules than this gets a gram index. */
const gramIndexThreshold = 12;

/**
 * Hash buckets of a gram index. Collisions only add candidates, which are matched anyway.
 * Measured 2026-11-30: an array of buckets with small-integer hashes made checks against a
 * crowded node about twice as fast as a Map keyed by exact 48-bit gram numbers.
 */
export type GramBuckets<Rule> = (Rule[] | undefined)[];
const gramBucketBits = 12;
const gramBucketMask = (1 << gramBucketBits) - 1;

/** Hash of the three UTF-16 units at text[i…i+2]. */
export const gramKey = (text: string, i: number): number =>
  (Math.imul(text.charCodeAt(i), 961) +
    Math.imul(text.charCodeAt(i + 1), 31) +
    text.charCodeAt(i + 2)) &
  gramBucketMask;

/** Every gram of the entry's segments (the path must contain each, after the prefix). */
function gramsOf(entry: GramRule): number[] {
  const grams: number[] = [];
  for (const segment of entry.compiled.segments ?? []) {
    for (let i = 0; i + 3 <= segment.length; i++) grams.push(gramKey(segment, i));
  }
  return grams;
}

/**
 * Moves the wildcard rules of a crowded node into a gram index. Each rule is filed under the
 * rarest of its grams among the node's rules, so a path pulls few candidates (measured
 * 2026-11-30: keying on the first gram put every "/STAR/shop-N/" rule under "sho").
 */
export function indexGrams<Rule extends GramRule>(node: GramNode<Rule>): void {
  const wildcards = node.allow.length + node.disallow.length;
  if (wildcards <= gramIndexThreshold) return;
  const frequency = new Map<number, number>();
  const gramsByEntry = new Map<Rule, number[]>();
  for (const entry of [...node.allow, ...node.disallow]) {
    const grams = gramsOf(entry);
    gramsByEntry.set(entry, grams);
    for (const gram of new Set(grams)) frequency.set(gram, (frequency.get(gram) ?? 0) + 1);
  }
  const grams: GramBuckets<Rule> = new Array<Rule[] | undefined>(1 << gramBucketBits);
  let indexed = 0;
  const keep = (entries: Rule[]): Rule[] =>
    entries.filter((entry) => {
      let best = -1;
      let bestCount = Infinity;
      for (const gram of gramsByEntry.get(entry) ?? []) {
        const count = frequency.get(gram) ?? 0;
        if (count < bestCount) {
          best = gram;
          bestCount = count;
        }
      }
      if (best < 0) return true;
      (grams[best] ??= []).push(entry);
      indexed++;
      return false;
    });
  node.allow = keep(node.allow);
  node.disallow = keep(node.disallow);
  if (indexed > 0) node.grams = grams;
}
