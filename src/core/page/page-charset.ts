/**
 * The text of an HTML body, decoded as HTML's encoding sniffing decides (WHATWG HTML
 * §13.2.3.2, "Determining the character encoding"): a byte order mark first (it wins even
 * over the header, as in browsers), then the Content-Type `charset`, then a `<meta charset>` or
 * `<meta http-equiv=content-type>` in the first 1024 bytes, else UTF-8. Labels are WHATWG
 * Encoding labels, which TextDecoder knows; an unknown one is read as UTF-8 (`charset-unknown`).
 */
import { CHARSET_PRESCAN_BYTES } from './page-limits';

export interface DecodedPage {
  text: string;
  /** The encoding used (TextDecoder's canonical name). */
  encoding: string;
  /** Whether a declared label was unknown and UTF-8 was used instead. */
  isCharsetUnknown: boolean;
}

/** Decodes `body` for a response whose Content-Type is `contentType` (null when absent). */
export function decodePage(body: Uint8Array, contentType: string | null): DecodedPage {
  const label =
    bomEncoding(body) ?? charsetParameter(contentType) ?? prescanCharset(body) ?? 'utf-8';
  let decoder: TextDecoder;
  let isCharsetUnknown = false;
  try {
    decoder = new TextDecoder(label, { fatal: false });
  } catch {
    decoder = new TextDecoder('utf-8', { fatal: false });
    isCharsetUnknown = true;
  }
  return { text: decoder.decode(body), encoding: decoder.encoding, isCharsetUnknown };
}

function bomEncoding(body: Uint8Array): string | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return null;
}

/** The `charset` parameter of a Content-Type value (RFC 9110 §8.3.2), unquoted. */
export function charsetParameter(contentType: string | null): string | null {
  if (!contentType) return null;
  for (const parameter of contentType.split(';').slice(1)) {
    const equals = parameter.indexOf('=');
    if (equals < 0) continue;
    if (parameter.slice(0, equals).trim().toLowerCase() !== 'charset') continue;
    const value = parameter
      .slice(equals + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    return value || null;
  }
  return null;
}

/**
 * A simplified prescan (§13.2.3.3): each `<meta` tag in the first 1024 bytes, read as ASCII,
 * is searched for `charset=`, which finds both `<meta charset=x>` and the `content` of
 * `http-equiv=content-type`. A declared UTF-16 means UTF-8, since bytes that a prescan
 * could read as ASCII are not UTF-16 (§13.2.3.3, step "If charset is UTF-16BE/LE").
 */
function prescanCharset(body: Uint8Array): string | null {
  const length = Math.min(body.length, CHARSET_PRESCAN_BYTES);
  let head = '';
  for (let i = 0; i < length; i++) {
    const byte = body[i];
    // ASCII lower case, so that `<META CHARSET=…>` is found too.
    head += String.fromCharCode(byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);
  }
  let at = head.indexOf('<meta');
  while (at >= 0) {
    const close = head.indexOf('>', at);
    const tag = head.slice(at, close < 0 ? head.length : close);
    const charset = tag.indexOf('charset');
    if (charset >= 0) {
      let p = charset + 7;
      while (tag[p] === ' ' || tag[p] === '=' || tag[p] === '"' || tag[p] === "'") p++;
      let end = p;
      while (end < tag.length && /[a-z0-9_.:-]/.test(tag[end])) end++;
      const label = tag.slice(p, end);
      if (label) return label.startsWith('utf-16') ? 'utf-8' : label;
    }
    at = head.indexOf('<meta', at + 5);
  }
  return null;
}
