/**
 * Finds where a chunk's first invalid UTF-8 shows up in its decoded text, exactly as the
 * WHATWG UTF-8 decoder (https://encoding.spec.whatwg.org/#utf-8-decoder) replaces it, so
 * that invalid-utf8 gets a line and column whatever the chunking. Only run on chunks whose
 * text holds U+FFFD, and only until the first one is found.
 */

/**
 * The UTF-16 index, in the text decoded from `bytes`, of the first U+FFFD that replaces
 * invalid bytes; -1 when there is none. `previous` holds the last (up to 3) bytes of the
 * chunk before, which may have begun a sequence; `isEnd`: no bytes follow.
 */
export function firstInvalidIndex(
  previous: readonly number[],
  bytes: Uint8Array,
  isEnd: boolean,
): number {
  const state = { needed: 0, seen: 0, lower: 0x80, upper: 0xbf, units: 0 };
  // Resume a sequence the previous chunk began: skip continuation bytes of an earlier
  // character, then replay the rest; trouble there was already reported with that chunk.
  let start = 0;
  while (start < previous.length && previous[start] >= 0x80 && previous[start] <= 0xbf) start++;
  for (let i = start; i < previous.length; i++) {
    if (!step(state, previous[i])) resetState(state);
  }
  state.units = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (!step(state, bytes[i])) return state.units;
  }
  return isEnd && state.needed > 0 ? state.units : -1;
}

interface DecoderState {
  needed: number;
  seen: number;
  lower: number;
  upper: number;
  /** UTF-16 code units emitted so far. */
  units: number;
}

/** One byte of the WHATWG UTF-8 decoder; false when it makes a replacement. */
function step(state: DecoderState, byte: number): boolean {
  if (state.needed === 0) {
    if (byte <= 0x7f) {
      state.units++;
    } else if (byte >= 0xc2 && byte <= 0xdf) {
      state.needed = 1;
    } else if (byte >= 0xe0 && byte <= 0xef) {
      if (byte === 0xe0) state.lower = 0xa0;
      if (byte === 0xed) state.upper = 0x9f;
      state.needed = 2;
    } else if (byte >= 0xf0 && byte <= 0xf4) {
      if (byte === 0xf0) state.lower = 0x90;
      if (byte === 0xf4) state.upper = 0x8f;
      state.needed = 3;
    } else {
      return false;
    }
    return true;
  }
  if (byte < state.lower || byte > state.upper) return false;
  state.lower = 0x80;
  state.upper = 0xbf;
  if (++state.seen === state.needed) {
    state.units += state.needed === 3 ? 2 : 1;
    state.needed = 0;
    state.seen = 0;
  }
  return true;
}

function resetState(state: DecoderState): void {
  state.needed = 0;
  state.seen = 0;
  state.lower = 0x80;
  state.upper = 0xbf;
}
