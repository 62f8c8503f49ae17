/**
 * The bookmarklet as the page draws it: its built source with this inspector's own address
 * baked in (so it opens the inspector it was dragged from), as a console snippet and as a
 * `javascript:` URL. Nothing else is baked in: the bookmarklet runs in the site's realm, so
 * anything it carries is known to every site it runs on (hand-over.ts says what guards the
 * hand-over instead).
 */

/** This page's address without its fragment (a share link's state is no part of it). */
export function inspectorAddress(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

/** `source` with the placeholder string literal `name` replaced by `value`. */
function bake(source: string, name: string, value: string): string {
  // The minifier picks the quotes: any of the three.
  return source.replace(new RegExp(`(["'\`])${name}\\1`), () => JSON.stringify(value));
}

export function bookmarkletSnippet(source: string, inspectorUrl: string): string {
  return bake(source, '__INSPECTOR_URL__', inspectorUrl);
}

export function bookmarkletHref(snippet: string): string {
  return `javascript:${encodeURIComponent(snippet)}`;
}
