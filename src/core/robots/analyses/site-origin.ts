/**
 * The site a robots.txt governs: one scheme + host + port (RFC 9309 §2.3: "the rules … apply
 * only to the host, protocol, and port number where the file is hosted"). Parsing is done by
 * hand (core has no `URL`): scheme and host compare case-insensitively and a default port
 * (80 for http, 443 for https) equals no port (RFC 3986 §6.2.3).
 */
import { RobotsMessageCode as Code, robotsMessage, type RobotsMessage } from './robots-messages';

export interface RobotsSite {
  /** Lower case, without "://": `https`. */
  readonly scheme: string;
  /** Lower case host (IPv6 in brackets). */
  readonly host: string;
  /** The explicit port, or null for the scheme's default. */
  readonly port: number | null;
  /** `scheme://host[:port]`, the form URLs are compared with: `https://www.example.com`. */
  readonly origin: string;
}

export interface ParsedUrl {
  readonly site: RobotsSite;
  /** From the first `/`, `?` or `;` after the authority (fragment removed); `/` when none. */
  readonly path: string;
}

const defaultPorts: Readonly<Record<string, number>> = { http: 80, https: 443 };

const isSchemeChar = (c: number, first: boolean): boolean =>
  (c >= 97 && c <= 122) ||
  (c >= 65 && c <= 90) ||
  (!first && ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46));

/** Length of a leading `scheme:` (RFC 3986 §3.1) before "//", or 0 when there is none. */
export function schemeLength(text: string): number {
  let i = 0;
  while (i < text.length && isSchemeChar(text.charCodeAt(i), i === 0)) i++;
  return i > 0 && text.startsWith('://', i) ? i : 0;
}

/**
 * `scheme://authority/path…` to its site and path, or a reason it is not an absolute URL.
 * User info is dropped; a port must be digits.
 */
export function parseAbsoluteUrl(
  text: string,
): { ok: true; url: ParsedUrl } | { ok: false; reason: RobotsMessage } {
  const schemeEnd = schemeLength(text);
  if (schemeEnd === 0) return { ok: false, reason: robotsMessage(Code.urlNoScheme) };
  const scheme = text.slice(0, schemeEnd).toLowerCase();
  const authorityStart = schemeEnd + 3;
  let authorityEnd = authorityStart;
  while (authorityEnd < text.length && !'/?#;'.includes(text[authorityEnd])) authorityEnd++;
  let authority = text.slice(authorityStart, authorityEnd);
  const at = authority.lastIndexOf('@');
  if (at >= 0) authority = authority.slice(at + 1);
  let host = authority;
  let port: number | null = null;
  const colon = authority.lastIndexOf(':');
  if (colon >= 0 && colon > authority.lastIndexOf(']')) {
    const digits = authority.slice(colon + 1);
    host = authority.slice(0, colon);
    if (digits !== '') {
      if (!/^[0-9]{1,5}$/.test(digits) || Number(digits) > 65535)
        return { ok: false, reason: robotsMessage(Code.urlBadPort, { value: digits }) };
      port = Number(digits);
    }
  }
  if (host === '') return { ok: false, reason: robotsMessage(Code.urlNoHost) };
  if (/[\s<>"{}|\\^`]/.test(host))
    return { ok: false, reason: robotsMessage(Code.urlBadHost, { value: host }) };
  host = host.toLowerCase();
  if (port !== null && defaultPorts[scheme] === port) port = null;
  const origin = `${scheme}://${host}${port === null ? '' : ':' + port}`;
  const hash = text.indexOf('#', authorityEnd);
  let path = text.slice(authorityEnd, hash < 0 ? text.length : hash);
  if (path === '' || path[0] === '#') path = '/';
  else if (path[0] !== '/') path = '/' + path;
  return { ok: true, url: { site: { scheme, host, port, origin }, path } };
}

/** True when `url` (absolute) is on `site`: the fast prefix test first, then a full parse. */
export function isOnSite(url: string, site: RobotsSite): boolean {
  const origin = site.origin;
  if (url.startsWith(origin)) {
    if (url.length === origin.length) return true;
    const c = url.charCodeAt(origin.length);
    // "/", "?", "#", ";" end the authority; anything else ("https://a.com.evil") does not.
    if (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3b) return true;
  }
  // The full parse is needed only when the authority could still name the site in another
  // spelling: upper case, user info or an explicit port. Other hosts stop here (measured
  // 2026-11-30: parsing every URL of another host doubled the cross-check's time).
  const authorityStart = url.indexOf('://') + 3;
  if (authorityStart < 3) return false;
  let isSpelledOtherwise = false;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (i >= authorityStart && (c === 0x2f || c === 0x3f || c === 0x23 || c === 0x3b)) break;
    if ((c >= 65 && c <= 90) || (i >= authorityStart && (c === 0x40 || c === 0x3a))) {
      isSpelledOtherwise = true;
      break;
    }
  }
  if (!isSpelledOtherwise) return false;
  const parsed = parseAbsoluteUrl(url);
  return parsed.ok && parsed.url.site.origin === origin;
}

/**
 * A site typed by the user: `https://www.example.com`, `www.example.com` (https assumed) or
 * a full URL (its path is ignored).
 */
export function parseSite(
  text: string,
): { ok: true; site: RobotsSite } | { ok: false; reason: RobotsMessage } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: robotsMessage(Code.siteEmpty) };
  const parsed = parseAbsoluteUrl(schemeLength(trimmed) > 0 ? trimmed : 'https://' + trimmed);
  if (!parsed.ok)
    return { ok: false, reason: robotsMessage(Code.siteInvalid, { reason: parsed.reason }) };
  const { scheme } = parsed.url.site;
  if (scheme !== 'http' && scheme !== 'https')
    return { ok: false, reason: robotsMessage(Code.siteScheme, { scheme }) };
  return { ok: true, site: parsed.url.site };
}
