/**
 * A stored row's problem codes: the reader's own, kept in the store (url-store.ts), then the
 * ones the session's analyses attach to the row, which no reader could know (a URL robots.txt
 * blocks, an hreflang fault of its alternates, what a crawl found at it, a generator's
 * mistake). The URL table's row, every export's `problems` column and the row's count read
 * them through here, so a row and its export line say the same.
 */
import type { UrlStore } from './url-store';

/** The codes analyses attach to a row (none: an empty list), in the order they are asked. */
export type RowCodes = (row: number) => readonly string[];

/** A row without codes; shared, never written to. */
export const NO_CODES: readonly string[] = Object.freeze([]);

/** The row's codes: the store's, then `derived`'s (a row with none shares {@link NO_CODES}). */
export function rowProblemCodes(
  store: UrlStore,
  row: number,
  derived?: RowCodes,
): readonly string[] {
  const more = derived ? derived(row) : NO_CODES;
  if (store.problemBits[row] === 0 && !store.hasExtraProblems(row)) return more;
  const own = store.problemsOf(row);
  for (const code of more) own.push(code);
  return own;
}

/** `readers` asked in turn, their codes joined (undefined when there is none to ask). */
export function joinRowCodes(readers: readonly RowCodes[]): RowCodes | undefined {
  if (readers.length === 0) return undefined;
  if (readers.length === 1) return readers[0];
  return (row) => {
    let codes = NO_CODES;
    for (const reader of readers) {
      const more = reader(row);
      if (more.length > 0) codes = codes.length === 0 ? more : [...codes, ...more];
    }
    return codes;
  };
}
