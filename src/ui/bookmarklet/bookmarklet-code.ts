/**
 * The bookmarklet as the page draws it: its built source with this inspector's own address
 * baked in (so it opens the inspector it was dragged from), as a console snippet and as a
 * `javascript:` URL.
 */

/** This page's address without its fragment (a share link's state is no part of it). */
export function inspectorAddress(href: string): string {
  const url = new URL(href);
  url.hash = '';
  return url.href;
}

export function bookmarkletSnippet(source: string, inspectorUrl: string): string {
  // The minifier picks the quotes: any of the three.
  return source.replace(/(["'`])__INSPECTOR_URL__\1/, () => JSON.stringify(inspectorUrl));
}

export function bookmarkletHref(snippet: string): string {
  return `javascript:${encodeURIComponent(snippet)}`;
}
