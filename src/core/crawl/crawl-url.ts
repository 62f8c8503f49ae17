/**
 * The one URL normalisation under which sitemap URLs and crawl rows are compared
 * (docs/using-the-inspector.md, "Sitemaps against a crawl"). RFC 3986 §6.2.2 syntax-based and
 * §6.2.3 scheme-based normalisation, and nothing that could join two different pages:
 *
 * - the scheme and host are lower-cased (§6.2.2.1), a default port (80 for http, 443 for
 *   https) and an empty port are dropped, an empty path is `/` (§6.2.3);
 * - percent-encodings of unreserved characters (`A-Z a-z 0-9 - . _ ~`) are decoded and the
 *   others' hex digits upper-cased (§6.2.2.1, §6.2.2.2); characters outside printable
 *   ASCII are percent-encoded as UTF-8, as a browser sends them;
 * - the fragment is dropped (a crawler never sends it).
 *
 * Not folded: a trailing slash and `index.html` name different URLs to a server, and a
 * sitemap should list the one the site answers 200 for. `foldedKey` is what they would be
 * with both folded, so the coverage can say how many more URLs would match if they were.
 */

const URL_SHAPE = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)([^#]*)/;
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' };
const PERCENT = /%([0-9a-fA-F]{2})/g;
const NEEDS_ENCODING = /[^\x21-\x7e]/;
const encoder = new TextEncoder();

/** `text` normalised, or undefined when it is no absolute URL with an authority. */
export function normaliseUrl(text: string): string | undefined {
  const match = URL_SHAPE.exec(text.trim());
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase();
  const authority = normaliseAuthority(match[2]!, scheme);
  if (authority === '') return undefined;
  let rest = match[3]!;
  if (NEEDS_ENCODING.test(rest)) rest = encodeOutsideAscii(rest);
  if (rest.includes('%')) rest = rest.replace(PERCENT, decodeUnreserved);
  if (rest === '' || rest[0] === '?') rest = `/${rest}`;
  return `${scheme}://${authority}${rest}`;
}

function normaliseAuthority(authority: string, scheme: string): string {
  const at = authority.lastIndexOf('@');
  const userinfo = at >= 0 ? authority.slice(0, at + 1) : '';
  let hostPort = authority.slice(at + 1).toLowerCase();
  // The port is after the last colon, unless that colon is inside an IPv6 literal.
  const colon = hostPort.lastIndexOf(':');
  if (colon >= 0 && colon > hostPort.lastIndexOf(']')) {
    const port = hostPort.slice(colon + 1);
    if (port === '' || port === DEFAULT_PORTS[scheme]) hostPort = hostPort.slice(0, colon);
  }
  if (hostPort.endsWith('.')) hostPort = hostPort.slice(0, -1);
  return hostPort === '' ? '' : userinfo + hostPort;
}

function decodeUnreserved(whole: string, hex: string): string {
  const code = parseInt(hex, 16);
  const isUnreserved =
    (code >= 0x41 && code <= 0x5a) ||
    (code >= 0x61 && code <= 0x7a) ||
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2d ||
    code === 0x2e ||
    code === 0x5f ||
    code === 0x7e;
  return isUnreserved ? String.fromCharCode(code) : whole.toUpperCase();
}

function encodeOutsideAscii(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code > 0x20 && code < 0x7f) out += char;
    else
      for (const byte of encoder.encode(char))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * A normalised URL with `index.html` (or `.htm`, `.php`) at the end of its path dropped and
 * then a trailing slash: the key under which `/a`, `/a/` and `/a/index.html` meet. Only for
 * counting near misses; the join itself never folds.
 */
export function foldedKey(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  const query = queryAt >= 0 ? url.slice(queryAt) : '';
  path = path.replace(/\/index\.(html?|php)$/i, '/');
  const pathStart = path.indexOf('/', path.indexOf('//') + 2);
  if (path.endsWith('/') && path.length > pathStart + 1) path = path.slice(0, -1);
  return path + query;
}
