/**
 * Every `xhtml:link rel="alternate"` of every loaded urlset, in columns: what the hreflang
 * analysis (hreflang-analysis.ts) joins into clusters. The URL store keeps only a count of
 * alternates per row; this side table keeps the links themselves, small enough for a
 * million URLs with five alternates each: an entry (a `<url>` with alternates) is five
 * numbers, a link four, and every URL and hreflang text is interned once, as bytes
 * (interned-texts.ts: a URL repeated by the five members of a cluster is kept once, and
 * no string is made of it unless asked). Google Search Central, "Tell Google about
 * localized versions of your page":
 * https://developers.google.com/search/docs/specialty/international/localized-versions
 *
 * Entries are grouped by document, so that removing a document drops its rows
 * (`removeDocuments` compacts them and numbers the texts again, as reading only the documents
 * kept would).
 */
import type { UrlBatch } from '../sitemap/url-batch';
import { grown } from '../grown-array';
import { InternedTexts } from './interned-texts';

/** Room for `needed` entries, doubling (at least 1,024): links are appended batch by batch. */
function withRoom<T extends Uint32Array | Int32Array>(array: T, needed: number): T {
  if (needed <= array.length) return array;
  let size = Math.max(1024, array.length * 2);
  while (size < needed) size *= 2;
  return grown(array, size);
}

export class AlternateTable {
  private urlTexts = new InternedTexts();
  private codeTexts = new InternedTexts();
  /**
   * hreflang strings already interned, by string: the readers hand each distinct code on as
   * one string (byte-entry-writer.ts makes one per code), so a Map finds it without
   * encoding it again. Cleared with the numbering, and when it grows past
   * {@link CODE_STRINGS_KEPT} (a file of made-up codes).
   */
  private codeIdOfString = new Map<string, number>();
  /**
   * The hrefs of the entry last added (its first {@link RECENT_LINKS} links, by position):
   * the members of a cluster are most often listed one after another, each with the same
   * alternates in the same order (as in Google's example), so a link's href is most often
   * the one at its position in the entry before, and comparing the bytes with that one
   * text skips the hash and the probe into a large table (interning took about 40 % fewer
   * profile samples so, 200,000 URLs × 5 alternates, 2026-12-04).
   */
  private readonly recentHref = new Uint32Array(RECENT_LINKS);
  private recentHrefs = 0;
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
  get urls(): InternedTexts {
    return this.urlTexts;
  }

  /** hreflang values as written (trimmed). */
  get codes(): InternedTexts {
    return this.codeTexts;
  }

  /**
   * The alternates of a batch of rows (url-batch.ts) read from document `documentId`: an
   * entry for each row with links, in row order. Locs and hrefs the reader kept as bytes are
   * interned from their bytes.
   */
  addRows(documentId: number, batch: UrlBatch): void {
    if (batch.linkCount === 0) return;
    // At most one entry per row: the columns grow once per batch, not once per link.
    this.reserve(this.entryCount + batch.count, this.linkCount + batch.linkCount);
    const urls = this.urlTexts;
    const { linkStart, linkHref, linkHreflang, linkHrefStart, linkHrefEnd, locBytes } = batch;
    const { locByteStart, locHash, isLocHashed, line, column } = batch;
    const hrefBytes = batch.linkHrefBytes.bytes;
    const { entryDocument, entryUrl, entryLine, entryColumn, entryFirstLink } = this;
    const { linkUrl, linkCode, linkLine, linkColumn, recentHref } = this;
    let entry = this.entryCount;
    let at = this.linkCount;
    for (let row = 0; row < batch.count; row++) {
      let link = linkStart[row]!;
      const end = linkStart[row + 1]!;
      if (link === end) continue;
      entryDocument[entry] = documentId;
      // The byte reader hashed each loc as it copied it: not hashed again here.
      entryUrl[entry] = !locBytes
        ? urls.idOfText(batch.loc[row]!)
        : isLocHashed
          ? urls.idOfBytes(locBytes, locByteStart[row]!, locByteStart[row + 1]!, locHash[row]!)
          : urls.idOfBytes(locBytes, locByteStart[row]!, locByteStart[row + 1]!);
      entryLine[entry] = line[row]!;
      entryColumn[entry] = column[row]!;
      entryFirstLink[entry] = at;
      entry++;
      const recentHrefs = this.recentHrefs;
      for (let position = 0; link < end; link++, at++, position++) {
        const href = linkHref[link];
        let id: number;
        if (href !== undefined) id = urls.idOfText(href);
        else {
          const from = linkHrefStart[link]!;
          const to = linkHrefEnd[link]!;
          id =
            position < recentHrefs && urls.isText(recentHref[position]!, hrefBytes, from, to)
              ? recentHref[position]!
              : urls.idOfBytes(hrefBytes, from, to);
        }
        linkUrl[at] = id;
        if (position < RECENT_LINKS) recentHref[position] = id;
        linkCode[at] = this.codeIdOf(linkHreflang[link]!);
        linkLine[at] = batch.linkLine[link]!;
        linkColumn[at] = batch.linkColumn[link]!;
      }
      this.recentHrefs = Math.min(end - linkStart[row]!, RECENT_LINKS);
    }
    this.entryCount = entry;
    this.linkCount = at;
    entryFirstLink[entry] = at;
  }

