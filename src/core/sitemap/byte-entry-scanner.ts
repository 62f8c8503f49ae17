/**
 * The byte reader's hot loop: reads one `<url>` (or index `<sitemap>`) entry straight from
 * UTF-8 bytes into an {@link EntryRecord}, checking as it goes everything the tokenizer reader
 * (src/core/xml/xml-tokenizer.ts) would report on it: UTF-8 validity, XML characters (§2.2),
 * references (§4.1, §4.6), `]]>` in text (§2.4), tag and attribute syntax (§3.1), nesting.
 *
 * It takes only the plain shape: unprefixed sitemap fields without attributes, `image:image`
 * with its children, self-closed `xhtml:link` with quoted attributes. Anything else (a
 * comment, CDATA, a processing instruction, another element, a namespace declaration, a raw
 * `&`, an unknown entity, invalid UTF-8, a control character…) makes it answer
 * {@link UNUSUAL}: the reader then hands the document, from this entry on, to the tokenizer
 * reader, which reports it exactly. Nothing is reported from here.
 */
import { Field } from './entry-builder';
import { EntryEvent, MAX_EVENTS, TextBit } from './byte-entry-record';
import { ByteCursor, MORE, UNUSUAL } from './byte-cursor';
import type { BytePosition } from './byte-position';
import type { RootNames } from './byte-prolog';
import {
  IMAGE_LOC,
  LINK_HREF,
  LINK_HREFLANG_NAME,
  LINK_HREFLANG_VALUE,
  LINK_REL_NAME,
  LINK_REL_VALUE,
  LINK_REL_VALUE_END,
  StartRuns,
} from './byte-start-runs';
import {
  AMP,
  APOSTROPHE,
  BRACKET,
  COMMENT_PLAIN,
  copyRange,
  CR,
  EQUALS,
  GT,
  HYPHEN,
  LF,
  LT,
  QUOTE,
  SLASH,
  SPACE,
  TAB,
  TEXT_PLAIN,
  VALUE_PLAIN,
} from './byte-xml-syntax';

/** Longest field text read here (bytes); longer ones go to the tokenizer reader. */
const MAX_FIELD_BYTES = 16_384;

/** A child of `image:image` other than `image:loc` (its text is ignored). */
const IMAGE_CHILD = 31;

/** What the text between two tags may be. */
const Content = { blank: 0, ignored: 1, kept: 2 } as const;
type Content = (typeof Content)[keyof typeof Content];

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const FIELD_NAMES: readonly (readonly [Uint8Array, Field])[] = [
  [ascii('loc'), Field.loc],
  [ascii('lastmod'), Field.lastmod],
  [ascii('changefreq'), Field.changefreq],
  [ascii('priority'), Field.priority],
];
const INDEX_FIELD_NAMES = FIELD_NAMES.slice(0, 2);
const URL = ascii('url');
const SITEMAP = ascii('sitemap');
const IMAGE = ascii('image');
const LOC = ascii('loc');
const LINK = ascii('link');
const REL = ascii('rel');
const HREFLANG = ascii('hreflang');
const HREF = ascii('href');
const XMLNS = ascii('xmlns');

export class ByteEntryScanner extends ByteCursor {
  /** Element names open in the entry (depth 2, 3, 4): their ranges in `bytes`. */
  private readonly nameStart = new Int32Array(5);
  private readonly nameEnd = new Int32Array(5);
  /** Attribute names of the element being read (duplicates are the tokenizer's to report). */
  private readonly attributeStart = new Int32Array(8);
  private readonly attributeEnd = new Int32Array(8);

  /** The start tags entries repeat, as runs of bytes. */
  private readonly runs: StartRuns;

  constructor(private readonly names: RootNames) {
    super();
    this.runs = new StartRuns(names);
  }

