/**
 * Turns XML tokens into sitemap entries: `urlset` (with the image, video, news and xhtml:link
 * extensions), `sitemapindex`, RSS 2.0 and Atom 1.0 (which Google accepts as sitemaps).
 * Elements are recognised by namespace URI; a root in the wrong namespace (or none) is
 * reported and read anyway, its children matched in the root's own namespace.
 *
 * Sources: sitemaps.org protocol; Google Search Central (image, video, news sitemaps,
 * localized versions, "Sitemap formats": RSS 2.0 `<link>` + `<pubDate>`, Atom 1.0
 * `<link href>` + `<updated>`).
 */
import { type XmlErrorKind, type XmlErrorReason, type XmlTokenHandler } from '../xml/xml-events';
import { NamespaceScopes } from '../xml/namespace-scopes';
import type { XmlTokenizer } from '../xml/xml-tokenizer';
import { EntryBuilder, Field } from './entry-builder';
import { ExtensionElement, type ExtensionName } from './extension-checks';
import type { LocScope } from './loc-checks';
import type { SitemapProblemCode } from './sitemap-codes';
import type { ProblemSink } from './problem-sink';
import type { DocumentKind, SitemapHandler } from './sitemap-entry';
import type { UrlBatch } from './url-batch';
import {
  ATOM_NS,
  CONVENTIONAL_PREFIXES,
  IMAGE_NS,
  isEntryNamespace,
  NEWS_NS,
  SITEMAP_NS,
  VIDEO_NS,
  XHTML_NS,
} from './sitemap-namespaces';

/** sitemaps.org: at most 50,000 URLs per sitemap (and sitemaps per index). */
export const MAX_ENTRIES = 50_000;
/** Google News: at most 1,000 news:news per sitemap. */
export const MAX_NEWS = 1000;
/** Field text kept per element; longer text is counted, not kept. */
const MAX_FIELD_TEXT = 65_536;
/** Distinct element names remembered (a hostile file may use millions). */
const MAX_CACHED_NAMES = 32;

interface ExpandedName {
  readonly local: string;
  readonly uri: string | undefined;
}

export class SitemapXmlHandler implements XmlTokenHandler {
  tokenizer!: XmlTokenizer;
  kind: DocumentKind | null = null;

  private readonly scopes = new NamespaceScopes();
  private readonly undeclaredPrefixes = new Set<string>();
  private readonly entry: EntryBuilder;
  private readonly names: string[] = [];
  private readonly expanded: ExpandedName[] = [];
  private namesVersion = 0;
  /** Namespace of the root, in which its sitemap children are looked for. */
  private contentNs: string | undefined;
  /** Namespace of the open entry, in which its fields are looked for (see isEntryNamespace). */
  private entryNs: string | undefined;
  private isMixedReported = false;
  private rootName = '';
  private depth = 0;
  /** Depth of the entry elements (2; 3 in RSS: rss > channel > item). */
  private entryDepth = 2;
  private isInEntry = false;
  private rootLine = 0;
  private rootColumn = 0;

  private entries = 0;
  private tooManyLine = 0;
  private tooManyColumn = 0;
  private news = 0;
  private newsLine = 0;
  private newsColumn = 0;
  /** The open image:image, video:video or news:news of the current `<url>`. */
  private readonly extension = new ExtensionElement();

  // The text field being collected.
  private field: Field = Field.none;
  private fieldDepth = 0;
  private fieldLine = 0;
  private fieldColumn = 0;
  private text = '';
  private textLength = 0;

  constructor(
    private readonly handler: SitemapHandler,
    private readonly problems: ProblemSink,
    scope: LocScope | null,
    nowMs: number,
    batch: UrlBatch | null = null,
  ) {
    this.entry = new EntryBuilder(handler, problems, scope, nowMs, batch);
  }

  onOpenTag(name: string, attributes: readonly string[] | null): void {
    const depth = ++this.depth;
    this.scopes.enter(attributes, depth);
    const { local, uri } = this.expand(name);
    if (depth === 1) {
      this.openRoot(name, local, uri);
      return;
    }
    switch (this.kind) {
      case 'urlset':
        if (depth === 2) {
          if (local === 'url' && isEntryNamespace(uri, this.contentNs)) this.beginEntry(uri);
        } else if (this.isInEntry) this.openInUrl(local, uri, attributes, depth);
        break;
      case 'sitemapindex':
        if (depth === 2) {
          if (local === 'sitemap' && isEntryNamespace(uri, this.contentNs)) this.beginEntry(uri);
        } else if (depth === 3 && this.isInEntry && uri === this.entryNs) {
          if (local === 'loc') this.beginField(Field.loc, depth);
          else if (local === 'lastmod') this.beginField(Field.lastmod, depth);
        }
        break;
      case 'rss':
        if (depth === 3 && local === 'item' && uri === undefined) this.beginEntry(uri);
        else if (depth === 4 && this.isInEntry && uri === undefined) {
          if (local === 'link') this.beginField(Field.loc, depth);
          else if (local === 'pubDate') this.beginField(Field.rssDate, depth);
        }
        break;
      case 'atom':
        if (depth === 2) {
          if (local === 'entry' && uri === this.contentNs) this.beginEntry(uri);
        } else if (depth === 3 && this.isInEntry && uri === this.contentNs) {
          if (local === 'link')
            this.entry.setAtomLink(
              attributes,
              this.tokenizer.tokenLine,
              this.tokenizer.tokenColumn,
            );
          else if (local === 'updated') this.beginField(Field.atomDate, depth);
        }
        break;
      default:
        break;
    }
  }

