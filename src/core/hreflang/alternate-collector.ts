/**
 * Bytes of one urlset in, its `<url>` entries' hreflang alternates out, into the session's
 * AlternateTable: an XML handler beside the sitemap reader's, as the row detail's
 * (entry-detail.ts) is, reading the links the reader counted (`rel="alternate"` with both
 * hreflang and an absolute http(s) href; what checkAlternate, entry-checks.ts, accepts) with
 * the position of each. Decoding and line counting are the sitemap reader's (byte-decoder.ts,
 * xml-tokenizer.ts), so positions are the ones its problems give.
 */
import { NamespaceScopes } from '../xml/namespace-scopes';
import type { XmlTokenHandler } from '../xml/xml-events';
import { XmlTokenizer } from '../xml/xml-tokenizer';
import { ByteDecoder } from '../sitemap/byte-decoder';
import { isAbsoluteHttpUrl } from '../sitemap/loc-checks';
import { CONVENTIONAL_PREFIXES, isEntryNamespace, XHTML_NS } from '../sitemap/sitemap-namespaces';
import type { AlternateTable } from './alternate-table';

class AlternateHandler implements XmlTokenHandler {
  tokenizer!: XmlTokenizer;
  isNotUrlset = false;
  private readonly scopes = new NamespaceScopes();
  private depth = 0;
  private contentNs: string | undefined;
  private entryNs: string | undefined;
  private isInEntry = false;
  private loc: string | undefined;
  private isReadingLoc = false;
  private locText = '';
  private locLine = 0;
  private locColumn = 0;
  /** The open entry's links, in columns (no object per link: a million of them). */
  private readonly linkHreflang: string[] = [];
  private readonly linkHref: string[] = [];
  private readonly linkLine: number[] = [];
  private readonly linkColumn: number[] = [];
  private links = 0;
  /** Qualified names split once: a urlset repeats a handful of them. */
  private readonly names = new Map<string, { prefix: string; local: string }>();

  constructor(
    private readonly table: AlternateTable,
    private readonly documentId: number,
  ) {}

  onOpenTag(name: string, attributes: readonly string[] | null): void {
    const depth = ++this.depth;
    this.scopes.enter(attributes, depth);
    // Below an entry's children (image:loc…) nothing is read.
    if (depth > 3) return;
    let split = this.names.get(name);
    if (split === undefined) {
      const colon = name.indexOf(':');
      split = {
        prefix: colon < 0 ? '' : name.slice(0, colon),
        local: colon < 0 ? name : name.slice(colon + 1),
      };
      if (this.names.size < 256) this.names.set(name, split);
    }
    const { prefix, local } = split;
    const uri = this.scopes.resolve(prefix) ?? CONVENTIONAL_PREFIXES[prefix];
    if (depth === 1) {
      this.contentNs = uri;
      if (local !== 'urlset') this.isNotUrlset = true;
    } else if (depth === 2) {
      if (local === 'url' && isEntryNamespace(uri, this.contentNs)) {
        this.isInEntry = true;
        this.entryNs = uri;
        this.loc = undefined;
        this.links = 0;
      }
    } else if (depth === 3 && this.isInEntry) {
      if (uri === this.entryNs && local === 'loc' && this.loc === undefined && !this.isReadingLoc) {
        // The first loc names the entry (a second is ignored, as entry-builder.ts does).
        this.isReadingLoc = true;
        this.locText = '';
        this.locLine = this.tokenizer.tokenLine;
        this.locColumn = this.tokenizer.tokenColumn;
        this.tokenizer.wantText = true;
      } else if (local === 'link' && uri === XHTML_NS) {
        this.addLink(attributes);
      }
    }
  }

  onCloseTag(): void {
    const depth = this.depth;
    if (depth === 3 && this.isReadingLoc) {
      this.isReadingLoc = false;
      this.tokenizer.wantText = false;
      this.loc = this.locText.trim();
    }
    if (depth === 2 && this.isInEntry) {
      this.isInEntry = false;
      if (this.loc && this.links > 0) {
        this.table.addEntry(this.documentId, this.loc, this.locLine, this.locColumn);
        for (let i = 0; i < this.links; i++)
          this.table.addLink(
            this.linkHreflang[i],
            this.linkHref[i],
            this.linkLine[i],
            this.linkColumn[i],
          );
      }
      this.links = 0;
    }
    this.scopes.leave(depth);
    this.depth--;
  }

  /**
   * A link the reader counts as an alternate, trimmed (`rel="alternate"`, an hreflang, an
   * absolute http(s) href); another (or a faulty) one is passed over: checkAlternate reported it.
   */
  private addLink(attributes: readonly string[] | null): void {
    if (attributes === null) return;
    let rel = '';
    let hreflang = '';
    let href = '';
    for (let i = 0; i < attributes.length; i += 2) {
      const name = attributes[i];
      if (name === 'rel') rel = attributes[i + 1];
      else if (name === 'hreflang') hreflang = attributes[i + 1];
      else if (name === 'href') href = attributes[i + 1];
    }
    if (rel !== 'alternate' && rel.trim() !== 'alternate') return;
    hreflang = hreflang.trim();
    href = href.trim();
    // A relative href is hreflang-invalid already (checkAlternate): it names no URL to join.
    if (hreflang === '' || !isAbsoluteHttpUrl(href)) return;
    const at = this.links++;
    this.linkHreflang[at] = hreflang;
    this.linkHref[at] = href;
    this.linkLine[at] = this.tokenizer.tokenLine;
    this.linkColumn[at] = this.tokenizer.tokenColumn;
  }

  onText(text: string): void {
    if (this.isReadingLoc && this.locText.length < 4096) this.locText += text;
  }

  onProcessingInstruction(): void {}

  onXmlDeclaration(): void {}

  onError(): void {
    // The sitemap reader reported the file's problems when it was read.
  }
}

/** Takes one document's bytes (a SitemapPushReader); `isDone` once it is not a urlset. */
export class AlternateCollector {
  private readonly handler: AlternateHandler;
  private readonly tokenizer: XmlTokenizer;
  private readonly decoder: ByteDecoder;

  constructor(table: AlternateTable, documentId: number) {
    this.handler = new AlternateHandler(table, documentId);
    this.tokenizer = new XmlTokenizer(this.handler);
    this.handler.tokenizer = this.tokenizer;
    this.decoder = new ByteDecoder(
      (text) => {
        if (!this.handler.isNotUrlset) this.tokenizer.push(text);
      },
      () => undefined,
    );
  }

  get isDone(): boolean {
    return this.handler.isNotUrlset;
  }

  push(bytes: Uint8Array): void {
    if (!this.handler.isNotUrlset) this.decoder.push(bytes);
  }

  end(): void {
    this.decoder.end();
    if (!this.handler.isNotUrlset) this.tokenizer.end();
  }
}
