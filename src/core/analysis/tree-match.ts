/**
 * Finding the supplied file an index child's `loc` stands for. The files were uploaded, not
 * fetched, so a loc is matched by its path: the file name must equal the URL's last path
 * segment (or differ only by a `.gz` the user removed or added), and among several such files
 * the one sharing the most trailing segments wins, so `https://a.com/en/sitemap.xml` picks
 * `export.zip/en/sitemap.xml` over `export.zip/fr/sitemap.xml` (folder-upload paths such as
 * `public/en/sitemap.xml` and `ARCHIVE/PATH` member names alike).
 * Names are compared without regard to case, since Windows and macOS file systems (and the
 * downloads saved on them) do not keep it reliably; a file whose case matches wins a tie.
 *
 * Real exports repeat names (a Hugo site's `public/sitemap.xml` lists `/en/sitemap.xml` and
 * `/zh/sitemap.xml`), so a child is resolved in its context ({@link FileMatcher.resolveChildren}):
 * a unique best match wins; among equally good ones a file the listing index descends from is
 * passed over, and so is a file a sibling took already. A loop is reported only when the one
 * document that fits is an ancestor: the same document listed by one of its own descendants
 * (and not when several different URLs of one listing fit the same ancestor by name alone).
 * The user may also assign a file to a listed URL by hand (a renamed download).
 *
 * Folders say where a file lives: a file in `zh/` is not `https://a.com/en/sitemap.xml`, so a
 * folder that differs from the loc's folder at the same depth from the end rules the file out
 * (a file with no folder still fits by name alone). Only the folders below those a whole upload
 * shares count: the folder the user picked, an archive's name and a wrapper folder inside it
 * are named by the user or the packer, not by the site ({@link siteFolders}).
 * A file named by an absolute URL (fetched from a site: the command line's `--site`, the
 * bookmarklet) is that URL's document: a loc that is the same URL, written with or without
 * percent-escapes (`a b.xml`, `a%20b.xml`; `%7E`, `~`), its query included, takes it first;
 * and so does a loc read with U+FFFD where the listing held bytes that are not UTF-8, which
 * the reader asked for escaped (`%E9`), when no other file fits it so.
 *
 * URL parsing is by hand: core's lib is ES2022, without the WHATWG `URL` class.
 */
import { canonicalEscapes, lenientEscapes } from './url-bytes';

export interface LocParts {
  /** Lower-case scheme, `https` (empty when the loc is not absolute). */
  scheme: string;
  /** Lower-case authority, `host[:port]`. */
  authority: string;
  /** The path without query or fragment, `/a/b.xml` ("/" when empty). */
  path: string;
}

/** Splits an absolute URL; undefined when the loc is not `scheme://authority…`. */
export function locParts(loc: string): LocParts | undefined {
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)([^?#]*)/.exec(loc.trim());
  if (!match) return undefined;
  const authority = match[2].slice(match[2].lastIndexOf('@') + 1).toLowerCase();
  return { scheme: match[1].toLowerCase(), authority, path: match[3] || '/' };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed %-escape: compare it as written
  }
}

/** Path segments of a URL path or a file name, decoded, without empty and "." segments. */
export function pathSegments(path: string, decode: boolean): string[] {
  return path
    .split(/[/\\]/)
    .filter((segment) => segment !== '' && segment !== '.')
    .map((segment) => (decode ? decodeSegment(segment) : segment));
}

/**
 * For each name, its folders below the ones every name of its upload shares (the names with the
 * same first segment: a picked folder, an archive): `mosn/zh/sitemap.xml` beside
 * `mosn/sitemap.xml` has `zh`; a lone `export.zip/download/post.xml` has none.
 */
export function siteFolders(segmentsOf: readonly (readonly string[])[]): string[][] {
  const shared = new Map<string, readonly string[]>();
  for (const segments of segmentsOf) {
    if (segments.length < 2) continue;
    const folders = segments.slice(0, -1);
    const known = shared.get(segments[0]);
    if (!known) {
      shared.set(segments[0], folders);
      continue;
    }
    let common = 0;
    while (common < known.length && common < folders.length && known[common] === folders[common])
      common++;
    shared.set(segments[0], known.slice(0, common));
  }
  return segmentsOf.map((segments) =>
    segments.length < 2
      ? []
      : segments.slice(shared.get(segments[0])!.length, -1).map((s) => s.toLowerCase()),
  );
}