  /**
   * Reads the entry whose `<` is at `bytes[from]` of the bytes given to {@link setBytes},
   * `start` being the position at `from`. Returns the index after the entry's end tag
   * ({@link position} is then there), or {@link MORE} / {@link UNUSUAL}.
   */
  scan(from: number, start: BytePosition): number {
    this.begin(from, start);
    const bytes = this.bytes;
    const record = this.record;
    const isIndex = this.names.kind === 'sitemapindex';
    let at = this.entryStartTag(from, start, isIndex);
    if (at < 0) return at;
    let depth = 2;
    /** The open depth-3 child: a field, an image, or neither (-1). */
    let child = -1;
    let content: Content = Content.blank;
    let hasImageLoc = 0;
    for (;;) {
      at = this.text(at, content, child);
      if (at < 0) return at;
      // bytes[at] is '<'.
      if (at + 1 >= this.end) return this.more();
      const tagLine = this.position.line;
      const tagColumn = this.position.columnAt(this.base + at);
      if (bytes[at + 1] === SLASH) {
        at = this.endTag(at, depth);
        if (at < 0 || depth === 2) return at;
        if (depth === 3) {
          // A field's text was placed by text(); an image's close is an event of its own.
          if (child >= 0 && record.kind[child] === EntryEvent.imageOpen) {
            const close = record.addEvent(EntryEvent.imageClose, tagLine, tagColumn);
            record.textStart[close] = hasImageLoc;
          }
          child = -1;
        }
        content = Content.blank; // at depth 4: back in image:image
        depth--;
        continue;
      }
      const isInImage = depth === 3 && child >= 0 && record.kind[child] === EntryEvent.imageOpen;
      const run =
        depth === 2
          ? this.runs.childAt(bytes, this.view, at + 1, this.end)
          : isInImage
            ? this.runs.imageChildAt(bytes, this.view, at + 1, this.end)
            : null;
      let kind: number;
      let nameEnd: number;
      const isRun = run !== null && record.count < MAX_EVENTS - 1;
      if (isRun) {
        // What the general path reads from the same bytes, without reading the name.
        nameEnd = at + 1 + run.nameLength;
        kind = run.kind;
      } else {
        nameEnd = this.readName(at + 1);
        if (nameEnd < 0) return nameEnd;
        if (nameEnd >= this.end) return this.more();
        if (nameEnd === at + 1 || record.count >= MAX_EVENTS - 1) return UNUSUAL;
        kind = this.startTagKind(at + 1, nameEnd, depth, isIndex, isInImage);
        if (kind === UNUSUAL) return UNUSUAL;
      }
      if (kind === EntryEvent.link) {
        const event = record.addEvent(kind, tagLine, tagColumn);
        at = isRun ? this.plainLink(nameEnd, event) : this.linkAttributes(nameEnd, event);
        if (at < 0) return at;
        continue; // self-closed: still at depth 2
      }
      if (kind === IMAGE_LOC) {
        hasImageLoc = 1;
        content = Content.ignored;
      } else if (kind === IMAGE_CHILD) {
        content = Content.ignored;
      } else {
        child = record.addEvent(kind, tagLine, tagColumn);
        if (kind === EntryEvent.imageOpen) hasImageLoc = 0;
        content = kind === EntryEvent.imageOpen ? Content.blank : Content.kept;
      }
      depth++;
      this.nameStart[depth] = at + 1;
      this.nameEnd[depth] = nameEnd;
      at = nameEnd + 1;
    }
  }

  /**
   * Starts the record and reads the entry's own start tag (`<url>` or `<sitemap>`, no
   * attributes) at `bytes[from]`. Returns the index after its `>`, or MORE / UNUSUAL.
   */
  private entryStartTag(from: number, start: BytePosition, isIndex: boolean): number {
    const record = this.record;
    record.count = 0;
    record.textUsed = 0;
    record.source = this.bytes;
    record.line = start.line;
    record.column = start.columnAt(this.base + from);
    const at = this.readName(from + 1);
    if (at < 0) return at;
    if (at >= this.end) return this.more();
    if (!this.isName(from + 1, at, isIndex ? SITEMAP : URL)) return UNUSUAL;
    if (at >= this.end) return this.more();
    if (this.bytes[at] !== GT) return UNUSUAL;
    this.nameStart[2] = from + 1;
    this.nameEnd[2] = at;
    return at + 1;
  }

