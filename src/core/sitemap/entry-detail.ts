/**
 * Every extension field of one `<url>` entry of a urlset: its images (`image:loc`, title,
 * caption), hreflang alternates (`xhtml:link rel="alternate"`), news (publication name and
 * language, publication date, title) and videos (title, description, content and player
 * loc, thumbnail). The URL store keeps only counts of these (memory for a million URLs), so
 * the row detail reads the document again with this collector, a second XML handler beside
 * the sitemap reader's (as google/robotstxt's reporting handler sits beside its matcher),
 * which keeps the fields of one entry at a time and stops at the one asked for.
 *
 * The entry is named by the position of its `<loc>` start tag, as `UrlEntry.line`/`column`
 * give it. Elements are matched by namespace URI (sitemap-namespaces.ts), an undeclared
 * conventional prefix read as its extension, as the sitemap reader does.
 *
 * Sources: Google Search Central, image, video and news sitemaps; "Localized versions of
 * your page" (xhtml:link).
 */
import { NamespaceScopes } from '../xml/namespace-scopes';
import type { XmlTokenHandler } from '../xml/xml-events';
import type { XmlTokenizer } from '../xml/xml-tokenizer';
import {
  CONVENTIONAL_PREFIXES,
  IMAGE_NS,
  isEntryNamespace,
  NEWS_NS,
  VIDEO_NS,
  XHTML_NS,
} from './sitemap-namespaces';

export interface ImageDetail {
  loc: string;
  title?: string;
  caption?: string;
}

export interface AlternateDetail {
  hreflang: string;
  href: string;
}

export interface NewsDetail {
  name?: string;
  language?: string;
  /** As written (W3C Datetime). */
  publicationDate?: string;
  title?: string;
}

export interface VideoDetail {
  title?: string;
  description?: string;
  contentLoc?: string;
  playerLoc?: string;
  thumbnailLoc?: string;
}

/** The extension fields of one entry: the first `DETAIL_ITEMS_KEPT` of each, and how many. */
export interface EntryDetail {
  images: ImageDetail[];
  imageCount: number;
  alternates: AlternateDetail[];
  alternateCount: number;
  news: NewsDetail[];
  newsCount: number;
  videos: VideoDetail[];
  videoCount: number;
}

/** Items kept per list: a panel, not an export (Google allows 1,000 images per URL). */
export const DETAIL_ITEMS_KEPT = 50;
/** Characters kept per field: the protocol's 2,048 for a loc, Google's for a description. */
export const DETAIL_TEXT_KEPT = 2048;

type Item =
  | { kind: 'image'; value: ImageDetail }
  | { kind: 'video'; value: VideoDetail }
  | { kind: 'news'; value: NewsDetail };

/** Which field of the open item a child (`a`) or grandchild (`a/b`) element fills. */
const FIELDS: Readonly<Record<Item['kind'], Readonly<Record<string, string>>>> = {
  image: { loc: 'loc', title: 'title', caption: 'caption' },
  video: {
    title: 'title',
    description: 'description',
    content_loc: 'contentLoc',
    player_loc: 'playerLoc',
    thumbnail_loc: 'thumbnailLoc',
  },
  news: {
    'publication/name': 'name',
    'publication/language': 'language',
    publication_date: 'publicationDate',
    title: 'title',
  },
};

const NAMESPACE: Readonly<Record<Item['kind'], string>> = {
  image: IMAGE_NS,
  video: VIDEO_NS,
  news: NEWS_NS,
};

export function emptyEntryDetail(): EntryDetail {
  return {
    images: [],
    imageCount: 0,
    alternates: [],
    alternateCount: 0,
    news: [],
    newsCount: 0,
    videos: [],
    videoCount: 0,
  };
}

/** Collects the entry whose `<loc>` starts at `line`:`column` (1-based, as the reader counts). */
export class EntryDetailCollector implements XmlTokenHandler {
  tokenizer!: XmlTokenizer;
  /** The entry's fields once its `</url>` is read. */
  found: EntryDetail | null = null;
  /** The entry cannot come any more (an entry opened past its line, or not a urlset). */
  isPast = false;

  private readonly scopes = new NamespaceScopes();
  private depth = 0;
  private contentNs: string | undefined;
  /** The open entry's namespace, in which its loc is looked for. */
  private entryNs: string | undefined;
  private current: EntryDetail | null = null;
  private locLine = 0;
  private locColumn = 0;
  private item: Item | null = null;
  private child = '';
  /** The field being read (a key of the open item), and its text. */
  private field = '';
  private fieldDepth = 0;
  private text = '';

  constructor(
    private readonly line: number,
    private readonly column: number,
  ) {}

  get isDone(): boolean {
    return this.found !== null || this.isPast;
  }

