/**
 * `--header "Name: value"`: a request header the user adds to every fetch of the named site
 * (a token a staging server asks for, a cookie past a consent wall). Checked as HTTP defines
 * a field (RFC 9110 §5.1: the name a token; §5.5: the value visible characters, spaces and
 * tabs), so a CR or LF can never end the header and start another, and refused for the
 * fields the connection itself owns or another option sets.
 */

export type RequestHeader = readonly [name: string, value: string];

/** RFC 9110 §5.6.2 tchar: the characters of a token. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** RFC 9110 §5.5 field-vchar, SP and HTAB; obs-text (0x80–0xFF) as Node sends it. */
const FIELD_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Fields the fetch manages (framing, the connection, the host it asks) or another option
 * sets (`--user-agent`): a second value there would make the request ambiguous.
 */
const REFUSED = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'user-agent',
]);

/** `Name: value` as a header, or why it cannot be one. */
export function parseRequestHeader(text: string): { header: RequestHeader } | { error: string } {
  const colon = text.indexOf(':');
  const name = colon < 0 ? '' : text.slice(0, colon).trim();
  const value = colon < 0 ? '' : text.slice(colon + 1).trim();
  if (!name || !TOKEN.test(name))
    return { error: '--header takes "Name: value", the name letters, digits and !#$%&\'*+-.^_`|~' };
  if (!FIELD_VALUE.test(value))
    return { error: `--header ${name}: the value is one line of text, without control characters` };
  if (REFUSED.has(name.toLowerCase()))
    return {
      error:
        name.toLowerCase() === 'user-agent'
          ? '--header User-Agent: set it with --user-agent'
          : `--header ${name}: the fetch sets this field itself`,
    };
  return { header: [name, value] };
}