  onCloseTag(): void {
    const depth = this.depth;
    if (this.field !== Field.none && depth === this.fieldDepth) this.endField();
    if (this.isInEntry && depth === this.entryDepth) {
      this.isInEntry = false;
      this.entry.finish();
    }
    if (depth === 3 && this.extension.name !== null && this.isInEntry) this.closeExtension();
    this.scopes.leave(depth);
    this.depth--;
  }

  onText(text: string): void {
    const room = MAX_FIELD_TEXT - this.textLength;
    if (room > 0) this.text += text.length > room ? text.slice(0, room) : text;
    this.textLength += text.length;
  }

  onProcessingInstruction(): void {
    // `<?xml-stylesheet?>` only styles the file for browsers; nothing to check.
  }

  onXmlDeclaration(): void {
    // The encoding was decided from the bytes (byte-decoder.ts) before the text got here.
  }

  onError(
    kind: XmlErrorKind,
    reason: XmlErrorReason,
    params: Readonly<Record<string, string | number>>,
    line: number,
    column: number,
  ): void {
    if (kind === 'leading-whitespace') {
      this.problems.report(kind, line, column);
      return;
    }
    // Codes and values only: `reason` and its params are worded by the catalogs, English
    // included (xmlErrorReasons in xml-events.ts, src/messages/problem-texts.ts).
    this.problems.report(kind, line, column, { ...params, reason });
  }

  /**
   * Goes on from where the byte reader handed the document over: `entries` were read there,
   * the 50,001st (when there was one) at `tooManyLine`:`tooManyColumn` (sitemap-reader.ts,
   * ReaderResume). The byte reader reads no news:news, so none were counted.
   */
  resumeAfter(read: { entries: number; tooManyLine: number; tooManyColumn: number }): void {
    this.entries = read.entries;
    this.tooManyLine = read.tooManyLine;
    this.tooManyColumn = read.tooManyColumn;
  }

  /** Reports what only the whole file shows. */
  end(): void {
    if (this.kind === null) {
      this.kind = 'unknown';
      this.handler.onDocumentKind('unknown');
    }
    // An entry begun when the file was cut was never read: it is not counted.
    const read = this.isInEntry ? this.entries - 1 : this.entries;
    if (read > MAX_ENTRIES)
      this.report('too-many-urls', this.tooManyLine, this.tooManyColumn, { count: read });
    if (this.news > MAX_NEWS)
      this.report('news-too-many', this.newsLine, this.newsColumn, { count: this.news });
    if (this.entries === 0 && this.kind !== 'unknown')
      this.report('empty-sitemap', this.rootLine, this.rootColumn);
  }

  /**
   * Splits a qualified name and resolves its prefix. Cached per name while no namespace
   * declaration changes: sitemaps repeat a handful of names a million times.
   */
  private expand(name: string): ExpandedName {
    if (this.namesVersion !== this.scopes.version) {
      this.names.length = 0;
      this.expanded.length = 0;
      this.namesVersion = this.scopes.version;
    }
    // A short list compared with === beats a Map here: the names are fresh strings (their
    // hash not yet computed) and differ in length, so most comparisons stop at once.
    const names = this.names;
    for (let i = 0; i < names.length; i++) if (names[i] === name) return this.expanded[i];
    const colon = name.indexOf(':');
    const expanded: ExpandedName = {
      local: colon < 0 ? name : name.slice(colon + 1),
      uri: this.resolve(colon < 0 ? '' : name.slice(0, colon)),
    };
    if (names.length < MAX_CACHED_NAMES) {
      names.push(name);
      this.expanded.push(expanded);
    }
    return expanded;
  }

  private resolve(prefix: string): string | undefined {
    const uri = this.scopes.resolve(prefix);
    if (uri !== undefined || prefix === '') return uri;
    // Lenient: an undeclared conventional prefix (image:, news:, …) is read as its extension.
    if (!this.undeclaredPrefixes.has(prefix) && this.undeclaredPrefixes.size < MAX_CACHED_NAMES) {
      this.undeclaredPrefixes.add(prefix);
      this.report('namespace-undeclared', this.tokenizer.tokenLine, this.tokenizer.tokenColumn, {
        prefix,
      });
    }
    return CONVENTIONAL_PREFIXES[prefix];
  }