  onOpenTag(name: string, attributes: readonly string[] | null): void {
    const depth = ++this.depth;
    this.scopes.enter(attributes, depth);
    const colon = name.indexOf(':');
    const local = colon < 0 ? name : name.slice(colon + 1);
    const prefix = colon < 0 ? '' : name.slice(0, colon);
    const uri = this.scopes.resolve(prefix) ?? CONVENTIONAL_PREFIXES[prefix];
    if (depth === 1) {
      this.contentNs = uri;
      if (local !== 'urlset') this.isPast = true;
    } else if (depth === 2) {
      if (local === 'url' && isEntryNamespace(uri, this.contentNs)) this.beginEntry(uri);
    } else if (this.current !== null) {
      if (depth === 3) this.openInUrl(this.current, local, uri, attributes);
      else this.openInItem(local, uri, depth);
    }
  }

  onCloseTag(): void {
    const depth = this.depth;
    if (this.field !== '' && depth === this.fieldDepth) this.endField();
    if (depth === 3 && this.item !== null) this.closeItem();
    if (depth === 2 && this.current !== null) {
      if (this.locLine === this.line && this.locColumn === this.column) this.found = this.current;
      this.current = null;
    }
    this.scopes.leave(depth);
    this.depth--;
  }

  onText(text: string): void {
    const room = DETAIL_TEXT_KEPT - this.text.length;
    if (room > 0) this.text += text.length > room ? text.slice(0, room) : text;
  }

  onProcessingInstruction(): void {}

  onXmlDeclaration(): void {}

  onError(): void {
    // The sitemap reader reported the file's problems when it was read.
  }

  private beginEntry(uri: string | undefined): void {
    // Entries do not nest: one that starts past the line means the asked-for entry is behind.
    if (this.tokenizer.tokenLine > this.line) {
      this.isPast = true;
      return;
    }
    this.current = emptyEntryDetail();
    this.entryNs = uri;
    this.locLine = 0;
    this.locColumn = 0;
  }

  private openInUrl(
    entry: EntryDetail,
    local: string,
    uri: string | undefined,
    attributes: readonly string[] | null,
  ): void {
    if (uri === this.entryNs && local === 'loc' && this.locLine === 0) {
      // The first loc names the entry (a second is ignored, as entry-builder.ts does).
      this.locLine = this.tokenizer.tokenLine;
      this.locColumn = this.tokenizer.tokenColumn;
    } else if (uri === XHTML_NS && local === 'link') {
      const alternate = alternateOf(attributes);
      if (alternate === null) return;
      if (entry.alternates.length < DETAIL_ITEMS_KEPT) entry.alternates.push(alternate);
      entry.alternateCount++;
    } else if (uri === IMAGE_NS && local === 'image') {
      this.item = { kind: 'image', value: { loc: '' } };
    } else if (uri === VIDEO_NS && local === 'video') {
      this.item = { kind: 'video', value: {} };
    } else if (uri === NEWS_NS && local === 'news') {
      this.item = { kind: 'news', value: {} };
    }
  }

  private openInItem(local: string, uri: string | undefined, depth: number): void {
    const item = this.item;
    if (item === null || uri !== NAMESPACE[item.kind] || depth > 5) return;
    if (depth === 4) this.child = local;
    const path = depth === 4 ? local : `${this.child}/${local}`;
    const field = FIELDS[item.kind][path];
    if (field === undefined) return;
    this.field = field;
    this.fieldDepth = depth;
    this.text = '';
    this.tokenizer.wantText = true;
  }

  private endField(): void {
    this.tokenizer.wantText = false;
    if (this.item !== null)
      (this.item.value as Record<string, string>)[this.field] = this.text.trim();
    this.field = '';
    this.text = '';
  }

  private closeItem(): void {
    const entry = this.current;
    const item = this.item;
    this.item = null;
    if (entry === null || item === null) return;
    if (item.kind === 'image') {
      if (entry.images.length < DETAIL_ITEMS_KEPT) entry.images.push(item.value);
      entry.imageCount++;
    } else if (item.kind === 'video') {
      if (entry.videos.length < DETAIL_ITEMS_KEPT) entry.videos.push(item.value);
      entry.videoCount++;
    } else {
      if (entry.news.length < DETAIL_ITEMS_KEPT) entry.news.push(item.value);
      entry.newsCount++;
    }
  }
}

/** `rel="alternate"` with its hreflang and href: the links checkAlternate (entry-checks.ts) counts. */
function alternateOf(attributes: readonly string[] | null): AlternateDetail | null {
  if (attributes === null) return null;
  let rel = '';
  let hreflang = '';
  let href = '';
  for (let i = 0; i < attributes.length; i += 2) {
    const value = attributes[i + 1].slice(0, DETAIL_TEXT_KEPT);
    if (attributes[i] === 'rel') rel = value;
    else if (attributes[i] === 'hreflang') hreflang = value;
    else if (attributes[i] === 'href') href = value;
  }
  return rel.trim() === 'alternate' ? { hreflang, href } : null;
}
