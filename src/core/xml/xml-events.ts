import { formatMessage } from '../problems/problem-code-info';

/**
 * What the streaming XML tokenizer tells its handler. The tokenizer knows XML 1.0 syntax
 * but nothing about sitemaps; the sitemap reader is one handler.
 */

/**
 * The kinds of trouble the tokenizer reports. Each maps one-to-one onto a sitemap problem
 * code of the same name (src/core/sitemap/sitemap-codes.ts).
 */
export type XmlErrorKind =
  | 'xml-malformed'
  | 'truncated'
  | 'entity-declaration'
  | 'external-entity'
  | 'unknown-entity'
  | 'nesting-too-deep'
  | 'leading-whitespace';

/**
 * Why the tokenizer reports, as a stable code with its English detail (the message
 * catalog's source: translations key on the same codes and fill in the same params).
 */
export const xmlErrorReasons = {
  'raw-ampersand': 'unescaped & (write &amp;)',
  'unknown-entity': '&{name};',
  'bad-character-reference': 'invalid character reference &{reference};',
  'not-a-character': 'character {character} is not allowed in XML (left out)',
  'text-before-root': 'text before the root element',
  'text-after-root': 'text after the root element',
  'raw-less-than': 'unescaped < (write &lt;)',
  'stray-slash': 'stray / in <{element}>',
  'unexpected-character': 'unexpected "{character}" in <{element}>',
  'attribute-without-value': 'attribute {attribute} has no value',
  'unquoted-attribute': 'value of {attribute} is not quoted',
  'duplicate-attribute': 'attribute {attribute} appears twice in <{element}> (the first is kept)',
  'cdata-end-in-text': ']]> is not allowed in text (write ]]&gt;)',
  'double-hyphen-in-comment': '-- is not allowed inside a comment',
  'attribute-without-space': 'no space before attribute in <{element}>',
  'less-than-in-attribute': 'unescaped < in an attribute value',
  'second-root': 'second root element <{element}>',
  'stray-end-tag': 'stray end tag </{element}>',
  'unclosed-element': '</{element}> closes <{open}> that was never closed',
  'cdata-outside-root': 'CDATA section outside the root element',
  'doctype-after-root': 'DOCTYPE after the root element',
  'unknown-markup': 'unknown markup <!',
  'misplaced-declaration': 'XML declaration not at the start of the file',
  'leading-whitespace': '',
  'markup-too-long': 'markup longer than {limit} characters was skipped',
  'no-root': 'no root element',
  'nesting-too-deep': '{limit}',
  'entity-declarations': '{names}',
  'external-identifiers': '{identifiers}',
  'malformed-entity-value': 'malformed reference in the value of entity {names}',
  'cut-in-tag': 'in the middle of a tag',
  'cut-in-comment': 'inside a comment',
  'cut-in-cdata': 'inside a CDATA section',
  'cut-in-doctype': 'inside the DOCTYPE',
  'cut-in-skipped-markup': 'inside a tag',
  'elements-left-open':
    '{count, plural, one {# element} other {# elements}} left open, missing {missing}…',
} as const;

export type XmlErrorReason = keyof typeof xmlErrorReasons;

/** The English detail of a reason, with its params filled in. */
export function formatXmlError(
  reason: XmlErrorReason,
  params: Readonly<Record<string, string | number>>,
): string {
  return formatMessage(xmlErrorReasons[reason], params);
}

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
  /** Trouble of `kind`, for `reason` (see {@link xmlErrorReasons}) with its `params`. */
  onError(
    kind: XmlErrorKind,
    reason: XmlErrorReason,
    params: Readonly<Record<string, string | number>>,
    line: number,
    column: number,
  ): void;
}
