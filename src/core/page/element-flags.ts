/**
 * What an element is for the page reader, as a flag word its descendants inherit: text a
 * reader does not see, text around the content rather than the content, the main content,
 * foreign content (SVG, MathML), and the date role its class or id names. Sources: WHATWG
 * HTML §4.3 (sectioning: `main`, `article`, `nav`, `aside`, `header`, `footer`), §6.1 (the
 * `hidden` attribute), WAI-ARIA 1.2 `aria-hidden`, and markup-dates.ts for the date hints.
 */
import { hintOf } from './markup-dates';

/** Not seen by a reader: script, style, head, form fields, `hidden`, `aria-hidden=true`. */
export const INVISIBLE = 1;
/** Around the content, not the content: nav, header, footer, aside. */
export const BOILERPLATE = 2;
/** Inside `<main>` or `<article>`. */
export const MAIN = 4;
/** Date hints (markup-dates.ts HINT_*), shifted; the nearest element with a hint sets them. */
const HINT_SHIFT = 3;
const HINT_MASK = 3 << HINT_SHIFT;
/** Inside `<svg>` or `<math>`, whose `<title>` is not the page's. */
export const FOREIGN = 32;

// prettier-ignore
const INVISIBLE_ELEMENTS = new Set([
  'head', 'title', 'script', 'style', 'template', 'noscript', 'input', 'textarea', 'select',
  'option', 'button', 'svg', 'math', 'iframe', 'object',
]);
const BOILERPLATE_ELEMENTS = new Set(['nav', 'header', 'footer', 'aside']);

/** Elements whose edges separate text (HTML's block-level and line-breaking elements). */
// prettier-ignore
const BLOCK_ELEMENTS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'dd', 'details', 'div', 'dl', 'dt',
  'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr',
  'li', 'main', 'nav', 'ol', 'option', 'p', 'pre', 'section', 'summary', 'table', 'td', 'th',
  'title', 'tr', 'ul',
]);

/** The flags of element `name` (lower case) with `attributes`, inside an element with `parentFlags`. */
export function elementFlags(
  name: string,
  attributes: ReadonlyMap<string, string>,
  parentFlags: number,
): number {
  let flags = parentFlags;
  if (
    INVISIBLE_ELEMENTS.has(name) ||
    attributes.has('hidden') ||
    attributes.get('aria-hidden')?.trim().toLowerCase() === 'true'
  )
    flags |= INVISIBLE;
  if (BOILERPLATE_ELEMENTS.has(name)) flags |= BOILERPLATE;
  if (name === 'main' || name === 'article') flags |= MAIN;
  if (name === 'svg' || name === 'math') flags |= FOREIGN;
  const hint = hintOf(attributes);
  if (hint !== 0) flags = (flags & ~HINT_MASK) | (hint << HINT_SHIFT);
  return flags;
}

/** The date-role hint bits (markup-dates.ts HINT_*) in `flags`. */
export function dateHint(flags: number): number {
  return (flags & HINT_MASK) >>> HINT_SHIFT;
}

/** Whether the edges of element `name` separate text. */
export function isBlockElement(name: string): boolean {
  return BLOCK_ELEMENTS.has(name);
}
