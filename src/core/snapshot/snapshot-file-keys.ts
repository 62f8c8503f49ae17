/**
 * Which file of one snapshot is which file of the other, for the per-file table and the
 * "moved to another file" count (snapshot-compare.ts). A file is the document, however it was
 * packed: `site.zip/sutura/page-sitemap.xml`, `site/page-sitemap.xml` and a plain
 * `page-sitemap.xml` are one file. So a document is keyed by what identifies it:
 *
 * - its URL, when the index tree knows where it lives (an index or a robots.txt lists it);
 * - else the shortest end of its path that tells it from the other files of its snapshot
 *   (`en/sitemap.xml` beside `zh/sitemap.xml`, as the index tree shows names:
 *   `distinctPaths` in analysis/tree-match.ts), as long in both snapshots, so that a folder
 *   holding only `en/sitemap.xml` still meets the earlier `en/sitemap.xml`;
 * - a document of known URL on one side meets the one document of the same path end on the
 *   other side whose URL is not known.
 *
 * Names and case do not count (`Sitemap.xml`), nor a `.gz` the user added or removed
 * (`a.xml.gz`, `a.xml`), as when the index tree matches files. Each file is shown by its path
 * end (the current snapshot's spelling), or by its URL where two would read the same.
 */
import { locParts, pathSegments } from '../analysis/tree-match';
import type { UrlStore } from '../analysis/url-store';

/** A document of one snapshot, as its store and its index tree know it. */
export interface SnapshotDocument {
  /** Its id in the snapshot's store (`documentOf` of its rows). */
  id: number;
  /** `ARCHIVE/PATH`, `FOLDER/PATH` or a file name. */
  name: string;
  /** The URL an index or a robots.txt lists it under, when the tree knows it. */
  location?: string;
}

/** Per document id of each snapshot: the file it is, named for the table. */
export interface SnapshotFileKeys {
  earlier: Map<number, string>;
  current: Map<number, string>;
}

const withoutGz = (text: string): string => text.replace(/\.gz$/i, '');

/** The path within what the user picked: the folder's or the archive's own name left out. */
function pathSegmentsWithin(name: string): string[] {
  const segments = pathSegments(name, false);
  return segments.length > 1 ? segments.slice(1) : segments;
}

function urlKey(location: string): string {
  const parts = locParts(location);
  return parts
    ? `${parts.scheme}://${parts.authority}${withoutGz(parts.path)}`
    : withoutGz(location.trim());
}

interface Placed {
  side: 0 | 1;
  document: SnapshotDocument;
  segments: string[];
  /** The segments compared: lower case, `.gz` off the last. */
  folded: string[];
  tail?: string;
  foldedTail?: string;
  key?: string;
}

const foldedTail = (placed: Placed, length: number): string =>
  placed.folded.slice(-length).join('/');

/** Sets each document's path end: as long as its group needs on either side. */
function placeTails(all: readonly Placed[]): void {
  const groups = new Map<string, Placed[]>();
  for (const placed of all) {
    const key = placed.folded[placed.folded.length - 1] ?? '';
    const group = groups.get(key);
    if (group) group.push(placed);
    else groups.set(key, [placed]);
  }
  for (const group of groups.values()) {
    let length = 1;
    for (const placed of group) {
      let needed = 1;
      const isShared = (n: number) =>
        group.some(
          (other) =>
            other !== placed &&
            other.side === placed.side &&
            foldedTail(other, n) === foldedTail(placed, n),
        );
      while (needed < placed.folded.length && isShared(needed)) needed++;
      length = Math.max(length, needed);
    }
    for (const placed of group) {
      const tail = placed.segments.slice(-length);
      tail[tail.length - 1] = withoutGz(tail[tail.length - 1] ?? '');
      placed.tail = tail.join('/');
      placed.foldedTail = foldedTail(placed, length);
    }
  }
}

/** Keys the documents of two snapshots so that the same document has the same key. */
export function snapshotFileKeys(
  earlier: readonly SnapshotDocument[],
  current: readonly SnapshotDocument[],
): SnapshotFileKeys {
  const place = (side: 0 | 1) => (document: SnapshotDocument) => {
    const segments = pathSegmentsWithin(document.name);
    const folded = segments.map((segment) => segment.toLowerCase());
    if (folded.length > 0) folded[folded.length - 1] = withoutGz(folded[folded.length - 1]);
    return { side, document, segments, folded } satisfies Placed;
  };
  const sides: Placed[][] = [earlier.map(place(0)), current.map(place(1))];
  placeTails([...sides[0], ...sides[1]]);
  for (const side of sides)
    for (const placed of side) {
      const { location } = placed.document;
      placed.key = location !== undefined ? `url ${urlKey(location)}` : `path ${placed.foldedTail}`;
    }
  // A document of unknown URL takes the key of the one document on the other side that ends
  // the same way, when that one's URL is known.
  for (const [side, other] of [
    [sides[0], sides[1]],
    [sides[1], sides[0]],
  ] as const)
    for (const placed of side) {
      if (placed.document.location !== undefined) continue;
      const same = other.filter((o) => o.foldedTail === placed.foldedTail);
      if (same.length === 1 && same[0].document.location !== undefined) placed.key = same[0].key;
    }

  // Named by the current spelling of its path end; by its URL where two files would read alike.
  const shownAs = new Map<string, string>();
  for (const placed of [...sides[1], ...sides[0]])
    if (!shownAs.has(placed.key!)) shownAs.set(placed.key!, placed.tail!);
  const readers = new Map<string, number>();
  for (const shown of shownAs.values())
    readers.set(shown.toLowerCase(), (readers.get(shown.toLowerCase()) ?? 0) + 1);
  for (const [key, shown] of shownAs)
    if ((readers.get(shown.toLowerCase()) ?? 0) > 1 && key.startsWith('url '))
      shownAs.set(key, key.slice('url '.length));

  const keysOf = (side: readonly Placed[]) =>
    new Map(side.map((placed) => [placed.document.id, shownAs.get(placed.key!)!]));
  return { earlier: keysOf(sides[0]), current: keysOf(sides[1]) };
}

/** A store's live documents, with the URLs its index tree knows (by document id). */
export function storeDocuments(
  store: UrlStore,
  locations: ReadonlyMap<number, string> = new Map(),
): SnapshotDocument[] {
  return store.documentIds().map((id) => {
    const location = locations.get(id);
    return { id, name: store.documentName(id), ...(location !== undefined ? { location } : {}) };
  });
}