  /**
   * The end tag at `bytes[at]` (`</`) of the element open at `depth`: the index after its
   * `>`, or MORE / UNUSUAL. The repeated closing runs are matched whole; others read by name.
   */
  private endTag(at: number, depth: number): number {
    let nameEnd = this.closingRunEnd(at + 2, depth);
    if (nameEnd < 0) {
      nameEnd = this.readName(at + 2);
      if (nameEnd < 0) return nameEnd;
      if (nameEnd >= this.end) return this.more();
      if (this.bytes[nameEnd] !== GT || !this.isSameName(at + 2, nameEnd, depth)) return UNUSUAL;
    }
    return nameEnd + 1;
  }

  /**
   * The general path's start tag, named bytes[from, nameEnd): what it is (a `Field`,
   * `EntryEvent.imageOpen`, `EntryEvent.link`, {@link IMAGE_LOC} or {@link IMAGE_CHILD}), or
   * UNUSUAL for anything the plain shape does not hold. Only tags no start run matched come here.
   */
  private startTagKind(
    from: number,
    nameEnd: number,
    depth: number,
    isIndex: boolean,
    isInImage: boolean,
  ): number {
    const isClosed = this.bytes[nameEnd] === GT;
    if (depth === 2) {
      const field = this.fieldOf(from, nameEnd, isIndex);
      if (field !== Field.none) return isClosed ? field : UNUSUAL;
      if (isIndex) return UNUSUAL;
      if (this.isPrefixed(from, nameEnd, this.names.imagePrefixes, IMAGE))
        return isClosed ? EntryEvent.imageOpen : UNUSUAL;
      if (this.isPrefixed(from, nameEnd, this.names.xhtmlPrefixes, LINK)) return EntryEvent.link;
      return UNUSUAL;
    }
    if (!isInImage) return UNUSUAL;
    if (!isClosed || !this.isPrefixed(from, nameEnd, this.names.imagePrefixes, null))
      return UNUSUAL;
    return this.localIs(from, nameEnd, LOC) ? IMAGE_LOC : IMAGE_CHILD;
  }

  /**
   * A comment at `bytes[from]` (`<!--`) between entries or after the root, read as
   * {@link scan} reads an entry: XML 1.0 §2.5, no `--` inside. Returns the index after `-->`.
   */
  scanComment(from: number, start: BytePosition): number {
    this.begin(from, start);
    const bytes = this.bytes;
    let at = from + 4;
    for (;;) {
      while (at < this.end && COMMENT_PLAIN[bytes[at]] === 1) at++;
      if (at >= this.end) return this.more();
      const byte = bytes[at];
      if (byte === HYPHEN) {
        if (at + 2 >= this.end) return this.more();
        if (bytes[at + 1] === HYPHEN) return bytes[at + 2] === GT ? at + 3 : UNUSUAL;
        at++;
      } else if (byte === LF || byte === CR) {
        if (byte === CR && at + 1 >= this.end) return this.more();
        at += byte === CR && bytes[at + 1] === LF ? 2 : 1;
        this.position.newLine(this.base + at);
      } else if (byte >= 0x80) {
        const length = this.utf8Length(at);
        if (length < 0) return length;
        at += length;
      } else {
        return UNUSUAL; // a control character
      }
    }
  }

