/** Joins chunks into one array of `length` bytes (no copy when there is just one chunk). */
export function concatBytes(chunks: readonly Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1 && chunks[0].length === length) return chunks[0];
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    if (at >= length) break;
    const part = chunk.length > length - at ? chunk.subarray(0, length - at) : chunk;
    out.set(part, at);
    at += part.length;
  }
  return out;
}
