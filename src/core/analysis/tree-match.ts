/**
 * Finding the supplied file an index child's `loc` stands for. The files were uploaded, not
 * fetched, so a loc is matched by its path: the file name must equal the URL's last path
 * segment (or differ only by a `.gz` the user removed or added), and among several such files
 * the one sharing the most trailing segments wins, so `https://a.com/en/sitemap.xml` picks
 * `export.zip/en/sitemap.xml` over `export.zip/fr/sitemap.xml` (`ARCHIVE/PATH` names).
 * Names are compared without regard to case, since Windows and macOS file systems (and the
 * downloads saved on them) do not keep it reliably; a file whose case matches wins a tie.
 *
 * URL parsing is by hand: core's lib is ES2022, without the WHATWG `URL` class.
 */

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

export class FileMatcher {
  private readonly byName = new Map<string, number[]>();
  private readonly segmentsOf: string[][];

  constructor(names: readonly string[]) {
    this.segmentsOf = names.map((name) => pathSegments(name, false));
    this.segmentsOf.forEach((segments, index) => {
      const last = segments[segments.length - 1];
      if (last === undefined) return;
      const key = nameKey(last);
      const list = this.byName.get(key);
      if (list) list.push(index);
      else this.byName.set(key, [index]);
    });
  }

  /** Index of the supplied file that best matches `loc`, or -1. */
  match(loc: string): number {
    const parts = locParts(loc);
    const path = parts ? parts.path : loc;
    // A URL ending in "/" names a directory (its index page), never a supplied file.
    if (path.endsWith('/')) return -1;
    const wanted = pathSegments(path, true);
    const last = wanted[wanted.length - 1];
    if (last === undefined) return -1;
    let best = -1;
    let bestScore = -1;
    for (const index of this.byName.get(nameKey(last)) ?? []) {
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
      if (score > bestScore || (score === bestScore && index < best)) {
        best = index;
        bestScore = score;
      }
    }
    return best;
  }
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
