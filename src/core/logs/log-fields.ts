/**
 * The pieces every text log format shares, read by index so a hostile line costs one pass:
 * fields split on spaces with `"quoted"` and `[bracketed]` fields kept whole (Apache
 * mod_log_config escapes a `"` inside `%r` or a header as `\"`, nginx's default escaping
 * too), the HTTP request line (RFC 9112 §3: `method SP request-target SP HTTP-version`),
 * the request target cut to origin form (an ALB writes it absolute), and `-` for nothing.
 */

/** Fields split at most: every format read here has fewer than 40; more is junk. */
const maxFields = 64;

/**
 * Splits `line` on spaces into `fields` (cleared first), a `"…"` or `[…]` field kept whole
 * without its quotes or brackets. False when a quote or bracket is not closed or there are
 * more than `maxFields` fields.
 */
export function splitLogFields(line: string, fields: string[]): boolean {
  fields.length = 0;
  const length = line.length;
  let at = 0;
  // The next `]`, found once per stretch: a line of `[` without `]` is not searched again each time.
  let close = -1;
  while (at < length) {
    const char = line.charCodeAt(at);
    if (char === 32) {
      at++;
      continue;
    }
    if (fields.length === maxFields) return false;
    if (char === 34 /* " */) {
      let end = at + 1;
      let hasEscape = false;
      while (end < length) {
        const inner = line.charCodeAt(end);
        if (inner === 92 /* \ */) {
          hasEscape = true;
          end += 2;
          continue;
        }
        if (inner === 34) break;
        end++;
      }
      if (end >= length) return false;
      const text = line.slice(at + 1, end);
      fields.push(hasEscape ? unescapeQuoted(text) : text);
      at = end + 1;
    } else if (char === 91 /* [ */ && isBracketEnd(line, (close = nextClose(line, at, close)))) {
      fields.push(line.slice(at + 1, close));
      at = close + 1;
    } else {
      let end = line.indexOf(' ', at);
      if (end < 0) end = length;
      fields.push(line.slice(at, end));
      at = end;
    }
  }
  return true;
}

/** The first `]` after `at` (`close` if it still is), or the line's length when none. */
function nextClose(line: string, at: number, close: number): number {
  if (close > at || close === line.length) return close;
  const found = line.indexOf(']', at + 1);
  return found < 0 ? line.length : found;
}

/**
 * A `[…]` field ends at its `]` followed by a space or the line's end (`%t`); a `[` opening
 * anything else (`[2001:db8::1]:443`, an ALB's IPv6 client) is part of a plain field.
 */
function isBracketEnd(line: string, close: number): boolean {
  return close < line.length && (close + 1 === line.length || line.charCodeAt(close + 1) === 32);
}

/** `\"` and `\\` back to `"` and `\`; other escapes (nginx `\xHH`) stay as written. */
function unescapeQuoted(text: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf('\\'); at >= 0 && at + 1 < text.length; at = text.indexOf('\\', at)) {
    const next = text[at + 1];
    if (next === '"' || next === '\\') {
      out += text.slice(from, at) + next;
      from = at + 2;
    }
    at += 2;
  }
  return out + text.slice(from);
}

export interface RequestLine {
  readonly method: string;
  readonly target: string;
}

/** `GET /a?b HTTP/1.1` (HTTP/0.9's `GET /a` too); null when there is no method or target. */
export function parseRequestLine(text: string): RequestLine | null {
  const firstSpace = text.indexOf(' ');
  if (firstSpace <= 0) return null;
  const method = text.slice(0, firstSpace);
  // A letter first: an ALB writes `- - -` for a request it could not read.
  const first = method.charCodeAt(0);
  if (first < 65 || first > 90) return null;
  for (let i = 0; i < method.length; i++) {
    const code = method.charCodeAt(i);
    // RFC 9110 §9.1: a method is a token; logs show upper-case letters, and a hostile or
    // binary request line shows anything else.
    if (!((code >= 65 && code <= 90) || code === 45 || code === 95)) return null;
  }
  const lastSpace = text.lastIndexOf(' ');
  const hasProtocol = lastSpace > firstSpace && text.startsWith('HTTP/', lastSpace + 1);
  const target = text.slice(firstSpace + 1, hasProtocol ? lastSpace : text.length);
  return target === '' ? null : { method, target };
}

export interface OriginForm {
  readonly path: string;
  readonly host?: string;
}

/**
 * The request target in origin form (RFC 9112 §3.2): an absolute target
 * (`https://host:443/p?q`, as an ALB logs it, or a proxy request) gives its host (port cut)
 * and its path; anything else is the path.
 */
export function toOriginForm(target: string): OriginForm {
  const scheme = target.startsWith('https://') ? 8 : target.startsWith('http://') ? 7 : 0;
  if (scheme === 0) return { path: target };
  let end = scheme;
  while (end < target.length && target[end] !== '/' && target[end] !== '?') end++;
  const authority = target.slice(scheme, end);
  const rest = target.slice(end);
  return {
    path: rest === '' ? '/' : rest.startsWith('?') ? `/${rest}` : rest,
    host: hostOf(authority),
  };
}

/** `host:port`, `[v6]:port` or `host` → the lower-case host (brackets kept off). */
export function hostOf(authority: string): string {
  if (authority.startsWith('[')) {
    const close = authority.indexOf(']');
    return (close < 0 ? authority.slice(1) : authority.slice(1, close)).toLowerCase();
  }
  const colon = authority.lastIndexOf(':');
  // Two colons or more: a bare IPv6 address, no port to cut.
  const isBareV6 = colon >= 0 && authority.indexOf(':') !== colon;
  return (colon < 0 || isBareV6 ? authority : authority.slice(0, colon)).toLowerCase();
}

/** `client:port` as an ALB writes it (`[2001:db8::1]:443` for IPv6) → the address. */
export function addressOfEndpoint(endpoint: string): string {
  if (endpoint.startsWith('[')) return hostOf(endpoint);
  const colon = endpoint.lastIndexOf(':');
  if (colon < 0 || endpoint.indexOf(':') !== colon) return endpoint;
  return endpoint.slice(0, colon);
}

/** A non-negative integer field; null for `-` (nothing), undefined when it is not a number. */
export function parseCount(text: string): number | null | undefined {
  if (text === '-' || text === '') return null;
  if (text.length > 15) return undefined;
  let value = 0;
  for (let i = 0; i < text.length; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return undefined;
    value = value * 10 + digit;
  }
  return value;
}

/** An HTTP status (RFC 9110 §15: three digits), or undefined. */
export function parseStatus(text: string | number): number | undefined {
  const value = typeof text === 'number' ? text : text.length === 3 ? parseCount(text) : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 999
    ? value
    : undefined;
}

/** A field's text, undefined for W3C's and CLF's `-`. */
export function presentText(text: string | undefined): string | undefined {
  return text === undefined || text === '-' || text === '' ? undefined : text;
}
