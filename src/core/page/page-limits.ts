/**
 * The page reader's bounds. A page is site-controlled bytes: each bound keeps the reader's
 * time and memory linear in what it is given, whatever the page holds.
 */

/** Bytes of a response body read; the rest is cut (`cut: true`, note `body-cut`). */
export const MAX_PAGE_BYTES = 5 * 1024 * 1024;

/** Characters of one JSON-LD block parsed; a longer block is skipped (`json-ld-too-large`). */
export const MAX_JSON_LD_CHARS = 1024 * 1024;

/** JSON-LD values visited per block, so that a block of a million tiny objects stays cheap. */
export const MAX_JSON_LD_NODES = 10_000;

/**
 * Open elements followed. htmlparser2 keeps its open elements in an array it `unshift`s, so
 * each level costs the depth so far: 100,000 nested `<div>`s took 3 s (2026-12-07), 4,096
 * take milliseconds. Real pages nest a few dozen deep; deeper, the reader stops
 * (`nesting-too-deep`) with what it has read.
 */
export const MAX_OPEN_ELEMENTS = 4096;

/** Attributes kept per element (the first ones, as HTML keeps the first of a repeated name). */
export const MAX_ATTRIBUTES = 64;

/** Characters kept of an attribute value, of a title and of an element's date text. */
export const MAX_ATTRIBUTE_CHARS = 4096;
export const MAX_TITLE_CHARS = 1024;
export const MAX_DATE_TEXT_CHARS = 256;

/** Keyword hits looked at in visible text ("Updated …"), so that a page of "updated updated …" stays linear. */
export const MAX_TEXT_DATE_HITS = 200;

/** Characters after a visible-text keyword in which its date is looked for. */
export const TEXT_DATE_WINDOW_CHARS = 300;

/** Characters of the document searched for `<meta charset>` (HTML §13.2.3.2: the prescan reads 1024 bytes). */
export const CHARSET_PRESCAN_BYTES = 1024;

/** Characters fed to the tokenizer at a time, so that a stop (too deep) takes effect soon. */
export const PARSE_CHUNK_CHARS = 64 * 1024;

/**
 * A `Last-Modified` this close to the response's own `Date` is the time the page was
 * generated, not changed: two seconds allow for a server that stamps the two headers at
 * different moments of the same response.
 */
export const DYNAMIC_LAST_MODIFIED_MS = 2000;
