/**
 * Which URLs may become links (hostile input is the normal case): only absolute http and https URLs that
 * the URL parser accepts. Anything else (`javascript:`, `data:`, relative or broken text) is
 * shown as text, so a hostile sitemap cannot put a live script link on the page.
 */
export function isHttpUrl(loc: string): boolean {
  if (!/^https?:\/\//i.test(loc)) return false;
  try {
    const url = new URL(loc);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
