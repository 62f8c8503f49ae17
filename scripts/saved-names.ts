/**
 * The names `--save` gives a site's files on disk. A URL is the site's to choose, so every
 * part of it is data, never a path: each segment is written so that no file system reads
 * it as anything but one plain name, and two URLs never share a file.
 *
 * - Characters Windows or macOS refuse in a name (`< > : " / \ | ? *`, controls) and `%`
 *   itself are percent-encoded (so the mapping stays one-to-one); other text is kept, so
 *   `/en/sitemap.xml` is saved as `en/sitemap.xml` and the page matches it by name.
 * - A leading dot is encoded: `.git`, `..` and `.` never reach the disk as such (a saved
 *   `.git/config` would make the folder a repository whose hooks run on `git status`).
 * - A name a tool looks for in a folder has its first character encoded, whatever its case
 *   (macOS and Windows fold it): git takes any folder holding `HEAD`, `objects/` and `refs/`
 *   for a bare repository (setup.c `is_git_directory`; `safe.bareRepository` is `all` by
 *   default), and a planted `config` then runs the site's command (`core.fsmonitor`) on the
 *   user's next `git status`. So `HEAD` is saved as `%48EAD`, `objects` as `%6Fbjects`.
 * - Code points HFS+ drops from names (git utf8.c `next_hfs_char`: U+200C–U+200F,
 *   U+202A–U+202E, U+206A–U+206F, U+FEFF) are encoded, so `HE\u200CAD` is not `HEAD` there.
 * - Windows' reserved device names (`CON`, `nul.xml`, `COM1`, `CONIN$`…; Win32 "Naming
 *   Files, Paths, and Namespaces") get a `_` before them; a trailing dot or space is encoded.
 * - A segment longer than 200 bytes of UTF-8 is cut and ends in a hash of the whole, under
 *   the 255 bytes most file systems allow, with room for a collision mark.
 * - Names are compared as case-insensitive file systems do (macOS, Windows): a file that
 *   would fall on another's name, or on a folder's (`/idx.xml` beside `/idx.xml/a.xml`),
 *   gets `~2`, `~3`… before its extension. The fetch log records each URL's saved name.
 */

const MAX_SEGMENT_BYTES = 200;

const RESERVED_DEVICE = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/**
 * Names some tool finds by themselves in a folder, lower case: git's repository files
 * (gitrepository-layout(5); `.git*` is covered by the leading dot), darcs's repository
 * folder, Fossil's checkout database on Windows, and Windows Explorer's folder settings
 * (`desktop.ini` can name an icon on a remote share, which Explorer then fetches).
 */
const DISCOVERED_NAMES = new Set([
  'head',
  'config',
  'objects',
  'refs',
  'packed-refs',
  'commondir',
  'gitdir',
  '_darcs',
  '_fossil_',
  'desktop.ini',
]);

/**
 * A name as a case-insensitive file system may match it: upper case first, so that `ı` and
 * `ſ`, which NTFS's and HFS+'s tables fold to `I` and `S`, match `i` and `s`.
 */
const discoveryKey = (name: string): string => name.normalize('NFC').toUpperCase().toLowerCase();

/** Code points HFS+ leaves out when it compares names (git utf8.c `next_hfs_char`). */
const isIgnoredByHfs = (code: number): boolean =>
  (code >= 0x200c && code <= 0x200f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x206a && code <= 0x206f) ||
  code === 0xfeff;

/** One path segment of a URL (decoded), as a name any file system writes as it is. */
export function safeSegment(segment: string): string {
  let name = '';
  for (const character of segment) {
    const code = character.codePointAt(0)!;
    name +=
      code < 0x20 || code === 0x7f || isIgnoredByHfs(code) || '<>:"/\\|?*%'.includes(character)
        ? percentEncode(character)
        : character;
  }
  if (name.startsWith('.')) name = `%2E${name.slice(1)}`;
  if (DISCOVERED_NAMES.has(discoveryKey(name))) name = percentEncode(name[0]!) + name.slice(1);
  if (name.endsWith('.') || name.endsWith(' '))
    name = name.slice(0, -1) + percentEncode(name.at(-1)!);
  if (RESERVED_DEVICE.test(name)) name = `_${name}`;
  if (name === '') name = '_';
  return utf8Bytes(name) > MAX_SEGMENT_BYTES ? shortened(name) : name;
}

function percentEncode(character: string): string {
  return [...new TextEncoder().encode(character)]
    .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
    .join('');
}

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** The first code points of `name` that fit, `~` and a hash of the whole, then its extension. */
function shortened(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  const mark = `~${fnv1a(name)}`;
  let kept = '';
  for (const character of name.slice(0, name.length - extension.length)) {
    if (utf8Bytes(kept + character + mark + extension) > MAX_SEGMENT_BYTES) break;
    kept += character;
  }
  return kept + mark + extension;
}

/** FNV-1a, 32 bits, in hex: a short, stable mark of the whole name. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The segments a URL is saved under: its host (and port), then its path, the query on the last. */
export function urlSegments(url: string): string[] {
  const parsed = new URL(url);
  const host = parsed.port ? `${parsed.hostname}_${parsed.port}` : parsed.hostname;
  const segments = parsed.pathname.split('/').slice(1).map(decodedSegment);
  // A query is part of the name: `/s.xml?p=2` is a file of its own.
  if (parsed.search) segments[segments.length - 1] += decodedSegment(parsed.search);
  if (segments.at(-1) === '') segments[segments.length - 1] = 'index';
  return [host, ...segments].map(safeSegment);
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** How macOS and Windows compare names by default: without case, composed (NFC). */
const foldKey = (name: string): string => name.normalize('NFC').toLowerCase();

interface Folder {
  /** Names taken here, by files and folders, folded. */
  readonly taken: Set<string>;
  /** The folder each wanted segment got: the same segment always lands in the same folder. */
  readonly folders: Map<string, { name: string; folder: Folder }>;
}

const newFolder = (): Folder => ({ taken: new Set(), folders: new Map() });

/**
 * Gives each URL a relative path of its own, in order: the first comer keeps its name, a
 * later one that collides (with a file or a folder, case aside) gets a `~N` mark.
 */
export class SavedNames {
  private readonly root = newFolder();

  nameOf(url: string): string {
    const segments = urlSegments(url);
    const path: string[] = [];
    let folder = this.root;
    for (const wanted of segments.slice(0, -1)) {
      let sub = folder.folders.get(wanted);
      if (!sub) {
        sub = { name: freeName(folder, wanted), folder: newFolder() };
        folder.folders.set(wanted, sub);
      }
      path.push(sub.name);
      folder = sub.folder;
    }
    return [...path, freeName(folder, segments.at(-1)!)].join('/');
  }
}

/** `wanted`, or `wanted~N` before its extension: the first name not taken in `folder`, now taken. */
function freeName(folder: Folder, wanted: string): string {
  const dot = wanted.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [wanted.slice(0, dot), wanted.slice(dot)] : [wanted, ''];
  for (let n = 1; ; n++) {
    const name = n === 1 ? wanted : `${stem}~${n}${extension}`;
    if (!folder.taken.has(foldKey(name))) {
      folder.taken.add(foldKey(name));
      return name;
    }
  }
}