  private openRoot(name: string, local: string, uri: string | undefined): void {
    if (this.kind !== null) return; // a second root was reported by the tokenizer
    this.rootLine = this.tokenizer.tokenLine;
    this.rootColumn = this.tokenizer.tokenColumn;
    let kind: DocumentKind = 'unknown';
    let expected: string | undefined;
    if (local === 'urlset' || local === 'sitemapindex') {
      kind = local;
      expected = SITEMAP_NS;
    } else if (local === 'rss' && uri === undefined) {
      kind = 'rss';
      this.entryDepth = 3;
    } else if (local === 'feed') {
      kind = 'atom';
      expected = ATOM_NS;
    }
    this.kind = kind;
    this.contentNs = uri;
    this.entryNs = uri;
    this.rootName = name;
    this.handler.onDocumentKind(kind);
    if (kind === 'unknown')
      this.report('not-a-sitemap', this.rootLine, this.rootColumn, { element: name });
    else if (expected !== undefined && uri !== expected) {
      this.report('namespace-missing', this.rootLine, this.rootColumn, {
        element: name,
        namespace: uri ?? '(none)',
        expected,
      });
    }
  }

  /** Children of a urlset `<url>`: its fields and the extensions (by namespace URI). */
  private openInUrl(
    local: string,
    uri: string | undefined,
    attributes: readonly string[] | null,
    depth: number,
  ): void {
    if (depth > 3) {
      this.extension.openDescendant(local, uri, depth - 3);
      if (
        depth === 4 &&
        this.extension.name === 'news' &&
        uri === NEWS_NS &&
        local === 'publication_date'
      ) {
        this.beginField(Field.newsPublicationDate, depth);
      } else if (depth === 5 && this.extension.isIn('news', 'publication', uri, local, 'name')) {
        this.beginField(Field.newsName, depth);
      }
      return;
    }
    if (uri === this.entryNs) {
      if (local === 'loc') this.beginField(Field.loc, depth);
      else if (local === 'lastmod') this.beginField(Field.lastmod, depth);
      else if (local === 'changefreq') this.beginField(Field.changefreq, depth);
      else if (local === 'priority') this.beginField(Field.priority, depth);
    } else if (uri === IMAGE_NS) {
      if (local === 'image') {
        this.entry.addImage();
        this.openExtension('image');
      }
    } else if (uri === VIDEO_NS) {
      if (local === 'video') {
        this.entry.addVideo();
        this.openExtension('video');
      }
    } else if (uri === XHTML_NS) {
      if (local === 'link')
        this.entry.addLink(attributes, this.tokenizer.tokenLine, this.tokenizer.tokenColumn);
    } else if (uri === NEWS_NS && local === 'news') {
      this.openExtension('news');
      if (++this.news === MAX_NEWS + 1) {
        this.newsLine = this.extension.line;
        this.newsColumn = this.extension.column;
      }
    }
  }

  private openExtension(name: ExtensionName): void {
    this.extension.open(name, this.tokenizer.tokenLine, this.tokenizer.tokenColumn);
  }

  private closeExtension(): void {
    const { name, line, column } = this.extension;
    const missing = this.extension.close();
    if (missing !== '')
      this.report('extension-incomplete', line, column, { element: `${name}:${name}`, missing });
  }

  private beginEntry(uri: string | undefined): void {
    const line = this.tokenizer.tokenLine;
    const column = this.tokenizer.tokenColumn;
    this.isInEntry = true;
    this.entryNs = uri;
    if (uri !== this.contentNs && !this.isMixedReported) {
      // Once per file: every entry of such a generator is the same.
      this.isMixedReported = true;
      this.report('namespace-mixed', line, column, {
        element: this.kind === 'sitemapindex' ? 'sitemap' : 'url',
        root: this.rootName,
        namespace: this.contentNs ?? '(none)',
      });
    }
    this.entry.begin(line, column, this.kind === 'sitemapindex');
    if (++this.entries === MAX_ENTRIES + 1) {
      this.tooManyLine = line;
      this.tooManyColumn = column;
    }
  }

  private beginField(field: Field, depth: number): void {
    this.field = field;
    this.fieldDepth = depth;
    this.fieldLine = this.tokenizer.tokenLine;
    this.fieldColumn = this.tokenizer.tokenColumn;
    this.text = '';
    this.textLength = 0;
    this.tokenizer.wantText = true;
  }

  private endField(): void {
    this.tokenizer.wantText = false;
    const text = this.text;
    this.text = '';
    this.entry.setField(this.field, text, this.textLength, this.fieldLine, this.fieldColumn);
    this.field = Field.none;
  }

  private report(
    code: SitemapProblemCode,
    line: number,
    column: number,
    params?: Record<string, string | number>,
  ): void {
    this.problems.report(code, line, column, params);
  }
}
