/**
 * Every `xhtml:link rel="alternate"` of every loaded urlset, in columns: what the hreflang
 * analysis (hreflang-analysis.ts) joins into clusters. The URL store keeps only a count of
 * alternates per row; this side table keeps the links themselves, small enough for a
 * million URLs with five alternates each: an entry (a `<url>` with alternates) is five
 * numbers, a link four, and every URL and hreflang text is interned once (a URL repeated by
 * the five members of a cluster is one string). Google Search Central, "Tell Google about
 * localized versions of your page":
 * https://developers.google.com/search/docs/specialty/international/localized-versions
 *
 * Entries are grouped by document, so that removing a document drops its rows
 * (`removeDocuments` compacts them and numbers the texts again, as reading only the documents
 * kept would).
 */

/** Texts numbered in the order first seen. */
export class StringTable {
  private readonly ids = new Map<string, number>();
  readonly texts: string[] = [];

  idOf(text: string): number {
    let id = this.ids.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.ids.set(text, id);
      this.texts.push(text);
    }
    return id;
  }

  find(text: string): number | undefined {
    return this.ids.get(text);
  }

  get size(): number {
    return this.texts.length;
  }
}

function grown<T extends Uint32Array | Int32Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  let size = Math.max(1024, array.length * 2);
  while (size < needed) size *= 2;
  const next = new (array.constructor as new (size: number) => T)(size);
  next.set(array);
  return next;
}

export class AlternateTable {
  private urlTexts = new StringTable();
  private codeTexts = new StringTable();
  entryCount = 0;
  linkCount = 0;
  /** Per entry: its document, its loc (a `urls` id), the loc's position, its first link. */
  entryDocument = new Uint32Array(0);
  entryUrl = new Uint32Array(0);
  entryLine = new Uint32Array(0);
  entryColumn = new Uint32Array(0);
  /** Links of entry `e`: `entryFirstLink[e] … entryFirstLink[e + 1]`. */
  entryFirstLink = new Uint32Array(1);
  /** Per link: the href (a `urls` id), the hreflang (a `codes` id), the link's position. */
  linkUrl = new Uint32Array(0);
  linkCode = new Uint32Array(0);
  linkLine = new Uint32Array(0);
  linkColumn = new Uint32Array(0);

  /** Every URL named (a loc or an href), numbered in the order first read. */
  get urls(): StringTable {
    return this.urlTexts;
  }

  /** hreflang values as written (trimmed). */
  get codes(): StringTable {
    return this.codeTexts;
  }

  /** Starts an entry; its links follow with {@link addLink}. */
  addEntry(documentId: number, loc: string, line: number, column: number): void {
    const at = this.entryCount++;
    if (at >= this.entryUrl.length) {
      this.entryDocument = grown(this.entryDocument, at + 1);
      this.entryUrl = grown(this.entryUrl, at + 1);
      this.entryLine = grown(this.entryLine, at + 1);
      this.entryColumn = grown(this.entryColumn, at + 1);
      this.entryFirstLink = grown(this.entryFirstLink, at + 2);
    }
    this.entryDocument[at] = documentId;
    this.entryUrl[at] = this.urls.idOf(loc);
    this.entryLine[at] = line;
    this.entryColumn[at] = column;
    this.entryFirstLink[at] = this.linkCount;
    this.entryFirstLink[at + 1] = this.linkCount;
  }

  /** Adds a link to the entry last started. */
  addLink(hreflang: string, href: string, line: number, column: number): void {
    const at = this.linkCount++;
    if (at >= this.linkUrl.length) {
      this.linkUrl = grown(this.linkUrl, at + 1);
      this.linkCode = grown(this.linkCode, at + 1);
      this.linkLine = grown(this.linkLine, at + 1);
      this.linkColumn = grown(this.linkColumn, at + 1);
    }
    this.linkUrl[at] = this.urls.idOf(href);
    this.linkCode[at] = this.codes.idOf(hreflang);
    this.linkLine[at] = line;
    this.linkColumn[at] = column;
    this.entryFirstLink[this.entryCount] = this.linkCount;
  }

  /** Drops the entries (and their links) of these documents. */
  removeDocuments(documentIds: ReadonlySet<number>): void {
    let entryOut = 0;
    let linkOut = 0;
    for (let entry = 0; entry < this.entryCount; entry++) {
      if (documentIds.has(this.entryDocument[entry]!)) continue;
      const first = this.entryFirstLink[entry]!;
      const end = this.entryFirstLink[entry + 1]!;
      this.entryDocument[entryOut] = this.entryDocument[entry]!;
      this.entryUrl[entryOut] = this.entryUrl[entry]!;
      this.entryLine[entryOut] = this.entryLine[entry]!;
      this.entryColumn[entryOut] = this.entryColumn[entry]!;
      this.entryFirstLink[entryOut] = linkOut;
      for (let link = first; link < end; link++, linkOut++) {
        this.linkUrl[linkOut] = this.linkUrl[link]!;
        this.linkCode[linkOut] = this.linkCode[link]!;
        this.linkLine[linkOut] = this.linkLine[link]!;
        this.linkColumn[linkOut] = this.linkColumn[link]!;
      }
      entryOut++;
    }
    this.entryCount = entryOut;
    this.linkCount = linkOut;
    this.entryFirstLink[entryOut] = linkOut;
    this.numberTextsAgain();
  }

  /**
   * Numbers the texts again in the order the kept entries first name them (a loc, then its
   * links), as reading only those documents would: clusters are numbered, and named by their
   * first URL, in that order, so a removed document's texts must not keep their places.
   */
  private numberTextsAgain(): void {
    const urls = new StringTable();
    const codes = new StringTable();
    for (let entry = 0; entry < this.entryCount; entry++) {
      this.entryUrl[entry] = urls.idOf(this.urlTexts.texts[this.entryUrl[entry]!]!);
      const end = this.entryFirstLink[entry + 1]!;
      for (let link = this.entryFirstLink[entry]!; link < end; link++) {
        this.linkUrl[link] = urls.idOf(this.urlTexts.texts[this.linkUrl[link]!]!);
        this.linkCode[link] = codes.idOf(this.codeTexts.texts[this.linkCode[link]!]!);
      }
    }
    this.urlTexts = urls;
    this.codeTexts = codes;
  }

  /** Bytes held by the columns (the interned strings not counted). */
  get byteLength(): number {
    return (
      this.entryDocument.byteLength * 4 +
      this.entryFirstLink.byteLength +
      this.linkUrl.byteLength * 4
    );
  }
}