  /**
   * Reads text from `at` to the next `<` (returned). Kept text (`content` kept: the text of
   * event `child`) stays where it is in the source unless it holds a reference, which the
   * record's own copy resolves; other text may only be what the tokenizer reader ignores.
   */
  private text(at: number, content: Content, child: number): number {
    const bytes = this.bytes;
    const end = this.end;
    const record = this.record;
    const isKept = content === Content.kept;
    const isBlankOnly = content === Content.blank;
    const from = at;
    /** Source index up to which the text was copied (-1: no reference yet, no copy). */
    let copiedTo = -1;
    let copyStart = 0;
    let used = 0;
    let isAscii = 1;
    let hasBlank = 0;
    for (;;) {
      if (!isBlankOnly) at = plainRunEnd(TEXT_PLAIN, bytes, at, end);
      if (at >= end) return this.more();
      const byte = bytes[at];
      if (byte === LT) break;
      if (byte === SPACE || byte === TAB) {
        hasBlank = 1;
        at++;
      } else if (byte === LF || byte === CR) {
        if (byte === CR && at + 1 >= end) return this.more();
        hasBlank = 1;
        at += byte === CR && bytes[at + 1] === LF ? 2 : 1;
        this.position.newLine(this.base + at);
      } else if (isBlankOnly) {
        return UNUSUAL;
      } else if (byte === AMP) {
        if (!isKept) {
          at = this.reference(at, -1);
          if (at < 0) return at;
          continue;
        }
        if (at - from > MAX_FIELD_BYTES) return UNUSUAL;
        if (copiedTo < 0) {
          record.reserveText(Math.min(end - from, MAX_FIELD_BYTES) + 4);
          copyStart = used = record.textUsed;
          copiedTo = from;
        }
        used = copyRange(bytes, copiedTo, at, record.text, used);
        const next = this.reference(at, used);
        if (next < 0) return next;
        const resolved = record.text[used];
        if (resolved >= 0x80) isAscii = 0;
        else if (resolved <= SPACE) hasBlank = 1;
        used = this.referenceEnd;
        at = copiedTo = next;
      } else if (byte === BRACKET) {
        // XML 1.0 §2.4: `]]>` may not appear in character data.
        if (at + 2 >= end) return this.more();
        if (bytes[at + 1] === BRACKET && bytes[at + 2] === GT) return UNUSUAL;
        at++;
      } else if (byte >= 0x80) {
        const length = this.utf8Length(at);
        if (length < 0) return length;
        isAscii = 0;
        at += length;
      } else {
        return UNUSUAL; // a C0 control or DEL: XML 1.0 §2.2
      }
    }
    if (!isKept) return at;
    if (at - from > MAX_FIELD_BYTES) return UNUSUAL;
    if (copiedTo >= 0) {
      used = copyRange(bytes, copiedTo, at, record.text, used);
      record.textStart[child] = copyStart;
      record.textEnd[child] = used;
      record.textUsed = used;
      record.copied[child] |= TextBit.text;
    } else {
      record.textStart[child] = from;
      record.textEnd[child] = at;
    }
    if (!isAscii) record.isAscii[child] = 0;
    if (hasBlank) record.hasBlank[child] = 1;
    return at;
  }

  /**
   * An `xhtml:link` whose bytes begin with the run ` rel="alternate" hreflang="` after its
   * name (which ends at `nameEnd`): the values read as {@link linkAttributes} reads them, the
   * attribute names known from the run; anything after the hreflang's value other than
   * ` href="…"/>` is read by linkAttributes from there.
   */
  private plainLink(nameEnd: number, event: number): number {
    const record = this.record;
    this.attributeStart[0] = nameEnd + LINK_REL_NAME;
    this.attributeEnd[0] = nameEnd + LINK_REL_NAME + REL.length;
    this.attributeStart[1] = nameEnd + LINK_HREFLANG_NAME;
    this.attributeEnd[1] = nameEnd + LINK_HREFLANG_NAME + HREFLANG.length;
    record.textStart[event] = nameEnd + LINK_REL_VALUE;
    record.textEnd[event] = nameEnd + LINK_REL_VALUE_END;
    record.isAlternate[event] = 1;
    let at = this.attributeValue(nameEnd + LINK_HREFLANG_VALUE, QUOTE, TextBit.hreflang, event);
    if (at < 0) return at;
    if (at + LINK_HREF.length > this.end || !this.startsWith(at, this.end, LINK_HREF))
      return this.linkAttributes(at, event, 2);
    this.attributeStart[2] = at + 1;
    this.attributeEnd[2] = at + 1 + HREF.length;
    at = this.attributeValue(at + LINK_HREF.length, QUOTE, TextBit.href, event);
    if (at < 0) return at;
    const bytes = this.bytes;
    if (at + 1 < this.end && bytes[at] === SLASH && bytes[at + 1] === GT) return at + 2;
    return this.linkAttributes(at, event, 3);
  }

