/**
 * The clusters of the hreflang links: URLs that name each other, directly or through
 * others, form one cluster (union-find over the AlternateTable's URL ids, path halving, union
 * by size). Clusters are numbered from 1 in the order their first URL was read, so the
 * numbers are stable from run to run; 0 is "in no cluster" (a URL without alternates that no
 * alternate names).
 */
import type { AlternateTable } from './alternate-table';

export interface Clusters {
  /** Per URL id: its cluster (from 1), 0 for none. */
  readonly clusterOf: Uint32Array;
  readonly count: number;
}

export function findClusters(table: AlternateTable): Clusters {
  const urls = table.urls.size;
  const parent = new Int32Array(urls);
  const size = new Uint32Array(urls);
  for (let i = 0; i < urls; i++) parent[i] = i;
  const root = (at: number): number => {
    let node = at;
    while (parent[node] !== node) {
      parent[node] = parent[parent[node]!]!;
      node = parent[node]!;
    }
    return node;
  };
  const inCluster = new Uint8Array(urls);
  for (let entry = 0; entry < table.entryCount; entry++) {
    const source = table.entryUrl[entry]!;
    inCluster[source] = 1;
    const end = table.entryFirstLink[entry + 1]!;
    for (let link = table.entryFirstLink[entry]!; link < end; link++) {
      const target = table.linkUrl[link]!;
      inCluster[target] = 1;
      let a = root(source);
      let b = root(target);
      if (a === b) continue;
      if (size[a]! < size[b]!) [a, b] = [b, a];
      parent[b] = a;
      size[a]! += size[b]! + 1;
    }
  }
  // Numbered in the order the entries were read (then targets), not by root id.
  const numberOfRoot = new Uint32Array(urls);
  const clusterOf = new Uint32Array(urls);
  let count = 0;
  const number = (url: number): void => {
    const top = root(url);
    if (numberOfRoot[top] === 0) numberOfRoot[top] = ++count;
    clusterOf[url] = numberOfRoot[top]!;
  };
  for (let entry = 0; entry < table.entryCount; entry++) number(table.entryUrl[entry]!);
  for (let url = 0; url < urls; url++) if (inCluster[url] && clusterOf[url] === 0) number(url);
  return { clusterOf, count };
}
