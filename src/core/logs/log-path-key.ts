/**
 * How a log's request and a sitemap's URL meet: by path and query as written (a log records
 * the request target as sent, RFC 9112 §3.2.1 origin form; a sitemap `loc` is the URL
 * "as the server expects", sitemaps.org, so both are already encoded the site's way), on the
 * host the line names when its format has one. A tally key with a host is written as a
 * network-path reference (`//www.example.com/a?b`, RFC 3986 §4.2), which no origin-form
 * target looks like but a hostile `//x`, counted as it is.
 */

/** The tally key of a request: `//host/path` when the line names its host, else the path. */
export function pathKey(host: string | undefined, path: string): string {
  return host === undefined || host === '' ? path : `//${host.toLowerCase()}${path}`;
}

export interface KeyedPath {
  /** Lower case, without a port; undefined when the line named none. */
  readonly host: string | undefined;
  /** Path and query. */
  readonly path: string;
}

/** A tally key taken apart. */
export function splitPathKey(key: string): KeyedPath {
  if (!key.startsWith('//')) return { host: undefined, path: key };
  const slash = key.indexOf('/', 2);
  return slash < 0
    ? { host: key.slice(2), path: '/' }
    : { host: key.slice(2, slash), path: key.slice(slash) };
}

/**
 * A sitemap URL's host and path+query, cut from the text as written (no re-encoding, so it
 * meets the log's target byte for byte); undefined for what is not an http(s) URL.
 */
export function sitemapPath(url: string): KeyedPath | undefined {
  const match = /^https?:\/\/([^/?#]*)([^#]*)/i.exec(url);
  if (match === null) return undefined;
  const authority = match[1]!.slice(match[1]!.lastIndexOf('@') + 1);
  const rest = match[2]!;
  return {
    host: hostWithoutPort(authority),
    path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest,
  };
}

function hostWithoutPort(authority: string): string {
  // Without brackets, as the log readers write an IPv6 host (log-fields.ts hostOf).
  if (authority.startsWith('[')) return authority.slice(1, authority.indexOf(']')).toLowerCase();
  const colon = authority.indexOf(':');
  return (colon < 0 ? authority : authority.slice(0, colon)).toLowerCase();
}

/** The first path segment (`/blog/`), or `/` for a page at the root: a site's section. */
export function sectionOf(path: string): string {
  const end = path.indexOf('/', 1);
  const query = path.indexOf('?');
  if (end < 0 || (query >= 0 && query < end)) return '/';
  return path.slice(0, end + 1);
}
