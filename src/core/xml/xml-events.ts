/**
 * What the streaming XML tokenizer tells its handler. The tokenizer knows XML 1.0 syntax
 * (https://www.w3.org/TR/xml/) but nothing about sitemaps; the sitemap reader is one handler.
 */

/**
 * The kinds of trouble the tokenizer reports. Each maps one-to-one onto a sitemap problem
 * code of the same name (src/core/sitemap/problem-codes.ts).
 */
export type XmlErrorKind =
  | 'xml-malformed'
  | 'truncated'
  | 'entity-declaration'
  | 'external-entity'
  | 'unknown-entity'
  | 'nesting-too-deep'
  | 'leading-whitespace';

/** The callbacks of {@link XmlTokenizer}, called in document order. */
export interface XmlTokenHandler {
  /**
   * A start tag. `attributes` is a flat list `[name, value, name, value, …]` with entity
   * references already replaced, or null when the tag has none. A self-closing tag is
   * followed at once by {@link onCloseTag}.
   */
  onOpenTag(name: string, attributes: readonly string[] | null, isSelfClosing: boolean): void;
  /** An end tag (also synthesised when recovery closes elements left open). */
  onCloseTag(name: string): void;
  /**
   * Character data inside the root element (text and CDATA), with references replaced.
   * One text node may arrive in several pieces (at chunk edges, around CDATA sections).
   * Only called while the tokenizer's `wantText` is true.
   */
  onText(text: string): void;
  /** `<?target body?>`, except the XML declaration. */
  onProcessingInstruction(target: string, body: string): void;
  /** The XML declaration's attributes (`version`, `encoding`, `standalone`) as written. */
  onXmlDeclaration(body: string): void;
  onError(kind: XmlErrorKind, detail: string, line: number, column: number): void;
}
