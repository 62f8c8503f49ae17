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

interface PendingLink {
  hreflang: string;
  href: string;
  line: number;
  column: number;
}

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
  private links: PendingLink[] = [];

  constructor(
    private readonly table: AlternateTable,
    private readonly documentId: number,
  ) {}

  onOpenTag(name: string, attributes: readonly string[] | null): void {
    const depth = ++this.depth;
    this.scopes.enter(attributes, depth);
    const colon = name.indexOf(':');
    const local = colon < 0 ? name : name.slice(colon + 1);
    const prefix = colon < 0 ? '' : name.slice(0, colon);
    const uri = this.scopes.resolve(prefix) ?? CONVENTIONAL_PREFIXES[prefix];
    if (depth === 1) {
      this.contentNs = uri;
      if (local !== 'urlset') this.isNotUrlset = true;
    } else if (depth === 2) {
      if (local === 'url' && isEntryNamespace(uri, this.contentNs)) {
        this.isInEntry = true;
        this.entryNs = uri;
        this.loc = undefined;
        this.links = [];
      }
    } else if (depth === 3 && this.isInEntry) {
      if (uri === this.entryNs && local === 'loc' && this.loc === undefined && !this.isReadingLoc) {
        // The first loc names the entry (a second is ignored, as entry-builder.ts does).
        this.isReadingLoc = true;
        this.locText = '';
        this.locLine = this.tokenizer.tokenLine;
        this.locColumn = this.tokenizer.tokenColumn;
        this.tokenizer.wantText = true;
      } else if (uri === XHTML_NS && local === 'link') {
        const link = alternateOf(attributes);
        if (link)
          this.links.push({
            ...link,
            line: this.tokenizer.tokenLine,
            column: this.tokenizer.tokenColumn,
          });
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
      if (this.loc && this.links.length > 0) {
        this.table.addEntry(this.documentId, this.loc, this.locLine, this.locColumn);
        for (const link of this.links)
          this.table.addLink(link.hreflang, link.href, link.line, link.column);
      }
      this.links = [];
    }
    this.scopes.leave(depth);
    this.depth--;
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

/** A link the reader counts as an alternate, trimmed; null for another (or a faulty) one. */
function alternateOf(
  attributes: readonly string[] | null,
): { hreflang: string; href: string } | null {
  if (attributes === null) return null;
  let rel = '';
  let hreflang: string | undefined;
  let href: string | undefined;
  for (let i = 0; i < attributes.length; i += 2) {
    const name = attributes[i];
    if (name === 'rel') rel = attributes[i + 1]!;
    else if (name === 'hreflang') hreflang = attributes[i + 1]!.trim();
    else if (name === 'href') href = attributes[i + 1]!.trim();
  }
  if (rel.trim() !== 'alternate' || !hreflang || href === undefined) return null;
  // A relative href is hreflang-invalid already (checkAlternate): it names no URL to join.
  return isAbsoluteHttpUrl(href) ? { hreflang, href } : null;
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
