/**
 * Decides, from a document's first bytes, whether the byte reader may read it: the prolog
 * (XML 1.0 §2.8: a UTF-8 byte order mark, the XML declaration, comments, processing
 * instructions, blanks; no DOCTYPE) and an unprefixed `<urlset>` or `<sitemapindex>` start
 * tag in the sitemaps.org namespace, all within {@link MAX_PROLOG_BYTES}.
 *
 * The tokenizer reader is the judge: it reads the prolog and the start tag, closed at once, and
 * the document is taken only when that gives the root's kind and nothing but `empty-sitemap`
 * (whose position is the root's). An encoding other than UTF-8 (declared, or UTF-16 by its
 * first bytes), invalid UTF-8, text before the root, a malformed declaration: each shows as a
 * problem there, and the whole document goes to the tokenizer reader.
 */
import type { Problem } from '../problems/problem';
import { SitemapReader } from './sitemap-reader';
import { IMAGE_NS, SITEMAP_NS, XHTML_NS } from './sitemap-namespaces';

/** Bytes the prolog and root start tag may take; a longer one is left to the tokenizer reader. */
export const MAX_PROLOG_BYTES = 65_536;

/** What the entry scanner needs to know of the root (byte-entry-scanner.ts). */
export interface RootNames {
  readonly kind: 'urlset' | 'sitemapindex';
  /** The root's name, as bytes, for its end tag. */
  readonly rootName: Uint8Array;
  /** Prefixes the root binds to the image and xhtml namespaces. */
  readonly imagePrefixes: readonly Uint8Array[];
  readonly xhtmlPrefixes: readonly Uint8Array[];
}

export type PrologAnswer =
  | { readonly status: 'more' }
  | { readonly status: 'decline' }
  | {
      readonly status: 'accept';
      readonly names: RootNames;
      /** Index just after the root start tag's `>`. */
      readonly rootEnd: number;
      /** The root element's position, as the tokenizer reader gives it. */
      readonly rootLine: number;
      readonly rootColumn: number;
    };

const MORE: PrologAnswer = { status: 'more' };
const DECLINE: PrologAnswer = { status: 'decline' };

/** Reads the prolog in `head` (the document's first bytes; `isEnd`: there are no more). */
export function readProlog(
  head: Uint8Array,
  isEnd: boolean,
  options: { nowMs: number; maxDepth?: number },
): PrologAnswer {
  const incomplete = isEnd || head.length > MAX_PROLOG_BYTES ? DECLINE : MORE;
  let at = head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  if (head.length < 3) return incomplete;
  for (;;) {
    while (at < head.length && isBlank(head[at])) at++;
    if (at + 4 > head.length) return incomplete;
    if (head[at] !== 0x3c) return DECLINE;
    if (head[at + 1] === 0x3f) {
      at = endOf(head, at + 2, '?>');
    } else if (head[at + 1] === 0x21) {
      if (head[at + 2] !== 0x2d || head[at + 3] !== 0x2d) return DECLINE; // DOCTYPE, CDATA
      at = endOf(head, at + 4, '-->');
    } else {
      break;
    }
    if (at < 0) return incomplete;
  }
  const root = readStartTag(head, at + 1);
  if (root === 'more') return incomplete;
  if (root === null) return DECLINE;
  const judged = judge(head.subarray(0, root.end), root.name, options);
  if (judged === null) return DECLINE;
  return {
    status: 'accept',
    names: root.names,
    rootEnd: root.end,
    rootLine: judged.line,
    rootColumn: judged.column,
  };
}

/** The index after `needle` found at or after `from`, or -1. */
function endOf(bytes: Uint8Array, from: number, needle: string): number {
  const first = needle.charCodeAt(0);
  for (let at = bytes.indexOf(first, from); at >= 0; at = bytes.indexOf(first, at + 1)) {
    let isHere = at + needle.length <= bytes.length;
    for (let i = 1; i < needle.length && isHere; i++)
      isHere = bytes[at + i] === needle.charCodeAt(i);
    if (isHere) return at + needle.length;
  }
  return -1;
}

interface StartTag {
  name: string;
  names: RootNames;
  end: number;
}