  /**
   * Attributes of an `xhtml:link` from `at` (after its name, or after the value of its
   * `attributes`th attribute, whose names are in `attributeStart`) to its `/>`; returns the
   * index after.
   */
  private linkAttributes(at: number, event: number, attributes = 0): number {
    const bytes = this.bytes;
    for (;;) {
      const spaceFrom = at;
      at = this.blanks(at);
      if (at < 0) return at;
      const byte = bytes[at];
      if (byte === SLASH) {
        if (at + 1 >= this.end) return this.more();
        return bytes[at + 1] === GT ? at + 2 : UNUSUAL;
      }
      // `>`: the link has content, or an attribute not parted by a blank: not read here.
      if (at === spaceFrom || attributes === this.attributeStart.length) return UNUSUAL;
      const nameEnd = this.readName(at);
      if (nameEnd < 0) return nameEnd;
      if (nameEnd === at) return UNUSUAL;
      if (this.startsWith(at, nameEnd, XMLNS)) return UNUSUAL; // a namespace declaration
      for (let k = 0; k < attributes; k++)
        if (this.equalRanges(this.attributeStart[k], this.attributeEnd[k], at, nameEnd))
          return UNUSUAL;
      this.attributeStart[attributes] = at;
      this.attributeEnd[attributes++] = nameEnd;
      const bit = this.isName(at, nameEnd, REL)
        ? TextBit.text
        : this.isName(at, nameEnd, HREFLANG)
          ? TextBit.hreflang
          : this.isName(at, nameEnd, HREF)
            ? TextBit.href
            : 0;
      at = this.blanks(nameEnd);
      if (at < 0) return at;
      if (bytes[at] !== EQUALS) return UNUSUAL;
      at = this.blanks(at + 1);
      if (at < 0) return at;
      const quote = bytes[at];
      if (quote !== QUOTE && quote !== APOSTROPHE) return UNUSUAL;
      at = this.attributeValue(at + 1, quote, bit, event);
      if (at < 0) return at;
    }
  }

