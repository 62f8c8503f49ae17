/**
 * Inflates a share link's raw deflate data (RFC 1951) with a hard cap on the output.
 * fflate's synchronous `Inflate` inflates everything pushed so far in one go, so the input
 * goes in slices of `SLICE_BYTES`: deflate expands at most 1032:1 (RFC 1951 §3.2.5: a
 * 258-byte match per ~2 bits), so one slice yields at most ~260 KiB before the cap check
 * between slices stops a bomb. The cap is checked on every chunk fflate emits as well.
 */
import { Inflate } from 'fflate';

const SLICE_BYTES = 256;

export type CappedInflateResult =
  { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'truncated' | 'corrupt' };

export function inflateCapped(data: Uint8Array, capBytes: number): CappedInflateResult {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let isOverCap = false;
  let isDone = false;
  const inflater = new Inflate((chunk, final) => {
    if (isOverCap) return;
    total += chunk.length;
    if (total > capBytes) {
      isOverCap = true;
      chunks.length = 0;
      return;
    }
    chunks.push(chunk.slice());
    if (final) isDone = true;
  });
  try {
    for (let at = 0; at < data.length && !isOverCap; at += SLICE_BYTES) {
      const end = Math.min(at + SLICE_BYTES, data.length);
      inflater.push(data.subarray(at, end), end === data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    // fflate FlateErrorCode 0 is "unexpected EOF": the data was cut short.
    const code = (error as { code?: number }).code;
    return { ok: false, reason: code === 0 ? 'truncated' : 'corrupt' };
  }
  if (isOverCap) return { ok: false, reason: 'too-large' };
  if (!isDone) return { ok: false, reason: 'truncated' };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes };
}
