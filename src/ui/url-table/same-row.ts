/**
 * Whether two answers for one URL-table row show the same thing, for the row's memo
 * (UrlTableRow.tsx). Every field is compared, whichever it is: a column an analysis adds to
 * the rows (the worker's `DerivedColumns`) is never forgotten by a list kept here. A field's
 * value is a number, a string, a flag, a list of codes or a small record of those (the crawl
 * facts): each is compared one level deep, as the worker builds a new one for every window.
 */
import type { UrlRowView } from '../../worker/protocol/rows';

function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aEntries = Object.entries(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aEntries.length === Object.keys(b).length &&
    aEntries.every(([key, value]) => Object.hasOwn(b, key) && Object.is(value, bRecord[key]))
  );
}

export function isSameRow(a: UrlRowView, b: UrlRowView): boolean {
  if (a === b) return true;
  const aEntries = Object.entries(a);
  const bRecord = b as unknown as Record<string, unknown>;
  return (
    aEntries.length === Object.keys(b).length &&
    aEntries.every(([key, value]) => Object.hasOwn(b, key) && isSameValue(value, bRecord[key]))
  );
}
