/**
 * Counts of a view's URLs by host and by section (host + first directory, or the host's top
 * level for a directory no URL lies below: root-sections.ts), for the **Sections** list (how a
 * site splits its sitemaps shows how it is organised). One pass over the view's rows with a counter per interned section.
 */
import { sectionKey } from './url-parts';
import type { UrlView } from './url-query';
import type { UrlStore } from './url-store';

export interface HostCount {
  host: string;
  count: number;
}

export interface SectionCount {
  /** `host/section`: the value `UrlFilter.sections` takes. */
  key: string;
  host: string;
  /** First directory; "" for the host's top level (root-sections.ts says which URLs are). */
  section: string;
  count: number;
}

export interface SectionCounts {
  hosts: HostCount[];
  sections: SectionCount[];
}

/** Hosts and sections of the view's rows, most URLs first (ties by name). */
export function countSections(store: UrlStore, view: UrlView): SectionCounts {
  const perPrefix = rowsPerPrefix(store, view);
  const sectionOfPrefix = store.sectionsOfPrefixes();
  const perSection = new Uint32Array(store.prefixes.sectionName.length);
  for (let prefix = 0; prefix < store.prefixes.text.length; prefix++)
    perSection[sectionOfPrefix[prefix]] += perPrefix[prefix];
  const perHost = new Map<string, number>();
  const sections: SectionCount[] = [];
  for (let id = 0; id < perSection.length; id++) {
    const count = perSection[id];
    if (count === 0) continue;
    const host = store.prefixes.hostNames[store.prefixes.sectionHost[id]];
    const section = store.prefixes.sectionName[id];
    sections.push({ key: sectionKey(host, section), host, section, count });
    perHost.set(host, (perHost.get(host) ?? 0) + count);
  }
  const hosts = [...perHost].map(([host, count]) => ({ host, count }));
  hosts.sort((a, b) => b.count - a.count || compareStrings(a.host, b.host));
  sections.sort((a, b) => b.count - a.count || compareStrings(a.key, b.key));
  return { hosts, sections };
}

/**
 * The view's rows per prefix id. A view of every row (no filter, in any order) has the
 * store's own counts, kept as rows are added: the unfiltered Sections list is asked about
 * once a second while a million URLs stream in.
 */
function rowsPerPrefix(store: UrlStore, view: UrlView): Uint32Array {
  if (view.version === store.version && view.matched === store.size) return store.rowsPerPrefix();
  const perPrefix = new Uint32Array(store.prefixes.text.length);
  const rows = view.rows;
  const prefixOf = store.prefixOf;
  for (let i = 0; i < view.matched; i++) {
    const row = rows[i];
    if (row < store.size) perPrefix[prefixOf[row]]++;
  }
  return perPrefix;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