const withoutGz = (name: string): string =>
  name.toLowerCase().endsWith('.gz') ? name.slice(0, -3) : name;

/** The key a file name is found under: case and a trailing `.gz` do not count. */
const nameKey = (name: string): string => withoutGz(name).toLowerCase();

/** The file name an index child is expected under: its URL's last path segment. */
export function expectedFileName(loc: string): string {
  const parts = locParts(loc);
  const segments = pathSegments(parts ? parts.path : loc, true);
  return segments[segments.length - 1] ?? (parts?.authority || loc);
}

/** How one listed child was resolved to a supplied file. */
export interface ChildMatch {
  /** Position of the file in the supplied list. */
  fileIndex: number;
  /** Other files fitted as well; this one was picked by context (not an ancestor, not taken). */
  isAmbiguous?: boolean;
  /** The user assigned this file to the listed URL by hand. */
  isAssigned?: boolean;
}

interface Candidate {
  index: number;
  score: number;
}

/**
 * An absolute http(s) URL as one key, its path and query compared by the bytes they ask for
 * (url-bytes.ts), so the address a site reader asked for (the URL parser's form, bytes that
 * are not UTF-8 escaped) and the loc an index wrote agree.
 */
function fetchedUrlKey(url: string): string | undefined {
  const parts = locParts(url);
  if (!parts || (parts.scheme !== 'http' && parts.scheme !== 'https')) return undefined;
  const withoutFragment = url.trim().split('#')[0]!;
  const queryAt = withoutFragment.indexOf('?');
  const query = queryAt < 0 ? '' : `?${canonicalEscapes(withoutFragment.slice(queryAt + 1))}`;
  return `${parts.scheme}://${parts.authority}${canonicalEscapes(parts.path)}${query}`;
}

/** `scheme://authority/path` of an absolute loc, for comparing two locs; undefined otherwise. */
function locKey(loc: string): string | undefined {
  const parts = locParts(loc);
  return parts ? `${parts.scheme}://${parts.authority}${parts.path}` : undefined;
}

export class FileMatcher {
  private readonly byName = new Map<string, number[]>();
  /** Files named by an absolute URL (fetched from a site), by {@link fetchedUrlKey}. */
  private readonly byUrl = new Map<string, number>();
  /**
   * The same by {@link lenientEscapes}, for a loc read with U+FFFD where the listing held
   * bytes that are not UTF-8 (-1 when several files meet there: none is taken).
   */
  private readonly byLenientUrl = new Map<string, number>();
  private readonly segmentsOf: string[][];
  /** Per file: the folders that say where on the site it lives ({@link siteFolders}). */
  private readonly foldersOf: string[][];

  /**
   * @param names the supplied files' names (paths: `public/en/sitemap.xml`, `a.zip/x.xml`)
   * @param assigned listed URL (as written, trimmed) → position in `names`, set by hand
   */
  constructor(
    names: readonly string[],
    private readonly assigned: ReadonlyMap<string, number> = new Map(),
  ) {
    this.segmentsOf = names.map((name) => pathSegments(name, false));
    this.foldersOf = siteFolders(this.segmentsOf);
    names.forEach((name, index) => {
      const key = fetchedUrlKey(name);
      if (key === undefined || this.byUrl.has(key)) return;
      this.byUrl.set(key, index);
      const lenient = lenientEscapes(key);
      this.byLenientUrl.set(lenient, this.byLenientUrl.has(lenient) ? -1 : index);
    });
    this.segmentsOf.forEach((segments, index) => {
      const last = segments[segments.length - 1];
      if (last === undefined) return;
      const key = nameKey(last);
      const list = this.byName.get(key);
      if (list) list.push(index);
      else this.byName.set(key, [index]);
    });
  }