/**
 * The root start tag from its name at `at`: `urlset` or `sitemapindex`, attributes in quotes
 * without references, the default namespace the sitemaps.org one. Null when it is anything
 * else, 'more' when it is cut.
 */
function readStartTag(bytes: Uint8Array, at: number): StartTag | null | 'more' {
  let nameEnd = at;
  while (nameEnd < bytes.length && isNameByte(bytes[nameEnd])) nameEnd++;
  if (nameEnd >= bytes.length) return 'more';
  const name = latin1(bytes, at, nameEnd);
  if (name !== 'urlset' && name !== 'sitemapindex') return null;
  let defaultNs: string | undefined;
  const imagePrefixes: Uint8Array[] = [];
  const xhtmlPrefixes: Uint8Array[] = [];
  at = nameEnd;
  for (;;) {
    const spaceFrom = at;
    while (at < bytes.length && isBlank(bytes[at])) at++;
    if (at >= bytes.length) return 'more';
    if (bytes[at] === 0x3e) break;
    if (at === spaceFrom) return null;
    const attributeStart = at;
    while (at < bytes.length && isNameByte(bytes[at])) at++;
    const attribute = latin1(bytes, attributeStart, at);
    if (at + 2 >= bytes.length) return 'more';
    if (attribute === '' || bytes[at] !== 0x3d) return null;
    const quote = bytes[at + 1];
    if (quote !== 0x22 && quote !== 0x27) return null;
    const valueEnd = bytes.indexOf(quote, at + 2);
    if (valueEnd < 0) return 'more';
    const value = latin1(bytes, at + 2, valueEnd);
    if (/[&<\u0080-\u00ff]/.test(value)) return null;
    at = valueEnd + 1;
    if (attribute === 'xmlns') defaultNs = value;
    else if (attribute.startsWith('xmlns:')) {
      const prefix = Uint8Array.from(attribute.slice(6), (c) => c.charCodeAt(0));
      if (value === IMAGE_NS) imagePrefixes.push(prefix);
      else if (value === XHTML_NS) xhtmlPrefixes.push(prefix);
      else if (value === SITEMAP_NS) return null; // a prefix for sitemap fields: not read here
    }
  }
  if (defaultNs !== SITEMAP_NS) return null;
  return {
    name,
    names: {
      kind: name,
      rootName: Uint8Array.from(name, (c) => c.charCodeAt(0)),
      imagePrefixes,
      xhtmlPrefixes,
    },
    end: at + 1,
  };
}

/**
 * Runs the tokenizer reader over `prolog` and the root's end tag: the root's position when it
 * reports only the empty sitemap, else null.
 */
function judge(
  prolog: Uint8Array,
  rootName: string,
  options: { nowMs: number; maxDepth?: number },
): { line: number; column: number } | null {
  const kinds: string[] = [];
  const problems: Problem[] = [];
  const reader = new SitemapReader(
    {
      onDocumentKind: (kind) => kinds.push(kind),
      onUrl: () => {},
      onSitemap: () => {},
      onProblem: (problem) => problems.push(problem),
    },
    {
      nowMs: options.nowMs,
      ...(options.maxDepth !== undefined ? { maxDepth: options.maxDepth } : {}),
    },
  );
  reader.push(prolog);
  reader.push(Uint8Array.from(`</${rootName}>`, (c) => c.charCodeAt(0)));
  reader.end();
  const isClean =
    kinds.length === 1 &&
    kinds[0] === rootName &&
    problems.length === 1 &&
    problems[0].code === 'empty-sitemap';
  return isClean ? { line: problems[0].line, column: problems[0].column } : null;
}

function isBlank(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x09 || byte === 0x0d;
}

function isNameByte(byte: number): boolean {
  return (
    (byte >= 0x61 && byte <= 0x7a) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x30 && byte <= 0x39) ||
    byte === 0x5f ||
    byte === 0x2d ||
    byte === 0x2e ||
    byte === 0x3a
  );
}

function latin1(bytes: Uint8Array, from: number, to: number): string {
  let text = '';
  for (let i = from; i < to; i++) text += String.fromCharCode(bytes[i]);
  return text;
}
