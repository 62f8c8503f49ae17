/**
 * What one line of the tester's "URLs to test" box asks about: a bare path (tested against
 * the site), a full URL of the site (its path and query are tested), a full URL of another
 * site (RFC 9309 §2.3: this robots.txt does not cover it), or something that is not a URL.
 */
import { encodeUtf8 } from '../engine/bytes';
import { RobotsMessageCode as Code, robotsMessage, type RobotsMessage } from './robots-messages';
import { parseAbsoluteUrl, schemeLength, type RobotsSite } from './site-origin';

export type TestTarget =
  | {
      readonly kind: 'path' | 'url';
      readonly input: string;
      /** What the matcher is given: the path, or the whole URL (non-ASCII %-encoded). */
      readonly checked: string;
      /** Non-ASCII characters were %-encoded as UTF-8, as a crawler requests them. */
      readonly wasEncoded: boolean;
    }
  | { readonly kind: 'other-site'; readonly input: string; readonly origin: string }
  | { readonly kind: 'invalid'; readonly input: string; readonly reason: RobotsMessage };

const hex = '0123456789ABCDEF';

/** %-encodes octets outside ASCII (RFC 3986 §2.1), leaving everything else as typed. */
function encodeNonAscii(text: string): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) < 0x80) continue;
    const isPair = text.charCodeAt(i) >= 0xd800 && text.charCodeAt(i) <= 0xdbff;
    out += text.slice(start, i);
    for (const b of encodeUtf8(text.slice(i, isPair ? i + 2 : i + 1)))
      out += '%' + hex[b >> 4] + hex[b & 15];
    if (isPair) i++;
    start = i + 1;
  }
  return start === 0 ? text : out + text.slice(start);
}

const hasNonAscii = (text: string): boolean => /[\u0080-\uffff]/.test(text);

const invalid = (input: string, reason: RobotsMessage): TestTarget => ({
  kind: 'invalid',
  input,
  reason,
});

/** Classifies one tested line (already split from the box); `site` null: every URL is covered. */
export function classifyTestLine(line: string, site: RobotsSite | null): TestTarget {
  const input = line.trim();
  if (input === '') return invalid(input, robotsMessage(Code.targetEmpty));
  if (/\s/.test(input)) return invalid(input, robotsMessage(Code.targetSpace));
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\x00-\x1f\x7f]/.test(input)) return invalid(input, robotsMessage(Code.targetControl));
  const wasEncoded = hasNonAscii(input);
  const encoded = wasEncoded ? encodeNonAscii(input) : input;
  if (input[0] === '/' && input[1] !== '/')
    return { kind: 'path', input, checked: encoded, wasEncoded };
  // A scheme-relative URL ("//host/path") takes the site's scheme (RFC 3986 §4.2).
  const absolute = input.startsWith('//') ? (site?.scheme ?? 'https') + ':' + encoded : encoded;
  if (schemeLength(absolute) === 0) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(input))
      return invalid(input, robotsMessage(Code.targetNotHttp));
    if (/^[^/?#]+\.[a-z]{2,}(?:[/:?#]|$)/i.test(input))
      return invalid(input, robotsMessage(Code.targetHostOnly));
    return invalid(input, robotsMessage(Code.targetNeither));
  }
  const parsed = parseAbsoluteUrl(absolute);
  if (!parsed.ok)
    return invalid(input, robotsMessage(Code.targetNotUrl, { reason: parsed.reason }));
  const { scheme, origin } = parsed.url.site;
  if (scheme !== 'http' && scheme !== 'https')
    return invalid(input, robotsMessage(Code.targetScheme, { scheme }));
  if (site !== null && origin !== site.origin) return { kind: 'other-site', input, origin };
  return { kind: 'url', input, checked: absolute, wasEncoded };
}

export interface TestLine {
  /** 1-based line in the box. */
  readonly line: number;
  readonly text: string;
}

/** The tester accepts this many lines; the rest are counted, not tested. */
export const testLineLimit = 100_000;

/**
 * The box's non-blank lines (a line starting with `#` is a comment), at most `limit`;
 * `dropped` counts the lines past it.
 */
export function splitTestLines(
  text: string,
  limit = testLineLimit,
): { lines: TestLine[]; dropped: number } {
  const lines: TestLine[] = [];
  let dropped = 0;
  let lineNumber = 0;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    lineNumber++;
    const raw = text.slice(start, end).trim();
    if (raw !== '' && raw[0] !== '#') {
      if (lines.length < limit) lines.push({ line: lineNumber, text: raw });
      else dropped++;
    }
    start = end + 1;
  }
  return { lines, dropped };
}