  /** Index of the supplied file that best matches `loc` out of context, or -1. */
  match(loc: string): number {
    const assigned = this.assigned.get(loc.trim());
    if (assigned !== undefined) return assigned;
    return this.candidates(loc)[0]?.index ?? -1;
  }

  /** Files whose name fits `loc`, best first (score, then position). */
  candidates(loc: string): Candidate[] {
    const key = fetchedUrlKey(loc);
    let fetched = key === undefined ? undefined : this.byUrl.get(key);
    if (fetched === undefined && key !== undefined && loc.includes('\uFFFD'))
      fetched = this.byLenientUrl.get(lenientEscapes(key));
    if (fetched !== undefined && fetched >= 0)
      return [{ index: fetched, score: Number.MAX_SAFE_INTEGER }];
    const parts = locParts(loc);
    const path = parts ? parts.path : loc;
    // A URL ending in "/" names a directory (its index page), never a supplied file.
    if (path.endsWith('/')) return [];
    const wanted = pathSegments(path, true);
    const last = wanted[wanted.length - 1];
    if (last === undefined) return [];
    const wantedFolders = wanted.slice(0, -1).map((s) => s.toLowerCase());
    const found: Candidate[] = [];
    for (const index of this.byName.get(nameKey(last)) ?? []) {
      if (isOtherFolder(this.foldersOf[index], wantedFolders)) continue;
      const segments = this.segmentsOf[index];
      const name = segments[segments.length - 1];
      // Same .gz-ness scores 2, same case 1; each further shared trailing segment adds 4.
      let score =
        (name.toLowerCase() === last.toLowerCase() ? 2 : 0) +
        (withoutGz(name) === withoutGz(last) ? 1 : 0);
      for (let k = 1; k < Math.min(segments.length, wanted.length); k++) {
        const have = segments[segments.length - 1 - k];
        const want = wanted[wanted.length - 1 - k];
        if (have.toLowerCase() !== want.toLowerCase()) break;
        score += 4;
      }
      found.push({ index, score });
    }
    return found.sort((a, b) => b.score - a.score || a.index - b.index);
  }

  /**
   * Resolves the locs one file lists, in order. `ancestors` are the files from the root down
   * to the listing file itself; `locOf` gives the loc a file is known under (its own listing),
   * so an ancestor known under another URL is never taken for this child. A loc listed twice
   * resolves to the same file both times.
   */
  resolveChildren(
    locs: readonly string[],
    ancestors: readonly number[],
    locOf: (fileIndex: number) => string | undefined = () => undefined,
  ): (ChildMatch | undefined)[] {
    const taken = new Set<number>();
    const byLoc = new Map<string, ChildMatch | undefined>();
    const matches = locs.map((loc) => {
      const key = locKey(loc) ?? loc.trim();
      if (byLoc.has(key)) return byLoc.get(key);
      const found = this.resolve(loc, ancestors, locOf, taken);
      if (found) taken.add(found.fileIndex);
      byLoc.set(key, found);
      return found;
    });
    // A document has one URL. An ancestor of unknown location that several different URLs
    // fit by name alone (a Hugo root sitemap.xml listing /en/sitemap.xml and /zh/sitemap.xml,
    // uploaded without them, or with zh/sitemap.xml only) is not known to be any of them: no
    // loop is claimed, and the children it was taken for are missing.
    const fittedAs = new Map<number, Set<string>>();
    locs.forEach((loc) => {
      if (this.assigned.has(loc.trim())) return;
      for (const { index } of this.fitting(loc, locOf)) {
        if (!ancestors.includes(index) || locOf(index) !== undefined) continue;
        const urls = fittedAs.get(index) ?? new Set<string>();
        urls.add(locKey(loc) ?? loc.trim());
        fittedAs.set(index, urls);
      }
    });
    return matches.map((match) =>
      match && !match.isAssigned && (fittedAs.get(match.fileIndex)?.size ?? 0) > 1
        ? undefined
        : match,
    );
  }

  /** {@link candidates}, less the files known to live at another URL (other documents). */
  private fitting(loc: string, locOf: (fileIndex: number) => string | undefined): Candidate[] {
    const wanted = locKey(loc);
    return this.candidates(loc).filter(({ index }) => {
      const known = locOf(index);
      return known === undefined || wanted === undefined || locKey(known) === wanted;
    });
  }

