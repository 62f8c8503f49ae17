/**
 * The URL table's column filters: file, host, section, path prefix,
 * problem code, lastmod range and code columns kept beside the store (robots.txt verdicts),
 * as one linear pass each over typed columns. Each clears `pass[row]` for the rows it
 * rejects; the text filter (text-match.ts) runs after them.
 */
import { encodeUtf8 } from './string-table';
import type { UrlFilter } from './url-filter';
import type { UrlStore } from './url-store';

/** True when `filter` sets any column filter (the text filter is not one of them). */
export function hasColumnFilters(filter: UrlFilter): boolean {
  return (
    filter.documentIds !== undefined ||
    filter.hosts !== undefined ||
    filter.sections !== undefined ||
    filter.problemCode !== undefined ||
    (filter.problemCodes?.length ?? 0) > 0 ||
    !!filter.urlPrefix ||
    filter.lastmodFromMs !== undefined ||
    filter.lastmodToMs !== undefined ||
    (filter.codeColumns?.length ?? 0) > 0
  );
}

/** 1 for every row the column filters keep. */
export function passColumnFilters(store: UrlStore, filter: UrlFilter): Uint8Array {
  const n = store.size;
  const pass = new Uint8Array(n).fill(1);
  if (filter.documentIds) {
    const allowed = new Uint8Array(store.documentIdLimit);
    for (const id of filter.documentIds) if (id >= 0 && id < allowed.length) allowed[id] = 1;
    for (let row = 0; row < n; row++) pass[row] &= allowed[store.documentOf[row]];
  }
  if (filter.hosts || filter.sections) keepSections(store, filter, pass);
  const codes = [
    ...(filter.problemCode !== undefined ? [filter.problemCode] : []),
    ...(filter.problemCodes ?? []),
  ];
  if (codes.length > 0) keepProblems(store, codes, pass);
  if (filter.urlPrefix) keepUrlPrefix(store, encodeUtf8(filter.urlPrefix), pass);
  if (filter.lastmodFromMs !== undefined || filter.lastmodToMs !== undefined) {
    const from = filter.lastmodFromMs ?? -Infinity;
    const to = filter.lastmodToMs ?? Infinity;
    const keepAbsent = filter.includeNoLastmod ? 1 : 0;
    const lastmod = store.lastmodMs;
    for (let row = 0; row < n; row++) {
      const value = lastmod[row];
      if (Number.isNaN(value)) pass[row] &= keepAbsent;
      else if (value < from || value > to) pass[row] = 0;
    }
  }
  for (const { column, code } of filter.codeColumns ?? []) {
    const known = Math.min(n, column.length);
    for (let row = 0; row < known; row++) if (column[row] !== code) pass[row] = 0;
    for (let row = known; row < n; row++) pass[row] = 0;
  }
  return pass;
}

/** Hosts and sections are decided once per interned prefix, then looked up per row. */
function keepSections(store: UrlStore, filter: UrlFilter, pass: Uint8Array): void {
  const { prefixes } = store;
  const sectionOfPrefix = store.sectionsOfPrefixes();
  const hosts = new Set(filter.hosts ?? []);
  const sections = new Set(filter.sections ?? []);
  const allowed = new Uint8Array(prefixes.sectionName.length);
  for (let id = 0; id < allowed.length; id++) {
    const host = prefixes.hostNames[prefixes.sectionHost[id]];
    const hostOk = !filter.hosts || hosts.has(host);
    const sectionOk = !filter.sections || sections.has(`${host}/${prefixes.sectionName[id]}`);
    allowed[id] = hostOk && sectionOk ? 1 : 0;
  }
  const allowedPrefix = Uint8Array.from(sectionOfPrefix, (section) => allowed[section]);
  for (let row = 0; row < store.size; row++) pass[row] &= allowedPrefix[store.prefixOf[row]];
}

/** Rows with any of `codes`: one bit mask test, plus the overflow map for codes past 32. */
function keepProblems(store: UrlStore, codes: readonly string[], pass: Uint8Array): void {
  let mask = 0;
  const extraCodes: string[] = [];
  for (const code of codes) {
    const bits = store.problemMask(code);
    if (bits === undefined) extraCodes.push(code);
    else mask = (mask | bits) >>> 0;
  }
  const bits = store.problemBits;
  for (let row = 0; row < store.size; row++) {
    if (pass[row] === 0 || (bits[row] & mask) !== 0) continue;
    if (!extraCodes.some((code) => store.hasExtraProblem(row, code))) pass[row] = 0;
  }
}

function keepUrlPrefix(store: UrlStore, prefix: Uint8Array, pass: Uint8Array): void {
  const bytes = store.text.bytes;
  const textStart = store.textStart;
  for (let row = 0; row < store.size; row++) {
    if (pass[row] === 0) continue;
    const start = textStart[row];
    if (textStart[row + 1] - start < prefix.length) {
      pass[row] = 0;
      continue;
    }
    for (let k = 0; k < prefix.length; k++) {
      if (bytes[start + k] !== prefix[k]) {
        pass[row] = 0;
        break;
      }
    }
  }
}
