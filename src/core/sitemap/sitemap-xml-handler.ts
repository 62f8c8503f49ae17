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
import type { XmlErrorKind, XmlTokenHandler } from '../xml/xml-events';
import { NamespaceScopes } from '../xml/namespace-scopes';
import type { XmlTokenizer } from '../xml/xml-tokenizer';
import {
  checkAlternate,
  checkChangefreq,
  checkFeedDate,
  checkLastmod,
  checkNewsDate,
  checkPriority,
  type CheckedDate,
} from './entry-checks';
import { checkLoc, type LocScope } from './loc-checks';
import type { SitemapProblemCode } from './problem-codes';
import type { ProblemSink } from './problem-sink';
import { LastmodPrecision, type DocumentKind, type SitemapHandler } from './sitemap-entry';
import { ATOM_NS, CONVENTIONAL_PREFIXES, IMAGE_NS, NEWS_NS, SITEMAP_NS, VIDEO_NS, XHTML_NS } from './sitemap-namespaces';

/** sitemaps.org: at most 50,000 URLs per sitemap (and sitemaps per index). */
export const MAX_ENTRIES = 50_000;
/** Google News: at most 1,000 news:news per sitemap; Google Images: 1,000 images per URL. */
export const MAX_NEWS = 1000;
export const MAX_IMAGES_PER_URL = 1000;
/** Field text kept per element; longer text is counted, not kept. */
const MAX_FIELD_TEXT = 65_536;

// The text field being collected.
const F_NONE = 0;
const F_LOC = 1;
const F_LASTMOD = 2;
const F_CHANGEFREQ = 3;
const F_PRIORITY = 4;
const F_NEWS_DATE = 5;
const F_FEED_DATE = 6;
const F_ATOM_DATE = 7;

export class SitemapXmlHandler implements XmlTokenHandler {
  tokenizer!: XmlTokenizer;
  kind: DocumentKind | null = null;

  private readonly scopes = new NamespaceScopes();
  private readonly undeclaredPrefixes = new Set<string>();
  /** Namespace of the root, in which its sitemap children are looked for. */
  private contentNs: string | undefined;
  private depth = 0;
  private rootLine = 0;
  private rootColumn = 0;

  private entries = 0;
  private tooManyLine = 0;
  private tooManyColumn = 0;
  private news = 0;
  private newsLine = 0;
  private newsColumn = 0;

  // The entry being read.
  private inEntry = false;
  private entryLine = 0;
  private entryColumn = 0;
  private loc: string | null = null;
  private locLine = 0;
  private locColumn = 0;
  private lastmodText: string | undefined;
  private lastmod: CheckedDate = { ms: NaN, precision: LastmodPrecision.none };
  private changefreq: string | undefined;
  private priority = NaN;
  private images = 0;
  private videos = 0;
  private alternates = 0;
  private newsPublicationMs = NaN;
  private newsDepth = 0;

  // The text field being collected.
  private field = F_NONE;
  private fieldDepth = 0;
  private fieldLine = 0;
  private fieldColumn = 0;
  private text = '';
  private textLength = 0;

  constructor(
    private readonly handler: SitemapHandler,
    private readonly problems: ProblemSink,
    private readonly scope: LocScope | null,
    private readonly nowMs: number,
  ) {}

  onOpenTag(name: string, attributes: readonly string[] | null): void {
    this.scopes.enter(attributes);
    const depth = ++this.depth;
    const colon = name.indexOf(':');
    const local = colon < 0 ? name : name.slice(colon + 1);
    const uri = this.resolve(colon < 0 ? '' : name.slice(0, colon));
    if (depth === 1) {
      this.openRoot(name, local, uri);
      return;
    }
    switch (this.kind) {
      case 'urlset':
        if (depth === 2) {
          if (local === 'url' && uri === this.contentNs) this.beginEntry();
        } else if (this.inEntry) this.openInUrl(local, uri, attributes, depth);
        break;
      case 'sitemapindex':
        if (depth === 2) {
          if (local === 'sitemap' && uri === this.contentNs) this.beginEntry();
        } else if (depth === 3 && this.inEntry && uri === this.contentNs) {
          if (local === 'loc') this.beginField(F_LOC, depth);
          else if (local === 'lastmod') this.beginField(F_LASTMOD, depth);
        }
        break;
      case 'rss':
        if (depth === 3 && local === 'item' && uri === undefined) this.beginEntry();
        else if (depth === 4 && this.inEntry && uri === undefined) {
          if (local === 'link') this.beginField(F_LOC, depth);
          else if (local === 'pubDate') this.beginField(F_FEED_DATE, depth);
        }
        break;
      case 'atom':
        if (depth === 2) {
          if (local === 'entry' && uri === this.contentNs) this.beginEntry();
        } else if (depth === 3 && this.inEntry && uri === this.contentNs) {
          if (local === 'link') this.atomLink(attributes);
          else if (local === 'updated') this.beginField(F_ATOM_DATE, depth);
        }
        break;
      default:
        break;
    }
  }

