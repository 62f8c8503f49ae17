/**
 * The open-addressing tables of the URL store's duplicate index (duplicate-index.ts) and of
 * the hreflang table's interned texts (src/core/hreflang/interned-texts.ts) hold a slot as two
 * 32-bit words: `id + 1` (0: empty) and the text's hash, so that growing re-inserts every id
 * from its stored hash without reading a text.
 */

/** The slots of `old` re-inserted, by linear probing, into a new table of `size` slots. */
export function regrownSlots(old: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const slots = new Int32Array(size * 2);
  const mask = size - 1;
  for (let i = 0; i < old.length; i += 2) {
    const held = old[i];
    if (held === 0) continue;
    const hash = old[i + 1];
    let slot = hash & mask;
    while (slots[slot * 2] !== 0) slot = (slot + 1) & mask;
    slots[slot * 2] = held;
    slots[slot * 2 + 1] = hash;
  }
  return slots;
}
