/**
 * The hreflang links in the two orders the analysis (hreflang-analysis.ts) walks them, each
 * made by counting sorts over typed arrays (no object per link): by source URL, and by
 * cluster then code. Both sorts are stable, so within a group the links keep the order they
 * were read in, and the problems come out in that order.
 */
import type { AlternateTable } from './alternate-table';

/** Links grouped by source URL: a URL's are `links[start[u]] … links[start[u + 1]]`. */
export interface LinksBySource {
  readonly start: Uint32Array;
  readonly links: Uint32Array;
  /** Per link: its entry. */
  readonly linkEntry: Uint32Array;
}

/** Links by source URL: the duplicates of one URL in several files read as one list. */
export function linksBySource(table: AlternateTable): LinksBySource {
  const urlCount = table.urls.size;
  const linkCount = table.linkCount;
  const linkEntry = new Uint32Array(linkCount);
  const start = new Uint32Array(urlCount + 1);
  for (let entry = 0; entry < table.entryCount; entry++) {
    const url = table.entryUrl[entry]!;
    const first = table.entryFirstLink[entry]!;
    const end = table.entryFirstLink[entry + 1]!;
    linkEntry.fill(entry, first, end);
    start[url + 1]! += end - first;
  }
  for (let url = 0; url < urlCount; url++) start[url + 1]! += start[url]!;
  const links = new Uint32Array(linkCount);
  const fill = start.slice(0, urlCount);
  // By entry, whose links are consecutive: one look-up of the source per entry, not per link.
  for (let entry = 0; entry < table.entryCount; entry++) {
    const url = table.entryUrl[entry]!;
    const end = table.entryFirstLink[entry + 1]!;
    for (let link = table.entryFirstLink[entry]!; link < end; link++) links[fill[url]!++] = link;
  }
  return { start, links, linkEntry };
}

/**
 * Links grouped by the cluster of their source (`clusterOfLink`, clusters numbered from 1
 * to `clusterCount`), then by code key (`keyOfLink`, from 0 to `keyCount - 1`): cluster
 * `c`'s links are `links[start[c]] … links[start[c + 1]]`. Two counting sorts, least
 * significant key first.
 */
export function linksByClusterAndCode(
  clusterOfLink: Uint32Array,
  clusterCount: number,
  keyOfLink: Uint32Array,
  keyCount: number,
): { start: Uint32Array; links: Uint32Array } {
  const linkCount = clusterOfLink.length;
  const byKey = new Uint32Array(linkCount);
  const keyStart = new Uint32Array(keyCount + 1);
  for (let link = 0; link < linkCount; link++) keyStart[keyOfLink[link]! + 1]!++;
  for (let key = 0; key < keyCount; key++) keyStart[key + 1]! += keyStart[key]!;
  for (let link = 0; link < linkCount; link++) byKey[keyStart[keyOfLink[link]!]!++] = link;

  const start = new Uint32Array(clusterCount + 2);
  for (let link = 0; link < linkCount; link++) start[clusterOfLink[link]! + 1]!++;
  for (let cluster = 0; cluster <= clusterCount; cluster++) start[cluster + 1]! += start[cluster]!;
  const fill = start.slice(0, clusterCount + 1);
  const links = new Uint32Array(linkCount);
  for (let at = 0; at < linkCount; at++) {
    const link = byKey[at]!;
    links[fill[clusterOfLink[link]!]!++] = link;
  }
  return { start, links };
}
