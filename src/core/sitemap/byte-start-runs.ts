/**
 * The start tags a sitemap entry repeats, as fixed runs of bytes: `loc>`, `lastmod>`,
 * `image:image>`, `xhtml:link rel="alternate" hreflang="`… with the prefixes the document's
 * root binds. The scanner (byte-entry-scanner.ts) compares the bytes after a `<` with the
 * runs that begin with the same byte; a run that matches says what its name is and where it
 * ends, which reading the name byte by byte and comparing it with each known name would say
 * in more steps. A tag that matches no run is read as before.
 *
 * A run ends where the name provably does (`>`, or the blank after it), so a match is the
 * same name the general path would read, never a longer name that begins like it.
 */
import { Field } from './entry-builder';
import { EntryEvent } from './byte-entry-record';
import type { RootNames } from './byte-prolog';

export interface StartRun {
  /** The bytes after `<`. */
  readonly bytes: Uint8Array;
  /** Its whole four-byte words, little-endian, compared a word at a time. */
  readonly words: Int32Array;
  /** A `Field`, `EntryEvent.imageOpen`, `EntryEvent.link`, or {@link IMAGE_LOC}. */
  readonly kind: number;
  /** Length of the element's name, the first bytes of the run. */
  readonly nameLength: number;
}

/** `image:loc` inside `image:image`. */
export const IMAGE_LOC = 30;

/**
 * The attributes an `xhtml:link` run holds after its name: ` rel="alternate" hreflang="`,
 * Google's own example's order ("Tell Google about localized versions of your page",
 * https://developers.google.com/search/docs/specialty/international/localized-versions).
 * Offsets from the end of the name: of the two attribute names and the rel value; the run
 * ends where the hreflang value begins.
 */
const LINK_ATTRIBUTES = ' rel="alternate" hreflang="';
export const LINK_REL_NAME = 1;
export const LINK_REL_VALUE = 6;
export const LINK_REL_VALUE_END = 15;
export const LINK_HREFLANG_NAME = 17;
export const LINK_HREFLANG_VALUE = LINK_ATTRIBUTES.length;
/** What follows the hreflang's closing quote when href comes next: ` href="`. */
export const LINK_HREF = ascii(' href="');

function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** Runs by their first byte, for the entries of a document with these root names. */
export class StartRuns {
  /** Depth 2 (a child of `<url>` or `<sitemap>`). */
  private readonly child: (StartRun[] | undefined)[] = [];
  /** Depth 3 in `image:image`. */
  private readonly image: (StartRun[] | undefined)[] = [];

  constructor(names: RootNames) {
    const isIndex = names.kind === 'sitemapindex';
    const fields: [string, Field][] = [
      ['loc', Field.loc],
      ['lastmod', Field.lastmod],
    ];
    if (!isIndex) fields.push(['changefreq', Field.changefreq], ['priority', Field.priority]);
    const none = new Uint8Array(0);
    for (const [name, field] of fields) add(this.child, none, `${name}>`, name.length, field);
    if (isIndex) return;
    for (const prefix of names.imagePrefixes) {
      add(this.child, prefix, ':image>', ':image'.length, EntryEvent.imageOpen);
      add(this.image, prefix, ':loc>', ':loc'.length, IMAGE_LOC);
    }
    for (const prefix of names.xhtmlPrefixes)
      add(this.child, prefix, ':link' + LINK_ATTRIBUTES, ':link'.length, EntryEvent.link);
  }

  /**
   * The run of a child of the entry that `bytes[from…]` begins with, or null (`view`: a
   * DataView of the whole of `bytes`).
   */
  childAt(bytes: Uint8Array, view: DataView, from: number, end: number): StartRun | null {
    return matching(this.child[bytes[from]], bytes, view, from, end);
  }

  /** The run of a child of `image:image` that `bytes[from…]` begins with, or null. */
  imageChildAt(bytes: Uint8Array, view: DataView, from: number, end: number): StartRun | null {
    return matching(this.image[bytes[from]], bytes, view, from, end);
  }
}

/** Adds the run `prefix` + `rest`, whose name is the prefix and `restNameLength` bytes. */
function add(
  table: (StartRun[] | undefined)[],
  prefix: Uint8Array,
  rest: string,
  restNameLength: number,
  kind: number,
) {
  const bytes = new Uint8Array(prefix.length + rest.length);
  bytes.set(prefix);
  bytes.set(ascii(rest), prefix.length);
  const words = new Int32Array(bytes.length >> 2);
  const view = new DataView(bytes.buffer);
  for (let w = 0; w < words.length; w++) words[w] = view.getInt32(w * 4, true);
  const run: StartRun = { bytes, words, kind, nameLength: prefix.length + restNameLength };
  (table[bytes[0]] ??= []).push(run);
}

/** Four bytes a step: the link's run is 37 bytes long, and a urlset may repeat it five times a URL. */
function matching(
  runs: StartRun[] | undefined,
  bytes: Uint8Array,
  view: DataView,
  from: number,
  end: number,
): StartRun | null {
  if (runs === undefined) return null;
  for (let r = 0; r < runs.length; r++) {
    const { bytes: run, words } = runs[r];
    if (from + run.length > end) continue;
    let w = 0;
    while (w < words.length && view.getInt32(from + w * 4, true) === words[w]) w++;
    if (w < words.length) continue;
    let i = w * 4;
    while (i < run.length && bytes[from + i] === run[i]) i++;
    if (i === run.length) return runs[r];
  }
  return null;
}
