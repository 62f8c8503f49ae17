/**
 * One `<url>` (or index `<sitemap>`) as the byte reader's scanner found it: its fields and the
 * extension elements it met, in document order, with the position of each element. Texts are
 * copied, references resolved, into one scratch buffer that is reused entry after entry, so a
 * scanned entry costs no allocation. The entry writer (byte-entry-writer.ts) then checks the
 * fields and hands the entry on.
 */
import { Field } from './entry-builder';

/** What an event of the record is: a field (`Field`), or one of these. */
export const EntryEvent = {
  /** `<xhtml:link …/>`: rel, hreflang and href in the value columns. */
  link: 20,
  /** `<image:image>` opened. */
  imageOpen: 21,
  /** `</image:image>`: `textStart` is 1 when it held an `image:loc`. */
  imageClose: 22,
} as const;

/** An event's texts: a field's (or a link's rel), a link's hreflang, a link's href. */
export const TextBit = { text: 1, hreflang: 2, href: 4 } as const;
export type TextBit = (typeof TextBit)[keyof typeof TextBit];

/** Events kept per entry; a hostile entry with more is read by the tokenizer reader. */
export const MAX_EVENTS = 4096;

/** Marks an absent attribute value. */
export const ABSENT = -1;

export class EntryRecord {
  /** Events in use. */
  count = 0;
  /** Position of the entry element (`<url>`). */
  line = 0;
  column = 0;
  readonly kind = new Uint8Array(MAX_EVENTS);
  readonly eventLine = new Uint32Array(MAX_EVENTS);
  readonly eventColumn = new Uint32Array(MAX_EVENTS);
  /** A field's text (a link's rel): `[textStart, textEnd)` (see {@link copied}). */
  readonly textStart = new Int32Array(MAX_EVENTS);
  readonly textEnd = new Int32Array(MAX_EVENTS);
  /** A link's hreflang and href; {@link ABSENT} when not written. */
  readonly hreflangStart = new Int32Array(MAX_EVENTS);
  readonly hreflangEnd = new Int32Array(MAX_EVENTS);
  readonly hrefStart = new Int32Array(MAX_EVENTS);
  readonly hrefEnd = new Int32Array(MAX_EVENTS);
  /** 1 when the event's texts are all ASCII. */
  readonly isAscii = new Uint8Array(MAX_EVENTS);
  /** 1 when one of the event's texts holds an XML blank (§2.3 S): it may need trimming. */
  readonly hasBlank = new Uint8Array(MAX_EVENTS);
  /** 1 when the event is a link whose rel the scanner read as exactly `alternate`. */
  readonly isAlternate = new Uint8Array(MAX_EVENTS);
  /**
   * Where each of the event's texts is: by default a range of {@link source}, the bytes the
   * entry was scanned from (no copy); a text with a reference in it is copied, the reference
   * resolved, into {@link text}, and its bit is set here (see {@link TextBit}).
   */
  readonly copied = new Uint8Array(MAX_EVENTS);
  /** The bytes the entry was scanned from. */
  source: Uint8Array = new Uint8Array(0);
  /** Texts with references resolved, UTF-8. */
  text = new Uint8Array(1 << 16);
  textUsed = 0;

  /** Starts event `kind` at `line`:`column`; returns its index. */
  addEvent(kind: number, line: number, column: number): number {
    const at = this.count++;
    this.kind[at] = kind;
    this.eventLine[at] = line;
    this.eventColumn[at] = column;
    this.textStart[at] = this.textUsed;
    this.textEnd[at] = this.textUsed;
    this.hreflangStart[at] = ABSENT;
    this.hrefStart[at] = ABSENT;
    this.isAscii[at] = 1;
    this.hasBlank[at] = 0;
    this.isAlternate[at] = 0;
    this.copied[at] = 0;
    return at;
  }

  /** The bytes that hold text `bit` of `event` (see {@link copied}). */
  bytesOf(event: number, bit: TextBit): Uint8Array {
    return this.copied[event] & bit ? this.text : this.source;
  }

  /** Room for `extra` more text bytes. */
  reserveText(extra: number): void {
    if (this.textUsed + extra <= this.text.length) return;
    let size = this.text.length * 2;
    while (size < this.textUsed + extra) size *= 2;
    const grown = new Uint8Array(size);
    grown.set(this.text.subarray(0, this.textUsed));
    this.text = grown;
  }
}

export function isField(kind: number): boolean {
  return kind >= Field.loc && kind <= Field.priority;
}
