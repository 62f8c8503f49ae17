/**
 * Small helpers shared by the analysis tests: URL entries with defaults, and a store filled
 * from `{ file, entries }` lists.
 */
import { UrlStore } from '../../src/core/analysis/url-store';
import { LastmodPrecision, type UrlEntry } from '../../src/core/sitemap/sitemap-entry';

export function entry(loc: string, fields: Partial<UrlEntry> = {}): UrlEntry {
  return {
    loc,
    line: 1,
    column: 1,
    lastmodMs: NaN,
    lastmodPrecision: LastmodPrecision.none,
    priority: NaN,
    images: 0,
    videos: 0,
    alternates: 0,
    newsPublicationMs: NaN,
    ...fields,
  };
}

export function storeOf(files: Record<string, (string | UrlEntry)[]>): UrlStore {
  const store = new UrlStore();
  for (const [name, entries] of Object.entries(files)) {
    const inputId = store.addDocument(name);
    for (const item of entries)
      store.addUrl(inputId, typeof item === 'string' ? entry(item) : item);
  }
  return store;
}

/** Byte order of the UTF-8 encodings: the order the store sorts URLs in. */
export function compareUtf8(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}
