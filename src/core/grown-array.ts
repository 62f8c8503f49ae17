/**
 * A typed column that grows: `array` itself when it holds `length` already, else a new array
 * of `length` with its values copied (the rest zero). Callers choose the length: doubling
 * where rows are appended one by one, exact where the count is known.
 */
export function grown<T extends Uint8Array | Int32Array | Uint32Array>(
  array: T,
  length: number,
): T {
  if (array.length >= length) return array;
  const next = new (array.constructor as new (length: number) => T)(length);
  next.set(array);
  return next;
}