  /** Starts an entry; its links follow with {@link addLink}. */
  addEntry(documentId: number, loc: string, line: number, column: number): void {
    this.reserve(this.entryCount + 1, this.linkCount);
    const at = this.entryCount++;
    this.entryDocument[at] = documentId;
    this.entryUrl[at] = this.urlTexts.idOfText(loc);
    this.entryLine[at] = line;
    this.entryColumn[at] = column;
    this.entryFirstLink[at] = this.linkCount;
    this.entryFirstLink[at + 1] = this.linkCount;
  }

  /** Adds a link to the entry last started. */
  addLink(hreflang: string, href: string, line: number, column: number): void {
    this.reserve(this.entryCount, this.linkCount + 1);
    const at = this.linkCount++;
    this.linkUrl[at] = this.urlTexts.idOfText(href);
    this.linkCode[at] = this.codeIdOf(hreflang);
    this.linkLine[at] = line;
    this.linkColumn[at] = column;
    this.entryFirstLink[this.entryCount] = this.linkCount;
  }

  private codeIdOf(hreflang: string): number {
    let id = this.codeIdOfString.get(hreflang);
    if (id === undefined) {
      id = this.codeTexts.idOfText(hreflang);
      if (this.codeIdOfString.size >= CODE_STRINGS_KEPT) this.codeIdOfString.clear();
      this.codeIdOfString.set(hreflang, id);
    }
    return id;
  }

  /** Room for `entries` entries and `links` links in all. */
  private reserve(entries: number, links: number): void {
    if (entries + 1 > this.entryFirstLink.length || entries > this.entryUrl.length) {
      this.entryDocument = withRoom(this.entryDocument, entries);
      this.entryUrl = withRoom(this.entryUrl, entries);
      this.entryLine = withRoom(this.entryLine, entries);
      this.entryColumn = withRoom(this.entryColumn, entries);
      this.entryFirstLink = withRoom(this.entryFirstLink, entries + 1);
    }
    if (links > this.linkUrl.length) {
      this.linkUrl = withRoom(this.linkUrl, links);
      this.linkCode = withRoom(this.linkCode, links);
      this.linkLine = withRoom(this.linkLine, links);
      this.linkColumn = withRoom(this.linkColumn, links);
    }
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
    const urls = new Renumbering(this.urlTexts.size);
    const codes = new Renumbering(this.codeTexts.size);
    for (let entry = 0; entry < this.entryCount; entry++) {
      this.entryUrl[entry] = urls.idOf(this.entryUrl[entry]!);
      const end = this.entryFirstLink[entry + 1]!;
      for (let link = this.entryFirstLink[entry]!; link < end; link++) {
        this.linkUrl[link] = urls.idOf(this.linkUrl[link]!);
        this.linkCode[link] = codes.idOf(this.linkCode[link]!);
      }
    }
    this.urlTexts = this.urlTexts.subset(urls.order, urls.count);
    this.codeTexts = this.codeTexts.subset(codes.order, codes.count);
    this.codeIdOfString = new Map();
    this.recentHrefs = 0;
  }

  /** Bytes held by the columns and the interned texts. */
  get byteLength(): number {
    return (
      this.entryDocument.byteLength * 4 +
      this.entryFirstLink.byteLength +
      this.linkUrl.byteLength * 4 +
      this.urlTexts.byteLength +
      this.codeTexts.byteLength
    );
  }
}

/** Links per entry whose hrefs {@link AlternateTable} compares with the next entry's. */
const RECENT_LINKS = 16;

/** Distinct strings remembered by {@link AlternateTable}'s code lookup. */
const CODE_STRINGS_KEPT = 4096;

/** Old ids numbered again in the order first met. */
class Renumbering {
  /** Per old id: its new id + 1 (0: not met yet). */
  private readonly newIdOf: Uint32Array;
  /** Per new id: its old id. */
  readonly order: Uint32Array;
  count = 0;

  constructor(oldCount: number) {
    this.newIdOf = new Uint32Array(oldCount);
    this.order = new Uint32Array(oldCount);
  }

  idOf(old: number): number {
    const known = this.newIdOf[old]!;
    if (known !== 0) return known - 1;
    this.order[this.count] = old;
    this.newIdOf[old] = ++this.count;
    return this.count - 1;
  }
}