  onCloseTag(): void {
    const depth = this.depth;
    if (this.field !== F_NONE && depth === this.fieldDepth) this.endField();
    if (this.inEntry && depth === 2 + (this.kind === 'rss' ? 1 : 0)) this.endEntry();
    if (depth === this.newsDepth) this.newsDepth = 0;
    this.scopes.leave();
    this.depth--;
  }

  onText(text: string): void {
    if (this.textLength < MAX_FIELD_TEXT) this.text += text.length + this.textLength > MAX_FIELD_TEXT ? text.slice(0, MAX_FIELD_TEXT - this.textLength) : text;
    this.textLength += text.length;
  }

  onProcessingInstruction(): void {
    // `<?xml-stylesheet?>` only styles the file for browsers; nothing to check.
  }

  onXmlDeclaration(): void {
    // The encoding was decided from the bytes (byte-decoder.ts) before the text got here.
  }

  onError(kind: XmlErrorKind, detail: string, line: number, column: number): void {
    const key = kind === 'nesting-too-deep' ? 'limit' : kind === 'unknown-entity' ? 'name' : 'detail';
    this.problems.report(kind, line, column, kind === 'leading-whitespace' ? undefined : { [key]: detail });
  }

  /** Reports what only the whole file shows. */
  end(): void {
    if (this.kind === null) {
      this.kind = 'unknown';
      this.handler.onDocumentKind('unknown');
    }
    if (this.entries > MAX_ENTRIES) this.report('too-many-urls', this.tooManyLine, this.tooManyColumn, { count: this.entries });
    if (this.news > MAX_NEWS) this.report('news-too-many', this.newsLine, this.newsColumn, { count: this.news });
    if (this.entries === 0 && this.kind !== 'unknown') this.report('empty-sitemap', this.rootLine, this.rootColumn);
  }

  private resolve(prefix: string): string | undefined {
    const uri = this.scopes.resolve(prefix);
    if (uri !== undefined || prefix === '') return uri;
    // Lenient: an undeclared conventional prefix (image:, news:, …) is read as its extension.
    if (!this.undeclaredPrefixes.has(prefix)) {
      this.undeclaredPrefixes.add(prefix);
      this.report('namespace-undeclared', this.tokenizer.tokenLine, this.tokenizer.tokenColumn, { prefix });
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
    } else if (local === 'feed') {
      kind = 'atom';
      expected = ATOM_NS;
    }
    this.kind = kind;
    this.contentNs = uri;
    this.handler.onDocumentKind(kind);
    if (kind === 'unknown') this.report('not-a-sitemap', this.rootLine, this.rootColumn, { element: name });
    else if (expected !== undefined && uri !== expected) {
      this.report('namespace-missing', this.rootLine, this.rootColumn, {
        element: name,
        namespace: uri ?? '(none)',
        expected,
      });
    }
  }

  private openInUrl(local: string, uri: string | undefined, attributes: readonly string[] | null, depth: number): void {
    if (depth === 3) {
      if (uri === this.contentNs) {
        if (local === 'loc') this.beginField(F_LOC, depth);
        else if (local === 'lastmod') this.beginField(F_LASTMOD, depth);
        else if (local === 'changefreq') this.beginField(F_CHANGEFREQ, depth);
        else if (local === 'priority') this.beginField(F_PRIORITY, depth);
      } else if (uri === IMAGE_NS) {
        if (local === 'image') this.images++;
      } else if (uri === VIDEO_NS) {
        if (local === 'video') this.videos++;
      } else if (uri === XHTML_NS) {
        if (local === 'link') {
          const report = this.reporterAt(this.tokenizer.tokenLine, this.tokenizer.tokenColumn);
          if (checkAlternate(attributes, report)) this.alternates++;
        }
      } else if (uri === NEWS_NS && local === 'news') {
        this.newsDepth = depth;
        if (++this.news === MAX_NEWS + 1) {
          this.newsLine = this.tokenizer.tokenLine;
          this.newsColumn = this.tokenizer.tokenColumn;
        }
      }
    } else if (depth === 4 && this.newsDepth === 3 && uri === NEWS_NS && local === 'publication_date') {
      this.beginField(F_NEWS_DATE, depth);
    }
  }

