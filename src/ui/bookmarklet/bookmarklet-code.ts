/**
 * The bookmarklet as the page draws it: its built source with this inspector's own address
 * baked in (so it opens the inspector it was dragged from) and this browser profile's token
 * (bookmarklet-token.ts, so the inspector knows its files came from it), as a console
 * snippet and as a `javascript:` URL.
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

export function bookmarkletSnippet(source: string, inspectorUrl: string, token: string): string {
  return bake(bake(source, '__INSPECTOR_URL__', inspectorUrl), '__BOOKMARKLET_TOKEN__', token);
}

export function bookmarkletHref(snippet: string): string {
  return `javascript:${encodeURIComponent(snippet)}`;
}