  /**
   * An attribute value from `at` to its closing `quote`; returns the index after the quote.
   * `bit`: which text of event `event` it is (0: not kept), placed as {@link text} places one.
   */
  private attributeValue(at: number, quote: number, bit: number, event: number): number {
    const bytes = this.bytes;
    const end = this.end;
    const record = this.record;
    const from = at;
    let copiedTo = -1;
    let copyStart = 0;
    let used = 0;
    for (;;) {
      at = plainRunEnd(VALUE_PLAIN, bytes, at, end);
      if (at >= end) return this.more();
      const byte = bytes[at];
      if (byte === quote) break;
      if (byte === QUOTE || byte === APOSTROPHE) {
        at++;
      } else if (byte === SPACE) {
        record.hasBlank[event] = 1;
        at++;
      } else if (byte === AMP) {
        if (bit === 0) {
          at = this.reference(at, -1);
          if (at < 0) return at;
          continue;
        }
        if (at - from > MAX_FIELD_BYTES) return UNUSUAL;
        if (copiedTo < 0) {
          record.reserveText(Math.min(end - from, MAX_FIELD_BYTES) + 4);
          copyStart = used = record.textUsed;
          copiedTo = from;
        }
        used = copyRange(bytes, copiedTo, at, record.text, used);
        const next = this.reference(at, used);
        if (next < 0) return next;
        const resolved = record.text[used];
        if (resolved >= 0x80) record.isAscii[event] = 0;
        else if (resolved <= SPACE) record.hasBlank[event] = 1;
        used = this.referenceEnd;
        at = copiedTo = next;
      } else if (byte >= 0x80) {
        const length = this.utf8Length(at);
        if (length < 0) return length;
        record.isAscii[event] = 0;
        at += length;
      } else {
        // `<`, a tab, a line end or a control in a value: the tokenizer reader's to judge.
        return UNUSUAL;
      }
    }
    if (bit === 0) return at + 1;
    if (at - from > MAX_FIELD_BYTES) return UNUSUAL;
    let start = from;
    let stop = at;
    if (copiedTo >= 0) {
      used = copyRange(bytes, copiedTo, at, record.text, used);
      record.textUsed = used;
      record.copied[event] |= bit;
      start = copyStart;
      stop = used;
    }
    if (bit === TextBit.text) {
      record.textStart[event] = start;
      record.textEnd[event] = stop;
    } else if (bit === TextBit.hreflang) {
      record.hreflangStart[event] = start;
      record.hreflangEnd[event] = stop;
    } else {
      record.hrefStart[event] = start;
      record.hrefEnd[event] = stop;
    }
    return at + 1;
  }

  /**
   * Where the end tag at `from` (after `</`) has its `>` when it is the open element's name
   * and `>` as one run of bytes, as every end tag of a well-formed sitemap is; else -1, and
   * the name is read as any other. The same answer as reading the name, by fewer steps.
   */
  private closingRunEnd(from: number, depth: number): number {
    const nameStart = this.nameStart[depth];
    const gt = from + this.nameEnd[depth] - nameStart;
    if (gt >= this.end || this.bytes[gt] !== GT) return -1;
    const bytes = this.bytes;
    for (let i = from, j = nameStart; i < gt; i++, j++) if (bytes[i] !== bytes[j]) return -1;
    return gt;
  }

  private fieldOf(from: number, to: number, isIndex: boolean): Field {
    const names = isIndex ? INDEX_FIELD_NAMES : FIELD_NAMES;
    for (let i = 0; i < names.length; i++)
      if (this.isName(from, to, names[i][0])) return names[i][1];
    return Field.none;
  }

  /** `prefix:local` with a prefix bound to the namespace of `prefixes` (any local when null). */
  private isPrefixed(
    from: number,
    to: number,
    prefixes: readonly Uint8Array[],
    local: Uint8Array | null,
  ): boolean {
    for (const prefix of prefixes) {
      const colon = from + prefix.length;
      if (colon >= to || this.bytes[colon] !== 0x3a || !this.startsWith(from, to, prefix)) continue;
      return local === null || this.isName(colon + 1, to, local);
    }
    return false;
  }

  private localIs(from: number, to: number, local: Uint8Array): boolean {
    return (
      to - from > local.length &&
      this.isName(to - local.length, to, local) &&
      this.bytes[to - local.length - 1] === 0x3a
    );
  }

  private isSameName(from: number, to: number, depth: number): boolean {
    return this.equalRanges(this.nameStart[depth], this.nameEnd[depth], from, to);
  }
}

/**
 * Where the run of bytes `table` marks plain, from `at`, ends (at most `end`). Four bytes a
 * step while all four are plain: a URL's 80-odd bytes take a quarter of the branches.
 */
function plainRunEnd(table: Uint8Array, bytes: Uint8Array, at: number, end: number): number {
  while (
    at + 4 <= end &&
    (table[bytes[at]] & table[bytes[at + 1]] & table[bytes[at + 2]] & table[bytes[at + 3]]) === 1
  )
    at += 4;
  while (at < end && table[bytes[at]] === 1) at++;
  return at;
}

export { MORE, UNUSUAL };