  private atomLink(attributes: readonly string[] | null): void {
    if (attributes === null || this.loc !== null) return;
    let rel = 'alternate';
    let href: string | undefined;
    for (let i = 0; i < attributes.length; i += 2) {
      if (attributes[i] === 'rel') rel = attributes[i + 1];
      else if (attributes[i] === 'href') href = attributes[i + 1];
    }
    if (rel !== 'alternate' || href === undefined) return;
    this.locLine = this.tokenizer.tokenLine;
    this.locColumn = this.tokenizer.tokenColumn;
    this.loc = checkLoc(href, this.scope, this.reporterAt(this.locLine, this.locColumn));
  }

  private beginEntry(): void {
    this.inEntry = true;
    this.entryLine = this.tokenizer.tokenLine;
    this.entryColumn = this.tokenizer.tokenColumn;
    this.loc = null;
    this.lastmodText = undefined;
    this.lastmod = { ms: NaN, precision: LastmodPrecision.none };
    this.changefreq = undefined;
    this.priority = NaN;
    this.images = 0;
    this.videos = 0;
    this.alternates = 0;
    this.newsPublicationMs = NaN;
    if (++this.entries === MAX_ENTRIES + 1) {
      this.tooManyLine = this.entryLine;
      this.tooManyColumn = this.entryColumn;
    }
  }

  private endEntry(): void {
    this.inEntry = false;
    const loc = this.loc;
    if (loc === null || loc === '') {
      this.report('loc-missing', this.entryLine, this.entryColumn);
      return;
    }
    if (this.images > MAX_IMAGES_PER_URL) {
      this.report('image-too-many', this.entryLine, this.entryColumn, { count: this.images }, loc);
    }
    if (this.kind === 'sitemapindex') {
      this.handler.onSitemap({
        loc,
        line: this.locLine,
        column: this.locColumn,
        lastmodText: this.lastmodText,
        lastmodMs: this.lastmod.ms,
        lastmodPrecision: this.lastmod.precision,
      });
      return;
    }
    this.handler.onUrl({
      loc,
      line: this.locLine,
      column: this.locColumn,
      lastmodText: this.lastmodText,
      lastmodMs: this.lastmod.ms,
      lastmodPrecision: this.lastmod.precision,
      changefreq: this.changefreq,
      priority: this.priority,
      images: this.images,
      videos: this.videos,
      alternates: this.alternates,
      newsPublicationMs: this.newsPublicationMs,
    });
  }

  private beginField(field: number, depth: number): void {
    this.field = field;
    this.fieldDepth = depth;
    this.fieldLine = this.tokenizer.tokenLine;
    this.fieldColumn = this.tokenizer.tokenColumn;
    this.text = '';
    this.textLength = 0;
    this.tokenizer.wantText = true;
  }

  private endField(): void {
    const field = this.field;
    this.field = F_NONE;
    this.tokenizer.wantText = false;
    const report = this.reporterAt(this.fieldLine, this.fieldColumn);
    const text = this.text;
    this.text = '';
    switch (field) {
      case F_LOC:
        if (this.loc !== null) return; // Lenient: a second <loc> in one entry is ignored.
        this.locLine = this.fieldLine;
        this.locColumn = this.fieldColumn;
        this.loc = text.trim() === '' ? '' : checkLoc(text, this.scope, report, this.textLength);
        break;
      case F_LASTMOD:
      case F_ATOM_DATE:
        this.lastmodText = text.trim().slice(0, 100);
        this.lastmod = checkLastmod(text, this.nowMs, report);
        break;
      case F_FEED_DATE:
        this.lastmodText = text.trim().slice(0, 100);
        this.lastmod = checkFeedDate(text, this.nowMs, report);
        break;
      case F_CHANGEFREQ:
        this.changefreq = checkChangefreq(text, report).slice(0, 100);
        break;
      case F_PRIORITY:
        this.priority = checkPriority(text, report);
        break;
      case F_NEWS_DATE:
        this.newsPublicationMs = checkNewsDate(text, report);
        break;
      default:
        break;
    }
  }

  private reporterAt(line: number, column: number) {
    return (code: SitemapProblemCode, params: Record<string, string | number>): void => {
      this.report(code, line, column, params, this.loc ?? undefined);
    };
  }

  private report(
    code: SitemapProblemCode,
    line: number,
    column: number,
    params?: Record<string, string | number>,
    url?: string,
  ): void {
    this.problems.report(code, line, column, params, url);
  }
}