  private resolve(
    loc: string,
    ancestors: readonly number[],
    locOf: (fileIndex: number) => string | undefined,
    taken: ReadonlySet<number>,
  ): ChildMatch | undefined {
    const assigned = this.assigned.get(loc.trim());
    if (assigned !== undefined) return { fileIndex: assigned, isAssigned: true };
    const isAncestor = (index: number): boolean => ancestors.includes(index);
    const candidates = this.fitting(loc, locOf);
    if (candidates.length === 0) return undefined;
    const best = candidates.filter(({ score }) => score === candidates[0].score);
    if (best.length === 1) return { fileIndex: best[0].index };
    const rank = ({ index }: Candidate): number =>
      (isAncestor(index) ? 2 : 0) + (taken.has(index) ? 1 : 0);
    const ranked = [...best].sort((a, b) => rank(a) - rank(b) || a.index - b.index);
    // Passing over an ancestor is safe; choosing among several other files is a guess.
    const others = best.filter(({ index }) => !isAncestor(index));
    return { fileIndex: ranked[0].index, ...(others.length > 1 ? { isAmbiguous: true } : {}) };
  }
}

/** True when the file's folders and the loc's differ at some depth from the end both have. */
function isOtherFolder(fileFolders: readonly string[], locFolders: readonly string[]): boolean {
  for (let k = 1; k <= Math.min(fileFolders.length, locFolders.length); k++)
    if (fileFolders[fileFolders.length - k] !== locFolders[locFolders.length - k]) return true;
  return false;
}

/**
 * For each supplied file, the shortest trailing part of its path that tells it apart from the
 * other files of the same name (`en/sitemap.xml` beside `zh/sitemap.xml`); the bare name when
 * the name is unique, or the whole path when nothing tells them apart.
 */
export function distinctPaths(names: readonly string[]): string[] {
  const segmentsOf = names.map((name) => pathSegments(name, false));
  const groups = new Map<string, number[]>();
  segmentsOf.forEach((segments, index) => {
    const key = nameKey(segments[segments.length - 1] ?? '');
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const suffix = (index: number, length: number): string =>
    segmentsOf[index].slice(-length).join('/');
  return names.map((name, index) => {
    const segments = segmentsOf[index];
    const group = groups.get(nameKey(segments[segments.length - 1] ?? '')) ?? [];
    for (let length = 1; length <= segments.length; length++) {
      const mine = suffix(index, length).toLowerCase();
      const isUnique = group.every(
        (other) => other === index || suffix(other, length).toLowerCase() !== mine,
      );
      if (isUnique) return suffix(index, length);
    }
    return name;
  });
}

/**
 * Turns a manual assignment keyed by document id (what the UI knows) into one keyed by position
 * in the supplied list (what {@link FileMatcher} takes). Ids not supplied are dropped.
 */
export function assignmentsByPosition(
  assignments: ReadonlyMap<string, number>,
  ids: readonly (number | undefined)[],
): Map<string, number> {
  const positions = new Map<string, number>();
  for (const [loc, id] of assignments) {
    const position = ids.indexOf(id);
    if (position >= 0) positions.set(loc.trim(), position);
  }
  return positions;
}

/**
 * Google Search Central: the sitemaps an index lists must be on the same site, in the index's
 * directory or below it. True when `child` is outside `parent`'s scheme, host or directory.
 */
export function isOutOfScope(parent: string, child: string): boolean {
  const from = locParts(parent);
  const to = locParts(child);
  if (!from || !to) return false; // not absolute: reported by the readers as loc-not-absolute
  if (from.scheme !== to.scheme || from.authority !== to.authority) return true;
  const directory = from.path.slice(0, from.path.lastIndexOf('/') + 1);
  return !to.path.startsWith(directory);
}

/** The directory part of an index URL, for the out-of-scope message. */
export function baseOf(loc: string): string {
  const parts = locParts(loc);
  if (!parts) return loc;
  return `${parts.scheme}://${parts.authority}${parts.path.slice(0, parts.path.lastIndexOf('/') + 1)}`;
}
